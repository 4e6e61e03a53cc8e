"""Tournaments: progressive euchre nights. A tournament seats its players (a roster of its
own, ``games.Roster``) at tables of four for rounds; each table's game is an ordinary game
of the group kind ``tournament`` (``tournaments.group``), and each player's running totals
(``Standing``) follow its hands in the hands' transaction (``tournaments.standings``).
"""

from django.conf import settings
from django.db import models
from django.db.models import Q
from django.utils.translation import gettext_lazy as _

from games.models import Game, Player, Roster, Variant

#: The kind of group a tournament's games are played in (``Game.group_kind``).
GROUP_KIND = "tournament"


class Visibility(models.TextChoices):
    PUBLIC = "public", _("Public")
    PRIVATE = "private", _("Private")


class RoundEnd(models.TextChoices):
    DEALS = "deals", _("Deals")
    MINUTES = "minutes", _("Minutes")
    POINTS = "points", _("Points")


class ShortTables(models.TextChoices):
    BYE = "bye", _("Sit out")
    THREE_HANDED = "three_handed", _("Three-handed")


class ByeCredit(models.TextChoices):
    NONE = "none", _("None")
    AVERAGE = "average", _("The player's average")
    FIXED = "fixed", _("A fixed number")


class TournamentStatus(models.TextChoices):
    OPEN = "open", _("Open")
    PLAYING = "playing", _("Playing")
    FINISHED = "finished", _("Finished")


class RoundStatus(models.TextChoices):
    PLANNED = "planned", _("Planned")
    PLAYING = "playing", _("Playing")
    FINISHED = "finished", _("Finished")


class Tournament(models.Model):
    name = models.CharField(max_length=80)
    variant = models.CharField(max_length=20, choices=Variant.choices)
    target = models.SmallIntegerField(help_text="The target its tables' games play to.")
    options = models.JSONField(help_text="Every house rule of the variant, resolved.")
    visibility = models.CharField(
        max_length=8, choices=Visibility.choices, default=Visibility.PRIVATE
    )
    rounds = models.PositiveSmallIntegerField(
        null=True, blank=True, help_text="Its number of rounds; none: the players' count's own."
    )
    round_end = models.CharField(max_length=8, choices=RoundEnd.choices, default=RoundEnd.DEALS)
    round_end_value = models.PositiveSmallIntegerField(default=8)
    short_tables = models.CharField(
        max_length=12, choices=ShortTables.choices, default=ShortTables.BYE
    )
    status = models.CharField(
        max_length=8, choices=TournamentStatus.choices, default=TournamentStatus.OPEN
    )
    # The scoring profile: what a round adds to a player's tournament score beyond their
    # side's points at the table (the table's own scoring never changes).
    bye_credit = models.CharField(max_length=8, choices=ByeCredit.choices, default=ByeCredit.NONE)
    bye_points = models.PositiveSmallIntegerField(
        default=0, help_text="With a fixed bye credit: the points a round sat out adds."
    )
    lone_march_bonus = models.PositiveSmallIntegerField(
        default=0, help_text="Points the lone player adds beyond the side's for a lone march."
    )
    euchred_penalty = models.PositiveSmallIntegerField(
        default=0, help_text="Points each player of a euchred making side loses."
    )
    #: Its players: a roster of its own, or inside a league the league's.
    roster = models.ForeignKey(Roster, on_delete=models.PROTECT, related_name="tournaments")
    #: The group it is played within, named as a game's start names it (inside a league:
    #: ``{"league": slug, "season": id}``): its tables' games are that group's too.
    within = models.JSONField(null=True, blank=True, help_text="The league and season it is in.")
    #: The code a player signs in with to link their account to their name (an
    #: organiser shows it at the venue): then they record their table's hands.
    join_code = models.CharField(max_length=64, null=True, blank=True, editable=False)  # noqa: DJ001
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="tournaments_created",
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at", "-pk"]
        constraints = [
            models.CheckConstraint(
                condition=~Q(name=""), name="tournaments_tournament_name_not_blank"
            ),
            models.CheckConstraint(
                condition=Q(variant__in=Variant.values), name="tournaments_tournament_variant"
            ),
            models.CheckConstraint(
                condition=Q(visibility__in=Visibility.values),
                name="tournaments_tournament_visibility",
            ),
            models.CheckConstraint(
                condition=Q(round_end__in=RoundEnd.values), name="tournaments_tournament_round_end"
            ),
            models.CheckConstraint(
                condition=Q(round_end_value__gte=1), name="tournaments_tournament_round_end_value"
            ),
            models.CheckConstraint(
                condition=Q(rounds__isnull=True) | Q(rounds__gte=1),
                name="tournaments_tournament_rounds_positive",
            ),
            models.CheckConstraint(
                condition=Q(short_tables__in=ShortTables.values),
                name="tournaments_tournament_short_tables",
            ),
            models.CheckConstraint(
                condition=Q(status__in=TournamentStatus.values),
                name="tournaments_tournament_status",
            ),
            models.UniqueConstraint(
                fields=["join_code"],
                condition=Q(join_code__isnull=False),
                name="tournaments_tournament_unique_join_code",
            ),
            models.CheckConstraint(
                condition=Q(bye_credit__in=ByeCredit.values),
                name="tournaments_tournament_bye_credit",
            ),
            models.CheckConstraint(
                condition=Q(bye_points=0) | Q(bye_credit=ByeCredit.FIXED),
                name="tournaments_tournament_bye_points_if_fixed",
            ),
        ]

    def __str__(self):
        return self.name


