"""Making a tournament's schedule (``scoring.rotations``): the rounds from a given round on,
for the checked-in active players, every earlier round kept exactly as it was."""

from django.db import transaction
from django.utils.translation import gettext

from scoring import rotations
from tournaments.errors import TournamentCode, TournamentError
from tournaments.models import Entrant, Round, RoundStatus, Table, Tournament


def as_rotation(round_: Round) -> rotations.Round:
    """A stored round (its tables prefetched) as the rotation engine reads it."""
    tables = tuple(rotations.Table(tuple(table.seats)) for table in round_.tables.all())
    return rotations.Round(tables, tuple(round_.byes))


def plan_of(rounds: list[Round]) -> rotations.Plan:
    return rotations.Plan(tuple(as_rotation(round_) for round_ in rounds))


def _from_round(rounds: list[Round], from_round: int | None) -> int:
    first_planned = next(
        (r.number for r in rounds if r.status == RoundStatus.PLANNED), len(rounds) + 1
    )
    if from_round is None:
        return first_planned
    if not 1 <= from_round <= len(rounds) + 1:
        raise TournamentError(
            TournamentCode.SCHEDULE_FROM_ROUND,
            gettext("from_round is a round from 1 to %(last)s (got %(value)s).")
            % {"last": len(rounds) + 1, "value": from_round},
            field="from_round",
        )
    if from_round < first_planned:
        raise TournamentError(
            TournamentCode.ROUND_STARTED,
            gettext(
                "Round %(round)s is started already: a schedule keeps every round started; "
                "make it from round %(first)s on."
            )
            % {"round": from_round, "first": first_planned},
            field="from_round",
            conflict=True,
        )
    return from_round


def _planned(locked: Tournament, from_round: int | None):
    """The rounds kept, the rounds replaced, and the plan for the players there now."""
    rounds = list(locked.round_set.prefetch_related("tables").order_by("number"))
    start = _from_round(rounds, from_round)
    kept = [round_ for round_ in rounds if round_.number < start]
    replaced = [round_ for round_ in rounds if round_.number >= start]
    before = rotations.quality(plan_of(rounds)) if replaced else None
    players = Entrant.objects.filter(tournament=locked, checked_in=True, active=True)
    plan = rotations.schedule(
        players.order_by("added_at", "pk").values_list("player_id", flat=True),
        # A night as long as asked; else as first planned; else the player count's own.
        locked.rounds or len(rounds) or None,
        played=[as_rotation(round_) for round_ in kept],
        short_tables=locked.short_tables,
    )
    return kept, replaced, before, plan


def schedule_preview(
    *, tournament: Tournament, from_round: int | None = None
) -> tuple[rotations.Quality | None, rotations.Quality]:
    """What ``schedule_make`` would do, saving nothing: the quality of the schedule it
    would replace (None: none) and of the one it would make."""
    _kept, _replaced, before, plan = _planned(tournament, from_round)
    return before, rotations.quality(plan)


@transaction.atomic
def schedule_make(
    *, tournament: Tournament, from_round: int | None = None
) -> rotations.Quality | None:
    """Plan the rounds from ``from_round`` (default: the first not started) for the players
    checked in and active now, keeping every earlier round, up to the tournament's
    ``rounds`` (none given: as many as first planned); the quality of the schedule it
    replaced, or None when it replaced no round. The tournament is locked: round starts and
    other plans wait."""
    locked = Tournament.objects.select_for_update().get(pk=tournament.pk)
    kept, replaced, before, plan = _planned(locked, from_round)
    Round.objects.filter(pk__in=[round_.pk for round_ in replaced]).delete()
    for number, planned in enumerate(plan.rounds[len(kept) :], start=len(kept) + 1):
        round_ = Round.objects.create(tournament=locked, number=number, byes=list(planned.byes))
        Table.objects.bulk_create(
            Table(round=round_, number=table_number, seats=list(table.seats))
            for table_number, table in enumerate(planned.tables, start=1)
        )
    return before
