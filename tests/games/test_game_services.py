"""The services: every write validates first, happens in one transaction, and leaves the
game's cache equal to what its hands add up to (checked after every operation)."""

import uuid

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.errors import AppError
from games.models import Game, Hand, Player, Status
from games.services.games import (
    game_share,
    game_start,
    game_start_once,
)
from games.services.hands import hand_edit, hand_record, hand_undo
from scoring import RuleViolation
from tests.factories import GameFactory, PlayerFactory
from tests.games.support import PASSED_OUT, assert_cache_matches_hands, loner, made, snapshot

pytestmark = pytest.mark.django_db


def refused(code: str, call, *args, **kwargs) -> RuleViolation | AppError:
    with pytest.raises((RuleViolation, AppError)) as error:
        call(*args, **kwargs)
    assert error.value.code == code, error.value
    return error.value


# --- game_start ------------------------------------------------------------------------


def test_start_resolves_the_rules_and_seats_the_players(owner):
    game = game_start(
        owner=owner,
        variant="british",
        seats=["Ann", "Bob", "Cat", "Dan"],
        first_dealer=2,
        options={"benny_card": "2s"},
    )
    assert (game.variant, game.target, game.first_dealer, game.next_dealer) == (
        "british",
        11,
        2,
        2,
    )
    assert game.options == {
        "deck": 25,
        "benny_card": "2S",
        "stick_the_dealer": False,
        "defend_alone": True,
        "no_loner_after_pass": False,
        "canadian_loner": True,
        "lone_maker_euchre_4": False,
    }
    assert [s.player.name for s in game.seats.order_by("position")] == ["Ann", "Bob", "Cat", "Dan"]
    assert game.team_names == ["Team 1", "Team 2"]
    assert (game.score, game.status, game.winner, game.hands_played) == (
        [0, 0],
        Status.IN_PROGRESS,
        None,
        0,
    )
    assert_cache_matches_hands(game)


def test_a_name_is_an_existing_player_of_the_caller_ignoring_case(owner):
    ann = PlayerFactory(owner=owner, name="Ann")
    someone_elses_bob = PlayerFactory(name="Bob")
    bob_id = PlayerFactory(owner=owner, name="Robert").pk
    game = game_start(
        owner=owner,
        variant="north_american",
        seats=["  ann ".strip(), "bob", {"player": bob_id}, "Dan"],
        first_dealer=0,
    )
    seated = [seat.player for seat in game.seats.order_by("position")]
    assert seated[0] == ann and seated[0].name == "Ann"
    assert seated[1] != someone_elses_bob and seated[1].owner == owner
    assert seated[2].pk == bob_id
    assert Player.objects.filter(owner=owner).count() == 4


def test_two_handed_teams_are_named_after_the_players(owner):
    game = game_start(owner=owner, variant="two_handed", seats=["Ann", "Bob"], first_dealer=1)
    assert game.team_names == ["Ann", "Bob"]
    assert game.teams[1] == {"team": 1, "seats": [1], "name": "Bob", "score": 0}
    named = game_start(
        owner=owner,
        variant="two_handed",
        seats=["Ann", "Bob"],
        first_dealer=0,
        team_names=["Her", "Him"],
    )
    assert named.team_names == ["Her", "Him"]


def test_the_same_start_sent_twice_starts_one_game(owner, outsider):
    start = {"variant": "two_handed", "seats": ["Ann", "Bob"], "first_dealer": 0}
    client_id = uuid.uuid4()
    game, created = game_start_once(owner=owner, client_id=client_id, **start)
    again, created_again = game_start_once(owner=owner, client_id=client_id, **start)
    assert created and not created_again and again.pk == game.pk
    theirs, created = game_start_once(owner=outsider, client_id=client_id, **start)
    assert created and theirs.pk != game.pk
    _, created = game_start_once(owner=owner, client_id=None, **start)
    _, created_too = game_start_once(owner=owner, client_id=None, **start)
    assert created and created_too
    assert Game.objects.filter(owner=owner).count() == 3  # one with the client_id, two without


