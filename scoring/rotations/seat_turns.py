"""Seats turned so each player sits in each seat about equally often (seat 0 deals first).

Turning a table keeps its partnerships: a table of four can be turned and mirrored eight
ways, a table of three arranged six. Two ways to a good turning are tried and the more even
kept (the fewest seats apart for the worst-served player, then over everyone):
- from the seats as they come: a cyclic design of 4n + 1 players already seats everyone in
  every seat equally, and of 4n all but infinity, who needs a turn now and then;
- afresh: round by round, each table the way that puts its players where they have sat least.
Either way each new table is then turned again, against all the others, until none moves.
"""

from collections import Counter
from itertools import permutations

from .plan import Plan, Round, Table

FOUR_WAYS = (
    (0, 1, 2, 3), (1, 2, 3, 0), (2, 3, 0, 1), (3, 0, 1, 2),
    (0, 3, 2, 1), (3, 2, 1, 0), (2, 1, 0, 3), (1, 0, 3, 2),
)  # fmt: skip
THREE_WAYS = tuple(permutations(range(3)))
MOST_SWEEPS = 10


def turned(plan: Plan, kept: int) -> Plan:
    """``plan`` with the tables of every round after the first ``kept`` turned."""
    tried = [settled(plan, kept, afresh=False), settled(plan, kept, afresh=True)]
    return min(tried, key=unevenness)


def settled(plan: Plan, kept: int, afresh: bool) -> Plan:
    rounds = [list(round_.tables) for round_ in plan.rounds]
    sat: Counter = Counter()
    for number, tables in enumerate(rounds):
        for at, table in enumerate(tables):
            if afresh and number >= kept:
                tables[at] = table = turn(table, sat)
            sat.update(places(table))
    for _ in range(MOST_SWEEPS):
        moved = False
        for tables in rounds[kept:]:
            for at, table in enumerate(tables):
                sat.subtract(places(table))
                tables[at] = turn(table, sat)
                sat.update(places(tables[at]))
                moved = moved or tables[at] != table
        if not moved:
            break
    return Plan(
        tuple(
            Round(tuple(tables), round_.byes)
            for tables, round_ in zip(rounds, plan.rounds, strict=True)
        )
    )


def places(table: Table) -> list[tuple]:
    return [(player, seat) for seat, player in enumerate(table.seats)]


def turn(table: Table, sat: Counter) -> Table:
    """The way of seating the table that puts its players where they have sat least (the
    first such way, so a table that is already as good stays as it is)."""
    ways = THREE_WAYS if table.three_handed else FOUR_WAYS
    options = [tuple(table.seats[i] for i in way) for way in ways]
    return Table(min(options, key=lambda seats: sum(sat[p, s] for s, p in enumerate(seats))))


def unevenness(plan: Plan) -> tuple[int, int]:
    sat: Counter = Counter()
    for round_ in plan.rounds:
        for table in round_.tables:
            sat.update(places(table))
    spreads = [
        max(sat[p, s] for s in range(4)) - min(sat[p, s] for s in range(4)) for p in plan.players()
    ]
    return (max(spreads, default=0), sum(spread * spread for spread in spreads))
