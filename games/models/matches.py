"""Matches: games played one after another at one table."""

from django.conf import settings
from django.db import models
from django.db.models import Q

from games.models.choices import MatchFormat
from scoring import match as match_rules


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
