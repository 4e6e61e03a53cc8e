"""A hand: one deal as recorded, and what it scored."""

from django.conf import settings
from django.db import models
from django.db.models import Q

from core.words import READER
from games.explanations import hand_explanation
from games.models.choices import Outcome, Suit
from games.models.game import Game
from games.seat_checks import seat_in_range, side_in_range
from scoring.words import ENGLISH, Words


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
    score_0 = models.IntegerField(help_text="Team 0's score after this hand (seat 0's, three).")
    score_1 = models.IntegerField(help_text="Team 1's score after this hand (seat 1's, three).")
    score_2 = models.IntegerField(
        null=True, blank=True, help_text="Seat 2's score after this hand, three-handed; else none."
    )
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
                condition=side_in_range("making_team"), name="games_hand_making_side_0_2"
            ),
            models.CheckConstraint(
                condition=side_in_range("scoring_team"), name="games_hand_scoring_side_0_2"
            ),
            models.CheckConstraint(
                condition=Q(maker_tricks__isnull=True) | Q(maker_tricks__range=(0, 5)),
                name="games_hand_tricks_0_5",
            ),
            models.CheckConstraint(
                condition=Q(points__gte=0), name="games_hand_points_not_negative"
            ),
            models.CheckConstraint(
                condition=Q(score_0__gte=0, score_1__gte=0)
                & (Q(score_2__isnull=True) | Q(score_2__gte=0)),
                name="games_hand_score_not_negative",
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
        """The game's score after it, by side (three numbers three-handed)."""
        if self.score_2 is not None:
            return [self.score_0, self.score_1, self.score_2]
        return [self.score_0, self.score_1]

    @property
    def explanation(self) -> str:
        """What the hand came to, in the reader's language: written when read, never stored."""
        return self.explain(READER)

    def explain(self, words: Words = ENGLISH) -> str:
        """The hand's explanation in ``words`` (``games.explanations``)."""
        return hand_explanation(self, words)
