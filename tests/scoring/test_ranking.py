"""Card ranking for every trump and deck (docs/rules.md §1.1), as the API's ranking lists
show it."""

import pytest

from scoring import Suit, parse_card, plain_order, trump_order
from scoring.ranking import bower_name
from tests.scoring.support import SAME_COLOUR, SUIT_NAMES, SUITS, make_rules, names

RULES_BY_DECK = {
    24: make_rules(),
    32: make_rules(deck=32),
    25: make_rules("british"),
}

# docs/rules.md §1.1, column by column: "left" is the jack of the same colour, "J" the jack
# of trump.
TRUMP_TEMPLATE = {
    24: ["J", "left", "A", "K", "Q", "10", "9"],
    32: ["J", "left", "A", "K", "Q", "10", "9", "8", "7"],
    25: ["JOKER", "J", "left", "A", "K", "Q", "10", "9"],
}
SAME_COLOUR_TEMPLATE = {
    24: ["A", "K", "Q", "10", "9"],
    32: ["A", "K", "Q", "10", "9", "8", "7"],
    25: ["A", "K", "Q", "10", "9"],
}
OTHER_COLOUR_TEMPLATE = {
    24: ["A", "K", "Q", "J", "10", "9"],
    32: ["A", "K", "Q", "J", "10", "9", "8", "7"],
    25: ["A", "K", "Q", "J", "10", "9"],
}


def spelled(template: list[str], suit: str) -> list[str]:
    """The template's cards in ``suit``: "left" is the jack of the same colour."""
    cards = []
    for rank in template:
        if rank == "JOKER":
            cards.append("JOKER")
        elif rank == "left":
            cards.append("J" + SAME_COLOUR[suit])
        else:
            cards.append(rank + suit)
    return cards


EVERY_DECK_AND_TRUMP = [
    pytest.param(size, trump, id=f"{size}-cards-{SUIT_NAMES[trump]}")
    for size in (24, 32, 25)
    for trump in SUITS
]


@pytest.mark.parametrize(("size", "trump"), EVERY_DECK_AND_TRUMP)
def test_trump_ranking(size, trump):
    deck = RULES_BY_DECK[size].deck
    assert names(deck, trump_order(Suit.parse(trump), deck)) == spelled(TRUMP_TEMPLATE[size], trump)


@pytest.mark.parametrize(("size", "trump"), EVERY_DECK_AND_TRUMP)
def test_plain_suit_rankings(size, trump):
    deck = RULES_BY_DECK[size].deck
    for suit in SUITS.replace(trump, ""):
        expected = (
            SAME_COLOUR_TEMPLATE[size]
            if suit == SAME_COLOUR[trump]
            else OTHER_COLOUR_TEMPLATE[size]
        )
        shown = names(deck, plain_order(Suit.parse(suit), Suit.parse(trump), deck))
        assert shown == spelled(expected, suit), suit


@pytest.mark.parametrize(("size", "trump"), EVERY_DECK_AND_TRUMP)
def test_rankings_hold_every_card_once(size, trump):
    deck = RULES_BY_DECK[size].deck
    trump_suit = Suit.parse(trump)
    ranked = trump_order(trump_suit, deck)
    for suit in Suit:
        if suit is not trump_suit:
            ranked += plain_order(suit, trump_suit, deck)
    assert sorted(ranked) == sorted(deck.cards)


def test_worked_example_hearts_in_british_euchre():
    """docs/rules.md §1.1: with hearts trump, JD is a heart, above AH, below JH and the joker."""
    deck = RULES_BY_DECK[25].deck
    hearts = Suit.HEARTS
    assert names(deck, trump_order(hearts, deck)) == [
        "JOKER", "JH", "JD", "AH", "KH", "QH", "10H", "9H",
    ]  # fmt: skip
    assert names(deck, plain_order(Suit.DIAMONDS, hearts, deck)) == ["AD", "KD", "QD", "10D", "9D"]
    assert names(deck, plain_order(Suit.SPADES, hearts, deck)) == [
        "AS", "KS", "QS", "JS", "10S", "9S",
    ]  # fmt: skip


def test_benny_card_is_shown_as_2S_at_the_top_of_trump():
    deck = make_rules("british", benny_card="2S").deck
    assert names(deck, trump_order(Suit.CLUBS, deck)) == [
        "2S", "JC", "JS", "AC", "KC", "QC", "10C", "9C",
    ]  # fmt: skip
    assert "JOKER" not in names(deck, deck.cards)


@pytest.mark.parametrize(
    ("card", "trump", "name"),
    [
        ("JH", "hearts", "the right bower"),
        ("JD", "hearts", "the left bower"),
        ("JOKER", "hearts", "the joker"),
        ("JS", "hearts", ""),
        ("AH", "hearts", ""),
    ],
)
def test_bower_names(card, trump, name):
    assert bower_name(parse_card(card), Suit.parse(trump)) == name
