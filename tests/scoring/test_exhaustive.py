"""Every trick, checked against the independent ranking in ``support`` (docs/rules.md §1.1, §1.2).

All ordered 4-card tricks of the 24-card deck for each trump (24*23*22*21 = 255,024 per
trump) and of railroad's 25 cards (24 and the joker: 303,600 per trump), all 3-card and
2-card tricks of the 25-, 32- and 33-card decks; and legal plays for every led
card and two-card hand of the 24- and 25-card decks. The core's
``winning_card`` is called on the integer cards; the expected winner comes from rank lists
keyed by card name, mapped to the integers once through the notation parser.
"""

from itertools import combinations, permutations
from math import perm

import pytest

from scoring import Suit, legal_plays, parse_card
from scoring.tricks import winning_card
from tests.scoring.support import (
    DECKS,
    SUIT_NAMES,
    SUITS,
    make_rules,
    oracle_follows,
    oracle_strength,
    oracle_suit,
)

RULES_BY_DECK = {
    24: make_rules(),
    25: make_rules("british"),
    32: make_rules(deck=32),
    33: make_rules("railroad", deck=33),
}


def check_every_trick(size: int, trump: str, players: int) -> int:
    """Compare every ordered trick of ``players`` cards; return how many were checked."""
    names = {parse_card(name): name for name in DECKS[size]}
    suit_of = {card: oracle_suit(name, trump) for card, name in names.items()}
    # strength[led suit][card]: the oracle's ranking, looked up rather than recomputed.
    strength = {
        led: {card: oracle_strength(name, trump, led) for card, name in names.items()}
        for led in SUITS
    }
    suit = Suit.parse(trump)
    checked, wrong = 0, []
    for trick in permutations(names, players):
        expected = max(trick, key=strength[suit_of[trick[0]]].__getitem__)
        if winning_card(suit, trick) != expected:
            wrong.append([names[card] for card in trick])
        checked += 1
    assert not wrong, f"{len(wrong)} tricks wrong with {SUIT_NAMES[trump]} trump, e.g. {wrong[:5]}"
    return checked


@pytest.mark.parametrize("trump", SUITS, ids=SUIT_NAMES.get)
def test_every_four_card_trick_of_the_24_card_deck(trump):
    assert check_every_trick(24, trump, 4) == 24 * 23 * 22 * 21 == 255_024


@pytest.mark.parametrize("trump", SUITS, ids=SUIT_NAMES.get)
def test_every_four_card_trick_of_railroad_with_the_joker(trump):
    assert check_every_trick(25, trump, 4) == 25 * 24 * 23 * 22 == 303_600


@pytest.mark.parametrize("players", [2, 3], ids=["two-cards", "three-cards"])
@pytest.mark.parametrize("size", [25, 32, 33], ids=["25-cards", "32-cards", "33-cards"])
@pytest.mark.parametrize("trump", SUITS, ids=SUIT_NAMES.get)
def test_every_short_trick_of_the_other_decks(trump, size, players):
    assert check_every_trick(size, trump, players) == perm(size, players)


@pytest.mark.parametrize("size", [24, 25, 33], ids=["24-cards", "25-cards", "33-cards"])
@pytest.mark.parametrize("trump", SUITS, ids=SUIT_NAMES.get)
def test_every_led_card_and_two_card_hand(trump, size):
    """legal_plays against the oracle for each led card and each pair of cards held."""
    rules, deck = RULES_BY_DECK[size], DECKS[size]
    wrong = []
    for led in deck:
        for hand in combinations([card for card in deck if card != led], 2):
            followers = [card for card in hand if oracle_follows(card, led, trump)]
            legal = legal_plays(rules, trump, led, list(hand)).legal
            if [rules.deck.name(card) for card in legal] != (followers or list(hand)):
                wrong.append((led, hand))
    assert not wrong, f"{len(wrong)} wrong with {SUIT_NAMES[trump]} trump, e.g. {wrong[:5]}"
