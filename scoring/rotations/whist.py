"""Whist tournaments Wh(v): v players over a night in which every two players are partners
exactly once and opponents exactly twice. They exist for every v that leaves 0 or 1 over
by 4 (I. Anderson, *Combinatorial Designs and Tournaments*, ch. 6; J. Wiseman's tables).

Each design here is cyclic: its players are the elements of a small group G (plus one fixed
player, "infinity", when v = 4n) and one base round is written down; round r adds the
group's element r to every player of the base round (infinity stays put). So v = 4n has
v - 1 rounds and nobody sits out; v = 4n + 1 has v rounds, and the one element missing from
the base round sits out, a different player each round. The base rounds are data
(``whist_bases``); ``tests/scoring/rotations`` develops each one and counts every pair.
"""

from dataclasses import dataclass
from functools import cache

from .groups import Group
from .plan import Round, Table
from .whist_bases import BASES


@dataclass(frozen=True)
class WhistDesign:
    """``base`` lists games ``(a, b, c, d)``: a and b partner against c and d. Players are
    numbered 0 .. v - 1; for v = 4n the last of them, v - 1, is infinity."""

    players: int
    group: Group
    base: tuple[tuple[int, int, int, int], ...]

    @property
    def infinity(self) -> int | None:
        return self.group.order if self.players > self.group.order else None

    def rounds(self) -> tuple[Round, ...]:
        return tuple(self.round(shift) for shift in range(self.group.order))

    def round(self, shift: int) -> Round:
        sums = self.group.sums[shift]

        def moved(point: int) -> int:
            return point if point == self.infinity else sums[point]

        tables = tuple(Table((moved(a), moved(c), moved(b), moved(d))) for a, b, c, d in self.base)
        seated = {point for table in tables for point in table.seats}
        return Round(tables, tuple(p for p in range(self.players) if p not in seated))


def has_design(players: int) -> bool:
    return players in BASES


@cache
def whist_design(players: int) -> WhistDesign:
    moduli, base = BASES[players]
    return WhistDesign(players, Group(moduli), base)


def design_rounds(players: int) -> int:
    """How many rounds a whist night of ``players`` has: 4n - 1 for 4n, 4n + 1 for 4n + 1."""
    return players - 1 if players % 4 == 0 else players
