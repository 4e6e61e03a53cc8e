"""The log of a game's confirmation: one row per action of the other side (confirm,
dispute) and per correction of a confirmed game's hands (``games.services.confirmations``).
"""

from django.conf import settings
from django.db import models
from django.db.models import Q

from games.models.choices import ConfirmationAction, CorrectionChange
from games.models.game import Game
from games.seat_checks import seat_in_range


class Confirmation(models.Model):
    game = models.ForeignKey(
        Game, on_delete=models.CASCADE, related_name="confirmations", db_index=False
    )
    action = models.CharField(max_length=10, choices=ConfirmationAction.choices)
    seat = models.SmallIntegerField(
        null=True, blank=True, help_text="The seat that confirmed or disputed; none: a correction."
    )
    by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="confirmations",
        help_text="The account that sent it.",
    )
    at = models.DateTimeField(auto_now_add=True)
    comment = models.TextField(
        blank=True, default="", help_text="A dispute's; a correction's reason."
    )
    change = models.CharField(
        max_length=10, choices=CorrectionChange.choices, blank=True, default=""
    )
    hand = models.PositiveSmallIntegerField(
        null=True, blank=True, help_text="The hand a correction changed."
    )
    client_id = models.UUIDField(null=True, blank=True)

    class Meta:
        ordering = ["game", "at", "pk"]
        # A game's log, in order (the foreign key's own index would serve no more).
        indexes = [models.Index(fields=["game", "at"], name="games_confirmation_game_at")]
        constraints = [
            models.UniqueConstraint(
                fields=["game", "client_id"],
                condition=Q(client_id__isnull=False),
                name="games_confirmation_unique_client_id",
            ),
            models.CheckConstraint(
                condition=Q(action__in=ConfirmationAction.values),
                name="games_confirmation_known_action",
            ),
            models.CheckConstraint(
                condition=seat_in_range("seat", nullable=True), name="games_confirmation_seat"
            ),
            models.CheckConstraint(
                condition=(
                    Q(action=ConfirmationAction.CORRECT, seat__isnull=True, hand__isnull=False)
                    & ~Q(comment="")
                    & Q(change__in=CorrectionChange.values)
                    & ~Q(change="")
                )
                | (
                    ~Q(action=ConfirmationAction.CORRECT)
                    & Q(seat__isnull=False, hand__isnull=True, change="")
                ),
                name="games_confirmation_seat_or_correction",
            ),
            models.CheckConstraint(
                condition=~Q(action=ConfirmationAction.DISPUTE) | ~Q(comment=""),
                name="games_confirmation_dispute_says_why",
            ),
        ]

    def __str__(self):
        return f"{self.get_action_display()} of game {self.game_id} at {self.at:%Y-%m-%d %H:%M}"
