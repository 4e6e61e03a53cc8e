"""Three-handed ("cutthroat") Euchre (docs/rules.md §7): three players each on their own, the
maker alone against the other two, 1 / 3 / 2 to each opponent (each a house rule), and a
game that two players may reach on the same hand."""

from itertools import permutations

import pytest

from scoring import Code, HandRecord, Outcome, Suit, parse_card, replay, trick_winner
from scoring.game import game_at, new_game, play_hand, winner_of
from scoring.summary import ScoredPlay, summarize
from scoring.tally import Play
from tests.scoring.support import (
    DECKS,
    SUIT_NAMES,
    SUITS,
    make_rules,
    oracle_winner,
    refused,
    score_hand,
)

ORDERS_UP = {"maker": 1, "round": 1, "upcard": "9S"}


def three(**options):
    return make_rules("three_handed", **options)


@pytest.mark.parametrize(
    ("tricks", "outcome", "gains"),
    [
        pytest.param(3, Outcome.MADE, (0, 1, 0), id="three tricks: 1 to the maker"),
        pytest.param(4, Outcome.MADE, (0, 1, 0), id="four tricks: 1 to the maker"),
        pytest.param(5, Outcome.MARCH, (0, 3, 0), id="a march: 3 to the maker"),
        pytest.param(2, Outcome.EUCHRED, (2, 0, 2), id="euchred: 2 to each opponent"),
        pytest.param(0, Outcome.EUCHRED, (2, 0, 2), id="no trick: still 2 to each"),
    ],
)
def test_the_scoring_table(tricks, outcome, gains):
    result = score_hand(three(), HandRecord(**ORDERS_UP, maker_tricks=tricks))
    assert (result.outcome, result.gains, result.state.score) == (outcome, gains, gains)
    assert result.points == max(gains)
    # One player scored, or (a euchre) two did: then no one side is "the" scoring side.
    assert result.scoring_team == (1 if tricks >= 3 else None)


@pytest.mark.parametrize(
    ("options", "tricks", "gains"),
    [
        pytest.param({"made_points": 2}, 3, (0, 2, 0), id="made worth 2"),
        pytest.param({"march_points": 2}, 5, (0, 2, 0), id="march worth 2"),
        pytest.param({"march_points": 4}, 5, (0, 4, 0), id="march worth 4"),
        pytest.param({"euchre_points": 1}, 1, (1, 0, 1), id="euchre worth 1 each"),
        pytest.param({"euchre_points": 4}, 1, (4, 0, 4), id="euchre worth 4 each"),
    ],
)
def test_each_value_is_a_house_rule(options, tricks, gains):
    rules = three(**options)
    assert score_hand(rules, HandRecord(**ORDERS_UP, maker_tricks=tricks)).gains == gains
    assert {row.points for row in rules.table} >= {max(gains)}


def test_a_value_outside_its_choices_is_refused():
    refused(Code.INVALID_OPTION_VALUE, "march_points must be 2, 3 or 4", three, march_points=5)


@pytest.mark.parametrize(
    ("field", "code", "said"),
    [
        ("maker_loner", Code.MAKER_ALWAYS_ALONE, "the maker always plays alone"),
        ("defender_loner", Code.DEFENDERS_PLAY_TOGETHER, "defend together"),
    ],
)
def test_no_one_declares_a_lone_hand(field, code, said):
    record = HandRecord(**ORDERS_UP, maker_tricks=3, **{field: 1 if field == "maker_loner" else 2})
    error = refused(code, said, score_hand, three(), record)
    assert (error.field, error.section) == (field, "going-alone")


def test_the_deal_turns_through_three_seats_and_round_two_excludes_the_turned_down_suit():
    rules = three()
    state = new_game(rules, 2)
    assert state.score == (0, 0, 0)
    passed = play_hand(rules, state, HandRecord())
    assert passed.state.dealer == 0
    refused(
        Code.TURNED_DOWN_SUIT_NAMED,
        r"turned-down suit \(spades\)",
        score_hand,
        rules,
        HandRecord(maker=2, round=2, upcard="9S", trump="spades", maker_tricks=3),
    )
    refused(Code.INVALID_SEAT, "seats are numbered 0 to 2", score_hand, rules,
            HandRecord(maker=3, round=2, trump="hearts", maker_tricks=3))  # fmt: skip


def test_stick_the_dealer_refuses_a_passed_out_deal():
    refused(Code.STICK_THE_DEALER_NO_PASS_OUT, "Stick the dealer", score_hand,
            three(stick_the_dealer=True), HandRecord())  # fmt: skip


def test_the_game_goes_to_the_first_to_the_target():
    result = score_hand(three(), HandRecord(**ORDERS_UP, maker_tricks=5), before=[9, 7, 8])
    assert result.state.score == (9, 10, 8)
    assert result.state.winner == 1
    assert result.explanation.endswith("Score 9–10–8. The game goes to seat 1.")


def test_two_reaching_the_target_on_one_hand_the_higher_total_wins():
    result = score_hand(three(), HandRecord(**ORDERS_UP, maker_tricks=2), before=[9, 5, 8])
    assert result.state.score == (11, 5, 10)
    assert result.state.winner == 0