REFUSED_STARTS = [
    pytest.param({"variant": "bid_euchre"}, "UNKNOWN_VARIANT", id="unknown-variant"),
    pytest.param({"target": 0}, "INVALID_TARGET", id="target-0"),
    pytest.param({"options": {"farmers_hand": True}}, "UNKNOWN_OPTION", id="unknown-option"),
    pytest.param({"options": {"benny_card": "2S"}}, "OPTION_NOT_APPLICABLE", id="na-benny"),
    pytest.param({"first_dealer": 4}, "INVALID_SEAT", id="first-dealer-4"),
    pytest.param({"seats": ["Ann", "Bob", "Cat"]}, "WRONG_NUMBER_OF_SEATS", id="three-seats"),
    pytest.param(
        {"variant": "two_handed", "seats": ["Ann", "Bob", "Cat", "Dan"]},
        "WRONG_NUMBER_OF_SEATS",
        id="four-in-two-handed",
    ),
    pytest.param({"seats": ["Ann", "Bob", "ANN", "Dan"]}, "PLAYER_SEATED_TWICE", id="twice"),
    pytest.param({"seats": ["Ann", "Bob", "Cat", {"player": 0}]}, "UNKNOWN_PLAYER", id="no-id"),
]


@pytest.mark.parametrize(("changes", "code"), REFUSED_STARTS)
def test_a_refused_start_saves_nothing(owner, changes, code):
    PlayerFactory(owner=owner, name="Dan")
    before = snapshot()
    start = {"variant": "north_american", "seats": ["Ann", "Bob", "Cat", "Dan"], "first_dealer": 0}
    refused(code, game_start, owner=owner, **{**start, **changes})
    assert snapshot() == before


def test_another_owners_player_cannot_be_seated(owner):
    theirs = PlayerFactory(name="Eve")
    error = refused(
        "UNKNOWN_PLAYER",
        game_start,
        owner=owner,
        variant="two_handed",
        seats=["Ann", {"player": theirs.pk}],
        first_dealer=0,
    )
    assert error.field == "seats.1"
    assert not Player.objects.filter(owner=owner).exists()


# --- hand_record -----------------------------------------------------------------------


def test_recording_numbers_the_hands_and_moves_the_deal(game):
    first, created = hand_record(game=game, record=made(1, 3))
    assert created and first.number == 1 and first.dealer == 0
    second, _ = hand_record(game=game, record=PASSED_OUT)
    assert (second.number, second.dealer, second.outcome, second.points) == (2, 1, "passed_out", 0)
    third, _ = hand_record(game=game, record=made(0, 5))
    assert (third.number, third.dealer, third.score) == (3, 2, [2, 1])
    assert third.game.next_dealer == 3
    assert_cache_matches_hands(game)


def test_a_retry_with_the_same_client_id_returns_the_stored_hand(game):
    client_id = uuid.uuid4()
    hand, created = hand_record(game=game, record=made(1, 3), client_id=client_id)
    again, created_again = hand_record(game=game, record=made(0, 5), client_id=client_id)
    assert created and not created_again
    assert again.pk == hand.pk and again.points == 1
    assert Hand.objects.count() == 1
    assert_cache_matches_hands(game)


def test_a_retry_of_the_winning_hand_is_not_a_conflict(game):
    client_id = uuid.uuid4()
    for _ in range(2):
        hand_record(game=game, record=loner(1))
    hand, _ = hand_record(game=game, record=loner(1), client_id=client_id)
    assert hand.game.status == Status.FINISHED and hand.game.winner == 1
    again, created = hand_record(game=game, record=loner(1), client_id=client_id)
    assert not created and again.pk == hand.pk
    assert_cache_matches_hands(game)


def test_a_finished_game_refuses_more_hands(game):
    for _ in range(3):
        hand_record(game=game, record=loner(0))
    before = snapshot()
    error = refused("GAME_ALREADY_OVER", hand_record, game=game, record=made())
    assert error.conflict
    assert snapshot() == before


