"""Who sits at the table: players, and the rosters groups share."""

from django.conf import settings
from django.db import models
from django.db.models import Q

from core.names import NameKeyField, name_key


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
