"""Throughput of the rules core: ``python -m scoring.bench``.

Three questions are timed, each at two levels, on a seeded random workload that
is generated before any clock starts:

* the trick winner: ``tricks.winning_card`` (kernel) and ``tricks.trick_winner``
  (public API: parses seats and card names, checks turns, explains);
* the legal plays: ``tricks.legal_mask`` (kernel) and ``tricks.legal_plays``;
* scoring a hand: ``game.score_row`` on an already validated hand (kernel) and
  ``game.play_hand`` (validates the record, scores it, explains, new state).

Each timed loop adds every result into a checksum that is printed, so no call
can be skipped; the garbage collector is off while the clock runs (as in
``timeit``) and the best of several repeats is reported.

When the PyPI package ``euchre-cli`` (0.7.0) is installed, the trick-winner and
legal-play workloads also run through its ``trick_winner`` and ``valid_play``,
converted to its card objects up front and timed in the same rounds as our
kernels, so the ratio holds under a changing load; their answers on the whole
workload are checked against ours and every disagreement is printed.
"""

from __future__ import annotations

import argparse
import gc
import importlib
import platform
import random
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from .cards import JOKER, Card, Suit, card_name, card_rank, card_suit
from .errors import RuleViolation
from .game import GameState, game_at, play_hand, score_row
from .hands import HandRecord, ValidHand, partner, team_of, validate_hand
from .ranking import left_bower
from .rules import Rules, rules_for
from .tricks import legal_mask, legal_plays, trick_winner, winning_card

SEED = 2026
#: The issue's targets for the kernels, in operations per second (pure Python, 2 cores).
TARGETS = {"trick winner": 5_000_000, "legal plays": 3_000_000, "scoring": 10_000_000}
EUCHRE_CLI = "euchre-cli"
EUCHRE_CLI_VERSION = "0.7.0"


# ---------------------------------------------------------------------------
# The workload, generated up front


@dataclass(frozen=True)
class Trick:
    trump: Suit
    seats: tuple[int, ...]
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class Follow:
    trump: Suit
    led: Card
    hand: tuple[Card, ...]


@dataclass(frozen=True)
class ScoredHand:
    rules: Rules
    state: GameState
    record: HandRecord
    valid: ValidHand


def _seats_for(rng: random.Random, count: int) -> tuple[int, ...]:
    """Seats in clockwise order for a trick of ``count`` cards at a four-player table."""
    if count == 4:
        leader = rng.randrange(4)
        return tuple((leader + k) % 4 for k in range(4))
    if count == 3:  # a lone player's partner sits out
        out = rng.randrange(4)
        leader = rng.choice([s for s in range(4) if s != out])
        return tuple(s for s in ((leader + k) % 4 for k in range(4)) if s != out)
    first = rng.randrange(4)  # two lone players, one on each team
    return (first, (first + rng.choice((1, 3))) % 4)


def make_tricks(rng: random.Random, deck: Sequence[Card], count: int) -> list[Trick]:
    """Random trump and 2 to 4 distinct cards, with the seats that played them."""
    suits = list(Suit)
    tricks = []
    for _ in range(count):
        size = rng.randint(2, 4)
        tricks.append(
            Trick(rng.choice(suits), _seats_for(rng, size), tuple(rng.sample(deck, size)))
        )
    return tricks


def make_follows(rng: random.Random, deck: Sequence[Card], count: int) -> list[Follow]:
    """Random trump, a hand of 1 to 5 cards and a led card that is not in it."""
    suits = list(Suit)
    follows = []
    for _ in range(count):
        led, *hand = rng.sample(deck, rng.randint(1, 5) + 1)
        follows.append(Follow(rng.choice(suits), led, tuple(hand)))
    return follows


def scoring_rules() -> list[Rules]:
    """The variants and house rules a scored hand is drawn from."""
    return [
        rules_for("north_american"),
        rules_for("north_american", {"stick_the_dealer": True, "super_euchre": True}),
        rules_for(
            "north_american",
            {"lone_maker_euchre_4": True, "lone_defender_euchre_4": True, "canadian_loner": True},
        ),
        rules_for("north_american", {"deck": 32, "no_loner_after_pass": True}),
        rules_for("british"),
        rules_for("two_handed"),
    ]


