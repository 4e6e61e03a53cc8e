"""Every reason code (docs/rules.md §8 and scoring/errors.py): the code and a message naming
the rule.

Each row is a call that must be refused, the code it must be refused with, and words the
message must contain. Unless a row says otherwise the game is North American, seat 0
deals, and the hand is seat 1 naming hearts in round 2 after the 9S was turned down.
"""

from dataclasses import replace

import pytest

from scoring import (
    Code,
    HandRecord,
    RuleViolation,
    amend,
    game_at,
    legal_plays,
    new_game,
    parse_card,
    replay,
    rules_for,
    trick_winner,
)
from scoring.match import check_match
from scoring.rotations import schedule
from tests.scoring.support import VALID_HAND, make_rules, refused, score_hand

NA = make_rules()
ROUND_1 = {"round": 1, "upcard": "9H", "trump": "hearts"}
JOKER_UP = {"upcard": "JOKER", "round": None, "maker": 0, "trump": "clubs"}
PASSED_OUT = {"maker": None, "round": None, "trump": None, "maker_tricks": None}
TRICK = [(0, "9S"), (1, "AS"), (2, "KH"), (3, "QD")]
LONE_MARCH = HandRecord(maker=1, round=2, trump="clubs", maker_loner=1, maker_tricks=5)  # 4 points


def hand(variant="north_american", options=None, deal=0, before=None, **changes):
    """A call that scores VALID_HAND with ``changes``, seat ``deal`` dealing, in ``variant``."""
    record = HandRecord(**{**VALID_HAND, **changes})
    return lambda: score_hand(make_rules(variant, **(options or {})), record, dealer=deal,
                              before=before)  # fmt: skip


def trick(plays, trump="hearts", variant="north_american", names=None):
    return lambda: trick_winner(make_rules(variant), trump, plays, names)


def legal(hand_, led="AS", trump="hearts", variant="north_american"):
    return lambda: legal_plays(make_rules(variant), trump, led, hand_)


def options(variant="north_american", **given):
    return lambda: rules_for(variant, given)


def refusal(call, code, pattern, id):
    return pytest.param(call, code, pattern, id=id)


SEATS = "seats are numbered 0 to 3"
NOT_CARD = "is not a card"
ALREADY_OVER = "The game is over"

