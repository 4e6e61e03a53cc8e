"""Who sits where: the seats of a game and the teams they make (docs/api.md, "Conventions").

Seats are numbered clockwise from 0. In four-handed Euchre team 0 is seats 0 and 2 and
team 1 is seats 1 and 3; in two-handed and three-handed Euchre each player is a side of one.
"""

from collections.abc import Hashable, Sequence
from enum import StrEnum

from .errors import RuleViolation, Text
from .hands import side_of, sides_of
from .rules import Rules
from .words import ENGLISH, Words, gettext_noop


class SeatingCode(StrEnum):
    WRONG_NUMBER_OF_SEATS = "WRONG_NUMBER_OF_SEATS"
    PLAYER_SEATED_TWICE = "PLAYER_SEATED_TWICE"


TEAMS = (0, 1)


def team_seats(players: int, team: int) -> tuple[int, ...]:
    """The seats of a side, lowest first: (0, 2) and (1, 3), or the seat alone where each
    player scores on their own ((0,) and (1,) two-handed; (0,), (1,), (2,) three-handed)."""
    return tuple(seat for seat in range(players) if side_of(seat, players) == team)


def check_seat_count(rules: Rules, count: int) -> None:
    if count != rules.players:
        raise RuleViolation(
            SeatingCode.WRONG_NUMBER_OF_SEATS,  # type: ignore[arg-type]
            gettext_noop(
                "%(variant)s is played by %(players)s players, one to a seat: "
                "give %(players)s seats (got %(count)s)."
            ),
            params={"variant": Text(rules.variant.name), "players": rules.players, "count": count},
            section="seats",
            field="seats",
        )


def check_seating(rules: Rules, players: Sequence[Hashable]) -> None:
    """Every seat taken, by a different player.

    ``players`` identifies who sits in each seat, in seat order (names or ids).
    """
    check_seat_count(rules, len(players))
    for seat, player in enumerate(players):
        if player in players[:seat]:
            raise RuleViolation(
                SeatingCode.PLAYER_SEATED_TWICE,  # type: ignore[arg-type]
                gettext_noop(
                    "Seat %(first)s and seat %(seat)s are the same player; each player has one "
                    "seat (two players of one name need names told apart)."
                ),
                params={"first": players.index(player), "seat": seat},
                section="seats",
                field=f"seats.{seat}",
            )


#: A team given no name: stored so, in English, and said in the reader's language.
DEFAULT_TEAM_NAME = gettext_noop("Team %(number)s")


def default_team_names(rules: Rules, seat_names: Sequence[str]) -> list[str]:
    """Team 1 and Team 2; a side of one player (two- and three-handed) goes by that player's
    name."""
    names = []
    for team in sides_of(rules.players):
        seats = team_seats(rules.players, team)
        names.append(
            seat_names[seats[0]] if len(seats) == 1 else DEFAULT_TEAM_NAME % {"number": team + 1}
        )
    return names


def team_name_said(name: str, team: int, words: Words = ENGLISH) -> str:
    """A team's stored name as the reader reads it: a default one in the reader's words."""
    number = {"number": team + 1}
    return words.gettext(DEFAULT_TEAM_NAME) % number if name == DEFAULT_TEAM_NAME % number else name