def _random_record(rng: random.Random, rules: Rules, dealer: int) -> HandRecord:
    players = rules.players
    deck = sorted(rules.deck.cards)
    upcard = rng.choice(deck)
    maker = rng.randrange(players)
    if upcard == JOKER:
        bidding_round, maker = None, dealer
        trump = rng.choice(list(Suit))
    else:
        bidding_round = rng.choice((1, 2))
        turned = card_suit(upcard)
        trump = turned if bidding_round == 1 else rng.choice([s for s in Suit if s != turned])
    maker_loner = defender_loner = None
    if rules.variant.lone_play:
        if rng.random() < 0.2:
            maker_loner = rng.choice((maker, partner(maker)))
        if rng.random() < 0.1:
            defender_loner = rng.choice([s for s in range(players) if team_of(s) != team_of(maker)])
    return HandRecord(
        maker=maker,
        round=bidding_round,
        trump=trump.label,
        upcard=rules.deck.name(upcard),
        maker_loner=maker_loner,
        defender_loner=defender_loner,
        maker_tricks=rng.randint(0, 5),
        dealer=dealer,
    )


def make_scored_hands(rng: random.Random, count: int) -> list[ScoredHand]:
    """Valid, played (not passed-out) hand records, each with a game in progress to score into.

    A random record that breaks a rule of its variant is drawn again, so every
    record is one the scorekeeper accepts.
    """
    all_rules = scoring_rules()
    hands = []
    while len(hands) < count:
        rules = rng.choice(all_rules)
        dealer = rng.randrange(rules.players)
        record = _random_record(rng, rules, dealer)
        try:
            valid = validate_hand(rules, record, dealer)
        except RuleViolation:
            continue
        score = [rng.randrange(rules.target) for _ in range(2)]
        hands.append(ScoredHand(rules, game_at(rules, dealer, score), record, valid))
    return hands


# ---------------------------------------------------------------------------
# The timed loops: each consumes every result into a checksum
#
# They are written out one by one on purpose: each kernel gets a call site of
# its own, which CPython specialises for that kernel alone, and the floor is the
# trick-winner loop to the letter with a function that does nothing.


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


@dataclass(frozen=True)
class Timing:
    ops: int
    best: float
    checksum: int

    @property
    def rate(self) -> float:
        return self.ops / self.best


def measure(cases: dict[str, tuple[Callable[[list], int], list]], rounds: int) -> dict[str, Timing]:
    """The best of ``rounds`` timed runs of each ``loop(work)``, with the GC off.

    The cases take turns, one run each per round, so a burst of load from
    another process on the machine falls on every case alike rather than
    on whichever case happened to be running.
    """
    times: dict[str, list[float]] = {key: [] for key in cases}
    checksums: dict[str, set[int]] = {key: set() for key in cases}
    enabled = gc.isenabled()
    gc.collect()
    gc.disable()
    try:
        for _ in range(rounds):
            for key, (loop, work) in cases.items():
                start = time.perf_counter()
                checksums[key].add(loop(work))
                times[key].append(time.perf_counter() - start)
    finally:
        if enabled:
            gc.enable()
    timings = {}
    for key, (_, work) in cases.items():
        if len(checksums[key]) != 1:
            raise AssertionError(f"{key} gave different checksums: {checksums[key]}")
        timings[key] = Timing(len(work), min(times[key]), checksums[key].pop())
    return timings


# ---------------------------------------------------------------------------
# euchre-cli, when installed


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


# ---------------------------------------------------------------------------
# Report


def _row(question: str, level: str, call: str, timing: Timing, note: str = "") -> str:
    return (
        f"{question:<13} {level:<10} {call:<29} {timing.rate:>13,.0f} {1e9 / timing.rate:>9,.0f}"
        f"  {note}"
    ).rstrip()


def _target(rate: float, target: int) -> str:
    return f"{target:>11,}  {'met' if rate >= target else 'MISSED'}"


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


def kernel_inputs(tricks: list[Trick], follows: list[Follow], scored: list[ScoredHand]) -> dict:
    """The kernels' arguments, built afresh in one pass each.

    The generators leave each trick's cards and each validated hand among the
    garbage of making it, spread over memory; copied here, they sit together
    as a caller's freshly made arguments would, and the timing measures the
    kernel rather than cache misses (scattered, the kernels ran 1.3x to 2.5x slower).
    """
    return {
        "trick winner": [(t.trump, (*t.cards,)) for t in tricks],
        "legal plays": [(f.trump, f.led, sum(1 << c for c in f.hand)) for f in follows],
        "scoring": [(h.rules, replace(h.valid)) for h in scored],
    }


def api_inputs(
    tricks: list[Trick], follows: list[Follow], scored: list[ScoredHand], rules: Rules
) -> dict:
    """The public API's arguments as a client sends them: names, not numbers."""
    return {
        "trick winner": [
            (
                rules,
                t.trump.label,
                [(s, card_name(c)) for s, c in zip(t.seats, t.cards, strict=True)],
            )
            for t in tricks
        ],
        "legal plays": [
            (rules, f.trump.label, card_name(f.led), [card_name(c) for c in f.hand])
            for f in follows
        ],
        "scoring": [(h.rules, h.state, h.record) for h in scored],
    }


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


