"""A game: the deal rotates (passed-out deals too), the game ends at or past the target, and
``replay`` recomputes everything from the hands (docs/rules.md §1, §5.1; docs/product.md,
"Game life").
"""

import pytest

from scoring import (
    Code,
    GameState,
    HandRecord,
    Outcome,
    game_at,
    new_game,
    play_hand,
    replay,
    rules_for,
)
from tests.scoring.support import make_rules, refused

NA = make_rules()
PASSED_OUT = HandRecord()


def made_by(maker: int, tricks: int = 3, **fields) -> HandRecord:
    """Seat ``maker`` names clubs in round 2 (the 9H was turned down) and takes ``tricks``."""
    return HandRecord(maker=maker, round=2, upcard="9H", trump="clubs", maker_tricks=tricks,
                      **fields)  # fmt: skip


def play(rules, records, first_dealer=0):
    state = new_game(rules, first_dealer)
    for record in records:
        state = play_hand(rules, state, record).state
    return state


@pytest.mark.parametrize(
    ("variant", "first_dealer", "dealers"),
    [
        pytest.param("north_american", 0, [0, 1, 2, 3, 0, 1], id="four-players-from-0"),
        pytest.param("british", 2, [2, 3, 0, 1, 2, 3], id="four-players-from-2"),
        pytest.param("two_handed", 1, [1, 0, 1, 0, 1, 0], id="two-players-alternate"),
    ],
)
def test_the_deal_passes_left_after_every_hand_passed_out_or_not(variant, first_dealer, dealers):
    rules = make_rules(variant)
    state = new_game(rules, first_dealer)
    seen = []
    for record in ([PASSED_OUT, made_by(1), PASSED_OUT, made_by(0, 4)] * 2)[: len(dealers)]:
        seen.append(state.dealer)
        result = play_hand(rules, state, record)
        assert result.next_dealer == (state.dealer + 1) % rules.players
        state = result.state
    assert seen == dealers


def test_a_passed_out_deal_scores_nothing_and_moves_the_deal():
    result = play_hand(NA, game_at(NA, 3, (4, 5)), PASSED_OUT)
    assert (result.outcome, result.scoring_team, result.points, result.row) == (
        Outcome.PASSED_OUT, None, 0, None,
    )  # fmt: skip
    assert result.state == GameState(score=(4, 5), dealer=0, hands_played=1)
    assert "seat 0 deals next" in result.explanation


def test_the_record_may_name_the_dealer_whose_turn_it_is():
    result = play_hand(NA, game_at(NA, 2), made_by(1, dealer=2))
    assert result.hand.dealer == 2


@pytest.mark.parametrize(
    ("variant", "target", "before", "record", "after", "winner"),
    [
        pytest.param("north_american", None, (9, 0), made_by(0), (10, 0), 0, id="reach-10"),
        pytest.param("north_american", None, (8, 9), made_by(2, 5), (10, 9), 0,
                     id="march-to-10"),
        pytest.param("north_american", None, (9, 8), made_by(1, 5, maker_loner=1), (9, 12), 1,
                     id="loner-march-passes-10-no-carry-over"),
        pytest.param("north_american", None, (8, 9), made_by(1, 1), (10, 9), 0,
                     id="euchre-wins-for-the-defenders"),
        pytest.param("north_american", None, (8, 0), made_by(0), (9, 0), None,
                     id="9-is-not-10"),
        pytest.param("british", None, (9, 10), made_by(1), (9, 11), 1, id="british-reach-11"),
        pytest.param("british", None, (10, 0), made_by(0), (11, 0), 0, id="british-11"),
        pytest.param("british", None, (9, 0), made_by(0), (10, 0), None,
                     id="british-10-is-not-11"),
        pytest.param("two_handed", None, (9, 0), made_by(0), (10, 0), 0, id="two-handed-10"),
        pytest.param("north_american", 5, (4, 0), made_by(0), (5, 0), 0, id="target-5"),
        pytest.param("north_american", 11, (9, 0), made_by(0), (10, 0), None,
                     id="target-11-not-yet"),
    ],
)  # fmt: skip
def test_the_game_ends_at_or_past_the_target(variant, target, before, record, after, winner):
    rules = make_rules(variant, target)
    result = play_hand(rules, game_at(rules, 0, before), record)
    assert result.state.score == after
    assert (result.state.winner, result.state.finished) == (winner, winner is not None)
    if winner is not None:
        assert "The game goes to" in result.explanation


