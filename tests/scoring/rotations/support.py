"""Counting a plan again, written here without the engine's own counting (``quality``), so
that a mistake there cannot hide behind the same mistake in the checks."""

from collections import Counter
from dataclasses import dataclass
from itertools import combinations

from scoring.rotations import Plan


def pair(a, b) -> frozenset:
    return frozenset((a, b))


@dataclass
class Count:
    partners: Counter
    opponents: Counter
    byes: Counter
    seated: Counter


def count(plan: Plan) -> Count:
    partners, opponents, byes, seated = Counter(), Counter(), Counter(), Counter()
    for round_ in plan.rounds:
        for table in round_.tables:
            seats = table.seats
            seated.update(seats)
            if len(seats) == 3:
                opponents.update(pair(a, b) for a, b in combinations(seats, 2))
                continue
            north, east, south, west = seats
            partners.update([pair(north, south), pair(east, west)])
            opponents.update(pair(a, b) for a in (north, south) for b in (east, west))
        byes.update(round_.byes)
    return Count(partners, opponents, byes, seated)


def every_pair(players) -> list[frozenset]:
    return [pair(a, b) for a, b in combinations(players, 2)]


def assert_whist_night(plan: Plan, players: list) -> None:
    """Every two players partner exactly once and oppose exactly twice; 4n players never
    sit out, 4n + 1 each sit out exactly once."""
    counted = count(plan)
    assert {counted.partners[p] for p in every_pair(players)} == {1}
    assert {counted.opponents[p] for p in every_pair(players)} == {2}
    assert set(counted.partners) | set(counted.opponents) <= set(every_pair(players))
    expected_byes = 0 if len(players) % 4 == 0 else 1
    assert [counted.byes[p] for p in players] == [expected_byes] * len(players)
    assert len(plan.rounds) == (len(players) - 1 if len(players) % 4 == 0 else len(players))


def assert_seated_once_a_round(plan: Plan) -> None:
    for round_ in plan.rounds:
        there = [p for table in round_.tables for p in table.seats] + list(round_.byes)
        assert len(there) == len(set(there)), round_
        assert all(len(table.seats) in (3, 4) for table in round_.tables)


def meetings(plan: Plan) -> Counter:
    """How often each pair sits at one table, in any role."""
    met = Counter()
    for round_ in plan.rounds:
        for table in round_.tables:
            met.update(pair(a, b) for a, b in combinations(table.seats, 2))
    return met