REFUSALS = [
    # docs/rules.md §8
    refusal(hand(maker=4), Code.INVALID_SEAT, SEATS, "maker-4"),
    refusal(hand(maker=-1), Code.INVALID_SEAT, SEATS, "maker-negative"),
    refusal(hand(maker="1"), Code.INVALID_SEAT, SEATS, "maker-string"),
    refusal(hand(maker=True), Code.INVALID_SEAT, SEATS, "maker-boolean"),
    refusal(hand(maker=1.0), Code.INVALID_SEAT, SEATS, "maker-float"),
    refusal(hand(maker=[1]), Code.INVALID_SEAT, SEATS, "maker-list"),
    refusal(hand(dealer=4), Code.INVALID_SEAT, SEATS, "dealer-4"),
    refusal(hand(maker_loner=5), Code.INVALID_SEAT, SEATS, "maker-loner-5"),
    refusal(hand(defender_loner="0"), Code.INVALID_SEAT, SEATS, "defender-loner-string"),
    refusal(hand("two_handed", maker=2), Code.INVALID_SEAT, "0 to 1", "two-handed-seat-2"),
    refusal(lambda: new_game(NA, 4), Code.INVALID_SEAT, SEATS, "first-dealer-4"),
    refusal(lambda: new_game(NA, "0"), Code.INVALID_SEAT, SEATS, "first-dealer-string"),
    refusal(lambda: game_at(NA, None), Code.INVALID_SEAT, SEATS, "game-dealer-null"),
    refusal(trick([(0, "9S"), (4, "AS")]), Code.INVALID_SEAT, SEATS, "trick-seat-4"),
    refusal(trick([(0, "9S"), (True, "AS")]), Code.INVALID_SEAT, SEATS, "trick-seat-boolean"),
    refusal(hand(before=(10, 3)), Code.GAME_ALREADY_OVER, ALREADY_OVER, "game-over-at-10"),
    refusal(hand(before=(2, 14)), Code.GAME_ALREADY_OVER, ALREADY_OVER, "game-over-past-10"),
    refusal(hand("british", before=(11, 0)), Code.GAME_ALREADY_OVER, "reached 11",
            "game-over-british-11"),
    refusal(hand(before=(0, 10), **PASSED_OUT), Code.GAME_ALREADY_OVER, ALREADY_OVER,
            "game-over-passed-out"),
    refusal(hand(options={"stick_the_dealer": True}, **PASSED_OUT),
            Code.STICK_THE_DEALER_NO_PASS_OUT, "Stick the dealer is on", "stick-the-dealer"),
    refusal(hand("two_handed", options={"stick_the_dealer": True}, **PASSED_OUT),
            Code.STICK_THE_DEALER_NO_PASS_OUT, "cannot be passed out", "stick-two-handed"),
    refusal(hand("british", options={"stick_the_dealer": True}, **PASSED_OUT),
            Code.STICK_THE_DEALER_NO_PASS_OUT, "must name trump in round 2", "stick-british"),
    refusal(hand(round=1, upcard="9S", trump="hearts"), Code.ROUND1_TRUMP_MUST_BE_UPCARD_SUIT,
            r"In round 1 trump is the upcard's suit \(spades\)", "round-1-other-suit"),
    refusal(hand(round=1, upcard="JD", trump="H"), Code.ROUND1_TRUMP_MUST_BE_UPCARD_SUIT,
            r"upcard's suit \(diamonds\), not hearts", "round-1-left-bower-upcard"),
    refusal(hand(round=2, upcard="9S", trump="spades"), Code.TURNED_DOWN_SUIT_NAMED,
            r"turned-down suit \(spades\) may not be named", "round-2-turned-down"),
    refusal(hand(round=2, upcard=None, upcard_suit="spades", trump="spades"),
            Code.TURNED_DOWN_SUIT_NAMED,
            r"turned-down suit \(spades\)", "round-2-turned-down-its-rank-not-noted"),
    refusal(hand(round=1, upcard=None, upcard_suit="clubs", trump="hearts"),
            Code.ROUND1_TRUMP_MUST_BE_UPCARD_SUIT, r"upcard's suit \(clubs\), not hearts",
            "round-1-other-suit-than-the-suit-noted"),
    refusal(hand(round=2, upcard="9S", upcard_suit="hearts", trump="clubs"),
            Code.UPCARD_SUIT_DIFFERS, "upcard_suit is hearts, but the upcard 9S",
            "upcard-and-its-suit-disagree"),
    refusal(hand("british", upcard="JOKER", upcard_suit="hearts", round=None, maker=0,
                 trump="clubs"),
            Code.UPCARD_SUIT_DIFFERS, "the upcard JOKER is not of that suit",
            "joker-with-a-suit"),
    refusal(hand("two_handed", round=2, upcard="AC", trump="c"), Code.TURNED_DOWN_SUIT_NAMED,
            "turned-down suit", "round-2-two-handed"),
    refusal(hand("british", round=2, upcard="KD", trump="diamonds"),
            Code.TURNED_DOWN_SUIT_NAMED, "turned-down suit", "round-2-british"),
    refusal(hand(**JOKER_UP), Code.JOKER_NOT_IN_DECK, "without a joker", "joker-upcard-na"),
    refusal(hand("two_handed", **JOKER_UP), Code.JOKER_NOT_IN_DECK, "without a joker",
            "joker-upcard-two-handed"),
    refusal(hand("british", **{**JOKER_UP, "round": 1}), Code.JOKER_UPCARD_NO_BIDDING,
            "no bidding: round must be null", "joker-upcard-round-1"),
    refusal(hand("british", **{**JOKER_UP, "round": 2}), Code.JOKER_UPCARD_NO_BIDDING,
            "no bidding", "joker-upcard-round-2"),
    refusal(hand(round=None), Code.ROUND_REQUIRED, "round is required", "round-null"),
    refusal(hand(round=None, upcard=None), Code.ROUND_REQUIRED, "round is required",
            "round-null-no-upcard"),
    refusal(hand("british", **{**JOKER_UP, "maker": 2}), Code.JOKER_UPCARD_DEALER_IS_MAKER,
            r"the dealer \(seat 0\) names trump", "joker-upcard-partner-makes"),
    refusal(hand("british", **{**JOKER_UP, "maker": 1}), Code.JOKER_UPCARD_DEALER_IS_MAKER,
            "names trump and makes it", "joker-upcard-opponent-makes"),
    refusal(hand("british", **{**PASSED_OUT, "upcard": "JOKER"}),
            Code.JOKER_UPCARD_DEALER_IS_MAKER, "names trump and makes it",
            "joker-upcard-passed-out"),
    refusal(hand(maker_tricks=6), Code.INVALID_TRICK_COUNT, "0 to 5", "tricks-6"),
    refusal(hand(maker_tricks=-1), Code.INVALID_TRICK_COUNT, "0 to 5", "tricks-negative"),
    refusal(hand(maker_tricks=None), Code.INVALID_TRICK_COUNT, r"\(got null\)", "tricks-null"),
    refusal(hand(maker_tricks="3"), Code.INVALID_TRICK_COUNT, r'\(got "3"\)', "tricks-string"),
    refusal(hand(maker_tricks=3.0), Code.INVALID_TRICK_COUNT, "0 to 5", "tricks-float"),
    refusal(hand(maker_tricks=True), Code.INVALID_TRICK_COUNT, r"\(got true\)", "tricks-boolean"),
    refusal(hand("two_handed", maker_loner=1), Code.NO_LONE_PLAY_IN_VARIANT,
            "no lone hands in Two-handed Euchre", "two-handed-loner"),
    refusal(hand("two_handed", defender_loner=0), Code.DEFENDER_ALONE_NOT_ALLOWED,
            "Defending alone is not allowed in Two-handed Euchre", "two-handed-lone-defender"),
    refusal(hand(options={"defend_alone": False}, defender_loner=2),
            Code.DEFENDER_ALONE_NOT_ALLOWED, "“Defending alone” is off", "defend-alone-off"),
    refusal(hand(maker_loner=0), Code.ALONE_SEAT_NOT_ON_MAKING_TEAM,
            "must be on the making team", "loner-is-a-defender"),
    refusal(hand("british", maker_loner=2), Code.ALONE_SEAT_NOT_ON_MAKING_TEAM,
            r"making team \(seats 1 and 3\); seat 2 is a defender", "british-loner-defender"),
    refusal(hand(defender_loner=3), Code.DEFENDER_ALONE_SEAT_NOT_DEFENDER,
            "must be a defender", "lone-defender-is-makers-partner"),
    refusal(hand(maker_loner=3, defender_loner=1), Code.DEFENDER_ALONE_SEAT_NOT_DEFENDER,
            "at most one lone player per team", "two-loners-one-team"),
    refusal(hand("railroad", defender_loner=2), Code.DEFENDER_ALONE_NEEDS_LONER,
            "only against a lone maker", "railroad-lone-defence-against-two"),
    refusal(hand("three_handed", maker_loner=1), Code.MAKER_ALWAYS_ALONE,
            "the maker always plays alone against the other two", "three-handed-maker-loner"),
    refusal(hand("three_handed", defender_loner=2), Code.DEFENDERS_PLAY_TOGETHER,
            "defend together, so neither may defend alone", "three-handed-lone-defender"),
    refusal(hand("british", maker=2, **ROUND_1), Code.DEALER_PARTNER_MUST_GO_ALONE,
            "dealer's partner and ordered up in round 1, so seat 2 must go alone; the dealer sits",
            "british-partner-not-alone"),
    refusal(hand("british", maker=2, maker_loner=0, **ROUND_1), Code.DEALER_PARTNER_MUST_GO_ALONE,
            "the dealer sits out", "british-dealer-declared-alone"),
    refusal(hand(options={"canadian_loner": True}, deal=1, maker=3, **ROUND_1),
            Code.DEALER_PARTNER_MUST_GO_ALONE, "must go alone", "canadian-loner"),
    refusal(hand(options={"no_loner_after_pass": True}, maker=3, maker_loner=1, **ROUND_1),
            Code.LONER_PASSED_IN_DECIDING_ROUND, "Seat 1 passed in round 1",
            "passed-then-alone"),
    refusal(hand(options={"no_loner_after_pass": True}, maker=3, defender_loner=2),
            Code.LONER_PASSED_IN_DECIDING_ROUND, "Seat 2 passed in round 2",
            "passed-then-defends-alone"),
    refusal(hand("british", options={"no_loner_after_pass": True}, maker=0, defender_loner=3),
            Code.LONER_PASSED_IN_DECIDING_ROUND, "“No loner after passing”", "british-passed"),
    # Checks docs/rules.md implies without naming a code
    refusal(hand(dealer=1), Code.WRONG_DEALER, "It is seat 0's deal, not seat 1's", "wrong-dealer"),
    refusal(hand(round=3), Code.INVALID_ROUND, "round must be 1 or 2", "round-3"),
    refusal(hand(round=0), Code.INVALID_ROUND, "round must be 1 or 2", "round-0"),
    refusal(hand(round="1"), Code.INVALID_ROUND, "round must be 1 or 2", "round-string"),
    refusal(hand(round=True), Code.INVALID_ROUND, "round must be 1 or 2", "round-boolean"),
    refusal(hand(round=2.0), Code.INVALID_ROUND, "round must be 1 or 2", "round-float"),
    refusal(hand(round=[1]), Code.INVALID_ROUND, "round must be 1 or 2", "round-list"),
    refusal(hand(maker=None, maker_tricks=None, round="x"), Code.INVALID_ROUND,
            "round must be 1 or 2", "passed-out-round-junk"),
    refusal(hand(**{**PASSED_OUT, "maker_tricks": 0}), Code.PASSED_OUT_HAS_PLAY,
            "passed-out deal .* has no maker_tricks", "passed-out-tricks"),
    refusal(hand(**{**PASSED_OUT, "trump": "hearts"}), Code.PASSED_OUT_HAS_PLAY,
            "has no trump", "passed-out-trump"),
    refusal(hand(**{**PASSED_OUT, "maker_loner": 1}), Code.PASSED_OUT_HAS_PLAY,
            "has no maker_loner", "passed-out-loner"),
    refusal(hand(**{**PASSED_OUT, "renege": 0}), Code.PASSED_OUT_HAS_PLAY,
            "has no renege", "passed-out-renege"),
    refusal(hand(renege=0), Code.RENEGE_HAS_TRICKS, "not by tricks", "renege-with-tricks"),
    refusal(hand(renege=3, maker_tricks=None, maker_loner=1), Code.RENEGE_SEAT_SITS_OUT,
            "sat out", "renege-by-a-loner-partner"),
    refusal(hand(upcard="1H"), Code.UNKNOWN_CARD, NOT_CARD, "upcard-unknown"),
    refusal(hand(upcard=9), Code.UNKNOWN_CARD, NOT_CARD, "upcard-number"),
    refusal(lambda: parse_card("ZZ"), Code.UNKNOWN_CARD, NOT_CARD, "parse-unknown"),
    refusal(trick([(0, "9S"), (1, "XS")]), Code.UNKNOWN_CARD, NOT_CARD, "trick-unknown-card"),
    refusal(legal(["9S", "AX"]), Code.UNKNOWN_CARD, NOT_CARD, "hand-unknown-card"),
    refusal(legal(["9S"], led="S"), Code.UNKNOWN_CARD, NOT_CARD, "led-unknown-card"),
    refusal(hand(upcard="7H"), Code.CARD_NOT_IN_DECK, "not in the 24-card deck", "upcard-7"),
    refusal(trick([(0, "8S"), (1, "AS")]), Code.CARD_NOT_IN_DECK, "not in the 24-card deck",
            "trick-8"),
    refusal(legal(["7C"]), Code.CARD_NOT_IN_DECK, "nines to ace", "hand-7"),
    refusal(trick([(0, "9S"), (1, "9s")]), Code.DUPLICATE_CARD, "9S appears twice",
            "trick-same-card-twice"),
    refusal(legal(["AH", "TH", "10H"]), Code.DUPLICATE_CARD, "10H appears twice",
            "hand-same-card-twice"),
    refusal(legal(["AS", "KS"], led="AS"), Code.DUPLICATE_CARD, "cannot also be in your hand",
            "led-card-in-hand"),
    refusal(hand(trump="stars"), Code.INVALID_SUIT, '"stars" is not a suit', "hand-trump"),
    refusal(hand(trump=1), Code.INVALID_SUIT, "is not a suit", "hand-trump-number"),
    refusal(trick(TRICK, trump=None), Code.INVALID_SUIT, "is not a suit", "trick-trump-null"),
    refusal(legal(["AS"], trump="JH"), Code.INVALID_SUIT, "is not a suit", "legal-trump-card"),
    refusal(trick(TRICK[:1]), Code.WRONG_NUMBER_OF_PLAYS, "has 2 or 3 or 4 cards", "one-card"),
    refusal(trick([]), Code.WRONG_NUMBER_OF_PLAYS, "got 0", "no-cards"),
    refusal(trick([*TRICK, (0, "AC")]), Code.WRONG_NUMBER_OF_PLAYS, "got 5", "five-cards"),
    refusal(trick(TRICK[:3], variant="two_handed"), Code.WRONG_NUMBER_OF_PLAYS,
            "Two-handed Euchre has 2 cards", "two-handed-three-cards"),
    refusal(trick([TRICK[0], TRICK[2], TRICK[1], TRICK[3]]), Code.PLAYS_OUT_OF_TURN,
            "after seat 0 comes seat 1, not 2", "anticlockwise"),
    refusal(trick([(1, "9S"), (3, "AS"), (2, "KH")]), Code.PLAYS_OUT_OF_TURN,
            "after seat 1 comes seat 2, not 3", "three-cards-out-of-turn"),
    refusal(trick([(1, "9S"), (1, "AS"), (2, "KH")]), Code.PLAYS_OUT_OF_TURN,
            "one card to a trick", "same-seat-twice"),
    refusal(trick([(0, "9S"), (2, "AS")]), Code.PLAYS_OUT_OF_TURN,
            "seats 0 and 2 are partners", "two-cards-from-partners"),
    refusal(trick(TRICK, names=["Ann", "Bob", "Cat"]), Code.NAMES_DO_NOT_FIT_SEATS,
            "each seat a name, in seat order: 4 names", "three-names-for-four-seats"),
    refusal(trick(TRICK, names=["Ann", "Bob", " ", "Dan"]), Code.NAMES_DO_NOT_FIT_SEATS,
            "4 names", "a-blank-name"),
    refusal(legal([]), Code.INVALID_HAND_SIZE, "A hand holds 1 to 5 cards", "hand-empty"),
    refusal(legal(["9S", "10S", "JS", "QS", "KS", "AH"]), Code.INVALID_HAND_SIZE,
            "1 to 5 cards", "hand-of-6"),
    refusal(legal("AS"), Code.INVALID_HAND_SIZE, "1 to 5 cards", "hand-string"),
    refusal(legal({"AS": 1}), Code.INVALID_HAND_SIZE, "1 to 5 cards", "hand-object"),
    refusal(legal(None), Code.INVALID_HAND_SIZE, "1 to 5 cards", "hand-null"),
    refusal(lambda: rules_for("euchre"), Code.UNKNOWN_VARIANT, '"euchre" is not a variant',
            "variant-unknown"),
    refusal(lambda: rules_for("British"), Code.UNKNOWN_VARIANT, "choose one of north_american",
            "variant-capitalised"),
    refusal(lambda: rules_for(None), Code.UNKNOWN_VARIANT, "not a variant", "variant-null"),
    refusal(lambda: rules_for(["british"]), Code.UNKNOWN_VARIANT, "not a variant",
            "variant-list"),
    refusal(options(farmers_hand=True), Code.UNKNOWN_OPTION, '"farmers_hand" is not a house rule',
            "farmers-hand"),
    refusal(options(target=11), Code.UNKNOWN_OPTION, '"target" is not a house rule',
            "target-is-not-an-option"),
    refusal(lambda: rules_for("british", ["deck"]), Code.UNKNOWN_OPTION,
            "options must be an object", "options-list"),
    refusal(options("two_handed", defend_alone=True), Code.OPTION_NOT_APPLICABLE,
            "defend_alone does not apply to Two-handed Euchre", "two-handed-defend-alone"),
    refusal(options("two_handed", canadian_loner=False), Code.OPTION_NOT_APPLICABLE,
            "does not apply", "two-handed-canadian-loner"),
    refusal(options("two_handed", no_loner_after_pass=True), Code.OPTION_NOT_APPLICABLE,
            "does not apply", "two-handed-no-loner-after-pass"),
    refusal(options("british", super_euchre=True), Code.OPTION_NOT_APPLICABLE,
            "super_euchre does not apply to British Euchre", "british-super-euchre"),
    refusal(options("british", lone_defender_euchre_4=True), Code.OPTION_NOT_APPLICABLE,
            "does not apply", "british-lone-defender-euchre-4"),
    refusal(options(benny_card="2S"), Code.OPTION_NOT_APPLICABLE,
            "benny_card does not apply to North American Euchre", "na-benny-card"),
    refusal(options(deck=28), Code.INVALID_OPTION_VALUE, r"deck must be 24 or 32 \(got 28\)",
            "deck-28"),
    refusal(options(deck=True), Code.INVALID_OPTION_VALUE, r"deck must be 24 or 32 \(got true\)",
            "deck-true"),
    refusal(options(deck=1), Code.INVALID_OPTION_VALUE, r"\(got 1\)", "deck-1-is-not-true"),
    refusal(options(deck="32"), Code.INVALID_OPTION_VALUE, "deck must be 24 or 32",
            "deck-string"),
    refusal(options(deck=32.0), Code.INVALID_OPTION_VALUE, "deck must be 24 or 32",
            "deck-float"),
    refusal(options(deck=[32]), Code.INVALID_OPTION_VALUE, r"\(got \[32\]\)", "deck-list"),
    refusal(options(deck={"size": 32}), Code.INVALID_OPTION_VALUE, "deck must be 24 or 32",
            "deck-object"),
    refusal(options(stick_the_dealer=1), Code.INVALID_OPTION_VALUE,
            "stick_the_dealer must be false or true", "stick-1"),
    refusal(options(stick_the_dealer="yes"), Code.INVALID_OPTION_VALUE,
            "must be false or true", "stick-yes"),
    refusal(options(super_euchre=None), Code.INVALID_OPTION_VALUE, r"\(got null\)",
            "super-euchre-null"),
    refusal(options("british", benny_card="3S"), Code.INVALID_OPTION_VALUE,
            'benny_card must be null or "2S"', "benny-3S"),
    refusal(options("british", deck=24), Code.INVALID_OPTION_VALUE,
            "In British Euchre, deck is always 25", "british-deck-24"),
    refusal(options("british", canadian_loner=False), Code.INVALID_OPTION_VALUE,
            "canadian_loner is always true", "british-canadian-loner-off"),
    refusal(options("british", defend_alone=False), Code.INVALID_OPTION_VALUE,
            "defend_alone is always true", "british-defend-alone-off"),
    refusal(lambda: rules_for("north_american", target=0), Code.INVALID_TARGET,
            "The target must be a whole number of points from 1 to 1000", "target-0"),
    refusal(lambda: rules_for("british", target=-5), Code.INVALID_TARGET,
            "usually played to 11", "target-negative"),
    refusal(lambda: rules_for("north_american", target=1001), Code.INVALID_TARGET,
            "from 1 to 1000", "target-1001"),
    refusal(lambda: rules_for("north_american", target="10"), Code.INVALID_TARGET,
            "whole number", "target-string"),
    refusal(lambda: rules_for("north_american", target=10.5), Code.INVALID_TARGET,
            "whole number", "target-float"),
    refusal(lambda: rules_for("north_american", target=True), Code.INVALID_TARGET,
            "whole number", "target-boolean"),
    refusal(lambda: game_at(NA, 0, [1]), Code.INVALID_SCORE,
            "score is the points of team 0 and team 1", "score-one-number"),
    refusal(lambda: replay(NA, 0, [LONE_MARCH] * 4), Code.GAME_WOULD_END_EARLY,
            "Hand 3 would now win the game to 10 for seats 1 and 3, but 1 more hand",
            "edit-ends-the-game-early"),
    refusal(lambda: game_at(NA, 0, [1, 2, 3]), Code.INVALID_SCORE, "team 0 and team 1",
            "score-three-numbers"),
    refusal(lambda: game_at(NA, 0, [-1, 0]), Code.INVALID_SCORE, "team 0 and team 1",
            "score-negative"),
    refusal(lambda: game_at(NA, 0, [True, 0]), Code.INVALID_SCORE, "team 0 and team 1",
            "score-boolean"),
    refusal(lambda: game_at(NA, 0, [1.5, 0]), Code.INVALID_SCORE, "team 0 and team 1",
            "score-float"),
    refusal(lambda: game_at(NA, 0, "ab"), Code.INVALID_SCORE, "team 0 and team 1",
            "score-string"),
    refusal(lambda: check_match("best_of", 4), Code.MATCH_FORMAT_INVALID, "best_of 3, 5 or 7",
            "match-best-of-4"),
    refusal(lambda: game_at(NA, 0, {"0": 1, "1": 2}), Code.INVALID_SCORE, "team 0 and team 1",
            "score-object"),
    # Seating a tournament (docs/rotations.md; more in tests/scoring/rotations/)
    refusal(lambda: schedule(range(10)), Code.TOURNAMENT_ROUNDS_REQUIRED,
            "needs its number of rounds", "tournament-10-without-rounds"),
    refusal(lambda: schedule(range(12), 0), Code.TOURNAMENT_ROUNDS_INVALID, "1 to 100 rounds",
            "tournament-no-rounds"),
    refusal(lambda: schedule(range(3), 5), Code.TOURNAMENT_PLAYER_COUNT, "4 to 200 players",
            "tournament-3-players"),
    refusal(lambda: schedule([1, 2, 3, 4, 1], 5), Code.TOURNAMENT_PLAYER_TWICE,
            "listed twice", "tournament-player-twice"),
    refusal(lambda: schedule(range(12), 5, short_tables="sit_out"),
            Code.TOURNAMENT_SHORT_TABLES_INVALID, '"bye" or "three_handed"',
            "tournament-short-tables"),
]  # fmt: skip


