"""A night's seating as data: tables, rounds and the plan of rounds.

Seats are numbered clockwise from 0, as in a game: at a table of four, seats 0 and 2 are
partners against seats 1 and 3; at a table of three each player plays alone, so the three
are one another's opponents. A player is any hashable id (the app uses player ids).
"""

from collections.abc import Callable, Hashable, Iterator
from dataclasses import dataclass

from .seats import opponent_pairs, partner_pairs

Player = Hashable


@dataclass(frozen=True)
class Table:
    seats: tuple[Player, ...]

    @property
    def three_handed(self) -> bool:
        return len(self.seats) == 3

    def partners(self) -> list[tuple[Player, Player]]:
        return partner_pairs(self.seats)

    def opponents(self) -> list[tuple[Player, Player]]:
        return opponent_pairs(self.seats)


@dataclass(frozen=True)
class Round:
    tables: tuple[Table, ...]
    byes: tuple[Player, ...] = ()

    def seated(self) -> Iterator[Player]:
        for table in self.tables:
            yield from table.seats

    def present(self) -> Iterator[Player]:
        """Everyone there for the round: seated or sitting out."""
        yield from self.seated()
        yield from self.byes

    def renamed(self, name: Callable[[Player], Player]) -> "Round":
        return Round(
            tuple(Table(tuple(map(name, table.seats))) for table in self.tables),
            tuple(map(name, self.byes)),
        )


@dataclass(frozen=True)
class Plan:
    rounds: tuple[Round, ...]

    def __len__(self) -> int:
        return len(self.rounds)

    def players(self) -> tuple[Player, ...]:
        """Everyone the plan names, in the order they first appear."""
        return tuple(dict.fromkeys(p for round_ in self.rounds for p in round_.present()))
