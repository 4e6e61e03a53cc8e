"""Games kept at the table: players, games, their seats and hands, and who may score them.

The hands are the only source of truth; a game caches the score, the next dealer and
the hand count so that recording a hand never reads the hands before it. The services
keep that cache equal to what the hands add up to. Every rule of Euchre lives in
``scoring``; the choices below are built from it.
"""

from django.conf import settings
from django.db import models
from django.db.models import F, Q
from django.utils.translation import gettext_lazy

import scoring
from core.names import NameKeyField, name_key
from core.words import READER
from games.explanations import hand_explanation
from games.seat_checks import seat_in_range, seat_of_variant
from scoring import match as match_rules
from scoring.seating import TEAMS, team_name_said, team_seats
from scoring.words import ENGLISH, Words

# A variant's name is shown in the reader's language (``scoring`` marks it).
Variant = models.TextChoices(
    "Variant", [(v.key.upper(), (v.key, gettext_lazy(v.name))) for v in scoring.VARIANTS.values()]
)
Suit = models.TextChoices("Suit", [(s.name, (s.label, s.label.capitalize())) for s in scoring.Suit])
Outcome = models.TextChoices(
    "Outcome", [(o.name, (o.value, o.label.capitalize())) for o in scoring.Outcome]
)


class Status(models.TextChoices):
    IN_PROGRESS = "in_progress", "In progress"
    FINISHED = "finished", "Finished"


class Roster(models.Model):
    """A list of players shared by a group (a league has one): the games started in the
    group seat its players, looked up and added by name, whoever scores."""

    created_at = models.DateTimeField(auto_now_add=True)

    def __str__(self):
        return f"Roster #{self.pk}"


class Player(models.Model):
    """A name at the table, kept by the user who scores, or on a group's shared roster
    (exactly one of the two); it may belong to an account."""

    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.CASCADE,
        null=True,
        blank=True,
        related_name="players",
    )
    roster = models.ForeignKey(
        Roster, on_delete=models.CASCADE, null=True, blank=True, related_name="players"
    )
    name = models.CharField(max_length=60)
    #: When two names are one player's (``core.names``): unique per owner and per roster.
    name_key = NameKeyField()
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="player_profiles",
        help_text="The account this player signs in with, once linked.",
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["name"]
        constraints = [
            models.UniqueConstraint(
                fields=["owner", "name_key"],
                name="games_player_unique_name_key_per_owner",
                violation_error_message="The owner has a player of this name already.",
            ),
            models.UniqueConstraint(
                fields=["roster", "name_key"],
                name="games_player_unique_name_key_per_roster",
                violation_error_message="The roster has a player of this name already.",
            ),
            models.CheckConstraint(condition=~Q(name=""), name="games_player_name_not_blank"),
            models.UniqueConstraint(
                fields=["roster", "user"],
                condition=Q(roster__isnull=False, user__isnull=False),
                name="games_player_unique_account_per_roster",
            ),
            models.CheckConstraint(
                condition=Q(owner__isnull=False, roster__isnull=True)
                | Q(owner__isnull=True, roster__isnull=False),
                name="games_player_owner_xor_roster",
            ),
        ]

    def __str__(self):
        return self.name

    def save(self, *args, update_fields=None, **kwargs):
        if update_fields is not None and "name" in update_fields:
            update_fields = {*update_fields, "name_key"}
        super().save(*args, update_fields=update_fields, **kwargs)

    def clean(self):
        self.name_key = name_key(self.name)  # for the constraints' checks (full_clean)


class MatchFormat(models.TextChoices):
    BEST_OF = match_rules.BEST_OF, "Best of"
    FIRST_TO = match_rules.FIRST_TO, "First to"


class Match(models.Model):
    """Games played one after another at one table, same seats and rules, until a side
    has won enough of them (``scoring.match``): best of ``length`` games, or first to
    ``length`` wins. Its tally is never stored: it is read from its games' winners."""

    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    format = models.CharField(max_length=8, choices=MatchFormat.choices)
    length = models.SmallIntegerField(
        help_text="Best of this many games, or first to this many wins."
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.CheckConstraint(
                condition=Q(format=MatchFormat.BEST_OF, length__in=match_rules.LENGTHS["best_of"])
                | Q(format=MatchFormat.FIRST_TO, length__in=match_rules.LENGTHS["first_to"]),
                name="games_match_format_and_length",
            ),
        ]

    def __str__(self):
        return f"{self.get_format_display()} {self.length} (match #{self.pk})"


