"""A game: its rules, seats and the score its hands add up to."""

from django.conf import settings
from django.db import models
from django.db.models import F, Q

import scoring
from core.words import READER
from games.models.choices import ConfirmationState, Status, Variant
from games.models.keepers import Scorekeeper
from games.models.matches import Match
from games.models.people import Player, Roster
from games.seat_checks import THREE_HANDED, seat_in_range, seat_of_variant, side_of_variant
from scoring import match as match_rules
from scoring.seating import team_name_said, team_seats


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
    #: The kind of group that group is played within (a tournament inside a league: the
    #: game is the league's too, and counts in its statistics); "" for none.
    within_kind = models.CharField(
        max_length=20,
        blank=True,
        default="",
        help_text="The kind of group its group is played within; empty: none.",
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
    # Seat 2's score where each player scores on their own (three-handed); else none.
    score_2 = models.IntegerField(null=True, blank=True)
    # The score the game opened at: points the previous game's winning hand scored past
    # its target, carried in by the ``laps`` house rule (railroad); else 0–0.
    carried_0 = models.IntegerField(default=0)
    carried_1 = models.IntegerField(default=0)
    next_dealer = models.SmallIntegerField()
    #: A game-level end its group may decide at the start (``games.groups.GroupStart``):
    #: the game ends after this many deals (passed-out ones too), the side ahead winning,
    #: none when level. None: it ends at its target, as every other game does.
    deals = models.PositiveSmallIntegerField(
        null=True, blank=True, help_text="It ends after this many deals; none: at its target."
    )
    #: When its group ended it (``games.services.ends.game_close``): no hand is recorded,
    #: undone or edited after; one still in progress then ended with the hands so far.
    closed_at = models.DateTimeField(
        null=True, blank=True, help_text="When its group closed it; none: open."
    )
    hands_played = models.PositiveIntegerField(default=0)
    #: Whether the side that did not record its result has confirmed it, as its group
    #: decided at the start (``GroupStart.confirmation``; ``games.services.confirmations``):
    #: "" for a game that needs none. Read as a state only once the game is finished.
    confirmation_state = models.CharField(
        max_length=10,
        choices=ConfirmationState.choices,
        blank=True,
        default=ConfirmationState.NONE,
        help_text="The other side's confirmation of its result; empty: none needed.",
    )
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
    CACHE_FIELDS = (
        "score_0", "score_1", "score_2", "next_dealer", "hands_played", "winner", "status",
    )  # fmt: skip

    class Meta:
        ordering = ["-updated_at", "-pk"]
        indexes = [
            models.Index(fields=["owner", "-updated_at"], name="games_game_owner_recent"),
            # A group's latest games (its roster's): a league's front page at 60,000 games.
            models.Index(fields=["roster", "-updated_at", "-id"], name="games_game_roster_recent"),
            # The few games whose result waits (pending, disputed) among a million: what a
            # standings read marks (``games.selectors.open_results``).
            models.Index(fields=["confirmation_state", "status"], name="games_game_unsettled"),
        ]
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
                condition=Q(variant=THREE_HANDED, score_2__isnull=False, score_2__gte=0)
                | (~Q(variant=THREE_HANDED) & Q(score_2__isnull=True)),
                name="games_game_score_2_iff_three_handed",
            ),
            models.CheckConstraint(
                condition=Q(status=Status.IN_PROGRESS, winner__isnull=True)
                | (Q(status=Status.FINISHED, winner__isnull=False) & side_of_variant("winner"))
                | Q(status=Status.FINISHED, winner__isnull=True, deals__isnull=False)
                | Q(status=Status.FINISHED, winner__isnull=True, closed_at__isnull=False),
                name="games_game_winner_iff_finished",
            ),
            models.CheckConstraint(
                condition=Q(deals__isnull=True) | Q(deals__gte=1), name="games_game_deals_positive"
            ),
            models.CheckConstraint(
                condition=Q(confirmation_state__in=ConfirmationState.values),
                name="games_game_known_confirmation_state",
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
            models.CheckConstraint(
                condition=Q(within_kind="") | (~Q(group_kind="") & ~Q(within_kind=F("group_kind"))),
                name="games_game_within_another_group",
            ),
        ]

    def __str__(self):
        score = "–".join(map(str, self.score))
        return f"{self.get_variant_display()} #{self.pk} ({score})"

    def in_group(self, kind: str) -> bool:
        """Whether the game is a game of the kind of group ``kind``, as its own group's or
        as the group that one is played within."""
        return kind in (self.group_kind, self.within_kind) and bool(kind)

    @property
    def confirmation_due(self) -> bool:
        """A finished game whose result the other side confirms: it has a state."""
        return bool(self.confirmation_state) and self.status == Status.FINISHED

    @property
    def rules(self) -> scoring.Rules:
        return scoring.rules_for(self.variant, self.options, self.target)

    @property
    def players(self) -> int:
        return scoring.get_variant(self.variant).players

    @property
    def sides(self) -> int:
        """How many scores it keeps: two teams, or three players on their own."""
        return scoring.get_variant(self.variant).sides

    @property
    def score(self) -> list[int]:
        """By side: team 0 and team 1, or seats 0, 1 and 2 (three-handed)."""
        if self.score_2 is not None:
            return [self.score_0, self.score_1, self.score_2]
        return [self.score_0, self.score_1]

    @property
    def carried(self) -> tuple[int, ...]:
        """The score it opened at (laps carried in from the match's game before)."""
        return (self.carried_0, self.carried_1, 0)[: self.sides]

    @property
    def level(self) -> list[int]:
        """The seats level at the top past the target, playing on (three-handed); else []."""
        return list(self.state.level_at(self.target))

    @property
    def match_worth(self) -> int:
        """The games it counts for in its match's tally: 2 for a slam, 0 unfinished."""
        return match_rules.worth(self.rules.options, self.score, self.winner)

    @property
    def state(self) -> scoring.GameState:
        """The game as the rules core sees it, from the cache alone."""
        return scoring.GameState(
            score=tuple(self.score),
            dealer=self.next_dealer,
            hands_played=self.hands_played,
            winner=self.winner,
        )

    def set_state(self, state: scoring.GameState, *, finished: bool | None = None) -> None:
        """Cache ``state``; ``finished`` when an end of the game's own (``deals``) ended it
        whatever the winner (None: finished when it has one)."""
        self.score_0, self.score_1, *third = state.score
        self.score_2 = third[0] if third else None
        self.next_dealer = state.dealer
        self.hands_played = state.hands_played
        self.winner = state.winner
        finished = state.finished if finished is None else finished
        self.status = Status.FINISHED if finished else Status.IN_PROGRESS

    @property
    def shown_team_names(self) -> list[str]:
        """The teams' names on a page: a default one ("Team 1") in the reader's language."""
        return [team_name_said(name, team, READER) for team, name in enumerate(self.team_names)]

    @property
    def shown_teams(self) -> list[dict]:
        return [{**team, "name": self.shown_team_names[team["team"]]} for team in self.teams]

    @property
    def players_by_seat(self) -> list[dict]:
        """Three-handed: each seat's player and score (a side of one: no teams)."""
        seats = {seat.position: seat for seat in self.seats.all()}
        return [
            {"seat": seat, "name": seats[seat].player.name, "score": score}
            for seat, score in enumerate(self.score)
        ]

    @property
    def teams(self) -> list[dict]:
        """By side: the two teams, or (three-handed) each player on their own."""
        return [
            {
                "team": team,
                "seats": list(team_seats(self.players, team)),
                "name": self.team_names[team],
                "score": self.score[team],
            }
            for team in range(self.sides)
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