@pytest.mark.parametrize("record", [made_by(1), PASSED_OUT], ids=["played", "passed-out"])
def test_no_hand_after_the_game_is_over(record):
    state = play_hand(NA, game_at(NA, 0, (9, 0)), made_by(0)).state
    assert state.finished
    error = refused(Code.GAME_ALREADY_OVER, "The game is over", play_hand, NA, state, record)
    assert error.conflict is True


def test_game_at_a_finished_score_knows_the_winner():
    assert game_at(NA, 0, (3, 10)).winner == 1
    assert game_at(make_rules("british"), 0, (3, 10)).winner is None


# --- replay: the hands are the only source of truth --------------------------------------

#: A North American game, seat 0 dealing first: (record, team that scores, points).
GAME = [
    (made_by(1), 1, 1),
    (PASSED_OUT, None, 0),
    (made_by(0, 5), 0, 2),
    (made_by(3, 1), 0, 2),
    (made_by(2, 5, maker_loner=2), 0, 4),
    (made_by(3, 4, maker_loner=1, defender_loner=2), 1, 1),
    (made_by(1, 2, defender_loner=0), 0, 2),
]
FINAL = (10, 2)


def test_replay_a_whole_game():
    results = replay(NA, 1, [record for record, _, _ in GAME])
    score = [0, 0]
    for number, (result, (_, team, points)) in enumerate(zip(results, GAME, strict=True)):
        assert result.hand.dealer == (1 + number) % 4
        assert (result.scoring_team, result.points) == (team, points)
        if team is not None:
            score[team] += points
        assert result.state.score == tuple(score)
        assert result.state.hands_played == number + 1
    assert results[-1].state == GameState(FINAL, dealer=0, hands_played=len(GAME), winner=0)
    assert [r.state.finished for r in results] == [False] * (len(GAME) - 1) + [True]


def test_replay_matches_playing_hand_by_hand():
    records = [record for record, _, _ in GAME]
    assert replay(NA, 1, records)[-1].state == play(NA, records, first_dealer=1)


def test_replay_of_no_hands():
    assert replay(NA, 2, []) == []


def test_an_edit_that_ends_the_game_early_is_refused():
    records = [record for record, _, _ in GAME]
    records[2] = made_by(0, 5, maker_loner=0)  # was a march (2), now a loner march (4)
    error = refused(
        Code.GAME_WOULD_END_EARLY,
        r"Hand 5 would now win the game to 10 for seats 0 and 2, "
        r"but 2 more hands were played after it",
        replay,
        NA,
        1,
        records,
    )
    assert error.conflict is True


def test_replay_names_the_hand_that_breaks_a_rule():
    records = [record for record, _, _ in GAME]
    records[3] = made_by(3, 6)
    error = refused(Code.INVALID_TRICK_COUNT, r"^Hand 4: maker_tricks is", replay, NA, 1, records)
    assert error.field == "maker_tricks"


def test_replay_checks_whose_deal_it_is():
    records = [made_by(1, dealer=0), made_by(1, dealer=2)]
    refused(Code.WRONG_DEALER, r"Hand 2: It is seat 1's deal", replay, NA, 0, records)


def test_replay_with_a_bad_first_dealer():
    refused(Code.INVALID_SEAT, "first_dealer", replay, NA, 4, [])


@pytest.mark.parametrize(
    ("maker", "said"),
    [
        (0, "The dealer (seat 0) took up the upcard in round 1"),
        (2, "Seat 2 ordered up the upcard to their partner, the dealer, in round 1"),
        (1, "Seat 1 ordered up the upcard in round 1"),
    ],
)
def test_the_explanation_names_who_ordered_the_upcard_up(maker, said):
    rules = rules_for("north_american")
    record = HandRecord(maker=maker, round=1, trump="spades", maker_tricks=3)
    assert play_hand(rules, new_game(rules, 0), record).explanation.startswith(said)


@pytest.mark.parametrize(
    ("tricks", "said"),
    [
        (5, "The maker took 5 tricks. March: the maker takes all 5 tricks (a march), 2 points"),
        (3, "The maker took 3 tricks. Made: the maker takes 3 or 4 tricks, 1 point"),
        (2, "The maker took 2 tricks. Euchred: the maker takes 2 tricks or fewer, 2 points"),
    ],
)
def test_two_handed_explanations_speak_of_one_maker(tricks, said):
    rules = rules_for("two_handed")
    record = HandRecord(maker=1, round=1, trump="spades", maker_tricks=tricks)
    assert said in play_hand(rules, new_game(rules, 0), record).explanation