def compare(
    theirs: dict[str, Timing], ours: dict[str, Timing], api: dict[str, Timing], calls: int
) -> list[str]:
    legal = theirs["legal plays"]
    lines = [
        f"the first {legal.ops:,} tricks and hands of the same workload (24-card deck: it has "
        "no joker and no 32-card deck), converted to its Card and Suit objects before timing "
        "and timed in the same rounds as our kernels; a legal-play op is a whole hand, one "
        f"valid_play call per card ({calls / legal.best:,.0f} calls/s)",
        "",
        f"{'question':<13} {'level':<10} {'call':<29} {'ops/s':>13} {'ns/op':>9}  ours / theirs",
    ]
    for question, call in THEIRS.items():
        rate = theirs[question].rate
        ratio = (
            f"kernel {ours[question].rate / rate:,.2f}x, full API {api[question].rate / rate:,.2f}x"
        )
        lines.append(_row(question, EUCHRE_CLI, call, theirs[question], ratio))
    lines.append("checksums: " + ", ".join(f"{q} {t.checksum}" for q, t in theirs.items()))
    return lines


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m scoring.bench", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--size", type=int, default=50_000, help="workload items per question")
    parser.add_argument(
        "--api-size", type=int, default=5_000, help="of which the full API runs the first N"
    )
    parser.add_argument(
        "--repeats", type=int, default=5, help="timed runs of each API loop (kernels: 7x as many)"
    )
    parser.add_argument("--show", type=int, default=10, help="disagreements printed in full")
    parser.add_argument("--no-compare", action="store_true", help=f"skip {EUCHRE_CLI}")
    args = parser.parse_args(argv)
    api_size = min(args.api_size, args.size)
    started = time.perf_counter()

    rng = random.Random(args.seed)
    north_american = rules_for("north_american")
    deck = sorted(north_american.deck.cards)  # the 24-card deck, nine to ace
    tricks = make_tricks(rng, deck, args.size)
    follows = make_follows(rng, deck, args.size)
    scored = make_scored_hands(rng, args.size)
    kernel_work = kernel_inputs(tricks, follows, scored)
    api_work = api_inputs(tricks[:api_size], follows[:api_size], scored[:api_size], north_american)
    generated = time.perf_counter() - started

    print(
        f"scoring.bench: Python {platform.python_version()} ({platform.python_implementation()}, "
        f"{platform.machine()}), seed {args.seed}"
    )
    print(
        f"workload, generated in {generated:.1f} s: {args.size:,} tricks (random trump, 2-4 "
        f"distinct cards of the 24-card deck), {args.size:,} hands of 1-5 cards with a led card "
        f"not in them, {args.size:,} valid played hand records ({len(scoring_rules())} rule sets); "
        f"the full API runs the first {api_size:,} of each"
    )
    print(
        f"best of {args.repeats * 7} runs (kernels) and {args.repeats} (full API), "
        "garbage collector off while timing"
    )
    print()

    adapter, note = None, "comparison skipped (--no-compare)."
    if not args.no_compare:
        adapter, note = load_euchre_cli(deck)
    kernel_cases = {q: (loop, kernel_work[q]) for q, (loop, _) in KERNELS.items()}
    kernel_cases["floor"] = (harness_floor, kernel_work["trick winner"])
    if adapter is not None:
        kernel_cases.update(their_cases(adapter, tricks, follows))
    ours = measure(kernel_cases, args.repeats * 7)
    floor = ours.pop("floor")
    theirs = {q: ours.pop(f"theirs {q}") for q in THEIRS if f"theirs {q}" in ours}
    api = measure({q: (loop, api_work[q]) for q, (loop, _) in APIS.items()}, args.repeats)

    print(f"{'question':<13} {'level':<10} {'call':<29} {'ops/s':>13} {'ns/op':>9}  target")
    for question in KERNELS:
        kernel, full = ours[question], api[question]
        target = _target(kernel.rate, TARGETS[question])
        print(_row(question, "kernel", KERNELS[question][1], kernel, target))
        print(_row("", "full API", APIS[question][1], full))
    print(
        f"(harness floor: the trick-winner loop calling a function that does nothing runs "
        f"{floor.rate:,.0f} times/s, {1e9 / floor.rate:,.0f} ns; no kernel called once per "
        "trick, hand or record can beat it)"
    )
    print("checksums: " + ", ".join(f"{q} {ours[q].checksum} / {api[q].checksum}" for q in KERNELS))

    print()
    print(f"{EUCHRE_CLI}: {note}")
    if adapter is not None:
        calls = sum(len(f.hand) for f in follows[:THEIR_SIZE])
        for line in compare(theirs, ours, api, calls):
            print(line)
        print()
        print("agreement with ours on every item of the workload:")
        for line in agreement(adapter, tricks, follows, args.show):
            print(line)
    print()
    print(f"total {time.perf_counter() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
