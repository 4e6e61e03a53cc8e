"""A round's clock: it starts with the round; an organiser pauses and resumes it, and
calls the last hand. The tables see it (the round's ``clock`` in the API, the TV, the
console); it ends nothing by itself: the organiser finishes the round."""

from enum import StrEnum

from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext

from tournaments.errors import TournamentCode, TournamentError
from tournaments.models import Round, RoundStatus, Tournament
from tournaments.services.rounds import _locked_round


class ClockAction(StrEnum):
    PAUSE = "pause"
    RESUME = "resume"
    LAST_HAND = "last_hand"


def round_clock(*, tournament: Tournament, number: int, action: str) -> Round:
    """Pause the round's clock, resume it, or call the last hand; again: nothing changes.
    Only a round being played has a clock to change (409 otherwise)."""
    with transaction.atomic():
        _locked, round_ = _locked_round(tournament, number)
        if round_.status != RoundStatus.PLAYING:
            raise TournamentError(
                TournamentCode.ROUND_NOT_PLAYING,
                gettext("Round %(round)s is not being played: its clock stands.")
                % {"round": number},
                conflict=True,
            )
        now = timezone.now()
        if action == ClockAction.PAUSE and round_.clock_paused_at is None:
            round_.clock_paused_at = now
        elif action == ClockAction.RESUME and round_.clock_paused_at is not None:
            paused = (now - round_.clock_paused_at).total_seconds()
            round_.clock_paused_seconds += round(paused)
            round_.clock_paused_at = None
        elif action == ClockAction.LAST_HAND:
            round_.last_hand = True
        round_.save(update_fields=["clock_paused_at", "clock_paused_seconds", "last_hand"])
    return round_