class GameQuerySet(models.QuerySet):
    def for_user(self, user):
        """Games the user owns or keeps score for."""
        keeping = Scorekeeper.objects.filter(user=user).values("game_id")
        return self.filter(Q(owner=user) | Q(pk__in=keeping))

    def in_progress(self):
        return self.filter(status=Status.IN_PROGRESS)

    def finished(self):
        return self.filter(status=Status.FINISHED)

    def changed(self) -> int:
        """What a reader shows of these games changed: each takes a new ``version``."""
        return self.update(version=F("version") + 1)


class Game(models.Model):
    # Foreign keys that lead an index or unique constraint of their own model get no
    # index of their own: that one serves their lookups, and each insert writes one less.
    # A group's game outlives its starter's account (its seats are the group's players);
    # a plain game goes with its owner's account (``games.services.account_data``).
    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="games",
        db_index=False,
        help_text="Who started it; none once a group's game outlived its starter's account.",
    )
    variant = models.CharField(max_length=20, choices=Variant.choices)
    target = models.SmallIntegerField()
    options = models.JSONField(help_text="Every house rule of the variant, resolved.")
    first_dealer = models.SmallIntegerField()
    team_names = models.JSONField(help_text="The names of team 0 and team 1.")
    roster = models.ForeignKey(
        Roster,
        on_delete=models.PROTECT,
        null=True,
        blank=True,
        related_name="games",
        help_text="The group's roster its seats come from; none: the owner's players.",
    )
    #: The kind of group the game is played in (``games.groups``: "league"), found from the
    #: game itself; "" for a plain game. Games know a kind only by this name.
    group_kind = models.CharField(
        max_length=20,
        blank=True,
        default="",
        help_text="The kind of group it is played in (its roster's); empty: none.",
    )
    match = models.ForeignKey(
        Match,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="games",
        help_text="The match this game is one of, if any.",
    )
    status = models.CharField(max_length=12, choices=Status.choices, default=Status.IN_PROGRESS)
    winner = models.SmallIntegerField(null=True, blank=True)
    # The cache of what the hands add up to, so recording a hand reads no other hand.
    score_0 = models.IntegerField(default=0)
    score_1 = models.IntegerField(default=0)
    # The score the game opened at: points the previous game's winning hand scored past
    # its target, carried in by the ``laps`` house rule (railroad); else 0–0.
    carried_0 = models.IntegerField(default=0)
    carried_1 = models.IntegerField(default=0)
    next_dealer = models.SmallIntegerField()
    hands_played = models.PositiveIntegerField(default=0)
    # Strings that may be absent are NULL, as in the API, and never "".
    share_token = models.CharField(max_length=64, null=True, blank=True, editable=False)  # noqa: DJ001
    client_id = models.UUIDField(
        null=True, blank=True, help_text="The client's id for the request that started it."
    )
    # Taken up by every write that changes what a reader sees (a hand, a name, the target,
    # the link): a reader's copy is current while its version is (the API's ETag).
    version = models.PositiveIntegerField(default=0)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    objects = GameQuerySet.as_manager()

    #: The fields that cache what the hands add up to (``set_state`` writes them).
    CACHE_FIELDS = ("score_0", "score_1", "next_dealer", "hands_played", "winner", "status")

    class Meta:
        ordering = ["-updated_at", "-pk"]
        indexes = [models.Index(fields=["owner", "-updated_at"], name="games_game_owner_recent")]
        constraints = [
            models.CheckConstraint(
                condition=Q(variant__in=Variant.values), name="games_game_known_variant"
            ),
            models.CheckConstraint(condition=Q(target__gte=1), name="games_game_target_positive"),
            models.CheckConstraint(
                condition=seat_of_variant("first_dealer"), name="games_game_first_dealer_seat"
            ),
            models.CheckConstraint(
                condition=seat_of_variant("next_dealer"), name="games_game_next_dealer_seat"
            ),
            models.CheckConstraint(
                condition=Q(score_0__gte=0, score_1__gte=0), name="games_game_score_not_negative"
            ),
            models.CheckConstraint(
                condition=Q(carried_0__gte=0, carried_1__gte=0, score_0__gte=F("carried_0"))
                & Q(score_1__gte=F("carried_1")),
                name="games_game_carried_within_score",
            ),
            models.CheckConstraint(
                condition=Q(status=Status.IN_PROGRESS, winner__isnull=True)
                | Q(status=Status.FINISHED, winner__isnull=False, winner__in=TEAMS),
                name="games_game_winner_iff_finished",
            ),
            models.UniqueConstraint(
                fields=["share_token"],
                condition=Q(share_token__isnull=False),
                name="games_game_unique_share_token",
            ),
            models.UniqueConstraint(
                fields=["owner", "client_id"],
                condition=Q(client_id__isnull=False),
                name="games_game_unique_client_id",
            ),
            models.CheckConstraint(
                condition=Q(owner__isnull=False) | Q(roster__isnull=False),
                name="games_game_owner_unless_group",
            ),
            models.CheckConstraint(
                condition=Q(roster__isnull=True, group_kind="")
                | (Q(roster__isnull=False) & ~Q(group_kind="")),
                name="games_game_group_kind_iff_roster",
            ),
        ]

    def __str__(self):
        return f"{self.get_variant_display()} #{self.pk} ({self.score_0}–{self.score_1})"

    @property
    def rules(self) -> scoring.Rules:
        return scoring.rules_for(self.variant, self.options, self.target)

    @property
    def players(self) -> int:
        return scoring.get_variant(self.variant).players

    @property
    def score(self) -> list[int]:
        return [self.score_0, self.score_1]

    @property
    def carried(self) -> tuple[int, int]:
        """The score it opened at (laps carried in from the match's game before)."""
        return self.carried_0, self.carried_1

    @property
    def match_worth(self) -> int:
        """The games it counts for in its match's tally: 2 for a slam, 0 unfinished."""
        return match_rules.worth(self.rules.options, self.score, self.winner)

    @property
    def state(self) -> scoring.GameState:
        """The game as the rules core sees it, from the cache alone."""
        return scoring.GameState(
            score=(self.score_0, self.score_1),
            dealer=self.next_dealer,
            hands_played=self.hands_played,
            winner=self.winner,
        )

    def set_state(self, state: scoring.GameState) -> None:
        self.score_0, self.score_1 = state.score
        self.next_dealer = state.dealer
        self.hands_played = state.hands_played
        self.winner = state.winner
        self.status = Status.FINISHED if state.finished else Status.IN_PROGRESS

    @property
    def shown_team_names(self) -> list[str]:
        """The teams' names on a page: a default one ("Team 1") in the reader's language."""
        return [team_name_said(name, team, READER) for team, name in enumerate(self.team_names)]

    @property
    def shown_teams(self) -> list[dict]:
        return [{**team, "name": self.shown_team_names[team["team"]]} for team in self.teams]

    @property
    def teams(self) -> list[dict]:
        return [
            {
                "team": team,
                "seats": list(team_seats(self.players, team)),
                "name": self.team_names[team],
                "score": self.score[team],
            }
            for team in TEAMS
        ]


