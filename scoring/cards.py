"""Cards, suits and decks, with the notation of the API ("10H", "JD", "JOKER").

A card is a small integer: ``suit * 8 + rank`` with ranks 7..A as 0..7, and the
joker is 32. Small integers let ``ranking`` precompute every comparison.
"""

import re
from dataclasses import dataclass
from enum import IntEnum
from functools import cache

from .errors import Code, RuleViolation, shown
from .words import ENGLISH, Words, gettext_noop


class Suit(IntEnum):
    SPADES = 0
    HEARTS = 1
    DIAMONDS = 2
    CLUBS = 3

    @property
    def label(self) -> str:
        return self.name.lower()

    def plural(self, words: Words = ENGLISH) -> str:
        """The suit as prose names it: 'hearts' ("hearts are trump")."""
        return words.gettext(SUIT_NAMES[self])

    def singular(self, words: Words = ENGLISH) -> str:
        """One card of the suit: 'heart' ("the highest heart")."""
        return words.gettext(SUIT_SINGULAR[self])

    @property
    def letter(self) -> str:
        return self.name[0]

    @property
    def symbol(self) -> str:
        return "♠♥♦♣"[self]

    @property
    def same_colour(self) -> "Suit":
        """The other suit of this colour: spades with clubs, hearts with diamonds."""
        return Suit(3 - self)

    @classmethod
    def parse(cls, value: "str | Suit", *, field: str = "trump") -> "Suit":
        if isinstance(value, Suit):
            return value
        if isinstance(value, str):
            for suit in cls:
                if value.strip().lower() in (suit.label, suit.letter.lower()):
                    return suit
        raise RuleViolation(
            Code.INVALID_SUIT,
            gettext_noop("%(value)s is not a suit: use spades, hearts, diamonds or clubs."),
            params={"value": shown(value)},
            section="cards",
            field=field,
        )


#: The suits' names in prose (the API's keys are ``Suit.label``, never translated).
SUIT_NAMES = (
    gettext_noop("spades"),
    gettext_noop("hearts"),
    gettext_noop("diamonds"),
    gettext_noop("clubs"),
)
SUIT_SINGULAR = (
    gettext_noop("spade"),
    gettext_noop("heart"),
    gettext_noop("diamond"),
    gettext_noop("club"),
)


RANKS = ("7", "8", "9", "10", "J", "Q", "K", "A")
RANK_WORDS = ("seven", "eight", "nine", "ten", "jack", "queen", "king", "ace")
JACK = RANKS.index("J")
JOKER = 32
CARD_COUNT = 33

Card = int


def make_card(suit: Suit, rank: int) -> Card:
    return suit * 8 + rank


def card_suit(card: Card) -> Suit:
    return Suit(card >> 3)


def card_rank(card: Card) -> int:
    return card & 7


def card_name(card: Card) -> str:
    if card == JOKER:
        return "JOKER"
    return RANKS[card_rank(card)] + card_suit(card).letter


def card_words(card: Card) -> str:
    """'the jack of diamonds', for explanations."""
    if card == JOKER:
        return "the joker"
    return f"the {RANK_WORDS[card_rank(card)]} of {card_suit(card).label}"


def _symbol_name(name: str, words: Words = ENGLISH) -> str:
    """10H as 10♥, JD as J♦ (B♦ on German cards)."""
    return words.rank(name[:-1]) + Suit.parse(name[-1]).symbol


_BY_NAME = {card_name(card): card for card in range(CARD_COUNT)}
#: Cards of a full pack that no Euchre deck holds (2S may stand for the joker: a Benny).
_LOW_CARD = re.compile(r"[2-6][SHDC]")


def parse_card(text: object) -> Card:
    """Read a card written as the API writes it, case-insensitive, with ``T`` for ten."""
    if isinstance(text, str):
        name = text.strip().upper()
        if name[:1] == "T":
            name = "10" + name[1:]
        if name in _BY_NAME:
            return _BY_NAME[name]
    raise RuleViolation(
        Code.UNKNOWN_CARD,
        gettext_noop(
            "%(value)s is not a card: write the rank (7 8 9 10 J Q K A) then the suit "
            "(S H D C), e.g. 10H or JD; the joker is JOKER."
        ),
        params={"value": shown(text)},
        section="cards",
    )


