"""Starting a round (a game at each table, all at once) and finishing it (closing the games
still playing with the hands recorded so far)."""

import uuid

from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext, gettext_lazy

from core.errors import Hidden
from games import groups
from games.services.ends import game_close
from games.services.games import game_start
from scoring.variants import THREE_HANDED
from tournaments import standings
from tournaments.errors import TournamentCode, TournamentError
from tournaments.models import (
    GROUP_KIND,
    Round,
    RoundEnd,
    RoundStatus,
    Tournament,
    TournamentStatus,
)

NO_SUCH_ROUND = gettext_lazy("The tournament has no such round: make its schedule first.")


def _locked_round(tournament: Tournament, number: int) -> tuple[Tournament, Round]:
    locked = Tournament.objects.select_for_update().get(pk=tournament.pk)
    round_ = locked.round_set.filter(number=number).prefetch_related("tables").first()
    if round_ is None:
        raise Hidden(NO_SUCH_ROUND)
    return locked, round_


def group_start(
    tournament: Tournament, seats: int = 4, within: groups.GroupStart | None = None
) -> groups.GroupStart:
    """What the tournament decides about a table's game: its variant and house rules at a
    table of four; three-handed Euchre, as the rules core resolves it by default, at a
    table of three (``short_tables``). The same round end either way. ``within``: the
    league's start, when the tournament is in one (the game is the league's too)."""
    four = seats == 4
    return groups.GroupStart(
        kind=GROUP_KIND,
        roster_id=tournament.roster_id,
        variant=tournament.variant if four else THREE_HANDED.key,
        target=tournament.target,
        options=tournament.options if four else {},
        started=lambda game: None,
        whose=gettext_lazy("the tournament's"),
        deals=tournament.round_end_value if tournament.round_end == RoundEnd.DEALS else None,
        within=within,
        confirmation=True,  # every table's result, by the other side
    )


def round_start(
    *, tournament: Tournament, number: int, by=None, client_id: uuid.UUID | None = None
) -> tuple[Round, bool]:
    """Start round ``number``: one game per table (its seats, seat 0 dealing first), all in
    one transaction with the tournament locked, so two organisers starting it at once make
    one set of games. In a league, the organiser ``by`` starts them there (as one of its
    members), in the tournament's season. ``(round, True)``; the same request again (its
    ``client_id``) answers ``(round, False)``; another request for a started round is 409."""
    with transaction.atomic():
        locked, round_ = _locked_round(tournament, number)
        if round_.status != RoundStatus.PLANNED:
            if client_id is not None and round_.client_id == client_id:
                return round_, False
            raise TournamentError(
                TournamentCode.ROUND_STARTED,
                gettext("Round %(round)s is started already.") % {"round": number},
                conflict=True,
            )
        previous = locked.round_set.filter(number=number - 1).first()
        if previous is not None and previous.status != RoundStatus.FINISHED:
            raise TournamentError(
                TournamentCode.PREVIOUS_ROUND_NOT_FINISHED,
                gettext("Round %(round)s starts once round %(previous)s is finished.")
                % {"round": number, "previous": number - 1},
                conflict=True,
            )
        within = groups.start_in(by, locked.within) if locked.within else None
        starts = {size: group_start(locked, size, within) for size in (3, 4)}
        for table in round_.tables.all():
            seats = [{"player": player} for player in table.seats]
            start = starts[len(seats)]
            table.game = game_start(owner=None, seats=seats, first_dealer=0, group=start)
            table.save(update_fields=["game"])
        round_.status, round_.started_at, round_.client_id = (
            RoundStatus.PLAYING,
            timezone.now(),
            client_id,
        )
        round_.save(update_fields=["status", "started_at", "client_id"])
        standings.round_started(locked, round_)
        if locked.status != TournamentStatus.PLAYING:  # (finished: rounds were added)
            Tournament.objects.filter(pk=locked.pk).update(status=TournamentStatus.PLAYING)
    return round_, True


def round_finish(*, tournament: Tournament, number: int) -> Round:
    """Finish round ``number``: each table's game still playing ends with the hands recorded
    so far (the side ahead wins; none when level), and every table's hands are locked.
    Finishing a finished round changes nothing. After the last round the tournament is
    finished."""
    with transaction.atomic():
        locked, round_ = _locked_round(tournament, number)
        if round_.status == RoundStatus.FINISHED:
            return round_
        if round_.status == RoundStatus.PLANNED:
            raise TournamentError(
                TournamentCode.ROUND_NOT_PLAYING,
                gettext("Round %(round)s is not started: start it first.") % {"round": number},
                conflict=True,
            )
        for table in round_.tables.all():
            game_close(table.game_id)
        round_.status, round_.finished_at = RoundStatus.FINISHED, timezone.now()
        round_.save(update_fields=["status", "finished_at"])
        rounds = locked.round_set.all()
        made = rounds.count()
        if not rounds.exclude(status=RoundStatus.FINISHED).exists() and made >= (
            locked.rounds or made
        ):
            Tournament.objects.filter(pk=locked.pk).update(status=TournamentStatus.FINISHED)
    return round_