class Seat(models.Model):
    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="seats", db_index=False)
    position = models.SmallIntegerField()
    player = models.ForeignKey(Player, on_delete=models.PROTECT, related_name="seats")

    class Meta:
        ordering = ["game", "position"]
        constraints = [
            models.UniqueConstraint(fields=["game", "position"], name="games_seat_unique_position"),
            models.UniqueConstraint(fields=["game", "player"], name="games_seat_unique_player"),
            models.CheckConstraint(condition=seat_in_range("position"), name="games_seat_in_range"),
        ]

    def __str__(self):
        return f"Seat {self.position}: {self.player}"


class Hand(models.Model):
    """One deal as recorded (the hand record of docs/rules.md §8) and what it scored."""

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="hands", db_index=False)
    number = models.IntegerField()
    # The record, as validated by the rules core. The named constraints below are the
    # only checks on these numbers (no Positive*Field adds an unnamed one).
    dealer = models.SmallIntegerField()
    round = models.SmallIntegerField(null=True, blank=True)
    maker = models.SmallIntegerField(null=True, blank=True)
    trump = models.CharField(max_length=8, choices=Suit.choices, null=True, blank=True)  # noqa: DJ001
    upcard = models.CharField(  # noqa: DJ001
        max_length=5, null=True, blank=True, help_text='e.g. "10H", "JOKER"'
    )
    upcard_suit = models.CharField(  # noqa: DJ001
        max_length=8,
        choices=Suit.choices,
        null=True,
        blank=True,
        help_text="The up-card's suit: noted (its rank maybe not), or forced (round 1: trump).",
    )
    maker_loner = models.SmallIntegerField(null=True, blank=True)
    defender_loner = models.SmallIntegerField(null=True, blank=True)
    maker_tricks = models.SmallIntegerField(null=True, blank=True)
    renege = models.SmallIntegerField(
        null=True, blank=True, help_text="The seat whose renege stopped the hand, if any."
    )
    # What the rules core made of it.
    outcome = models.CharField(max_length=24, choices=Outcome.choices)
    making_team = models.SmallIntegerField(null=True, blank=True)
    scoring_team = models.SmallIntegerField(null=True, blank=True)
    points = models.SmallIntegerField(default=0)
    score_0 = models.IntegerField(help_text="Team 0's score after this hand.")
    score_1 = models.IntegerField(help_text="Team 1's score after this hand.")
    # Who sent it, and the client's own id for it (a retry carries the same one).
    client_id = models.UUIDField(null=True, blank=True)
    recorded_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="recorded_hands",
    )
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["game", "number"]
        constraints = [
            models.UniqueConstraint(fields=["game", "number"], name="games_hand_unique_number"),
            models.UniqueConstraint(
                fields=["game", "client_id"],
                condition=Q(client_id__isnull=False),
                name="games_hand_unique_client_id",
            ),
            models.CheckConstraint(condition=Q(number__gte=1), name="games_hand_number_from_1"),
            models.CheckConstraint(
                condition=seat_in_range("dealer"), name="games_hand_dealer_seat"
            ),
            models.CheckConstraint(
                condition=seat_in_range("maker", nullable=True)
                & seat_in_range("maker_loner", nullable=True)
                & seat_in_range("defender_loner", nullable=True)
                & seat_in_range("renege", nullable=True),
                name="games_hand_seats_in_range",
            ),
            models.CheckConstraint(
                condition=Q(round__isnull=True) | Q(round__in=(1, 2)), name="games_hand_round_1_2"
            ),
            models.CheckConstraint(
                condition=Q(making_team__isnull=True) | Q(making_team__in=TEAMS),
                name="games_hand_making_team_0_1",
            ),
            models.CheckConstraint(
                condition=Q(scoring_team__isnull=True) | Q(scoring_team__in=TEAMS),
                name="games_hand_scoring_team_0_1",
            ),
            models.CheckConstraint(
                condition=Q(maker_tricks__isnull=True) | Q(maker_tricks__range=(0, 5)),
                name="games_hand_tricks_0_5",
            ),
            models.CheckConstraint(
                condition=Q(points__gte=0), name="games_hand_points_not_negative"
            ),
            models.CheckConstraint(
                condition=Q(score_0__gte=0, score_1__gte=0), name="games_hand_score_not_negative"
            ),
            models.CheckConstraint(
                condition=Q(maker__isnull=False)
                | Q(outcome=Outcome.PASSED_OUT, points=0, scoring_team__isnull=True),
                name="games_hand_passed_out_scores_nothing",
            ),
        ]

    def __str__(self):
        return f"Hand {self.number} of game {self.game_id}: {self.get_outcome_display()}"

    @property
    def score(self) -> list[int]:
        return [self.score_0, self.score_1]

    @property
    def explanation(self) -> str:
        """What the hand came to, in the reader's language: written when read, never stored."""
        return self.explain(READER)

    def explain(self, words: Words = ENGLISH) -> str:
        """The hand's explanation in ``words`` (``games.explanations``)."""
        return hand_explanation(self, words)


