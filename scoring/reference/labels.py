"""Cards, ranking lists, scoring-table rows and house-rule values as a page shows them."""

from dataclasses import dataclass

from ..cards import JOKER, RANK_WORDS, Card, Deck, Suit, card_rank, card_suit
from ..ranking import plain_order, trump_order
from ..rules import Rules
from ..table import Row
from ..words import ENGLISH, Words, gettext_noop

#: Each card in words, as a screen reader says it: by suit label and rank (7 is 0, ace 7).
CARD_WORDS = {
    ("spades", 0): gettext_noop("seven of spades"),
    ("spades", 1): gettext_noop("eight of spades"),
    ("spades", 2): gettext_noop("nine of spades"),
    ("spades", 3): gettext_noop("ten of spades"),
    ("spades", 4): gettext_noop("jack of spades"),
    ("spades", 5): gettext_noop("queen of spades"),
    ("spades", 6): gettext_noop("king of spades"),
    ("spades", 7): gettext_noop("ace of spades"),
    ("hearts", 0): gettext_noop("seven of hearts"),
    ("hearts", 1): gettext_noop("eight of hearts"),
    ("hearts", 2): gettext_noop("nine of hearts"),
    ("hearts", 3): gettext_noop("ten of hearts"),
    ("hearts", 4): gettext_noop("jack of hearts"),
    ("hearts", 5): gettext_noop("queen of hearts"),
    ("hearts", 6): gettext_noop("king of hearts"),
    ("hearts", 7): gettext_noop("ace of hearts"),
    ("diamonds", 0): gettext_noop("seven of diamonds"),
    ("diamonds", 1): gettext_noop("eight of diamonds"),
    ("diamonds", 2): gettext_noop("nine of diamonds"),
    ("diamonds", 3): gettext_noop("ten of diamonds"),
    ("diamonds", 4): gettext_noop("jack of diamonds"),
    ("diamonds", 5): gettext_noop("queen of diamonds"),
    ("diamonds", 6): gettext_noop("king of diamonds"),
    ("diamonds", 7): gettext_noop("ace of diamonds"),
    ("clubs", 0): gettext_noop("seven of clubs"),
    ("clubs", 1): gettext_noop("eight of clubs"),
    ("clubs", 2): gettext_noop("nine of clubs"),
    ("clubs", 3): gettext_noop("ten of clubs"),
    ("clubs", 4): gettext_noop("jack of clubs"),
    ("clubs", 5): gettext_noop("queen of clubs"),
    ("clubs", 6): gettext_noop("king of clubs"),
    ("clubs", 7): gettext_noop("ace of clubs"),
}


@dataclass(frozen=True)
class CardLabel:
    """A card as a page shows it: "JH", "J" ("B" on German cards), "♥", "H", "jack of
    hearts"."""

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


def card_label(deck: Deck, card: Card, words: Words = ENGLISH) -> CardLabel:
    name = deck.name(card)
    if card == JOKER:
        if name == "JOKER":
            said = words.gettext(gettext_noop("the joker"))
        else:
            said = words.gettext(gettext_noop("the joker (%(card)s, the Benny)")) % {"card": name}
        shown = words.gettext(gettext_noop("Joker")) if name == "JOKER" else name
        return CardLabel(name, shown, "★", "", said, "joker")
    suit = card_suit(card)
    rank = words.rank(name[:-1])  # as the reader's cards print it; ``name`` is the API's
    said = CARD_WORDS.get((suit.label, card_rank(card)))
    return CardLabel(
        name,
        rank,
        suit.symbol,
        suit.letter,
        words.gettext(said) if said else f"{RANK_WORDS[card_rank(card)]} of {suit.label}",
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


def deck_by_suit(rules: Rules, words: Words = ENGLISH) -> list[tuple[str, list[CardLabel]]]:
    """The deck for a card picker: each suit ace down, then the joker."""
    deck = rules.deck
    groups = [
        (suit.label, [card_label(deck, c, words) for c in sorted(
            (c for c in deck.cards if c != JOKER and card_suit(c) == suit),
            key=card_rank, reverse=True,
        )])
        for suit in Suit
    ]  # fmt: skip
    if deck.has_joker:
        groups.append(("joker", [card_label(deck, JOKER, words)]))
    return groups


def tricks_label(row: Row) -> str:
    """The makers' tricks a row covers: "3–4", "5", "0–2"."""
    low, high = min(row.tricks), max(row.tricks)
    return str(low) if low == high else f"{low}–{high}"


LONER_WORDS = {True: gettext_noop("yes"), False: gettext_noop("no"), None: gettext_noop("either")}
VALUE_WORDS = {True: gettext_noop("on"), False: gettext_noop("off"), None: gettext_noop("none")}


def loner_label(required: bool | None, words: Words = ENGLISH) -> str:
    return words.gettext(LONER_WORDS[required])


def value_text(value: object, words: Words = ENGLISH) -> str:
    """A house rule's value in words: on, off, none, 32."""
    if value is None or isinstance(value, bool):
        return words.gettext(VALUE_WORDS[value])
    return str(value)
