"""Cards, ranking lists, scoring-table rows and house-rule values as a page shows them."""

from dataclasses import dataclass

from ..cards import JOKER, RANK_WORDS, Card, Deck, Suit, card_rank, card_suit
from ..ranking import plain_order, trump_order
from ..rules import Rules
from ..table import Row


@dataclass(frozen=True)
class CardLabel:
    """A card as a page shows it: "JH", "J", "♥", "H", "jack of hearts"."""

    name: str
    rank: str
    symbol: str
    letter: str
    words: str
    suit: str


@dataclass(frozen=True)
class Ranking:
    trump: tuple[str, ...]
    plain: dict[str, tuple[str, ...]]


def card_label(deck: Deck, card: Card) -> CardLabel:
    name = deck.name(card)
    if card == JOKER:
        words = "the joker" if name == "JOKER" else f"the joker ({name}, the Benny)"
        return CardLabel(name, "Joker" if name == "JOKER" else name, "★", "", words, "joker")
    suit = card_suit(card)
    rank = name[:-1]
    return CardLabel(
        name,
        rank,
        suit.symbol,
        suit.letter,
        f"{RANK_WORDS[card_rank(card)]} of {suit.label}",
        suit.label,
    )


def ranking(rules: Rules, trump: object) -> Ranking:
    """Trump high to low, and each other suit high to low (the left bower has left it)."""
    deck, trump = rules.deck, Suit.parse(trump)
    return Ranking(
        trump=tuple(deck.name(card) for card in trump_order(trump, deck)),
        plain={
            suit.label: tuple(deck.name(card) for card in plain_order(suit, trump, deck))
            for suit in Suit
            if suit != trump
        },
    )


def deck_by_suit(rules: Rules) -> list[tuple[str, list[CardLabel]]]:
    """The deck for a card picker: each suit ace down, then the joker."""
    deck = rules.deck
    groups = [
        (suit.label, [card_label(deck, c) for c in sorted(
            (c for c in deck.cards if c != JOKER and card_suit(c) == suit),
            key=card_rank, reverse=True,
        )])
        for suit in Suit
    ]  # fmt: skip
    if deck.has_joker:
        groups.append(("joker", [card_label(deck, JOKER)]))
    return groups


def tricks_label(row: Row) -> str:
    """The makers' tricks a row covers: "3–4", "5", "0–2"."""
    low, high = min(row.tricks), max(row.tricks)
    return str(low) if low == high else f"{low}–{high}"


def loner_label(required: bool | None) -> str:
    return {True: "yes", False: "no", None: "either"}[required]


def value_text(value: object) -> str:
    """A house rule's value in words: on, off, none, 32."""
    if value is None or isinstance(value, bool):
        return {True: "on", False: "off", None: "none"}[value]
    return str(value)
