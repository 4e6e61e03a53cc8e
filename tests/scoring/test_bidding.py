"""Who may make trump and who may go alone: the British joker up-card, the dealer's partner
(canadian loner) and no_loner_after_pass with passers derived from dealer, maker and round.
"""

import pytest

from scoring import Code, HandRecord, Suit, passers
from tests.scoring.support import make_rules, refused, score_hand

BRITISH = make_rules("british")
NO_LONER_AFTER_PASS = make_rules(no_loner_after_pass=True)
BRITISH_NO_LONER_AFTER_PASS = make_rules("british", no_loner_after_pass=True)


def accepted(rules, dealer=0, **fields):
    fields.setdefault("maker_tricks", 3)
    return score_hand(rules, HandRecord(**fields), dealer=dealer).hand


def joker_up(maker=0, trump="spades", **fields):
    return {"upcard": "JOKER", "round": None, "maker": maker, "trump": trump, **fields}


def ordered_up(maker, upcard="9H", **fields):
    return {"round": 1, "upcard": upcard, "maker": maker, **fields}


# --- British: the joker turned up (docs/rules.md §3, A12) -------------------------------------


@pytest.mark.parametrize("trump", ["spades", "hearts", "diamonds", "clubs"])
def test_joker_up_card_dealer_makes_and_may_name_any_suit(trump):
    hand = accepted(BRITISH, dealer=3, **joker_up(maker=3, trump=trump))
    assert (hand.maker, hand.round, hand.trump, hand.making_team) == (3, None, Suit.parse(trump), 1)
    assert hand.passers == ()


@pytest.mark.parametrize(
    "fields",
    [
        pytest.param(joker_up(maker_loner=0), id="dealer-alone"),
        pytest.param(joker_up(maker_loner=2), id="dealers-partner-alone-not-forced"),
        pytest.param(joker_up(defender_loner=1), id="lone-defender"),
        pytest.param(joker_up(maker_loner=2, defender_loner=3), id="two-loners"),
    ],
)
def test_joker_up_card_lone_play_follows_normally(fields):
    accepted(BRITISH, **fields)


def test_benny_card_turned_up_is_the_joker():
    benny = make_rules("british", benny_card="2S")
    assert accepted(benny, **joker_up(upcard="2S")).round is None
    refused(
        Code.JOKER_UPCARD_NO_BIDDING,
        "no bidding",
        score_hand,
        benny,
        HandRecord(**joker_up(upcard="2s", round=1)),
    )


def test_joker_up_card_explanation_says_the_dealer_named_trump():
    result = score_hand(BRITISH, HandRecord(**joker_up(maker_tricks=5)), dealer=0)
    assert "The joker was turned up, so the dealer (seat 0) named spades" in result.explanation


# --- the dealer's partner in round 1 (British always; canadian_loner in NA) ---------------


@pytest.mark.parametrize(
    ("rules", "fields"),
    [
        pytest.param(BRITISH, ordered_up(2, maker_loner=2), id="british-partner-alone"),
        pytest.param(BRITISH, ordered_up(2, maker_loner=2, defender_loner=1),
                     id="british-partner-alone-lone-defender"),
        pytest.param(BRITISH, {"round": 2, "upcard": "9H", "maker": 2, "trump": "clubs"},
                     id="british-partner-round-2-not-forced"),
        pytest.param(BRITISH, ordered_up(1), id="british-opponent-orders-up"),
        pytest.param(BRITISH, ordered_up(0), id="british-dealer-takes-it-up"),
        pytest.param(make_rules(), ordered_up(2), id="na-partner-assists-not-alone"),
        pytest.param(make_rules(canadian_loner=True), ordered_up(2, maker_loner=2),
                     id="canadian-loner-partner-alone"),
        pytest.param(make_rules(canadian_loner=True), ordered_up(0),
                     id="canadian-loner-dealer-takes-it-up"),
    ],
)  # fmt: skip
def test_dealers_partner_rules_accepted(rules, fields):
    accepted(rules, **fields)


@pytest.mark.parametrize(
    ("rules", "fields"),
    [
        pytest.param(BRITISH, ordered_up(2), id="british-not-alone"),
        pytest.param(BRITISH, ordered_up(2, maker_loner=0), id="british-dealer-alone"),
        pytest.param(BRITISH, ordered_up(2, defender_loner=1), id="british-only-defender-alone"),
        pytest.param(make_rules(canadian_loner=True), ordered_up(2), id="canadian-not-alone"),
    ],
)
def test_dealers_partner_who_orders_up_must_go_alone(rules, fields):
    refused(
        Code.DEALER_PARTNER_MUST_GO_ALONE,
        "ordered up in round 1, so seat 2 must go alone",
        accepted,
        rules,
        **fields,
    )


# --- no_loner_after_pass: who passed in the deciding round (docs/rules.md §6, A7) ----------------


@pytest.mark.parametrize(
    ("dealer", "maker", "round_", "players", "passed"),
    [
        pytest.param(0, 1, 1, 4, (), id="eldest-orders-up"),
        pytest.param(0, 2, 1, 4, (1,), id="dealers-partner-orders-up"),
        pytest.param(0, 3, 1, 4, (1, 2), id="third-seat-orders-up"),
        pytest.param(0, 0, 1, 4, (1, 2, 3), id="dealer-takes-it-up"),
        pytest.param(0, 3, 2, 4, (1, 2), id="round-2-counts-round-2-passes-only"),
        pytest.param(0, 1, 2, 4, (), id="round-2-eldest-names"),
        pytest.param(2, 1, 2, 4, (3, 0), id="wraps-round-the-table"),
        pytest.param(3, 3, 1, 4, (0, 1, 2), id="dealer-3-takes-it-up"),
        pytest.param(0, 0, None, 4, (), id="joker-deal-nobody-passed"),
        pytest.param(0, 1, 1, 2, (), id="two-handed-non-dealer-orders-up"),
        pytest.param(0, 0, 2, 2, (1,), id="two-handed-dealer-names"),
    ],
)
def test_passers_in_the_deciding_round(dealer, maker, round_, players, passed):
    assert passers(dealer, maker, round_, players) == passed


