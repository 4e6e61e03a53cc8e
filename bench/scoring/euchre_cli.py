"""euchre-cli 0.7.0, when installed: an adapter to its card objects and rule functions,
its timed loops, and how far its answers agree with ours on the whole workload."""

import importlib
from collections.abc import Callable, Sequence

from scoring.cards import Card, Suit, card_name, card_rank, card_suit
from scoring.ranking import left_bower
from scoring.tricks import legal_mask, winning_card

from .workload import Follow, Trick

EUCHRE_CLI = "euchre-cli"
EUCHRE_CLI_VERSION = "0.7.0"


class EuchreCli:
    """An adapter to euchre-cli 0.7.0's objects and rule functions.

    euchre-cli compares suits, and cards in a hand, by identity (no ``__eq__``),
    as its game does with one deck's objects; so every card and the trump are
    drawn from one set of instances made here, never built per call.
    """

    SUITS = {
        Suit.SPADES: ("Spade", "Black"),
        Suit.HEARTS: ("Heart", "Red"),
        Suit.DIAMONDS: ("Diamond", "Red"),
        Suit.CLUBS: ("Club", "Black"),
    }
    FACES = {2: "Nine", 3: "Ten", 4: "Jack", 5: "Queen", 6: "King", 7: "Ace"}

    def __init__(self, deck: Sequence[Card]):
        abstract = importlib.import_module("euchre.abstract")
        rule_util = importlib.import_module("euchre.util.rule_util")
        self.trick_winner = rule_util.trick_winner
        self.valid_play = rule_util.valid_play
        self.suits = {ours: abstract.Suit(*theirs) for ours, theirs in self.SUITS.items()}
        faces = {rank: abstract.Face(name, rank + 7) for rank, name in self.FACES.items()}
        self.cards = {
            card: abstract.Card(self.suits[card_suit(card)], faces[card_rank(card)])
            for card in deck
        }
        team = abstract.Team("bench")
        #: Player i stands for the i-th card of a trick; its name is that index.
        self.players = [abstract.Player(i, team) for i in range(4)]

    def tricks(self, tricks: Sequence[Trick]) -> list[tuple[object, list[object]]]:
        return [(self.suits[t.trump], [self.cards[c] for c in t.cards]) for t in tricks]

    def follows(self, follows: Sequence[Follow]) -> list[tuple[object, list[object], list[object]]]:
        return [
            (self.suits[f.trump], [self.cards[f.led]], [self.cards[c] for c in f.hand])
            for f in follows
        ]

    def winner_loop(self) -> Callable[[list], int]:
        def theirs_trick_winner(work: list) -> int:
            players, judge = self.players, self.trick_winner
            total = 0
            for trump, played in work:
                total += judge(players, played, trump).name
            return total

        return theirs_trick_winner

    def legal_loop(self) -> Callable[[list], int]:
        def theirs_valid_play(work: list) -> int:
            valid = self.valid_play
            total = 0
            for trump, played, hand in work:
                for card in hand:
                    total += valid(card, hand, played, trump)
            return total

        return theirs_valid_play

    def winner_index(self, trump: object, played: list) -> int:
        return self.trick_winner(self.players, played, trump).name

    def legal_flags(self, trump: object, played: list, hand: list) -> list[bool]:
        return [self.valid_play(card, hand, played, trump) for card in hand]


def load_euchre_cli(deck: Sequence[Card]) -> tuple[EuchreCli | None, str]:
    """The adapter, or None and why not."""
    from importlib import metadata

    try:
        version = metadata.version(EUCHRE_CLI)
    except metadata.PackageNotFoundError:
        return None, (
            f"{EUCHRE_CLI} is not installed: comparison skipped "
            f"(pip install {EUCHRE_CLI}=={EUCHRE_CLI_VERSION} to run it)."
        )
    try:
        adapter = EuchreCli(deck)
    except Exception as error:  # an import error of its own dependencies, an API change
        return None, f"{EUCHRE_CLI} {version} is installed but could not be loaded ({error!r})."
    note = f"{EUCHRE_CLI} {version}"
    if version != EUCHRE_CLI_VERSION:
        note += f" (the adapter was written for {EUCHRE_CLI_VERSION})"
    return adapter, note


def _names(cards: Sequence[Card], flags: Sequence[bool] | None = None) -> str:
    return " ".join(card_name(c) for i, c in enumerate(cards) if flags is None or flags[i])


def _disagreements(label: str, found: list[str], total: int, show: int) -> list[str]:
    lines = [f"  {label}: {len(found):,} of {total:,} disagree"]
    lines += [f"    {line}" for line in found[:show]]
    if len(found) > show:
        lines.append(f"    ... and {len(found) - show:,} more")
    return lines


def agreement(
    adapter: EuchreCli, tricks: list[Trick], follows: list[Follow], show: int
) -> list[str]:
    """Every trick and hand of the workload judged by both, outside any timing.

    The left bower is where a rules difference would show (it follows trump,
    not its printed suit), so how often the workload holds one is counted too.
    """
    bowers = {trump: left_bower(trump) for trump in Suit}
    led = sum(t.cards[0] == bowers[t.trump] for t in tricks)
    played = sum(bowers[t.trump] in t.cards for t in tricks)
    held = [f for f in follows if bowers[f.trump] in f.hand]
    printed = sum(card_suit(f.led) == card_suit(bowers[f.trump]) for f in held)
    lines = [
        f"  the left bower is played in {played:,} tricks (led in {led:,}) and held in "
        f"{len(held):,} hands ({printed:,} of them to a lead of its printed suit)"
    ]
    found = []
    for trick, (trump, played) in zip(tricks, adapter.tricks(tricks), strict=True):
        mine = trick.cards.index(winning_card(trick.trump, trick.cards))
        other = adapter.winner_index(trump, played)
        if mine != other:
            found.append(
                f"trump {trick.trump.label}, {_names(trick.cards)}: "
                f"ours {card_name(trick.cards[mine])}, theirs {card_name(trick.cards[other])}"
            )
    lines += _disagreements("trick winner", found, len(tricks), show)
    found = []
    for follow, (trump, played, hand) in zip(follows, adapter.follows(follows), strict=True):
        mask = legal_mask(follow.trump, follow.led, sum(1 << c for c in follow.hand))
        mine = [bool(mask >> c & 1) for c in follow.hand]
        other = adapter.legal_flags(trump, played, hand)
        if mine != other:
            found.append(
                f"trump {follow.trump.label}, {card_name(follow.led)} led, hand "
                f"{_names(follow.hand)}: ours {_names(follow.hand, mine)}, "
                f"theirs {_names(follow.hand, other)}"
            )
    return lines + _disagreements("legal plays", found, len(follows), show)


THEIR_SIZE = 10_000
THEIRS = {"trick winner": "rule_util.trick_winner", "legal plays": "rule_util.valid_play"}


def their_cases(adapter: EuchreCli, tricks: list[Trick], follows: list[Follow]) -> dict:
    """euchre-cli's timed loops over the first THEIR_SIZE items, in its own objects."""
    return {
        f"theirs {q}": (loop, work[:THEIR_SIZE])
        for q, loop, work in (
            ("trick winner", adapter.winner_loop(), adapter.tricks(tricks)),
            ("legal plays", adapter.legal_loop(), adapter.follows(follows)),
        )
    }
