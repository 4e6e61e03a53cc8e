"""Seat one round: the players at tables so that the round adds as little as it can to what
the night has already given them, by a local search over swaps of two seats.

What a round adds is priced per pair, in orders of magnitude that follow the ranking of
plans: partnering again costs most, then opposing again, then meeting someone met in the
round before or after (back to back); any earlier meeting costs a little, so that new faces
win ties. The search tries every swap of two seats in a random order, keeps each that
lowers the price, and stops at a sweep that finds none (or after ``SWEEPS``).
"""

import random
from collections.abc import Sequence

from .tally import Seats, Tally

PARTNER_AGAIN = 1_000_000
OPPONENT_AGAIN = 1_000
BACK_TO_BACK = 10
MET_BEFORE = 1
SWEEPS = 12


class Prices:
    """What seating each pair as partners, or as opponents, costs in this round."""

    def __init__(self, tally: Tally, neighbours: Sequence[set[tuple[int, int]]]):
        size = tally.size
        self.size = size
        partnered, opposed = tally.partnered, tally.opposed
        met_before = [MET_BEFORE * (p + o) for p, o in zip(partnered, opposed, strict=True)]
        for nearby in neighbours:
            for a, b in nearby:
                met_before[a * size + b] += BACK_TO_BACK
        pairs = range(size * size)
        self.as_partners = [PARTNER_AGAIN * partnered[i] + met_before[i] for i in pairs]
        self.as_opponents = [OPPONENT_AGAIN * opposed[i] + met_before[i] for i in pairs]

    def table(self, seats: Seats) -> int:
        n, partners, opponents = self.size, self.as_partners, self.as_opponents
        if len(seats) == 3:
            a, b, c = seats
            return opponents[a * n + b] + opponents[a * n + c] + opponents[b * n + c]
        a, b, c, d = seats
        return (
            partners[a * n + c]
            + partners[b * n + d]
            + opponents[a * n + b]
            + opponents[a * n + d]
            + opponents[c * n + b]
            + opponents[c * n + d]
        )

    def round(self, tables: Sequence[Seats]) -> int:
        return sum(self.table(seats) for seats in tables)


def improve(
    tables: list[Seats], prices: Prices, rng: random.Random, three_handed: Sequence[int]
) -> list[Seats]:
    """``tables`` after the local search (changed in place). A player moves to or from the
    table of three only in exchange for one who has sat at one as often (``three_handed``:
    each player's count), so the search never unbalances those seats."""
    seats = [(t, s) for t, table in enumerate(tables) for s in range(len(table))]
    swaps = [(i, j) for i in range(len(seats)) for j in range(i + 1, len(seats))]
    costs = [prices.table(table) for table in tables]
    for _ in range(SWEEPS):
        rng.shuffle(swaps)
        better = False
        for i, j in swaps:
            (t1, s1), (t2, s2) = seats[i], seats[j]
            first, second = tables[t1], tables[t2]
            x, y = first[s1], second[s2]
            if len(first) != len(second) and three_handed[x] != three_handed[y]:
                continue
            if t1 == t2:
                if len(first) == 3 or (s1 - s2) % 2 == 0:
                    continue  # the same pairs, in other seats
                moved = first.copy()
                moved[s1], moved[s2] = y, x
                new = prices.table(moved)
                if new < costs[t1]:
                    tables[t1], costs[t1], better = moved, new, True
                continue
            one, two = first.copy(), second.copy()
            one[s1], two[s2] = y, x
            new_one, new_two = prices.table(one), prices.table(two)
            if new_one + new_two < costs[t1] + costs[t2]:
                tables[t1], tables[t2] = one, two
                costs[t1], costs[t2], better = new_one, new_two, True
        if not better:
            break
    return tables