@pytest.mark.parametrize(("call", "code", "pattern"), REFUSALS)
def test_refused_with_code_and_rule(call, code, pattern):
    error = refused(code, pattern, call)
    assert error.conflict is (code in {Code.GAME_ALREADY_OVER, Code.GAME_WOULD_END_EARLY})


def test_every_reason_code_has_a_row():
    tested = {param.values[1] for param in REFUSALS}
    assert tested == set(Code)


def test_a_finished_game_is_a_conflict_not_bad_input():
    error = refused(Code.GAME_ALREADY_OVER, "No more hands", hand(before=(10, 0)))
    assert error.conflict is True
    assert "seats 0 and 2 reached 10" in error.message


@pytest.mark.parametrize(
    ("call", "field"),
    [
        (hand(maker_tricks=9), "maker_tricks"),
        (hand(upcard="ZZ"), "upcard"),
        (hand(round=1, upcard="9S"), "trump"),
        (hand(maker_loner=0), "maker_loner"),
        (hand(defender_loner=1), "defender_loner"),
        (legal(["ZZ"]), "hand"),
        (legal(["AS"], led="ZZ"), "led"),
        (trick([(0, "AS"), (1, "ZZ")]), "plays"),
        (options(deck=40), "options.deck"),
        (lambda: rules_for("north_american", {"deck": 40}, options_field=""), "deck"),
        (lambda: rules_for("north_american", ["deck"]), "options"),
        (lambda: rules_for("north_american", target=0), "target"),
    ],
)
def test_a_refusal_names_the_field_that_broke_the_rule(call, field):
    with pytest.raises(RuleViolation) as caught:
        call()
    assert caught.value.field == field


def test_an_edit_to_a_passed_out_deal_takes_its_play_away():
    played = HandRecord(maker=1, round=2, trump="spades", maker_loner=1, maker_tricks=5)
    assert amend(played, {"maker": None}) == HandRecord(round=2)
    assert amend(played, {"maker": None, "maker_tricks": 3}).maker_tricks == 3  # refused later
    assert amend(played, {"maker_tricks": 4}) == replace(played, maker_tricks=4)