@dataclass(frozen=True)
class Deck:
    """The cards in play: 24 (nine to ace), 32 (seven to ace), or either with the joker
    (25, 33)."""

    size: int
    cards: frozenset[Card]
    joker_name: str = "JOKER"

    @property
    def has_joker(self) -> bool:
        return JOKER in self.cards

    def name(self, card: Card) -> str:
        return self.joker_name if card == JOKER else card_name(card)

    def written(self, card: Card, words: Words = ENGLISH) -> str:
        """A card as an explanation writes it: J♦, 10♥, the joker (2♠ when a Benny), with
        the ranks the reader's cards print."""
        if card == JOKER:
            if self.joker_name != "JOKER":
                return words.gettext("the joker (%(card)s)") % {
                    "card": _symbol_name(self.joker_name, words)
                }
            return words.gettext("the joker")
        return _symbol_name(card_name(card), words)

    def parse(self, text: object, *, field: str = "card") -> Card:
        """A card of this deck; a benny card such as 2S reads as the joker."""
        name = text.strip().upper() if isinstance(text, str) else None
        if self.has_joker and name == self.joker_name:
            return JOKER
        try:
            card = parse_card(text)
        except RuleViolation as error:
            if name is not None and _LOW_CARD.fullmatch(name):  # a card, of no Euchre deck
                raise self._not_in_deck(name, field) from None
            error.field = field
            raise
        if card in self.cards:
            return card
        if card == JOKER:
            raise RuleViolation(
                Code.JOKER_NOT_IN_DECK,
                gettext_noop("This variant is played without a joker."),
                section="cards",
                field=field,
            )
        raise self._not_in_deck(card_name(card), field)

    def _not_in_deck(self, name: str, field: str) -> RuleViolation:
        if self.has_joker and name == "2S":
            message = gettext_noop(
                "%(card)s is not in the %(size)s-card deck (nines to ace and the joker). "
                "2S is the joker only under the Benny card house rule."
            )
        elif self.has_joker:
            message = gettext_noop(
                "%(card)s is not in the %(size)s-card deck (nines to ace and the joker)."
            )
        elif self.lowest_rank_name == "sevens":
            message = gettext_noop("%(card)s is not in the %(size)s-card deck (sevens to ace).")
        else:
            message = gettext_noop("%(card)s is not in the %(size)s-card deck (nines to ace).")
        return RuleViolation(
            Code.CARD_NOT_IN_DECK,
            message,
            params={"card": name, "size": self.size},
            section="cards",
            field=field,
        )

    @property
    def lowest_rank_name(self) -> str:
        return RANK_WORDS[min(card_rank(c) for c in self.cards if c != JOKER)] + "s"

    def parse_distinct(self, texts: list, *, field: str) -> list[Card]:
        cards = [self.parse(text, field=field) for text in texts]
        for i, card in enumerate(cards):
            if card in cards[:i]:
                raise RuleViolation(
                    Code.DUPLICATE_CARD,
                    gettext_noop("%(card)s appears twice; each card is in the deck once."),
                    params={"card": self.name(card)},
                    section="cards",
                    field=field,
                )
        return cards


def joker_in(size: int) -> bool:
    """A deck of 25 or 33 cards is one of 24 or 32 with the joker added."""
    return size % 2 == 1


@cache
def build_deck(size: int, *, benny_card: str | None = None) -> Deck:
    lowest = {24: RANKS.index("9"), 32: 0}[size - joker_in(size)]
    cards = {make_card(suit, rank) for suit in Suit for rank in range(lowest, len(RANKS))}
    if joker_in(size):
        cards.add(JOKER)
    return Deck(size=size, cards=frozenset(cards), joker_name=benny_card or "JOKER")
