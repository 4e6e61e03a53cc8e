"""Leagues: a group that plays one ruleset over seasons, with members, invitations, a
shared roster of players (``games.Roster``), its games, and running totals of what its
hands and finished games add up to.

The totals are caches of the hands, kept in the same transaction as every hand write
(``leagues.standings.totals``), so standings and statistics read a few rows, never the hands;
``rebuild_league_stats`` recomputes them. Their counter columns are the counters of
``scoring.tally``, one column each.
"""

from django.conf import settings
from django.db import models
from django.db.models import Case, F, Q, Value, When
from django.db.models.functions import Cast, Coalesce
from django.utils.translation import gettext_lazy as _

import scoring
from games.models import Game, Player, Roster, Variant
from scoring.tally import GameCounts, SeatCounts, TeamCounts


class Visibility(models.TextChoices):
    PUBLIC = "public", _("Public")
    PRIVATE = "private", _("Private")


class MemberRole(models.TextChoices):
    ADMIN = "admin", _("Admin")
    MEMBER = "member", _("Member")


#: The variants a league plays: two sides a game, as its standings and ratings count them
#: (three-handed Euchre, each of three players on their own, is not one).
LEAGUE_VARIANTS = [(key, label) for key, label in Variant.choices
                   if scoring.get_variant(key).sides == 2]  # fmt: skip


class League(models.Model):
    name = models.CharField(max_length=80)
    slug = models.SlugField(max_length=50, unique=True)
    visibility = models.CharField(
        max_length=8, choices=Visibility.choices, default=Visibility.PRIVATE
    )
    variant = models.CharField(max_length=20, choices=LEAGUE_VARIANTS)
    target = models.SmallIntegerField()
    options = models.JSONField(help_text="Every house rule of the variant, resolved.")
    roster = models.OneToOneField(Roster, on_delete=models.PROTECT, related_name="league")
    #: Its games' results are confirmed by the side that did not record them
    #: (``games.services.confirmations``): games started while it is on.
    confirmation = models.BooleanField(
        default=False, help_text="Results are confirmed by the other side."
    )
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="leagues_created",
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["name", "pk"]
        constraints = [
            models.CheckConstraint(
                condition=Q(visibility__in=Visibility.values), name="leagues_league_visibility"
            ),
            models.CheckConstraint(
                condition=Q(variant__in=[key for key, _ in LEAGUE_VARIANTS]),
                name="leagues_league_known_variant",
            ),
            models.CheckConstraint(condition=~Q(name=""), name="leagues_league_name_not_blank"),
        ]

    def __str__(self):
        return self.name


class StatsVersion(models.Model):
    """How many times the league's totals or its players' names changed: the key of its
    standings' cached answers (``leagues.api.versioned``). A row of its own, raised after
    the totals rows in every writer's transaction, so that hands, merges and renames take
    their locks in one order (a hand never waits for the league's row while a merge holds
    it and waits for the hand's game). No row: 0."""

    league = models.OneToOneField(
        League, on_delete=models.CASCADE, primary_key=True, related_name="+"
    )
    version = models.BigIntegerField(default=0)

    def __str__(self):
        return f"{self.league_id}: {self.version}"


class Membership(models.Model):
    league = models.ForeignKey(
        League, on_delete=models.CASCADE, related_name="memberships", db_index=False
    )
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="league_memberships"
    )
    role = models.CharField(max_length=8, choices=MemberRole.choices, default=MemberRole.MEMBER)
    joined_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["league", "joined_at", "pk"]
        constraints = [
            models.UniqueConstraint(
                fields=["league", "user"], name="leagues_membership_unique_user"
            ),
            models.CheckConstraint(
                condition=Q(role__in=MemberRole.values), name="leagues_membership_role"
            ),
        ]

    def __str__(self):
        return f"{self.user} ({self.role}) in {self.league}"


class Invitation(models.Model):
    league = models.ForeignKey(League, on_delete=models.CASCADE, related_name="invitations")
    code = models.CharField(max_length=64, unique=True, editable=False)
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="league_invitations",
    )
    created_at = models.DateTimeField(auto_now_add=True)
    expires_at = models.DateTimeField(null=True, blank=True)
    revoked_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["league", "-created_at", "-pk"]

    def __str__(self):
        return f"Invitation to {self.league}"


