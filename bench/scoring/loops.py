"""The timed loops: each consumes every result into a checksum.

They are written out one by one on purpose: each kernel gets a call site of its own,
which CPython specialises for that kernel alone, and the floor is the trick-winner loop
to the letter with a function that does nothing.
"""

from scoring.cards import Card, Suit
from scoring.game import GameState, play_hand, score_row
from scoring.hands import HandRecord, ValidHand
from scoring.rules import Rules
from scoring.tricks import legal_mask, legal_plays, trick_winner, winning_card


def winner_kernel(work: list[tuple[Suit, tuple[Card, ...]]]) -> int:
    kernel = winning_card
    total = 0
    for trump, cards in work:
        total += kernel(trump, cards)
    return total


def _no_op(trump: Suit, cards: tuple[Card, ...]) -> int:
    return 1


def harness_floor(work: list[tuple[Suit, tuple[Card, ...]]]) -> int:
    """The trick-winner loop calling a function that does nothing: the cost of the loop and call."""
    kernel = _no_op
    total = 0
    for trump, cards in work:
        total += kernel(trump, cards)
    return total


def winner_api(work: list[tuple[Rules, str, list[tuple[int, str]]]]) -> int:
    api = trick_winner
    total = 0
    for rules, trump, plays in work:
        result = api(rules, trump, plays)
        total += result.winning_card + len(result.explanation)
    return total


def legal_kernel(work: list[tuple[Suit, Card, int]]) -> int:
    kernel = legal_mask
    total = 0
    for trump, led, hand_mask in work:
        total += kernel(trump, led, hand_mask)
    return total


def legal_api(work: list[tuple[Rules, str, str, list[str]]]) -> int:
    api = legal_plays
    total = 0
    for rules, trump, led, hand in work:
        result = api(rules, trump, led, hand)
        total += len(result.legal) + len(result.explanation)
    return total


def score_kernel(work: list[tuple[Rules, ValidHand]]) -> int:
    kernel = score_row
    total = 0
    for rules, hand in work:
        total += kernel(rules, hand).points
    return total


def score_api(work: list[tuple[Rules, GameState, HandRecord]]) -> int:
    api = play_hand
    total = 0
    for rules, state, record in work:
        result = api(rules, state, record)
        total += result.points + len(result.explanation)
    return total


KERNELS = {
    "trick winner": (winner_kernel, "tricks.winning_card"),
    "legal plays": (legal_kernel, "tricks.legal_mask"),
    "scoring": (score_kernel, "game.score_row"),
}
APIS = {
    "trick winner": (winner_api, "tricks.trick_winner"),
    "legal plays": (legal_api, "tricks.legal_plays"),
    "scoring": (score_api, "game.play_hand"),
}
