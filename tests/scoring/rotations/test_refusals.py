"""What ``schedule`` refuses, each with its stable code and a message naming the rule."""

import pytest

from scoring import Code
from scoring.rotations import Round, Table, schedule
from tests.scoring.support import refused

TWELVE = list(range(1, 13))


@pytest.mark.parametrize(
    ("call", "code", "says", "field"),
    [
        pytest.param(lambda: schedule(range(1, 11)), Code.TOURNAMENT_ROUNDS_REQUIRED,
                     "tournament of 10 players needs its number of rounds", "rounds",
                     id="10-players-no-rounds"),
        pytest.param(lambda: schedule(range(1, 12), short_tables="three_handed"),
                     Code.TOURNAMENT_ROUNDS_REQUIRED, "11 players", "rounds",
                     id="11-three-handed-no-rounds"),
        pytest.param(lambda: schedule(TWELVE, 0), Code.TOURNAMENT_ROUNDS_INVALID,
                     r"1 to 100 rounds \(got 0\)", "rounds", id="no-rounds"),
        pytest.param(lambda: schedule(TWELVE, 101), Code.TOURNAMENT_ROUNDS_INVALID,
                     "got 101", "rounds", id="too-many-rounds"),
        pytest.param(lambda: schedule(TWELVE, "8"), Code.TOURNAMENT_ROUNDS_INVALID,
                     'got "8"', "rounds", id="rounds-a-string"),
        pytest.param(lambda: schedule(TWELVE, True), Code.TOURNAMENT_ROUNDS_INVALID,
                     "got true", "rounds", id="rounds-a-boolean"),
        pytest.param(lambda: schedule([1, 2, 3]), Code.TOURNAMENT_PLAYER_COUNT,
                     r"4 to 200 players \(got 3\)", "players", id="three-players"),
        pytest.param(lambda: schedule([1, 2], 3, short_tables="three_handed"),
                     Code.TOURNAMENT_PLAYER_COUNT, "3 to 200", "players",
                     id="two-players-three-handed"),
        pytest.param(lambda: schedule(range(201), 5), Code.TOURNAMENT_PLAYER_COUNT,
                     "got 201", "players", id="201-players"),
        pytest.param(lambda: schedule([*TWELVE, 5]), Code.TOURNAMENT_PLAYER_TWICE,
                     "Player 5 is listed twice", "players", id="listed-twice"),
        pytest.param(lambda: schedule(TWELVE, 4, short_tables="three"),
                     Code.TOURNAMENT_SHORT_TABLES_INVALID, '"bye" or "three_handed"',
                     "short_tables", id="short-tables-unknown"),
    ],
)  # fmt: skip
def test_refusals(call, code, says, field):
    assert refused(code, says, call).field == field


def test_fewer_rounds_than_were_played_is_refused():
    played = schedule(TWELVE, 6).rounds
    error = refused(
        Code.TOURNAMENT_ROUNDS_INVALID, r"fewer rounds \(4\) than the 6", schedule, TWELVE, 4,
        played=played,
    )  # fmt: skip
    assert error.field == "rounds"


def test_a_played_round_with_a_player_twice_is_refused():
    twice = Round((Table((1, 2, 3, 4)), Table((5, 6, 7, 8))), byes=(1,))
    refused(Code.TOURNAMENT_PLAYER_TWICE, "Player 1 is in round 1 twice", schedule, TWELVE, 5,
            played=[twice])  # fmt: skip


@pytest.mark.parametrize("players", [4, 5, 8, 9, 12, 13])
def test_counts_of_4n_and_4n_plus_1_need_no_rounds(players):
    plan = schedule(range(players))
    assert len(plan.rounds) == (players - 1 if players % 4 == 0 else players)
