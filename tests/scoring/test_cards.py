"""Card notation (docs/api.md, docs/rules.md §1), suits, decks and the effective suit of
bowers and joker."""

import pytest

from scoring import JOKER, Code, Suit, card_name, effective_suit, parse_card
from scoring.cards import CARD_COUNT
from tests.scoring.support import DECK_24, DECK_25, DECK_32, SAME_COLOUR, make_rules, refused

NA, NA32, BRITISH = make_rules(), make_rules(deck=32), make_rules("british")
BENNY = make_rules("british", benny_card="2S")


@pytest.mark.parametrize(
    ("text", "shown"),
    [
        pytest.param("10H", "10H", id="ten-of-hearts"),
        pytest.param("10h", "10H", id="lower-case"),
        pytest.param(" 10h ", "10H", id="spaces-around"),
        pytest.param("TH", "10H", id="T-for-ten"),
        pytest.param("th", "10H", id="t-for-ten-lower-case"),
        pytest.param("jd", "JD", id="jack-of-diamonds"),
        pytest.param("As", "AS", id="mixed-case"),
        pytest.param("7c", "7C", id="seven"),
        pytest.param("joker", "JOKER", id="joker-lower-case"),
        pytest.param("JoKeR", "JOKER", id="joker-mixed-case"),
    ],
)
def test_notation_is_case_insensitive_and_output_has_one_form(text, shown):
    assert card_name(parse_card(text)) == shown


def test_every_card_reads_back_as_written():
    written = [*DECK_32, "JOKER"]
    assert sorted(card_name(parse_card(name)) for name in written) == sorted(written)
    assert len({parse_card(name) for name in written}) == CARD_COUNT


@pytest.mark.parametrize(
    "text",
    [
        pytest.param("", id="empty"),
        pytest.param("1H", id="rank-1"),
        pytest.param("11H", id="rank-11"),
        pytest.param("2S", id="two-without-benny"),
        pytest.param("JX", id="suit-X"),
        pytest.param("J", id="no-suit"),
        pytest.param("H", id="no-rank"),
        pytest.param("T", id="T-alone"),
        pytest.param("AHH", id="two-suits"),
        pytest.param("10 H", id="space-inside"),
        pytest.param("JOKERS", id="jokers"),
        pytest.param("Jack of hearts", id="words"),
        pytest.param(None, id="null"),
        pytest.param(10, id="number"),
        pytest.param(True, id="boolean"),
        pytest.param(["AH"], id="list"),
        pytest.param({"card": "AH"}, id="object"),
    ],
)
def test_what_is_not_a_card(text):
    refused(Code.UNKNOWN_CARD, r"rank \(7 8 9 10 J Q K A\) then the suit", parse_card, text)


@pytest.mark.parametrize(
    ("rules", "cards"),
    [
        pytest.param(NA, DECK_24, id="north-american-24"),
        pytest.param(NA32, DECK_32, id="north-american-32"),
        pytest.param(make_rules("two_handed"), DECK_24, id="two-handed-24"),
        pytest.param(BRITISH, DECK_25, id="british-25"),
    ],
)
def test_deck_holds_exactly_its_cards(rules, cards):
    deck = rules.deck
    assert deck.size == len(cards) == len(deck.cards)
    assert sorted(deck.name(card) for card in deck.cards) == sorted(cards)
    assert deck.has_joker is ("JOKER" in cards)


