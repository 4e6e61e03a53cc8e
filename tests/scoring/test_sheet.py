"""The rules sheet the table app looks things up in agrees with the rules core.

The app shows a provisional score for hands it has not sent, and offers only what the
variant allows, from ``scoring.sheet``. These tests hold the sheet to what the scorer
and the validator decide, for every variant, house-rule mix, dealer and hand shape.
"""

import json
from itertools import product
from random import Random

import pytest

from scoring import (
    Code,
    HandRecord,
    RuleViolation,
    Suit,
    legal_plays,
    new_game,
    passers,
    play_hand,
    rules_for,
    trick_winner,
)
from scoring.sheet import play_sheet, table_sheet

SHEET = table_sheet()
VARIANTS = SHEET["variants"]


def lookup(variant: dict, options: dict, tricks: int, maker_loner: bool, defender_loner: bool):
    """What the table page does (provisional, static/js/app/table/state.js): the row for this
    hand under the game's scoring house rules."""
    mix = ",".join(option for option in variant["row_options"] if options.get(option))
    index = variant["tables"][mix][tricks][maker_loner][defender_loner]
    return None if index is None else variant["rows"][index]


def test_the_sheet_is_json():
    assert json.loads(json.dumps(SHEET)) == SHEET


def mixes(variant: dict):
    for switches in product((False, True), repeat=len(variant["row_options"])):
        yield dict(zip(variant["row_options"], switches, strict=True))


def cases():
    for key, variant in VARIANTS.items():
        loners = (False, True) if variant["lone_play"] else (False,)
        for options in mixes(variant):
            for tricks, maker_loner, defender_loner in product(range(6), loners, loners):
                yield pytest.param(
                    key, options, tricks, maker_loner, defender_loner,
                    id=f"{key}-{'+'.join(o for o in options if options[o]) or 'base'}-"
                    f"{tricks}-{'ML' if maker_loner else ''}{'DL' if defender_loner else ''}",
                )  # fmt: skip


@pytest.mark.parametrize(
    ("key", "options", "tricks", "maker_loner", "defender_loner"), list(cases())
)
def test_a_waiting_hand_scores_what_the_server_will_score(
    key, options, tricks, maker_loner, defender_loner
):
    variant = VARIANTS[key]
    rules = rules_for(key, options)
    # Seat 1 orders up in round 1 with seat 0 dealing; loners from seat 1 and seat 0.
    record = HandRecord(
        maker=1, round=1, maker_tricks=tricks,
        maker_loner=1 if maker_loner else None, defender_loner=0 if defender_loner else None,
    )  # fmt: skip
    row = lookup(variant, options, tricks, maker_loner, defender_loner)
    if row is None:  # the sheet has no row where the rules refuse the hand
        assert variant["lone_defence_needs_loner"] and defender_loner and not maker_loner
        with pytest.raises(RuleViolation) as refusal:
            play_hand(rules, new_game(rules, 0), record)
        assert refusal.value.code is Code.DEFENDER_ALONE_NEEDS_LONER
        return
    result = play_hand(rules, new_game(rules, 0), record)
    assert (row["points"], row["outcome"]) == (result.points, result.outcome.value)
    makers = next(team for team, seats in enumerate(variant["teams"]) if 1 in seats)
    sides = range(len(variant["teams"]))  # three-handed: a euchre scores for both opponents
    scores = [(side == makers) is (row["side"] == "makers") for side in sides]
    assert [row["points"] if scored else 0 for scored in scores] == list(result.gains)


@pytest.mark.parametrize("key", VARIANTS)
def test_seats_teams_and_the_next_dealer(key):
    variant = VARIANTS[key]
    rules = rules_for(key)
    seats = range(variant["players"])
    assert sorted(seat for team in variant["teams"] for seat in team) == list(seats)
    for dealer in seats:
        passed_out = play_hand(rules, new_game(rules, dealer), HandRecord(maker=None))
        assert variant["next_dealer"][dealer] == passed_out.next_dealer
        for maker, bidding_round in product(seats, (1, 2)):
            expected = list(passers(dealer, maker, bidding_round, variant["players"]))
            assert variant["passers"][dealer][bidding_round - 1][maker] == expected


@pytest.mark.parametrize("key", ["north_american", "british"])
def test_the_seat_that_must_go_alone_is_the_one_the_validator_holds_to_it(key):
    variant = VARIANTS[key]
    rules = rules_for(key, {"canadian_loner": True} if key == "north_american" else None)
    for dealer, maker in product(range(4), range(4)):
        record = HandRecord(maker=maker, round=1, maker_tricks=3)
        try:
            play_hand(rules, new_game(rules, dealer), record)
            refused = False
        except RuleViolation as error:
            assert error.code == Code.DEALER_PARTNER_MUST_GO_ALONE
            refused = True
        assert refused == (variant["partner_must_go_alone"][dealer] == maker)


