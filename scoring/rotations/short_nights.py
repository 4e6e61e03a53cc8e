"""Nights shorter than a whist tournament in which nobody meets anybody twice.

- The affine plane AG(2, 4): 16 points, 20 lines of 4 points in 5 parallel classes, any two
  points on exactly one line. A class is a round (its lines the tables), so over its 5
  rounds every two of 16 players meet exactly once. The rounds below are its lines over
  GF(4) = {0, 1, w, w + 1} (numbered 0 to 3), the point (x, y) numbered 4x + y: first the
  lines x = c, then y = mx + c for the slopes m = 0, 1, w, w + 1.
- The rainbow movement (a duplicate bridge movement): T tables and four lines
  of T players. North stays at table t; South moves one table down a round, East one up,
  West two up; North partners South and East West. Two players meet when the difference of
  their moves times the rounds matches the tables between them, and the differences are
  1, 2 and 3; so with T prime to 6 (5, 7, 11, 13...) nobody meets twice in T rounds.
"""

from math import gcd

from .plan import Round, Table

AFFINE_PLANE_16 = (
    ((0, 1, 2, 3), (4, 5, 6, 7), (8, 9, 10, 11), (12, 13, 14, 15)),
    ((0, 4, 8, 12), (1, 5, 9, 13), (2, 6, 10, 14), (3, 7, 11, 15)),
    ((0, 5, 10, 15), (1, 4, 11, 14), (2, 7, 8, 13), (3, 6, 9, 12)),
    ((0, 6, 11, 13), (1, 7, 10, 12), (2, 4, 9, 15), (3, 5, 8, 14)),
    ((0, 7, 9, 14), (1, 6, 8, 15), (2, 5, 11, 12), (3, 4, 10, 13)),
)


def affine_plane_rounds() -> tuple[Round, ...]:
    """The five rounds of AG(2, 4) on players 0 .. 15."""
    return tuple(Round(tuple(Table(line) for line in lines)) for lines in AFFINE_PLANE_16)


def rainbow_fits(players: int) -> bool:
    tables, extra = divmod(players, 4)
    return extra == 0 and tables >= 5 and gcd(tables, 6) == 1


def rainbow_rounds(players: int) -> tuple[Round, ...]:
    """T rounds of the rainbow movement on players 0 .. 4T - 1: North t, South T + t,
    East 2T + t, West 3T + t start at table t."""
    size = players // 4

    def table(t: int, r: int) -> Table:
        north, south = t, size + (t + r) % size
        east, west = 2 * size + (t - r) % size, 3 * size + (t - 2 * r) % size
        return Table((north, east, south, west))

    return tuple(Round(tuple(table(t, r) for t in range(size))) for r in range(size))
