"""Invariants over generated hands, tricks and games (hypothesis).

The generated hand records are valid by construction, built from the rules as docs/rules.md
states them; the trick checks use the independent ranking in ``support``.
"""

from hypothesis import given, settings
from hypothesis import strategies as st

from scoring import (
    JOKER,
    HandRecord,
    Suit,
    effective_suit,
    game_at,
    legal_plays,
    new_game,
    plain_order,
    play_hand,
    replay,
    trick_winner,
    trump_order,
)
from tests.scoring.support import (
    PROPERTY,
    SUIT_NAMES,
    any_rules,
    oracle_follows,
    oracle_strength,
    oracle_suit,
    oracle_winner,
)

SUIT_LETTERS = st.sampled_from("SHDC")


def deck_names(rules) -> list[str]:
    """The deck as a client writes it: the benny card is "2S"."""
    return sorted(rules.deck.name(card) for card in rules.deck.cards)


def oracle_name(rules, name: str) -> str:
    """The independent ranking calls the joker JOKER, whatever stands in for it."""
    return "JOKER" if rules.deck.parse(name) == JOKER else name


def plain_cards(rules) -> list[str]:
    return [name for name in deck_names(rules) if oracle_name(rules, name) != "JOKER"]


def passed(dealer: int, maker: int, bidding_round: int | None) -> list[int]:
    """docs/rules.md §6: the seats from the dealer's left up to the maker, in the deciding round."""
    if bidding_round is None:
        return []
    seats = [(dealer + k) % 4 for k in (1, 2, 3, 4)]
    return seats[: seats.index(maker)]


@st.composite
def valid_records(draw, rules, dealer: int):
    """A hand record the rules accept with ``dealer`` to deal (docs/rules.md §2-4, §6, §8)."""
    options, players = rules.options, rules.players
    said_dealer = draw(st.sampled_from([None, dealer]))
    if not options.stick_the_dealer and draw(st.integers(0, 9)) == 0:
        upcard = draw(st.none() | st.sampled_from(plain_cards(rules)))
        return HandRecord(upcard=upcard, dealer=said_dealer)
    names_trump = rules.deck.has_joker and rules.variant.joker_upcard_names_trump
    if names_trump and draw(st.integers(0, 4)) == 0:
        maker, bidding_round, upcard = dealer, None, rules.deck.name(JOKER)
        trump = draw(SUIT_LETTERS)
    else:
        maker = draw(st.integers(0, players - 1))
        bidding_round = draw(st.sampled_from([1, 2]))
        stands_for_a_suit = rules.deck.has_joker and not names_trump
        upcards = plain_cards(rules) + ([rules.deck.name(JOKER)] if stands_for_a_suit else [])
        upcard = draw(st.none() | st.sampled_from(upcards))
        turned = upcard and upcard[-1]
        if upcard and oracle_name(rules, upcard) == "JOKER":  # it stands for a suit
            turned = options.joker_suit
        if bidding_round == 1 and turned:
            trump = draw(st.sampled_from([None, turned]))
        else:
            trump = draw(st.sampled_from([None, *(s for s in "SHDC" if s != turned)]))
    maker_loner = defender_loner = None
    if rules.variant.lone_play:
        barred = passed(dealer, maker, bidding_round) if options.no_loner_after_pass else []
        makers = [s for s in (maker, (maker + 2) % 4) if s not in barred]
        defenders = [s for s in ((maker + 1) % 4, (maker + 3) % 4) if s not in barred]
        if options.canadian_loner and bidding_round == 1 and maker == (dealer + 2) % 4:
            maker_loner = maker
        else:
            maker_loner = draw(st.sampled_from([None, *makers]))
        needs_loner = rules.variant.lone_defence_needs_loner and maker_loner is None
        if options.defend_alone and not needs_loner:
            defender_loner = draw(st.sampled_from([None, *defenders]))
    return HandRecord(
        maker=maker,
        round=bidding_round,
        trump=trump,
        upcard=upcard,
        maker_loner=maker_loner,
        defender_loner=defender_loner,
        maker_tricks=draw(st.integers(0, 5)),
        dealer=said_dealer,
    )


# --- scoring -----------------------------------------------------------------------------


@PROPERTY
@given(st.data())
def test_the_makers_or_every_other_side_score_a_played_hand(data):
    """Four-handed and two-handed: exactly one side scores. Three-handed: the maker, or
    each of the maker's two opponents, the same points."""
    rules = data.draw(any_rules())
    sides = 3 if rules.players == 3 else 2
    dealer = data.draw(st.integers(0, rules.players - 1))
    before = data.draw(st.tuples(*[st.integers(0, rules.target - 1)] * sides))
    record = data.draw(valid_records(rules, dealer))
    result = play_hand(rules, game_at(rules, dealer, before), record)
    gained = [after - was for after, was in zip(result.state.score, before, strict=True)]
    assert gained == list(result.gains)
    if record.maker is None:
        assert (result.points, result.scoring_team, gained) == (0, None, [0] * sides)
        return
    assert result.points > 0
    makers = record.maker if sides == 3 else record.maker % 2
    if result.row.side == "makers":
        expected = [result.points if side == makers else 0 for side in range(sides)]
    else:
        expected = [0 if side == makers else result.points for side in range(sides)]
    assert gained == expected
    assert result.scoring_team == (
        next(side for side, gain in enumerate(gained) if gain) if gained.count(0) == sides - 1
        else None
    )  # fmt: skip


