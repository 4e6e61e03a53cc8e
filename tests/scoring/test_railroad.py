"""Railroad Euchre (docs/rules.md §7b): the joker as the best bower in 25 or 33 cards, a
joker turned up standing for a suit, lone defence only against a lone maker, and laps and
slam across a match's games."""

import pytest

from scoring import Code, HandRecord, Outcome
from scoring.game import replay
from scoring.match import BEST_OF, MatchTally, carried, tally, worth
from tests.scoring.support import make_rules, refused, score_hand

LONER_ORDERS_UP = {"maker": 1, "round": 1, "upcard": "9S", "maker_loner": 1}


def railroad(**options):
    return make_rules("railroad", **options)


@pytest.mark.parametrize(
    ("record", "outcome", "side", "points"),
    [
        pytest.param({"maker_tricks": 3}, Outcome.MADE, 1, 1, id="made"),
        pytest.param({"maker_tricks": 5}, Outcome.MARCH, 1, 2, id="march"),
        pytest.param({"maker_tricks": 2}, Outcome.EUCHRED, 0, 2, id="euchred"),
        pytest.param({"maker_loner": 1, "maker_tricks": 4}, Outcome.MADE, 1, 1, id="lone made"),
        pytest.param(
            {"maker_loner": 1, "maker_tricks": 5}, Outcome.LONER_MARCH, 1, 4, id="lone march"
        ),
        pytest.param(
            {"maker_loner": 1, "maker_tricks": 1}, Outcome.EUCHRED, 0, 2, id="loner euchred"
        ),
        pytest.param(
            {"maker_loner": 1, "defender_loner": 2, "maker_tricks": 2},
            Outcome.DEFENDER_LONER_EUCHRE,
            0,
            4,
            id="a lone defender euchres the loner",
        ),
        pytest.param(
            {"maker_loner": 1, "defender_loner": 0, "maker_tricks": 0},
            Outcome.DEFENDER_LONER_EUCHRE,
            0,
            4,
            id="a lone defender takes every trick",
        ),
        pytest.param(
            {"maker_loner": 1, "defender_loner": 2, "maker_tricks": 3},
            Outcome.MADE,
            1,
            1,
            id="the loner beats a lone defender",
        ),
        pytest.param(
            {"maker_loner": 3, "defender_loner": 2, "maker_tricks": 5},
            Outcome.LONER_MARCH,
            1,
            4,
            id="the partner's loner marches against a lone defender",
        ),
    ],
)
def test_the_scoring_table(record, outcome, side, points):
    result = score_hand(railroad(), HandRecord(maker=1, round=1, upcard="9S", **record))
    assert (result.outcome, result.scoring_team, result.points) == (outcome, side, points)


def test_a_lone_maker_euchred_scores_4_under_the_house_rule_but_not_against_a_lone_defender():
    rules = railroad(lone_maker_euchre_4=True)
    plain = score_hand(rules, HandRecord(**LONER_ORDERS_UP, maker_tricks=2))
    alone = score_hand(rules, HandRecord(**LONER_ORDERS_UP, defender_loner=0, maker_tricks=2))
    assert (plain.points, alone.points) == (4, 4)
    assert score_hand(railroad(), HandRecord(**LONER_ORDERS_UP, maker_tricks=2)).points == 2


def test_a_defender_goes_alone_only_against_a_lone_maker():
    record = HandRecord(maker=1, round=1, upcard="9S", defender_loner=2, maker_tricks=1)
    error = refused(
        Code.DEFENDER_ALONE_NEEDS_LONER, "only against a lone maker", score_hand, railroad(), record
    )
    assert error.field == "defender_loner"


@pytest.mark.parametrize("deck", [25, 33])
def test_the_joker_is_in_both_decks_and_the_two_of_spades_only_as_a_benny(deck):
    rules = railroad(deck=deck)
    assert rules.deck.size == deck and rules.deck.has_joker
    assert rules.deck.parse("JOKER") == rules.deck.parse("joker")
    assert ("7H" in [rules.deck.name(card) for card in rules.deck.cards]) is (deck == 33)
    refused(Code.CARD_NOT_IN_DECK, "2S is the joker only under", rules.deck.parse, "2S")
    assert railroad(deck=deck, benny_card="2S").deck.name(rules.deck.parse("JOKER")) == "2S"