class Season(models.Model):
    league = models.ForeignKey(League, on_delete=models.CASCADE, related_name="seasons")
    name = models.CharField(max_length=80)
    starts_on = models.DateField()
    ends_on = models.DateField(null=True, blank=True, help_text="None: still running.")

    class Meta:
        ordering = ["league", "starts_on", "pk"]
        constraints = [
            models.CheckConstraint(
                condition=Q(ends_on__isnull=True) | Q(ends_on__gte=F("starts_on")),
                name="leagues_season_ends_after_start",
            ),
            models.CheckConstraint(condition=~Q(name=""), name="leagues_season_name_not_blank"),
        ]

    def __str__(self):
        return f"{self.league}: {self.name}"


#: The kind of group a league's games name (``Game.group_kind``; ``games.groups``).
GROUP_KIND = "league"


class LeagueGame(models.Model):
    """A game played in a league, and the season it counts in (if any)."""

    game = models.OneToOneField(
        Game, on_delete=models.CASCADE, primary_key=True, related_name="league_game"
    )
    league = models.ForeignKey(League, on_delete=models.CASCADE, related_name="league_games")
    season = models.ForeignKey(
        Season, on_delete=models.PROTECT, null=True, blank=True, related_name="league_games"
    )
    finished_at = models.DateTimeField(
        null=True, blank=True, help_text="When its last hand finished it; None: in progress."
    )

    class Meta:
        ordering = ["league", "-game"]
        indexes = [
            models.Index(fields=["league", "season"], name="leagues_game_season"),
            models.Index(fields=["league", "finished_at"], name="leagues_game_finished"),
            models.Index(fields=["league", "-game"], name="leagues_game_newest"),
        ]

    def __str__(self):
        return f"Game {self.game_id} in {self.league_id}"


def _counters(name: str, *counts) -> type[models.Model]:
    """An abstract model with one integer column per counter of these ``scoring.tally``
    classes, in their order."""
    columns = {field: models.IntegerField(default=0) for kind in counts for field in kind.names()}
    meta = type("Meta", (), {"abstract": True})
    return type(name, (models.Model,), {"__module__": __name__, "Meta": meta, **columns})


PlayerCounters = _counters("PlayerCounters", SeatCounts, GameCounts)
PartnershipCounters = _counters("PartnershipCounters", TeamCounts, GameCounts)


class RivalryCounters(models.Model):
    games = models.IntegerField(default=0)
    wins = models.IntegerField(default=0)

    class Meta:
        abstract = True


def _keyed(table: str, *keys: str) -> list[models.UniqueConstraint]:
    """The unique key of rows kept per season or for all time (``season`` None): a NULL
    season would never conflict with another in one unique index, so those rows have
    their own."""
    return [
        models.UniqueConstraint(
            fields=["league", "season", *keys],
            condition=Q(season__isnull=False),
            name=f"leagues_{table}_unique_in_season",
        ),
        models.UniqueConstraint(
            fields=["league", *keys],
            condition=Q(season__isnull=True),
            name=f"leagues_{table}_unique_without_season",
        ),
    ]


class Totals(models.Model):
    """Rows of running totals, one per league, period and key: a season's rows, and the
    league's all-time rows (``season`` None), each write adding to both, so that every
    period is read from its own rows and nothing is summed at read time."""

    league = models.ForeignKey(League, on_delete=models.CASCADE, related_name="+", db_index=False)
    season = models.ForeignKey(Season, on_delete=models.CASCADE, null=True, related_name="+")
    #: The row's period as one key: its season's id, or 0 for all time. Never NULL, so one
    #: unique key holds both kinds of row and one upsert writes a season's row and the
    #: all-time row together (``leagues.standings.upsert``).
    period = models.GeneratedField(
        expression=Coalesce("season", 0), output_field=models.IntegerField(), db_persist=True
    )

    #: The columns that name a row, besides league and season.
    KEYS: tuple[str, ...] = ()

    class Meta:
        abstract = True


def _share(count: str, of: str):
    return Cast(count, models.FloatField()) / Cast(of, models.FloatField())


class Standing(models.Model):
    """The standings order kept by the database, beside the counters it is read from:
    ``win_share`` (wins / games, -1 with no finished game, so those rows come last) and
    ``margin`` (points for minus against), computed on every write of the row. With
    ``wins`` they are the ranking's key (``leagues.standings.ranking``), indexed so that
    a page of standings is a range of the index, never a sort of every row."""

    win_share = models.GeneratedField(
        expression=Case(When(games__gt=0, then=_share("wins", "games")), default=Value(-1.0)),
        output_field=models.FloatField(),
        db_persist=True,
    )
    margin = models.GeneratedField(
        expression=F("points_for") - F("points_against"),
        output_field=models.IntegerField(),
        db_persist=True,
    )

    #: The ranking's key, strongest first.
    STRENGTH = ("win_share", "wins", "margin")

    class Meta:
        abstract = True


