"""What ``schedule`` refuses, each with its stable code (docs/rotations.md)."""

from collections.abc import Sequence

from ..errors import Code, RuleViolation, shown
from ..words import gettext_noop
from .plan import Player, Round
from .whist import design_rounds

SHORT_TABLES = ("bye", "three_handed")
MOST_PLAYERS = 200
MOST_ROUNDS = 100


def check_short_tables(short_tables: object) -> None:
    if short_tables not in SHORT_TABLES:
        raise RuleViolation(
            Code.TOURNAMENT_SHORT_TABLES_INVALID,
            gettext_noop('short_tables is "bye" or "three_handed" (got %(value)s).'),
            params={"value": shown(short_tables)},
            field="short_tables",
        )


def check_players(players: Sequence[Player], three_handed: bool) -> None:
    least = 3 if three_handed else 4
    if not least <= len(players) <= MOST_PLAYERS:
        raise RuleViolation(
            Code.TOURNAMENT_PLAYER_COUNT,
            gettext_noop("A tournament seats %(least)s to %(most)s players (got %(count)s)."),
            params={"least": least, "most": MOST_PLAYERS, "count": len(players)},
            field="players",
        )
    check_once(players, None)


def check_played(played: Sequence[Round]) -> None:
    for number, round_ in enumerate(played, start=1):
        check_once(list(round_.present()), number)


def check_once(players: Sequence[Player], round_number: int | None) -> None:
    seen = set()
    for player in players:
        if player in seen:
            raise RuleViolation(
                Code.TOURNAMENT_PLAYER_TWICE,
                gettext_noop("Player %(player)s is listed twice.")
                if round_number is None
                else gettext_noop("Player %(player)s is in round %(round)s twice."),
                params={"player": shown(player), "round": round_number},
                field="players",
            )
        seen.add(player)


def rounds_wanted(players: int, rounds: object, played: int) -> int:
    """The night's number of rounds: as given, or by default a whist night's."""
    if rounds is None:
        if players % 4 not in (0, 1):
            raise RuleViolation(
                Code.TOURNAMENT_ROUNDS_REQUIRED,
                gettext_noop(
                    "A tournament of %(count)s players needs its number of rounds: only a "
                    "multiple of 4 players, or one more (16 or 17, say), has one by default."
                ),
                params={"count": players},
                field="rounds",
            )
        rounds = design_rounds(players)
    if type(rounds) is not int or not 1 <= rounds <= MOST_ROUNDS:
        raise RuleViolation(
            Code.TOURNAMENT_ROUNDS_INVALID,
            gettext_noop("A tournament has 1 to %(most)s rounds (got %(rounds)s)."),
            params={"most": MOST_ROUNDS, "rounds": shown(rounds)},
            field="rounds",
        )
    if rounds < played:
        raise RuleViolation(
            Code.TOURNAMENT_ROUNDS_INVALID,
            gettext_noop(
                "A tournament cannot have fewer rounds (%(rounds)s) than the %(played)s "
                "already made."
            ),
            params={"rounds": rounds, "played": played},
            field="rounds",
        )
    return rounds
