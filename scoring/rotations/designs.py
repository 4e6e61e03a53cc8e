"""The nights the designs give for a player list, to be compared by quality.

Players are put on a design's points in order: the first player is point 0, and so on.
A whist design of L rounds offers, for a night of R <= L rounds, every k-th of its rounds
(k prime to L, so no round comes twice; k = 1 is its first R rounds): each keeps its
partners apart, and some bring fewer opponents twice than others. A table of three comes
from a design for one player more, with the last point (nobody) left out.
"""

from collections.abc import Iterator, Sequence
from math import gcd

from .plan import Plan, Player, Round, Table
from .short_nights import affine_plane_rounds, rainbow_fits, rainbow_rounds
from .whist import has_design, whist_design


def design_nights(players: Sequence[Player], rounds: int, three_handed: bool) -> Iterator[Plan]:
    count = len(players)
    if has_design(count):
        for night in every_kth(whist_design(count).rounds(), rounds):
            yield named(night, players)
    if count == 16 and rounds <= 5:
        yield named(affine_plane_rounds()[:rounds], players)
    if rainbow_fits(count) and rounds <= count // 4:
        yield named(rainbow_rounds(count)[:rounds], players)
    if three_handed and count % 4 == 3 and has_design(count + 1):
        for night in every_kth(whist_design(count + 1).rounds(), rounds):
            yield named(tuple(without(count, round_) for round_ in night), players)


def full_design(players: Sequence[Player]) -> Plan | None:
    """The whole whist night of these players, if there is one."""
    if not has_design(len(players)):
        return None
    return named(whist_design(len(players)).rounds(), players)


def every_kth(rounds: Sequence[Round], wanted: int) -> Iterator[tuple[Round, ...]]:
    length = len(rounds)
    if wanted > length:
        return
    # k and length - k give the same rounds in reverse order when all are played.
    steps = range(1, length // 2 + 1) if wanted == length else range(1, max(length, 2))
    for step in steps:
        if gcd(step, length) == 1:
            yield tuple(rounds[(i * step) % length] for i in range(wanted))


def without(point: int, round_: Round) -> Round:
    tables = tuple(Table(tuple(p for p in table.seats if p != point)) for table in round_.tables)
    return Round(tables, tuple(p for p in round_.byes if p != point))


def named(rounds: Sequence[Round], players: Sequence[Player]) -> Plan:
    return Plan(tuple(round_.renamed(players.__getitem__) for round_ in rounds))