@pytest.mark.parametrize(
    ("record", "code"),
    [
        pytest.param({**made(), "dealer": 0}, "WRONG_DEALER", id="not-the-dealer"),
        pytest.param(made(tricks=6), "INVALID_TRICK_COUNT", id="tricks-6"),
        pytest.param(made(maker=4), "INVALID_SEAT", id="seat-4"),
        pytest.param(made(maker_loner=0), "ALONE_SEAT_NOT_ON_MAKING_TEAM", id="loner-wrong-team"),
        pytest.param(
            {"maker": 1, "round": 2, "upcard": "9H", "trump": "hearts", "maker_tricks": 3},
            "TURNED_DOWN_SUIT_NAMED",
            id="turned-down-suit",
        ),
    ],
)
def test_an_invalid_hand_saves_nothing(game, record, code):
    hand_record(game=game, record=made())
    before = snapshot()
    refused(code, hand_record, game=game, record=record)
    assert snapshot() == before


# --- hand_undo -------------------------------------------------------------------------


def test_undoing_the_winning_hand_reopens_the_game(game):
    for _ in range(3):
        hand_record(game=game, record=loner(0))
    assert Game.objects.get().status == Status.FINISHED
    game = hand_undo(game=game, number=3)
    assert (game.status, game.winner, game.score, game.next_dealer) == (
        Status.IN_PROGRESS,
        None,
        [8, 0],
        2,
    )
    assert_cache_matches_hands(game)
    hand, _ = hand_record(game=game, record=made(1, 3))
    assert (hand.number, hand.dealer) == (3, 2)
    assert_cache_matches_hands(game)


def test_undo_back_to_the_start(game):
    hand_record(game=game, record=made(1, 4))
    game = hand_undo(game=game, number=1)
    assert (game.score, game.next_dealer, game.hands_played) == ([0, 0], 0, 0)
    assert_cache_matches_hands(game)
    with pytest.raises(Hand.DoesNotExist):
        hand_undo(game=game, number=1)


def test_only_the_last_hand_can_be_undone(game):
    hand_record(game=game, record=made(1, 4))
    hand_record(game=game, record=made(0, 4))
    before = snapshot()
    error = refused("ONLY_LAST_HAND_CAN_BE_UNDONE", hand_undo, game=game, number=1)
    assert error.conflict
    assert snapshot() == before


# --- hand_edit -------------------------------------------------------------------------


def test_an_edit_scores_the_later_hands_again(game):
    hand_record(game=game, record=made(1, 3))
    hand_record(game=game, record=made(0, 3))
    hand_record(game=game, record=made(1, 5))
    assert Game.objects.get().score == [1, 3]
    edited = hand_edit(game=game, number=1, changes={"maker_tricks": 1})
    assert (edited.outcome, edited.scoring_team, edited.points) == ("euchred", 0, 2)
    assert edited.game.score == [3, 2]
    later = Hand.objects.get(number=3)
    assert later.score == [3, 2] and later.explanation.endswith("Score 3–2.")
    assert_cache_matches_hands(game)


def test_an_edit_that_would_end_the_game_early_is_refused(game):
    hand_record(game=game, record=loner(0))  # 4-0
    hand_record(game=game, record=loner(0))  # 8-0
    hand_record(game=game, record=made(0, 3))  # 9-0
    hand_record(game=game, record=made(1, 3))  # 9-1
    before = snapshot()
    error = refused(
        "GAME_WOULD_END_EARLY", hand_edit, game=game, number=3, changes={"maker_tricks": 5}
    )
    assert error.conflict
    assert error.message == (
        "Hand 3 would now win the game to 10 for Team 1, but 1 more hand was played after it."
    )
    assert snapshot() == before
    assert_cache_matches_hands(game)


def test_an_edit_can_finish_or_reopen_the_game_at_its_last_hand(game):
    hand_record(game=game, record=loner(0))
    hand_record(game=game, record=loner(0))
    game = hand_edit(game=game, number=2, changes={"maker_tricks": 5}).game
    assert game.status == Status.IN_PROGRESS
    hand_record(game=game, record=made(0, 3))  # 9-0
    game = hand_edit(game=game, number=3, changes={"maker_tricks": 5}).game  # march: 10-0
    assert (game.status, game.winner) == (Status.FINISHED, 0)
    game = hand_edit(game=game, number=3, changes={"maker_tricks": 4}).game
    assert (game.status, game.winner) == (Status.IN_PROGRESS, None)
    assert_cache_matches_hands(game)


