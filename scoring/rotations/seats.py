"""Who plays with and against whom at a table, from its seats in order: at four, seats 0
and 2 partner against 1 and 3; at three, nobody partners and all three are opponents."""

from collections.abc import Sequence
from typing import TypeVar

P = TypeVar("P")


def partner_pairs(seats: Sequence[P]) -> list[tuple[P, P]]:
    if len(seats) == 3:
        return []
    return [(seats[0], seats[2]), (seats[1], seats[3])]


def opponent_pairs(seats: Sequence[P]) -> list[tuple[P, P]]:
    if len(seats) == 3:
        return [(seats[0], seats[1]), (seats[0], seats[2]), (seats[1], seats[2])]
    return [(seats[0], seats[1]), (seats[0], seats[3]), (seats[2], seats[1]), (seats[2], seats[3])]
