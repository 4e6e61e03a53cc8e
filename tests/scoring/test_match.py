"""A match is decided by the games its sides won: best of N, or first to N (scoring/match.py)."""

import pytest

from scoring import Code
from scoring.match import BEST_OF, FIRST_TO, MatchTally, check_match, tally, wins_needed
from tests.scoring.support import refused


@pytest.mark.parametrize(
    ("format", "length", "needed"),
    [(BEST_OF, 3, 2), (BEST_OF, 5, 3), (BEST_OF, 7, 4), (FIRST_TO, 2, 2), (FIRST_TO, 10, 10)],
)
def test_the_wins_a_match_needs(format, length, needed):
    assert wins_needed(format, length) == needed


@pytest.mark.parametrize(
    ("format", "length", "winners", "expected"),
    [
        pytest.param(BEST_OF, 3, [], MatchTally((0, 0), 0, None), id="no game yet"),
        pytest.param(BEST_OF, 3, [0], MatchTally((1, 0), 1, None), id="one game won"),
        pytest.param(BEST_OF, 3, [0, None], MatchTally((1, 0), 1, None), id="one in play"),
        pytest.param(BEST_OF, 3, [0, 0], MatchTally((2, 0), 2, 0), id="two straight"),
        pytest.param(BEST_OF, 3, [1, 0, 1], MatchTally((1, 2), 3, 1), id="the decider"),
        pytest.param(
            BEST_OF, 3, [1, 1, 0], MatchTally((0, 2), 2, 1), id="a game after the end counts not"
        ),
        pytest.param(BEST_OF, 5, [0, 1, 0, 1], MatchTally((2, 2), 4, None), id="level at 2"),
        pytest.param(FIRST_TO, 3, [0, 0, 1, 1, 1], MatchTally((2, 3), 5, 1), id="first to 3"),
    ],
)
def test_the_tally(format, length, winners, expected):
    result = tally(format, length, winners)
    assert result == expected
    assert result.decided is (expected.winner is not None)


@pytest.mark.parametrize(
    ("format", "length"),
    [(BEST_OF, 4), (BEST_OF, 1), (FIRST_TO, 1), (FIRST_TO, 11), ("best_of_3", 3), (BEST_OF, "3")],
)
def test_only_the_offered_matches(format, length):
    refused(Code.MATCH_FORMAT_INVALID, "best_of 3, 5 or 7", check_match, format, length)
    assert check_match(BEST_OF, 5) == (BEST_OF, 5)