def test_a_joker_turned_up_stands_for_hearts_and_the_bidding_goes_on():
    ordered = score_hand(railroad(), HandRecord(maker=2, round=1, upcard="JOKER", maker_tricks=3))
    assert ordered.hand.trump.letter == "H" and ordered.hand.round == 1
    named = HandRecord(maker=2, round=2, upcard="JOKER", trump="S", maker_tricks=3)
    assert score_hand(railroad(), named).hand.trump.letter == "S"
    turned_down = HandRecord(maker=2, round=2, upcard="JOKER", trump="H", maker_tricks=3)
    refused(Code.TURNED_DOWN_SUIT_NAMED, "hearts", score_hand, railroad(), turned_down)
    passed = score_hand(railroad(), HandRecord(upcard="JOKER"))
    assert passed.outcome is Outcome.PASSED_OUT


def test_the_table_may_agree_another_suit_for_the_joker():
    rules = railroad(joker_suit="c")
    record = HandRecord(maker=1, round=1, upcard="JOKER", trump="C", maker_tricks=3)
    assert score_hand(rules, record).hand.trump.letter == "C"
    wrong = HandRecord(maker=1, round=1, upcard="JOKER", trump="H", maker_tricks=3)
    refused(Code.ROUND1_TRUMP_MUST_BE_UPCARD_SUIT, "clubs", score_hand, rules, wrong)
    refused(Code.INVALID_OPTION_VALUE, "joker_suit", railroad, joker_suit="joker")


def test_british_keeps_the_dealer_naming_trump_on_a_turned_up_joker():
    record = HandRecord(maker=2, round=1, upcard="JOKER", maker_tricks=3)
    refused(Code.JOKER_UPCARD_NO_BIDDING, "no bidding", score_hand, make_rules("british"), record)


LAP_GAME = [  # seats 1 and 3 reach 10 with a lone march from 8: 12, two past the target
    HandRecord(maker=1, round=1, upcard="9S", maker_tricks=5),
    HandRecord(maker=2, round=1, upcard="9S", maker_tricks=3),
    *[HandRecord(maker=1, round=1, upcard="9S", maker_tricks=5)] * 3,
    HandRecord(maker=3, round=1, upcard="9S", maker_loner=3, maker_tricks=5),
]


def test_laps_carry_the_winning_hand_past_the_target_into_the_next_game():
    rules = railroad(laps=True)
    end = replay(rules, 0, LAP_GAME)[-1].state
    assert (end.score, end.winner) == ((1, 12), 1)
    assert carried(rules.options, rules.target, end.score, end.winner) == (0, 2)
    assert carried(railroad().options, 10, end.score, end.winner) == (0, 0)
    opened = replay(rules, 1, LAP_GAME[:1], start=(0, 2))  # the next game, opened at 0–2
    assert opened[-1].state.score == (0, 4)


@pytest.mark.parametrize(
    ("score", "winner", "slam", "counts"),
    [
        pytest.param((10, 0), 0, True, 2, id="a slam"),
        pytest.param((10, 1), 0, True, 1, id="the losers scored"),
        pytest.param((0, 11), 1, True, 2, id="a slam for seats 1 and 3"),
        pytest.param((10, 0), 0, False, 1, id="no slam rule"),
        pytest.param((3, 0), None, True, 0, id="not finished"),
    ],
)
def test_a_slam_counts_two_games(score, winner, slam, counts):
    assert worth(railroad(slam=slam).options, score, winner) == counts


def test_the_match_tally_counts_a_slam_twice():
    assert tally(BEST_OF, 3, [0, 1], [2, 1]) == MatchTally((2, 0), 1, 0)  # a slam decides it
    assert tally(BEST_OF, 5, [1, 0, 0], [1, 2, 1]) == MatchTally((3, 1), 3, 0)
    assert tally(BEST_OF, 3, [0, 1], []) == MatchTally((1, 1), 2, None)