def test_an_edit_cannot_change_the_dealer(game):
    hand_record(game=game, record=made())
    hand_record(game=game, record=made())
    before = snapshot()
    error = refused("WRONG_DEALER", hand_edit, game=game, number=2, changes={"dealer": 0})
    assert error.message.startswith("Hand 2: It is seat 1's deal")
    assert snapshot() == before
    hand_edit(game=game, number=2, changes={"dealer": 1, "maker_tricks": 4})
    assert_cache_matches_hands(game)


def test_an_invalid_edit_names_the_hand_and_saves_nothing(game):
    hand_record(game=game, record=made())
    hand_record(game=game, record=made())
    before = snapshot()
    changes = {"defender_loner": 3}
    error = refused(
        "DEFENDER_ALONE_SEAT_NOT_DEFENDER", hand_edit, game=game, number=1, changes=changes
    )
    assert error.message.startswith("Hand 1: ")
    assert snapshot() == before
    with pytest.raises(Hand.DoesNotExist):
        hand_edit(game=game, number=3, changes={})


def test_an_edit_merges_with_the_stored_record(game):
    hand_record(game=game, record=made(1, 3))
    hand = hand_edit(game=game, number=1, changes={"maker_tricks": 4})
    assert (hand.maker, hand.trump, hand.maker_tricks, hand.points) == (1, "spades", 4, 1)
    # A passed-out deal has no play: a null maker takes it away, unless the edit sends some.
    refused("PASSED_OUT_HAS_PLAY", hand_edit, game=game, number=1,
            changes={"maker": None, "trump": "hearts"})  # fmt: skip
    hand = hand_edit(game=game, number=1, changes={"maker": None})
    assert (hand.outcome, hand.points, hand.maker, hand.trump) == ("passed_out", 0, None, None)
    assert hand.maker_tricks is None
    assert_cache_matches_hands(game)


# --- who may score or see --------------------------------------------------------------


def test_sharing_creates_rotates_and_revokes_the_token(game):
    first = game_share(game=game)
    assert len(first) >= 40 and Game.objects.get().share_token == first
    second = game_share(game=game)
    assert second != first and Game.objects.get().share_token == second
    assert game_share(game=game, enabled=False) is None
    assert Game.objects.get().share_token is None


# --- the cache, under any sequence of writes ------------------------------------------

RECORDS = [
    PASSED_OUT,
    made(1, 3),
    made(0, 5),
    loner(1, 5),
    made(0, 1),
    made(1, 0, defender_loner=0),
]
OPERATIONS = st.lists(
    st.one_of(
        st.tuples(st.just("record"), st.sampled_from(RECORDS)),
        st.tuples(st.just("undo"), st.none()),
        st.tuples(st.just("edit"), st.tuples(st.integers(1, 12), st.integers(0, 5))),
    ),
    max_size=15,
)


@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(operations=OPERATIONS)
def test_the_cache_always_equals_the_hands(owner, operations):
    game = GameFactory(owner=owner, target=12)
    for operation, argument in operations:
        try:
            if operation == "record":
                hand_record(game=game, record=argument)
            elif operation == "undo":
                hand_undo(game=game, number=Game.objects.get(pk=game.pk).hands_played)
            else:
                number, tricks = argument
                hand_edit(game=game, number=number, changes={"maker_tricks": tricks})
        except (RuleViolation, AppError, Hand.DoesNotExist):
            pass
        assert_cache_matches_hands(game)


def test_a_player_seated_twice_is_named_by_the_seats_in_order(owner):
    error = refused(
        "PLAYER_SEATED_TWICE", game_start, owner=owner, variant="north_american",
        seats=["Ann", "Bob", "ann", "Dan"], first_dealer=0,
    )  # fmt: skip
    assert str(error).startswith("Seat 0 and seat 2 are the same player")