@pytest.mark.parametrize(
    ("dealer", "maker", "players"),
    [(0, 4, 4), (0, -1, 4), (0, "1", 4), (5, 1, 4), (0, 2, 2), (True, 1, 2)],
)
def test_passers_refuses_a_seat_outside_the_table(dealer, maker, players):
    refused(Code.INVALID_SEAT, "seats are numbered", passers, dealer, maker, 1, players)


@pytest.mark.parametrize(
    ("rules", "fields"),
    [
        pytest.param(NO_LONER_AFTER_PASS, {"round": 2, "maker": 1, "defender_loner": 2},
                     id="round-1-passes-do-not-count-in-round-2"),
        pytest.param(NO_LONER_AFTER_PASS, {"round": 2, "maker": 1, "maker_loner": 3},
                     id="partner-had-not-bid-in-round-2"),
        pytest.param(NO_LONER_AFTER_PASS, {"round": 2, "maker": 3, "maker_loner": 3},
                     id="maker-alone"),
        pytest.param(NO_LONER_AFTER_PASS, ordered_up(3, defender_loner=0),
                     id="dealer-had-not-bid"),
        pytest.param(BRITISH_NO_LONER_AFTER_PASS, joker_up(defender_loner=1),
                     id="joker-deal-nobody-passed-defender"),
        pytest.param(BRITISH_NO_LONER_AFTER_PASS, joker_up(maker_loner=2),
                     id="joker-deal-nobody-passed-partner"),
        pytest.param(BRITISH_NO_LONER_AFTER_PASS, ordered_up(2, maker_loner=2, defender_loner=3),
                     id="british-partner-alone-defender-3-had-not-bid"),
    ],
)  # fmt: skip
def test_no_loner_after_pass_allows(rules, fields):
    accepted(rules, **{"upcard": "9S", "trump": "hearts", **fields})


@pytest.mark.parametrize(
    ("rules", "fields", "seat", "round_"),
    [
        pytest.param(NO_LONER_AFTER_PASS, {"round": 2, "maker": 3, "maker_loner": 1}, 1, 2,
                     id="partner-passed-in-round-2"),
        pytest.param(NO_LONER_AFTER_PASS, ordered_up(3, defender_loner=2), 2, 1,
                     id="defender-passed-in-round-1"),
        pytest.param(NO_LONER_AFTER_PASS, ordered_up(0, defender_loner=1), 1, 1,
                     id="dealer-took-it-up-everyone-else-passed"),
        pytest.param(NO_LONER_AFTER_PASS, ordered_up(0, maker_loner=2), 2, 1,
                     id="dealers-partner-passed-then-alone"),
        pytest.param(BRITISH_NO_LONER_AFTER_PASS, ordered_up(2, maker_loner=2, defender_loner=1),
                     1, 1, id="british-eldest-passed-then-defends-alone"),
    ],
)  # fmt: skip
def test_no_loner_after_pass_refuses(rules, fields, seat, round_):
    refused(
        Code.LONER_PASSED_IN_DECIDING_ROUND,
        f"Seat {seat} passed in round {round_}, the round trump was made in",
        accepted,
        rules,
        **{"upcard": "9S", "trump": "hearts", **fields},
    )


def test_without_the_house_rule_a_player_who_passed_may_go_alone():
    accepted(make_rules(), **ordered_up(3, maker_loner=1, defender_loner=2))


# --- What was noted of the up-card, and what the rules force ----------------------------------


@pytest.mark.parametrize(
    ("fields", "trump", "upcard_suit"),
    [
        pytest.param({"round": 1, "upcard_suit": "hearts"}, Suit.HEARTS, Suit.HEARTS,
                     id="round-1-the-suit-noted-is-trump"),
        pytest.param({"round": 1, "trump": "clubs"}, Suit.CLUBS, Suit.CLUBS,
                     id="round-1-trump-noted-is-the-up-cards-suit"),
        pytest.param({"round": 1, "upcard": "JD"}, Suit.DIAMONDS, Suit.DIAMONDS,
                     id="round-1-the-card-noted"),
        pytest.param({"round": 2, "upcard_suit": "hearts", "trump": "spades"}, Suit.SPADES,
                     Suit.HEARTS, id="round-2-the-turned-down-suit-kept"),
        pytest.param({"round": 2, "upcard_suit": "hearts"}, None, Suit.HEARTS,
                     id="round-2-trump-not-noted"),
        pytest.param({"round": 2, "trump": "spades"}, Suit.SPADES, None,
                     id="round-2-nothing-forced"),
    ],
)  # fmt: skip
def test_what_was_noted_is_kept_and_what_the_rules_force_is_filled_in(fields, trump, upcard_suit):
    hand = accepted(make_rules(), maker=1, **fields)
    assert (hand.trump, hand.upcard_suit) == (trump, upcard_suit)


def test_a_passed_out_deal_keeps_the_up_cards_suit():
    hand = score_hand(make_rules(), HandRecord(upcard_suit="spades"), dealer=0).hand
    assert (hand.maker, hand.upcard_suit) == (None, Suit.SPADES)