class Organiser(models.Model):
    """Who may make the schedule, start and finish rounds, add players and correct any
    table: the creator, and whoever an organiser adds."""

    tournament = models.ForeignKey(
        Tournament, on_delete=models.CASCADE, related_name="organisers", db_index=False
    )
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="tournaments_organised"
    )

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["tournament", "user"], name="tournaments_organiser_unique_user"
            ),
        ]

    def __str__(self):
        return f"{self.user} organises {self.tournament}"


class Entrant(models.Model):
    """A player of the tournament (of its roster): there (checked in) or not yet, still
    playing (active) or gone."""

    tournament = models.ForeignKey(
        Tournament, on_delete=models.CASCADE, related_name="entrants", db_index=False
    )
    player = models.ForeignKey(Player, on_delete=models.PROTECT, related_name="entries")
    checked_in = models.BooleanField(default=False)
    active = models.BooleanField(default=True)
    client_id = models.UUIDField(
        null=True, blank=True, help_text="The client's id for the request that added it."
    )
    added_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["tournament", "added_at", "pk"]
        constraints = [
            models.UniqueConstraint(
                fields=["tournament", "player"], name="tournaments_entrant_unique_player"
            ),
            models.UniqueConstraint(
                fields=["tournament", "client_id"],
                condition=Q(client_id__isnull=False),
                name="tournaments_entrant_unique_client_id",
            ),
        ]

    def __str__(self):
        return f"{self.player} in {self.tournament}"


class Round(models.Model):
    tournament = models.ForeignKey(
        Tournament, on_delete=models.CASCADE, related_name="round_set", db_index=False
    )
    number = models.PositiveSmallIntegerField()
    status = models.CharField(
        max_length=8, choices=RoundStatus.choices, default=RoundStatus.PLANNED
    )
    byes = models.JSONField(
        default=list, blank=True, help_text="The ids of the players who sit it out."
    )
    client_id = models.UUIDField(
        null=True, blank=True, help_text="The client's id for the request that started it."
    )
    started_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)
    # The round's clock: it runs from ``started_at``, less the time it stood paused.
    clock_paused_at = models.DateTimeField(
        null=True, blank=True, help_text="Since when the clock stands paused (none: running)."
    )
    clock_paused_seconds = models.PositiveIntegerField(
        default=0, help_text="How long the clock stood paused before, in seconds."
    )
    last_hand = models.BooleanField(default=False, help_text="The organiser called the last hand.")

    class Meta:
        ordering = ["tournament", "number"]
        constraints = [
            models.UniqueConstraint(
                fields=["tournament", "number"], name="tournaments_round_unique_number"
            ),
            models.CheckConstraint(condition=Q(number__gte=1), name="tournaments_round_number"),
            models.CheckConstraint(
                condition=Q(status=RoundStatus.PLANNED, started_at__isnull=True)
                | Q(status=RoundStatus.PLAYING, started_at__isnull=False, finished_at__isnull=True)
                | Q(
                    status=RoundStatus.FINISHED, started_at__isnull=False, finished_at__isnull=False
                ),
                name="tournaments_round_status_times",
            ),
        ]

    def __str__(self):
        return f"{self.tournament}, round {self.number}"


class Table(models.Model):
    round = models.ForeignKey(
        Round, on_delete=models.CASCADE, related_name="tables", db_index=False
    )
    number = models.PositiveSmallIntegerField()
    seats = models.JSONField(help_text="The ids of its players by seat (0 and 2 partners).")
    #: A table's game outlives nothing: the tournament's games are never deleted alone.
    game = models.OneToOneField(
        Game, on_delete=models.PROTECT, null=True, blank=True, related_name="tournament_table"
    )

    class Meta:
        ordering = ["round", "number"]
        constraints = [
            models.UniqueConstraint(
                fields=["round", "number"], name="tournaments_table_unique_number"
            ),
            models.CheckConstraint(condition=Q(number__gte=1), name="tournaments_table_number"),
        ]

    def __str__(self):
        return f"{self.round}, table {self.number}"


class Standing(models.Model):
    """A player's running totals in the tournament: kept by every hand write, round start
    and round finish in their transaction, never recounted from the hands."""

    tournament = models.ForeignKey(
        Tournament, on_delete=models.CASCADE, related_name="standings", db_index=False
    )
    player = models.ForeignKey(Player, on_delete=models.CASCADE, related_name="+")
    #: The side's points at the tables, with the profile's lone march bonus and euchred
    #: penalty (a bye credit is added when read: it follows the player's average).
    points = models.IntegerField(default=0)
    rounds_played = models.PositiveIntegerField(default=0)
    rounds_won = models.PositiveIntegerField(default=0)
    byes = models.PositiveIntegerField(default=0)
    loners_made = models.PositiveIntegerField(default=0)
    euchres = models.PositiveIntegerField(default=0, help_text="Euchres inflicted, defending.")

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["tournament", "player"], name="tournaments_standing_unique_player"
            ),
        ]

    def __str__(self):
        return f"{self.player}: {self.points}"