class Scorekeeper(models.Model):
    """Another user the owner lets record hands in a game."""

    game = models.ForeignKey(
        Game, on_delete=models.CASCADE, related_name="scorekeepers", db_index=False
    )
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="scorekeeping"
    )
    added_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["game", "added_at", "pk"]
        constraints = [
            models.UniqueConstraint(fields=["game", "user"], name="games_scorekeeper_unique_user"),
        ]

    def __str__(self):
        return f"{self.user} keeps score in game {self.game_id}"


class ScorekeeperInvitation(models.Model):
    """The owner's offer to let whoever opens its link keep score in a game.

    The link is the invitation: an unguessable token, shown as a link or QR code at the
    table or emailed to an address that has an account. The first account to accept it
    becomes a scorekeeper; it is spent then, or once it expires.
    """

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="invitations")
    token = models.CharField(max_length=64, unique=True, editable=False)
    email = models.EmailField(  # noqa: DJ001
        null=True, blank=True, help_text="Where it was sent, as the owner typed it."
    )
    created_at = models.DateTimeField(auto_now_add=True)
    expires_at = models.DateTimeField()
    accepted_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="+",
    )
    accepted_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["game", "created_at", "pk"]
        constraints = [
            models.CheckConstraint(
                condition=Q(email__isnull=True) | Q(email__gt=""),
                name="games_invitation_email_not_empty",
            ),
        ]

    def __str__(self):
        return f"Invitation to keep score in game {self.game_id}"