def test_two_handed_has_no_seat_that_must_go_alone_and_no_lone_play():
    variant = VARIANTS["two_handed"]
    assert variant["partner_must_go_alone"] == [None, None]
    assert variant["lone_play"] is False


@pytest.mark.parametrize("key", VARIANTS)
def test_every_card_offered_as_the_upcard_is_in_the_deck(key):
    for size, cards in VARIANTS[key]["decks"].items():
        options = {} if len(VARIANTS[key]["decks"]) == 1 else {"deck": int(size)}
        deck = rules_for(key, options).deck
        assert len(cards) == len(set(cards)) == len(deck.cards) == int(size)
        assert {deck.parse(card) for card in cards} == set(deck.cards)


@pytest.mark.parametrize("key", VARIANTS)
def test_house_rules_offered_are_the_variants_with_their_defaults(key):
    variant = VARIANTS[key]
    resolved = rules_for(key).public_options()
    assert {o["key"]: o["default"] for o in variant["options"]} == resolved


@pytest.mark.parametrize("key", VARIANTS)
def test_a_turned_up_joker_makes_the_dealer_the_maker_where_the_sheet_says_so(key):
    rules = rules_for(key)
    for dealer, maker in product(range(VARIANTS[key]["players"]), repeat=2):
        record = HandRecord(maker=maker, round=None, upcard="JOKER", maker_tricks=3)
        try:
            play_hand(rules, new_game(rules, dealer), record)
            accepted = True
        except RuleViolation as error:  # (where the joker stands for a suit, it is bid on)
            codes = (Code.JOKER_UPCARD_DEALER_IS_MAKER, Code.JOKER_NOT_IN_DECK, Code.ROUND_REQUIRED)
            assert error.code in codes
            assert (error.code is Code.ROUND_REQUIRED) == (key == "railroad")
            accepted = False
        assert accepted == (VARIANTS[key]["joker_upcard_dealer_makes"] and maker == dealer)


@pytest.mark.parametrize(
    ("variant", "options"),
    [("north_american", None), ("north_american", {"deck": 32}), ("british", None),
     ("british", {"benny_card": "2S"}), ("two_handed", None), ("railroad", {"deck": 33})],
)  # fmt: skip
def test_the_play_sheet_answers_as_the_rules_core(variant, options):
    rules = rules_for(variant, options)
    sheet = json.loads(json.dumps(play_sheet(rules)))
    names = sheet["cards"]
    random = Random(7)
    for trump in Suit:
        tables = sheet["trumps"][trump.label]
        for _ in range(300):
            cards = random.sample(names, rules.players)
            held = names.index(cards[0])
            for card in cards[1:]:
                held = tables["winner"][held][names.index(card)]
            plays = list(enumerate(cards))
            assert names[held] == rules.deck.name(
                trick_winner(rules, trump.label, plays).winning_card
            )
            led, *hand = random.sample(names, 6)
            follows = [names[i] for i in tables["follows"][names.index(led)]]
            offline = [card for card in hand if card in follows] or hand
            expected = legal_plays(rules, trump.label, led, hand).legal
            assert offline == [rules.deck.name(card) for card in expected]


@pytest.mark.parametrize("variant", list(VARIANTS))
@pytest.mark.parametrize("bidding_round", [1, 2])
def test_the_trumps_the_sheet_refuses_are_those_the_validator_refuses(variant, bidding_round):
    """The table offers no trump the sheet refuses: whatever the up-card's suit and the
    round, play_hand refuses exactly those, with the sheet's reason."""
    rules = rules_for(variant, {}, None)
    for upcard, trump in product(Suit, Suit):
        refused = SHEET["trump_refused"][bidding_round - 1][upcard.label].get(trump.label)
        record = HandRecord(
            maker=1, round=bidding_round, trump=trump.label, upcard=f"A{upcard.letter}",
            maker_tricks=3,
        )  # fmt: skip
        try:
            play_hand(rules, new_game(rules, 0), record)
        except RuleViolation as refusal:
            assert refusal.message == refused
        else:
            assert refused is None
    round_two = SHEET["trump_refused"][1]["hearts"]
    assert list(round_two) == ["hearts"]  # the turned-down suit, and that alone
