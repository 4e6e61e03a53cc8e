"""What one hand and one finished game add to a player's and a partnership's statistics.

A league keeps running totals; each is a sum of these counts over hands (or games), so a
hand recorded adds its counts, an undone hand subtracts them and an edit does both. The
rules of what counts live here: made is the makers taking 3 tricks or more, a march all
5, a euchre fewer than 3; a loner is the ``maker_loner`` seat and a lone defender the
``defender_loner`` seat. The partner of a lone player sat the hand out: it counts as a deal
they sat at and sat out, not as one they played or defended (a maker whose partner went
alone keeps the call). A hand stopped by a renege (``renege``, the seat that reneged) was
never played out: it counts as a deal played, and neither made nor euchred.
"""

from dataclasses import dataclass, fields

from .cards import Suit
from .hands import side_of

TRICKS_TO_MAKE = 3
MARCH = 5


@dataclass(frozen=True, slots=True)
class Counts:
    """Integer counters that add and subtract field by field."""

    def __add__(self, other):
        return type(self)(*(a + b for a, b in zip(self.values(), other.values(), strict=True)))

    def __neg__(self):
        return type(self)(*(-value for value in self.values()))

    def __sub__(self, other):
        return self + -other

    @classmethod
    def names(cls) -> tuple[str, ...]:
        return tuple(f.name for f in fields(cls))

    def values(self) -> tuple[int, ...]:
        return tuple(getattr(self, name) for name in self.names())

    def as_dict(self) -> dict[str, int]:
        return dict(zip(self.names(), self.values(), strict=True))


@dataclass(frozen=True, slots=True)
class Play:
    """A stored hand as far as statistics go; ``maker`` None is a passed-out deal."""

    maker: int | None
    trump: Suit | None = None
    maker_loner: int | None = None
    defender_loner: int | None = None
    maker_tricks: int | None = None
    renege: int | None = None
    players: int = 4  # three-handed: each seat its own side

    @property
    def made(self) -> bool:
        return self.maker is not None and self.maker_tricks >= TRICKS_TO_MAKE

    @property
    def march(self) -> bool:
        return self.maker is not None and self.maker_tricks == MARCH

    def side(self, seat: int) -> int:
        return side_of(seat, self.players)

    def sits_out(self, seat: int) -> bool:
        """Whether ``seat`` is the partner of a lone player, who laid their cards down."""
        loners = (self.maker_loner, self.defender_loner)
        return any(
            lone is not None and lone != seat and self.side(lone) == self.side(seat)
            for lone in loners
        )


@dataclass(frozen=True, slots=True)
class SeatCounts(Counts):
    """One player's hand statistics: every deal, and what they did as maker or defender."""

    hands: int = 0
    hands_played: int = 0
    sat_out: int = 0
    maker_called: int = 0
    maker_made: int = 0
    maker_marches: int = 0
    maker_euchred: int = 0
    defending_hands: int = 0
    defending_euchres: int = 0
    loner_called: int = 0
    loner_made: int = 0
    loner_marches: int = 0
    defending_alone_called: int = 0
    defending_alone_euchres: int = 0
    spades_called: int = 0
    spades_made: int = 0
    hearts_called: int = 0
    hearts_made: int = 0
    diamonds_called: int = 0
    diamonds_made: int = 0
    clubs_called: int = 0
    clubs_made: int = 0


@dataclass(frozen=True, slots=True)
class TeamCounts(Counts):
    """A partnership's hand statistics: the deals they played and their side's making."""

    hands_played: int = 0
    maker_called: int = 0
    maker_made: int = 0
    maker_marches: int = 0
    maker_euchred: int = 0


@dataclass(frozen=True, slots=True)
class GameCounts(Counts):
    """A side's finished game: the standings' columns."""

    games: int = 0
    wins: int = 0
    losses: int = 0
    points_for: int = 0
    points_against: int = 0


def seat_counts(play: Play, seat: int) -> SeatCounts:
    """What a deal adds to the statistics of whoever sat at ``seat``."""
    if play.maker is None:
        return SeatCounts(hands=1)
    out = play.sits_out(seat)
    counts = {"hands": 1, "hands_played": not out, "sat_out": out}
    if play.renege is not None:
        return SeatCounts(**{name: int(value) for name, value in counts.items()})
    made, march, euchred = play.made, play.march, not play.made
    if play.maker == seat:
        counts |= {
            "maker_called": 1,
            "maker_made": made,
            "maker_marches": march,
            "maker_euchred": euchred,
        }
        if play.trump is not None:  # (trump is optional in a record: then by no suit)
            counts |= {f"{play.trump.label}_called": 1, f"{play.trump.label}_made": made}
    if play.side(seat) != play.side(play.maker) and not out:
        counts |= {"defending_hands": 1, "defending_euchres": euchred}
    if play.maker_loner == seat:
        counts |= {"loner_called": 1, "loner_made": made, "loner_marches": march}
    if play.defender_loner == seat:
        counts |= {"defending_alone_called": 1, "defending_alone_euchres": euchred}
    return SeatCounts(**{name: int(value) for name, value in counts.items()})


def team_counts(play: Play, team: int) -> TeamCounts:
    """What a deal adds to the statistics of the partnership that is ``team``."""
    if play.maker is None:
        return TeamCounts()
    if play.side(play.maker) != team or play.renege is not None:
        return TeamCounts(hands_played=1)
    return TeamCounts(1, 1, int(play.made), int(play.march), int(not play.made))


def game_counts(score: tuple[int, int], winner: int, team: int) -> GameCounts:
    """What a finished game, its final score and its winner, adds to the side ``team``."""
    won = winner == team
    return GameCounts(1, int(won), int(not won), score[team], score[1 - team])