def test_two_level_past_the_target_play_on_until_one_leads():
    rules = three()
    level = score_hand(rules, HandRecord(**ORDERS_UP, maker_tricks=1), before=[9, 5, 9])
    assert level.state.score == (11, 5, 11)
    assert not level.state.finished
    assert level.state.level_at(rules.target) == (0, 2)
    assert level.explanation.endswith(
        "Seats 0 and 2 are level at 11, at the target or past it: play on until one of them leads."
    )
    # Seat 1 deals next; seat 2 orders up and is euchred: seat 0 leads, and wins.
    after = play_hand(rules, level.state, HandRecord(maker=2, round=1, upcard="AH", maker_tricks=0))
    assert after.state.score == (13, 7, 11)
    assert after.state.winner == 0
    # A hand that leaves them level keeps the game going.
    still = play_hand(rules, level.state, HandRecord(maker=1, round=1, upcard="AH", maker_tricks=3))
    assert (still.state.score, still.state.finished) == ((11, 6, 11), False)


@pytest.mark.parametrize(
    ("score", "winner"),
    [
        pytest.param((9, 9, 9), None, id="nobody there"),
        pytest.param((10, 9, 9), 0, id="one there"),
        pytest.param((12, 11, 3), 0, id="two there: the higher"),
        pytest.param((11, 11, 3), None, id="two level: play on"),
        pytest.param((11, 12, 12), None, id="the two at the top level"),
        pytest.param((10, 10), 0, id="two sides both there: over, as it always was"),
    ],
)
def test_who_has_won(score, winner):
    assert winner_of(score, 10) == winner


def test_a_game_replays_to_the_same_score_and_no_hand_after_its_end():
    rules = three()
    records = [HandRecord(maker=1, round=1, upcard="9S", maker_tricks=5)] * 3
    records += [HandRecord(maker=1, round=1, upcard="9S", maker_tricks=3)]  # dealers 0, 1, 2, 0
    results = replay(rules, 0, records)
    assert results[-1].state.score == (0, 10, 0)
    assert results[-1].state.winner == 1
    refused(Code.GAME_WOULD_END_EARLY, "Hand 4 would now win the game to 10 for seat 1",
            replay, rules, 0, [*records, HandRecord()])  # fmt: skip
    refused(Code.INVALID_SCORE, r"seats 0, 1 and 2", game_at, rules, 0, [1, 2])


@pytest.mark.parametrize(
    ("renege", "gains", "said"),
    [
        (1, (2, 0, 2), "Seat 1, the maker, reneged"),
        (2, (0, 2, 0), "the maker, seat 1, scores 2 points as the penalty"),
    ],
)
def test_a_renege(renege, gains, said):
    result = score_hand(three(), HandRecord(**ORDERS_UP, renege=renege))
    assert (result.outcome, result.gains) == (Outcome.RENEGE, gains)
    assert said in result.explanation


def test_the_explanation_says_the_maker_plays_alone_and_who_scored():
    result = score_hand(three(), HandRecord(**ORDERS_UP, maker_tricks=2))
    assert result.explanation == (
        "Seat 1 ordered up the upcard in round 1 (spades are trump); the maker plays alone "
        "against the other two. The maker took 2 tricks. Euchred: the maker takes 2 tricks or "
        "fewer, 2 points to each of seats 0 and 2. Score 2–0–2."
    )


def test_a_trick_has_three_cards():
    rules = three()
    result = trick_winner(rules, "hearts", [(1, "AS"), (2, "JD"), (0, "KS")])
    assert (result.winner, rules.deck.name(result.winning_card)) == (2, "JD")
    refused(Code.WRONG_NUMBER_OF_PLAYS, "has 3 cards", trick_winner, rules, "hearts",
            [(1, "AS"), (2, "JD")])  # fmt: skip


@pytest.mark.parametrize("size", [24, 32], ids=["24-cards", "32-cards"])
@pytest.mark.parametrize("trump", SUITS, ids=SUIT_NAMES.get)
def test_every_three_card_trick_as_the_answerer_asks_it(trump, size):
    """Every ordered trick of three cards of the deck, led by each seat in turn, through the
    same call the answerer makes, against the independent ranking."""
    rules = three(deck=size)
    wrong, checked = [], 0
    for number, trick in enumerate(permutations(DECKS[size], 3)):
        leader = number % 3
        seats = [(leader + k) % 3 for k in range(3)]
        result = trick_winner(rules, SUIT_NAMES[trump], list(zip(seats, trick, strict=True)))
        expected = oracle_winner(list(trick), trump)
        if (
            result.winning_card != parse_card(expected)
            or result.winner != seats[trick.index(expected)]
        ):
            wrong.append(trick)
        checked += 1
    assert not wrong, wrong[:5]
    assert checked == size * (size - 1) * (size - 2)


def test_the_story_counts_each_player_on_their_own():
    plays = [
        ScoredPlay(Play(1, Suit.SPADES, maker_tricks=2, players=3), None, 2),  # 2-0-2
        ScoredPlay(Play(2, Suit.HEARTS, maker_tricks=5, players=3), 2, 3),  # 2-0-5
    ]
    story = summarize(plays, 3)
    assert [team.points for team in story.teams] == [2, 0, 5]
    assert [team.points_defending for team in story.teams] == [2, 0, 2]
    assert story.teams[1].counts.maker_euchred == 1
    assert story.largest_lead == (3, 2)
    assert story.suits[Suit.SPADES].called_by_team == (0, 1, 0)
    assert story.seats[0].defending_hands == 2