@pytest.mark.parametrize(
    ("rules", "text", "code", "pattern"),
    [
        pytest.param(NA, "7H", Code.CARD_NOT_IN_DECK, "not in the 24-card deck", id="seven-in-24"),
        pytest.param(NA, "8S", Code.CARD_NOT_IN_DECK, "nines to ace", id="eight-in-24"),
        pytest.param(BRITISH, "8S", Code.CARD_NOT_IN_DECK, "and the joker", id="eight-in-25"),
        pytest.param(NA, "JOKER", Code.JOKER_NOT_IN_DECK, "without a joker", id="joker-in-na"),
        pytest.param(NA32, "JOKER", Code.JOKER_NOT_IN_DECK, "without a joker", id="joker-in-32"),
        pytest.param(
            NA,
            "2S",
            Code.CARD_NOT_IN_DECK,
            r"^2S is not in the 24-card deck \(nines to ace\)\.$",
            id="two-in-24",
        ),
        pytest.param(
            BRITISH,
            "2s",
            Code.CARD_NOT_IN_DECK,
            r"\(nines to ace and the joker\)\. 2S is the joker only under the Benny card",
            id="benny-without-option",
        ),
        pytest.param(
            BRITISH, "6H", Code.CARD_NOT_IN_DECK, r"^6H is not in the 25-card deck", id="six"
        ),
        pytest.param(NA, "1S", Code.UNKNOWN_CARD, "not a card", id="no-such-rank"),
    ],
)
def test_a_card_outside_the_deck(rules, text, code, pattern):
    error = refused(code, pattern, rules.deck.parse, text, field="upcard")
    assert error.field == "upcard"


def test_sevens_and_eights_only_in_the_32_card_deck():
    assert NA32.deck.name(NA32.deck.parse("7h")) == "7H"


@pytest.mark.parametrize("text", ["2S", "2s", " 2S ", "JOKER"])
def test_benny_card_reads_as_the_joker_and_is_shown_as_2S(text):
    card = BENNY.deck.parse(text)
    assert card == JOKER
    assert BENNY.deck.name(card) == "2S"


def test_ten_and_T_are_the_same_card():
    refused(
        Code.DUPLICATE_CARD, "appears twice", NA.deck.parse_distinct, ["10H", "TH"], field="hand"
    )


@pytest.mark.parametrize(
    ("text", "suit"),
    [
        ("hearts", Suit.HEARTS),
        (" Hearts ", Suit.HEARTS),
        ("H", Suit.HEARTS),
        ("d", Suit.DIAMONDS),
        ("SPADES", Suit.SPADES),
        ("clubs", Suit.CLUBS),
        (Suit.CLUBS, Suit.CLUBS),
    ],
)
def test_suit_names_and_letters(text, suit):
    assert Suit.parse(text) is suit


@pytest.mark.parametrize("text", ["heart", "", "X", "trumps", None, 1, True, ["hearts"], {}])
def test_what_is_not_a_suit(text):
    refused(Code.INVALID_SUIT, "use spades, hearts, diamonds or clubs", Suit.parse, text)


def test_same_colour_suits():
    for suit in Suit:
        assert suit.same_colour.letter == SAME_COLOUR[suit.letter]
        assert suit.same_colour.same_colour is suit


@pytest.mark.parametrize(
    ("card", "trump", "suit"),
    [
        pytest.param("JH", "hearts", "hearts", id="right-bower-is-trump"),
        pytest.param("JD", "hearts", "hearts", id="left-bower-is-trump"),
        pytest.param("JH", "diamonds", "diamonds", id="left-bower-hearts-is-a-diamond"),
        pytest.param("JC", "spades", "spades", id="left-bower-clubs-is-a-spade"),
        pytest.param("JS", "clubs", "clubs", id="left-bower-spades-is-a-club"),
        pytest.param("JS", "hearts", "spades", id="other-colour-jack-keeps-its-suit"),
        pytest.param("JC", "diamonds", "clubs", id="other-colour-jack-clubs"),
        pytest.param("AD", "hearts", "diamonds", id="same-colour-ace-is-not-trump"),
        pytest.param("9H", "hearts", "hearts", id="plain-trump"),
        pytest.param("JOKER", "spades", "spades", id="joker-is-trump-spades"),
        pytest.param("JOKER", "diamonds", "diamonds", id="joker-is-trump-diamonds"),
    ],
)
def test_effective_suit(card, trump, suit):
    assert effective_suit(parse_card(card), Suit.parse(trump)) is Suit.parse(suit)
