"""A match: games played one after another by the same two sides, until one side has won
enough of them. "Best of N" (N odd) is won by the first side to win a majority of N games,
"first to N" by the first side to win N; either way the match is over once decided, and
the games after that point are no longer the match's.

Two house rules of railroad Euchre reach across a match's games: with ``laps`` the points a
winning hand scores past the target start the next game, and with ``slam`` a game won before
the other side scored counts as two.
"""

from collections.abc import Sequence
from dataclasses import dataclass

from .errors import Code, RuleViolation, shown
from .options import Options
from .words import gettext_noop

BEST_OF = "best_of"
FIRST_TO = "first_to"
#: The lengths offered: best of 3, 5 or 7 games; first to 2 up to 10 wins.
LENGTHS = {BEST_OF: (3, 5, 7), FIRST_TO: tuple(range(2, 11))}


@dataclass(frozen=True, slots=True)
class MatchTally:
    wins: tuple[int, int]
    played: int  # finished games counted
    winner: int | None

    @property
    def decided(self) -> bool:
        return self.winner is not None


def check_match(format: object, length: object) -> tuple[str, int]:
    """A match's format and length as offered, or a MATCH_FORMAT_INVALID refusal."""
    if format not in LENGTHS or type(length) is not int or length not in LENGTHS[format]:
        raise RuleViolation(
            Code.MATCH_FORMAT_INVALID,
            gettext_noop(
                "A match is best_of 3, 5 or 7 games, or first_to 2 to 10 wins "
                "(got %(format)s %(length)s)."
            ),
            params={"format": shown(format), "length": shown(length)},
            section="game-end",
            field="match",
        )
    return format, length  # type: ignore[return-value]


def wins_needed(format: str, length: int) -> int:
    return (length + 1) // 2 if format == BEST_OF else length


def carried(
    options: Options, target: int, score: Sequence[int], winner: int | None
) -> tuple[int, int]:
    """The score the next game of a match starts at: with ``laps``, the winner's points past
    the target (at most target − 1: a game opens unwon); otherwise nothing."""
    start = [0, 0]
    if options.laps and winner is not None:
        start[winner] = min(max(score[winner] - target, 0), target - 1)
    return start[0], start[1]


def worth(options: Options, score: Sequence[int], winner: int | None) -> int:
    """How many games a finished game counts for in the match's tally: two for a ``slam``
    (the losers scored nothing, not even carried points), else one."""
    if winner is None:
        return 0
    return 2 if options.slam and score[1 - winner] == 0 else 1


def tally(
    format: str, length: int, winners: Sequence[int | None], worths: Sequence[int] = ()
) -> MatchTally:
    """The tally of a match whose games, in order, were won by ``winners`` (None: a game
    not finished), each counting ``worths`` games (one each unless given). Games past the
    one that decided it do not count."""
    needed = wins_needed(format, length)
    wins, played, winner = [0, 0], 0, None
    for number, game_winner in enumerate(winners):
        if game_winner is None or winner is not None:
            continue
        wins[game_winner] += worths[number] if worths else 1
        played += 1
        if wins[game_winner] >= needed:
            winner = game_winner
    return MatchTally((wins[0], wins[1]), played, winner)
