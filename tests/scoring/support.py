"""Helpers for the rules-core tests, and an independent card ranking to check it against.

The ranking here is written from docs/rules.md §1.1 on purpose without importing
``scoring.ranking``: it works on card names ("JD", "10H", "JOKER") and rank lists,
so a mistake in the core's integer tables cannot hide behind the same mistake here.
"""

import re

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

from scoring import HandRecord, RuleViolation, game_at, get_variant, play_hand, rules_for

# --- the rulebook's ranking (docs/rules.md §1.1), written out by hand -------------------------

SUITS = "SHDC"
SAME_COLOUR = {"S": "C", "C": "S", "H": "D", "D": "H"}
SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
#: Trump, highest first: the joker, the right bower, the left bower, then A down to 7.
TRUMP_RANKS = ["JOKER", "RIGHT", "LEFT", "A", "K", "Q", "10", "9", "8", "7"]
#: Any other suit, highest first (the left bower's suit has simply lost its jack).
PLAIN_RANKS = ["A", "K", "Q", "J", "10", "9", "8", "7"]

DECK_24 = [rank + suit for suit in SUITS for rank in ("9", "10", "J", "Q", "K", "A")]
DECK_32 = [rank + suit for suit in SUITS for rank in ("7", "8", "9", "10", "J", "Q", "K", "A")]
DECK_25 = [*DECK_24, "JOKER"]
DECK_33 = [*DECK_32, "JOKER"]
DECKS = {24: DECK_24, 25: DECK_25, 32: DECK_32, 33: DECK_33}


def rank_of(card: str) -> str:
    return card[:-1]


def oracle_suit(card: str, trump: str) -> str:
    """The suit a card belongs to once ``trump`` (a letter) is named."""
    if card == "JOKER" or card == "J" + SAME_COLOUR[trump]:
        return trump
    return card[-1]


def oracle_trump_rank(card: str, trump: str) -> str:
    if card == "JOKER":
        return "JOKER"
    if card == "J" + trump:
        return "RIGHT"
    if card == "J" + SAME_COLOUR[trump]:
        return "LEFT"
    return rank_of(card)


def oracle_strength(card: str, trump: str, led_suit: str) -> tuple[int, int]:
    """Bigger wins: any trump beats the suit led, which beats a card that did not follow."""
    suit = oracle_suit(card, trump)
    if suit == trump:
        return (2, -TRUMP_RANKS.index(oracle_trump_rank(card, trump)))
    if suit == led_suit:
        return (1, -PLAIN_RANKS.index(rank_of(card)))
    return (0, 0)


def oracle_winner(cards: list[str], trump: str) -> str:
    led_suit = oracle_suit(cards[0], trump)
    return max(cards, key=lambda card: oracle_strength(card, trump, led_suit))


def oracle_follows(card: str, led: str, trump: str) -> bool:
    return oracle_suit(card, trump) == oracle_suit(led, trump)


# --- the core, called the way a client calls it --------------------------------------------

VARIANT_KEYS = ("north_american", "british", "two_handed", "railroad", "three_handed")

#: Seat 1 names hearts in round 2 after the 9S was turned down, and the makers take 3 tricks.
VALID_HAND = {"maker": 1, "round": 2, "upcard": "9S", "trump": "hearts", "maker_tricks": 3}

#: Hypothesis settings for the property tests: no deadline (the first call builds tables).
PROPERTY = settings(deadline=None, max_examples=150, suppress_health_check=[HealthCheck.too_slow])


@st.composite
def any_rules(draw, variants=VARIANT_KEYS):
    """A variant with some of its house rules chosen, and perhaps a target."""
    variant = get_variant(draw(st.sampled_from(variants)))
    options = {
        spec.key: draw(st.sampled_from(spec.choices))
        for spec in variant.options
        if not spec.fixed and draw(st.booleans())
    }
    return rules_for(variant.key, options, draw(st.none() | st.integers(1, 15)))


def make_rules(variant: str = "north_american", target: int | None = None, **options):
    return rules_for(variant, options, target)


def score_hand(rules, record: HandRecord, *, dealer: int = 0, before=None):
    """Score one hand for a game at ``before`` (by team) with ``dealer`` to deal."""
    return play_hand(rules, game_at(rules, dealer, before), record)


def refused(code, pattern: str, call, *args, **kwargs) -> RuleViolation:
    """Call, and check it breaks the rule ``code`` with a message saying ``pattern``."""
    with pytest.raises(RuleViolation) as caught:
        call(*args, **kwargs)
    error = caught.value
    assert type(error) is RuleViolation
    assert error.code is code, f"{error.code} ({error.message})"
    assert re.search(pattern, error.message, re.IGNORECASE), error.message
    assert str(error) == error.message
    return error


def names(deck, cards) -> list[str]:
    return [deck.name(card) for card in cards]
