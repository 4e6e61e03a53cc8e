"""Who besides the owner may record a game's hands, and the invitations that make them so."""

from django.conf import settings
from django.db import models
from django.db.models import Q


class Scorekeeper(models.Model):
    """Another user the owner lets record hands in a game."""

    game = models.ForeignKey(
        "games.Game", on_delete=models.CASCADE, related_name="scorekeepers", db_index=False
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

    game = models.ForeignKey("games.Game", on_delete=models.CASCADE, related_name="invitations")
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
