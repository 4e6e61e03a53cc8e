"""Side awards beside the standings: most loners made, most euchres inflicted (both from
the running totals) and the highest round score (a side's points at its table, from the
tables' games' cached scores). Every award names all who share it; none yet: no one."""

from dataclasses import dataclass, field

from django.db.models.functions import Greatest

from games.models import Seat
from tournaments.models import Standing, Table, Tournament


@dataclass(frozen=True)
class Award:
    value: int
    players: list = field(default_factory=list)


@dataclass(frozen=True)
class RoundScore:
    round: int
    table: int
    points: int
    players: list


def _most(rows: list[Standing], counter: str) -> Award:
    best = max((getattr(row, counter) for row in rows), default=0)
    if not best:
        return Award(0)
    return Award(best, [row.player for row in rows if getattr(row, counter) == best])


def highest_rounds(tournament: Tournament) -> list[RoundScore]:
    """The sides that scored the most at a table in one round, ties all named. Three
    queries."""
    tables = Table.objects.filter(round__tournament=tournament, game__isnull=False).annotate(
        best=Greatest("game__score_0", "game__score_1")
    )
    best = tables.order_by("-best").values_list("best", flat=True).first()
    if not best:
        return []
    top = list(
        tables.filter(best=best)
        .order_by("round__number", "number")
        .values_list("game_id", "round__number", "number", "game__score_0", "game__score_1")
    )
    seats = Seat.objects.filter(game_id__in=[row[0] for row in top]).select_related("player")
    by_game: dict[int, list] = {}
    for seat in seats.order_by("game_id", "position"):
        by_game.setdefault(seat.game_id, []).append(seat)
    return [
        RoundScore(round_, table, best, [
            seat.player for seat in by_game[game] if scores[seat.position % 2] == best
        ])
        for game, round_, table, *scores in top
    ]  # fmt: skip


def awards_of(*, tournament: Tournament) -> dict:
    """Four queries (one when no table has scored) whatever the tournament's size."""
    rows = list(Standing.objects.filter(tournament=tournament).select_related("player"))
    return {
        "most_loners": _most(rows, "loners_made"),
        "most_euchres": _most(rows, "euchres"),
        "highest_round": highest_rounds(tournament),
    }