@PROPERTY
@given(st.data())
def test_points_are_always_a_value_of_the_table_in_force(data):
    rules = data.draw(any_rules())
    record = data.draw(valid_records(rules, 0))
    result = play_hand(rules, new_game(rules, 0), record)
    if record.maker is not None:
        assert result.row in rules.table
        assert result.points == result.row.points
        assert result.points in {row.points for row in rules.table}
        assert record.maker_tricks in result.row.tricks


@settings(PROPERTY, max_examples=50)
@given(st.data())
def test_score_after_replay_is_the_sum_of_the_hands_points(data):
    rules = data.draw(any_rules())
    first_dealer = data.draw(st.integers(0, rules.players - 1))
    sides = 3 if rules.players == 3 else 2
    state, records, points = new_game(rules, first_dealer), [], [0] * sides
    while not state.finished and len(records) < 40:
        record = data.draw(valid_records(rules, state.dealer))
        result = play_hand(rules, state, record)
        records.append(record)
        if result.scoring_team is not None:
            points[result.scoring_team] += result.points
        elif result.points:  # three-handed: a euchre scores for both of the maker's opponents
            for side in range(sides):
                points[side] += result.points * (side != record.maker)
        state = result.state
    results = replay(rules, first_dealer, records)
    final = results[-1].state
    assert final == state
    assert (
        list(final.score)
        == points
        == [sum(r.gains[side] for r in results) for side in range(sides)]
    )
    assert final.hands_played == len(records)
    assert final.dealer == (first_dealer + len(records)) % rules.players
    top = max(final.score)
    assert final.finished is (top >= rules.target and final.score.count(top) == 1)
    assert not any(r.state.finished for r in results[:-1])


# --- tricks ------------------------------------------------------------------------------


@st.composite
def tricks(draw):
    """Rules, a trump letter, and a trick as (seat, card) pairs in the order played."""
    rules = draw(any_rules())
    trump = draw(SUIT_LETTERS)
    if rules.players in (2, 3):  # every player plays every trick
        active = list(range(rules.players))
    else:
        active = draw(
            st.sampled_from(
                [[0, 1, 2, 3], [1, 2, 3], [0, 2, 3], [0, 1, 3], [0, 1, 2]]
                + [[0, 1], [1, 2], [2, 3], [0, 3]]
            )  # fmt: skip
        )
    start = draw(st.integers(0, len(active) - 1))
    seats = active[start:] + active[:start]
    cards = draw(st.lists(st.sampled_from(deck_names(rules)), min_size=len(seats),
                          max_size=len(seats), unique=True))  # fmt: skip
    return rules, trump, list(zip(seats, cards, strict=True))


@PROPERTY
@given(tricks())
def test_the_trick_winner_was_played_and_nothing_played_outranks_it(trick):
    rules, trump, plays = trick
    result = trick_winner(rules, trump, plays)
    played = {seat: oracle_name(rules, card) for seat, card in plays}
    winner = oracle_name(rules, rules.deck.name(result.winning_card))
    assert played[result.winner] == winner
    led_suit = oracle_suit(played[plays[0][0]], trump)
    best = oracle_strength(winner, trump, led_suit)
    assert all(
        oracle_strength(card, trump, led_suit) < best
        for seat, card in played.items()
        if seat != result.winner
    )
    assert oracle_winner(list(played.values()), trump) == winner


@PROPERTY
@given(tricks())
def test_the_ranking_lists_agree_with_the_trick_winner(trick):
    rules, trump, plays = trick
    suit = Suit.parse(trump)
    cards = [rules.deck.parse(card) for _, card in plays]
    trumps = [card for card in cards if effective_suit(card, suit) == suit]
    if trumps:
        order = trump_order(suit, rules.deck)
        expected = min(trumps, key=order.index)
    else:
        led = effective_suit(cards[0], suit)
        order = plain_order(led, suit, rules.deck)
        expected = min((card for card in cards if card in order), key=order.index)
    assert trick_winner(rules, trump, plays).winning_card == expected


@st.composite
def hands_to_play(draw):
    rules = draw(any_rules())
    cards = draw(st.lists(st.sampled_from(deck_names(rules)), min_size=2, max_size=6,
                          unique=True))  # fmt: skip
    led = cards[0] if draw(st.integers(0, 9)) else None
    return rules, draw(SUIT_LETTERS), led, cards[1:]


@PROPERTY
@given(hands_to_play())
def test_legal_plays_follow_suit_exactly_when_possible(case):
    rules, trump, led, hand = case
    answer = legal_plays(rules, SUIT_NAMES[trump], led, hand)
    legal = [rules.deck.name(card) for card in answer.legal]
    assert legal
    assert legal == [card for card in hand if card in legal]  # a subset, in the hand's order
    if led is None:
        assert legal == hand
        return
    followers = [
        card
        for card in hand
        if oracle_follows(oracle_name(rules, card), oracle_name(rules, led), trump)
    ]
    assert legal == (followers or hand)
    assert ("so you must" in answer.explanation) is bool(followers)
    assert ("you need not trump" in answer.explanation) is not bool(followers)
