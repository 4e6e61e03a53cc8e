"""The running counts a search works from, over players numbered 0 .. n - 1: how often each
pair has partnered and opposed, and each player's byes, rounds seated, rounds at a table of
three and the last round they sat out. ``add`` counts a round in, ``remove`` takes it out again.
"""

from collections.abc import Sequence

from .seats import opponent_pairs, partner_pairs

Seats = list[int]  # a table: seats in order, 0 and 2 partners against 1 and 3


class Tally:
    def __init__(self, size: int):
        self.size = size
        self.partnered = [0] * (size * size)
        self.opposed = [0] * (size * size)
        self.byes = [0] * size
        self.seated = [0] * size
        self.three_handed = [0] * size
        self.last_out = [-1] * size  # the last round sat out

    def add(self, number: int, tables: Sequence[Seats], byes: Sequence[int]) -> None:
        self._count(tables, byes, +1)
        for player in byes:
            self.last_out[player] = max(self.last_out[player], number)

    def remove(self, tables: Sequence[Seats], byes: Sequence[int]) -> None:
        self._count(tables, byes, -1)

    def _count(self, tables: Sequence[Seats], byes: Sequence[int], sign: int) -> None:
        size = self.size
        for table in tables:
            for a, b in partner_pairs(table):
                self.partnered[a * size + b] += sign
                self.partnered[b * size + a] += sign
            for a, b in opponent_pairs(table):
                self.opposed[a * size + b] += sign
                self.opposed[b * size + a] += sign
            for player in table:
                self.seated[player] += sign
                if len(table) == 3:
                    self.three_handed[player] += sign
        for player in byes:
            self.byes[player] += sign


def met(tables: Sequence[Seats]) -> set[tuple[int, int]]:
    """Every ordered pair of players who share a table."""
    return {(a, b) for table in tables for a in table for b in table if a != b}