def _ranked(table: str) -> models.Index:
    return models.Index(
        fields=["league", "period", "-win_share", "-wins", "-margin"], name=f"leagues_{table}_rank"
    )


def _in_period(table: str, *keys: str) -> models.UniqueConstraint:
    return models.UniqueConstraint(
        fields=["league", "period", *keys], name=f"leagues_{table}_unique_in_period"
    )


class PlayerTotals(Totals, PlayerCounters, Standing):
    """A player's hand statistics (every hand) and standings (finished games)."""

    player = models.ForeignKey(Player, on_delete=models.CASCADE, related_name="league_totals")

    KEYS = ("player",)

    class Meta:
        constraints = [_in_period("playertotals", "player")]
        indexes = [_ranked("playertotals")]

    def __str__(self):
        return f"{self.player_id} in {self.league_id}/{self.season_id}"


class PartnershipTotals(Totals, PartnershipCounters, Standing):
    """Two partners' statistics (four-handed games), the lower player id first."""

    player_1 = models.ForeignKey(Player, on_delete=models.CASCADE, related_name="+")
    player_2 = models.ForeignKey(Player, on_delete=models.CASCADE, related_name="+")

    KEYS = ("player_1", "player_2")

    class Meta:
        constraints = [
            _in_period("partnershiptotals", "player_1", "player_2"),
            models.CheckConstraint(
                condition=Q(player_1__lt=F("player_2")),
                name="leagues_partnershiptotals_lower_id_first",
            ),
        ]
        indexes = [_ranked("partnershiptotals")]

    def __str__(self):
        return f"{self.player_1_id}+{self.player_2_id} in {self.league_id}/{self.season_id}"


class RivalryTotals(Totals, RivalryCounters):
    """Finished games a player played against an opponent, and how many they won."""

    player = models.ForeignKey(Player, on_delete=models.CASCADE, related_name="+")
    opponent = models.ForeignKey(Player, on_delete=models.CASCADE, related_name="+")

    KEYS = ("player", "opponent")

    class Meta:
        constraints = [_in_period("rivalrytotals", "player", "opponent")]

    def __str__(self):
        return f"{self.player_id} v {self.opponent_id} in {self.league_id}/{self.season_id}"


TOTALS = (PlayerTotals, PartnershipTotals, RivalryTotals)


class RatingsDue(models.Model):
    """A game whose winner changed since the league's ratings were last replayed: they are
    to be replayed from it on before they are next read
    (``leagues.standings.ratings.settle``, which deletes the rows it replayed). A row per
    change, inserted by the hand's write: writers never wait for one another or for a
    replay on it."""

    league = models.ForeignKey(League, on_delete=models.CASCADE, related_name="+")
    #: When the game finished (or had finished, for a game reopened or gone), and its id:
    #: the ratings' order (``leagues.standings.ratings.Key``).
    finished_at = models.DateTimeField()
    game_id = models.BigIntegerField()

    def __str__(self):
        return f"{self.league_id}: from game {self.game_id}"


class RatingChain(models.Model):
    """Where a rating runs: a season of the league, or all time (``season`` None)."""

    league = models.ForeignKey(League, on_delete=models.CASCADE, related_name="+", db_index=False)
    season = models.ForeignKey(Season, on_delete=models.CASCADE, null=True, related_name="+")
    player = models.ForeignKey(Player, on_delete=models.CASCADE, related_name="+")
    mu = models.FloatField()
    sigma = models.FloatField()
    rating = models.FloatField(help_text="The number shown: see leagues.standings.ratings.")
    games = models.IntegerField(help_text="Finished games rated so far.")

    class Meta:
        abstract = True


class RatingEvent(RatingChain):
    """A player's rating after a finished game, in one chain."""

    game = models.ForeignKey(LeagueGame, on_delete=models.CASCADE, related_name="+")
    finished_at = models.DateTimeField()
    won = models.BooleanField()

    class Meta:
        indexes = [
            models.Index(
                fields=["league", "player", "finished_at", "game"], name="leagues_rating_history"
            ),
            models.Index(fields=["league", "finished_at", "game"], name="leagues_rating_replay"),
        ]

    def __str__(self):
        return f"{self.player_id} after {self.game_id}: {self.rating:.1f}"


class PlayerRating(RatingChain):
    """A player's rating now, in one chain: their latest ``RatingEvent`` there."""

    class Meta:
        constraints = _keyed("playerrating", "player")
        indexes = [models.Index(fields=["league", "season", "-rating"], name="leagues_rating_top")]

    def __str__(self):
        return f"{self.player_id} in {self.league_id}/{self.season_id}: {self.rating:.1f}"
