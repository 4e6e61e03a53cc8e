"""The benchmark's workload, generated up front from a seeded random source: tricks,
hands to follow suit from, and valid hand records with a game to score them into; and
the arguments each level is called with."""

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace

from scoring.cards import JOKER, Card, Suit, card_name, card_suit
from scoring.errors import RuleViolation
from scoring.game import GameState, game_at
from scoring.hands import HandRecord, ValidHand, partner, team_of, validate_hand
from scoring.rules import Rules, rules_for


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
