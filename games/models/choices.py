"""The choices games' fields take, built from the rules core."""

from django.db import models
from django.utils.translation import gettext_lazy

import scoring
from scoring import match as match_rules

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


class MatchFormat(models.TextChoices):
    BEST_OF = match_rules.BEST_OF, "Best of"
    FIRST_TO = match_rules.FIRST_TO, "First to"


class ConfirmationState(models.TextChoices):
    """Where a game's result stands with the side that did not record it: "" for a game
    that needs no confirmation (a plain game; a league's without the option)."""

    NONE = "", "None needed"
    PENDING = "pending", "Pending"
    CONFIRMED = "confirmed", "Confirmed"
    DISPUTED = "disputed", "Disputed"


class ConfirmationAction(models.TextChoices):
    CONFIRM = "confirm", "Confirm"
    DISPUTE = "dispute", "Dispute"
    #: A change to a confirmed game's hands by an organiser or admin, with its reason.
    CORRECT = "correct", "Correct"


class CorrectionChange(models.TextChoices):
    """What a correction changed."""

    RECORD = "record", "Recorded a hand"
    UNDO = "undo", "Undid a hand"
    EDIT = "edit", "Edited a hand"
