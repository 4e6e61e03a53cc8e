"""A renege stops the hand and scores a penalty to the other side: 2 points, or 4 when the
offended side played alone (scoring/renege.py, docs/rules.md §5.2)."""

from dataclasses import replace

import pytest

from scoring import Code, HandRecord, Outcome, amend
from scoring.renege import PENALTY, PENALTY_ALONE
from scoring.tally import Play, SeatCounts, TeamCounts, seat_counts, team_counts
from tests.scoring.support import make_rules, refused, score_hand

NA = make_rules()


def reneged(seat, maker=1, **fields) -> HandRecord:
    """Seat ``maker`` names clubs in round 2 (the 9H turned down); seat ``seat`` reneges."""
    return HandRecord(maker=maker, round=2, upcard="9H", trump="clubs", renege=seat, **fields)


@pytest.mark.parametrize(
    ("record", "team", "points"),
    [
        pytest.param(reneged(0), 1, PENALTY, id="a defender reneges: the makers score 2"),
        pytest.param(reneged(3), 0, PENALTY, id="the maker's partner reneges: defenders score 2"),
        pytest.param(reneged(1), 0, PENALTY, id="the maker reneges: the defenders score 2"),
        pytest.param(
            reneged(0, maker_loner=1), 1, PENALTY_ALONE,
            id="against a lone maker: the maker's side scores 4",
        ),
        pytest.param(
            reneged(1, maker_loner=1), 0, PENALTY,
            id="the loner reneges: the defenders score 2",
        ),
        pytest.param(
            reneged(3, defender_loner=0), 0, PENALTY_ALONE,
            id="against a lone defender: the defender's side scores 4",
        ),
    ],
)  # fmt: skip
def test_the_side_that_did_not_renege_scores_the_penalty(record, team, points):
    result = score_hand(NA, record, dealer=0)
    assert result.outcome is Outcome.RENEGE
    assert (result.scoring_team, result.points) == (team, points)
    assert result.state.score[team] == points and result.state.score[1 - team] == 0
    assert result.state.dealer == 1  # the deal moves on as after any hand
    assert f"Seat {record.renege} reneged" in result.explanation


def test_a_penalty_that_reaches_the_target_ends_the_game():
    result = score_hand(NA, reneged(0), dealer=0, before=[0, 9])
    assert result.state.winner == 1 and result.state.score == (0, 11)


def test_a_renege_in_two_handed_euchre_is_worth_two():
    result = score_hand(make_rules("two_handed"), reneged(0), dealer=0)
    assert (result.scoring_team, result.points) == (1, PENALTY)


def test_a_renege_has_no_tricks():
    refused(Code.RENEGE_HAS_TRICKS, "not by tricks", score_hand, NA, reneged(0, maker_tricks=3))


def test_the_partner_of_a_loner_sat_out_and_cannot_renege():
    refused(Code.RENEGE_SEAT_SITS_OUT, "seat 3 sat out", score_hand, NA, reneged(3, maker_loner=1))
    refused(
        Code.RENEGE_SEAT_SITS_OUT, "seat 2 sat out", score_hand, NA, reneged(2, defender_loner=0)
    )


def test_a_renege_is_by_a_seat_at_the_table():
    refused(Code.INVALID_SEAT, "renege", score_hand, NA, reneged(4))


def test_a_passed_out_deal_has_no_renege():
    refused(Code.PASSED_OUT_HAS_PLAY, "renege", score_hand, NA, HandRecord(renege=0))


def test_an_edit_that_names_a_renege_takes_the_tricks_away_and_back():
    played = HandRecord(maker=1, round=2, upcard="9H", trump="clubs", maker_tricks=4)
    assert amend(played, {"renege": 0}) == reneged(0)
    assert amend(reneged(0), {"renege": None, "maker_tricks": 3}).maker_tricks == 3
    assert amend(reneged(0), {"maker_tricks": 3}) == replace(
        reneged(0), renege=None, maker_tricks=3
    )
    refused(Code.RENEGE_HAS_TRICKS, "not by tricks", score_hand, NA,
            amend(reneged(0), {"renege": 1, "maker_tricks": 3}))  # fmt: skip
    assert amend(reneged(0), {"maker": None}) == HandRecord(upcard="9H", round=2)


def test_statistics_count_a_renege_hand_as_played_neither_made_nor_euchred():
    play = Play(1, None, None, None, None, renege=0)
    for seat in range(4):
        assert seat_counts(play, seat) == SeatCounts(hands=1, hands_played=1)
    assert team_counts(play, 1) == TeamCounts(hands_played=1)
    assert team_counts(play, 0) == TeamCounts(hands_played=1)
