"""The database holds the invariants: each named constraint refuses a bad row both in
``full_clean()`` (ValidationError) and in the database itself (IntegrityError)."""

import datetime
import uuid

import pytest
from django.core.exceptions import ValidationError
from django.db import IntegrityError, connection, transaction

import scoring
import scoring.checks
from games.models import Game, Hand, Player, Scorekeeper, Seat, Status, Variant
from tests.factories import GameFactory, HandFactory, PlayerFactory, UserFactory

pytestmark = pytest.mark.django_db


def game_fields(game: Game, **changes) -> dict:
    fields = {
        "owner": game.owner,
        "variant": game.variant,
        "target": game.target,
        "options": game.options,
        "first_dealer": game.first_dealer,
        "team_names": game.team_names,
        "next_dealer": game.next_dealer,
        "score_2": game.score_2,
    }
    return {**fields, **changes}


def hand_fields(game: Game, **changes) -> dict:
    made = {
        "game": game,
        "number": 1,
        "dealer": 0,
        "round": 1,
        "maker": 1,
        "trump": "hearts",
        "upcard": "9H",
        "maker_tricks": 3,
        "outcome": "made",
        "making_team": 1,
        "scoring_team": 1,
        "points": 1,
        "score_0": 0,
        "score_1": 1,
    }
    return {**made, **changes}


def assert_refused(model, fields: dict, constraint: str, *, named_in_database=True):
    with pytest.raises(ValidationError):
        model(**fields).full_clean()
    with pytest.raises(IntegrityError) as error, transaction.atomic():
        model.objects.create(**fields)
    if named_in_database:
        names = (constraint,) if isinstance(constraint, str) else constraint
        assert any(name in str(error.value) for name in names), error.value


GAME_CHECKS = [
    pytest.param(
        {"variant": "bid_euchre"},
        # no variant's seats fit either, and PostgreSQL names whichever check it met first
        ("games_game_known_variant", "games_game_first_dealer_seat"),
        id="unknown-variant",
    ),
    pytest.param(
        {"within_kind": "league"}, "games_game_within_another_group", id="within-but-no-group"
    ),
    pytest.param({"target": 0}, "games_game_target_positive", id="target-0"),
    pytest.param(
        {"variant": "two_handed", "first_dealer": 2},
        "games_game_first_dealer_seat",
        id="two-handed-first-dealer-2",
    ),
    pytest.param({"first_dealer": 4}, "games_game_first_dealer_seat", id="first-dealer-4"),
    pytest.param({"first_dealer": -1}, "games_game_first_dealer_seat", id="first-dealer-neg"),
    pytest.param({"next_dealer": 4}, "games_game_next_dealer_seat", id="next-dealer-4"),
    pytest.param(
        {"score_1": -1},
        # below the 0 it opened at too: PostgreSQL names whichever check it met first
        ("games_game_score_not_negative", "games_game_carried_within_score"),
        id="negative-score",
    ),
    pytest.param({"carried_0": 3}, "games_game_carried_within_score", id="carried-past-score"),
    pytest.param({"carried_1": -1}, "games_game_carried_within_score", id="negative-carried"),
    pytest.param(
        {"status": Status.FINISHED}, "games_game_winner_iff_finished", id="finished-no-winner"
    ),
    pytest.param({"winner": 0}, "games_game_winner_iff_finished", id="winner-in-progress"),
    pytest.param(
        {"status": Status.FINISHED, "winner": 2},
        "games_game_winner_iff_finished",
        id="winner-team-2",
    ),
    pytest.param({"deals": 0}, "games_game_deals_positive", id="deals-0"),
    pytest.param({"score_2": 0}, "games_game_score_2_iff_three_handed", id="four-with-seat-2"),
]

THREE_HANDED_CHECKS = [
    pytest.param({"score_2": None}, "games_game_score_2_iff_three_handed", id="no-seat-2-score"),
    pytest.param({"score_2": -1}, "games_game_score_2_iff_three_handed", id="seat-2-negative"),
    pytest.param(
        {"status": Status.FINISHED, "winner": 3},
        "games_game_winner_iff_finished",
        id="winner-seat-3",
    ),
]


@pytest.mark.parametrize(("changes", "constraint"), THREE_HANDED_CHECKS)
def test_three_handed_game_constraints(changes, constraint):
    game = GameFactory(variant="three_handed")
    assert_refused(Game, game_fields(game, **changes), constraint)
    Game(**game_fields(game, status=Status.FINISHED, winner=2)).full_clean()  # seat 2 wins


@pytest.mark.parametrize(("changes", "constraint"), GAME_CHECKS)
def test_game_constraints(changes, constraint):
    game = GameFactory()
    assert_refused(Game, game_fields(game, **changes), constraint)


@pytest.mark.parametrize(
    "end", [{"deals": 8}, {"closed_at": datetime.datetime(2026, 1, 1, tzinfo=datetime.UTC)}]
)
def test_a_game_its_own_end_ended_level_is_finished_with_no_winner(end):
    game = GameFactory()
    fields = game_fields(game, status=Status.FINISHED, winner=None, **end)
    Game(**fields).full_clean()
    assert Game.objects.create(**fields).winner is None


HAND_CHECKS = [
    pytest.param({"number": 0}, "games_hand_number_from_1", id="number-0"),
    pytest.param({"dealer": 4}, "games_hand_dealer_seat", id="dealer-4"),
    pytest.param({"maker": 4}, "games_hand_seats_in_range", id="maker-4"),
    pytest.param({"maker_loner": -1}, "games_hand_seats_in_range", id="loner-neg"),
    pytest.param({"defender_loner": 9}, "games_hand_seats_in_range", id="defender-loner-9"),
    pytest.param({"round": 3}, "games_hand_round_1_2", id="round-3"),
    pytest.param({"maker_tricks": 6}, "games_hand_tricks_0_5", id="tricks-6"),
    pytest.param({"maker_tricks": -1}, "games_hand_tricks_0_5", id="tricks-neg"),
    pytest.param({"making_team": 3}, "games_hand_making_side_0_2", id="making-side-3"),
    pytest.param({"scoring_team": 3}, "games_hand_scoring_side_0_2", id="scoring-side-3"),
    pytest.param({"points": -2}, "games_hand_points_not_negative", id="negative-points"),
    pytest.param({"score_0": -2}, "games_hand_score_not_negative", id="negative-score"),
    pytest.param({"score_2": -1}, "games_hand_score_not_negative", id="negative-seat-2-score"),
    pytest.param(
        {"maker": None, "maker_tricks": None, "outcome": "passed_out"},
        "games_hand_passed_out_scores_nothing",
        id="passed-out-with-points",
    ),
]


@pytest.mark.parametrize(("changes", "constraint"), HAND_CHECKS)
def test_hand_constraints(changes, constraint):
    game = GameFactory()
    Hand(**hand_fields(game)).full_clean()  # the baseline is valid
    assert_refused(Hand, hand_fields(game, **changes), constraint)


def test_hand_numbers_are_unique_in_a_game():
    hand = HandFactory(number=1)
    # SQLite names the columns of a broken UNIQUE, not the constraint.
    assert_refused(Hand, hand_fields(hand.game), "", named_in_database=False)
    HandFactory(number=1)  # another game's hand 1 is fine


def test_client_ids_are_unique_in_a_game_when_given():
    client_id = uuid.uuid4()
    hand = HandFactory(number=1, client_id=client_id)
    fields = hand_fields(hand.game, number=2, client_id=client_id)
    assert_refused(Hand, fields, "", named_in_database=False)
    HandFactory(game=hand.game, number=2, client_id=None)
    HandFactory(game=hand.game, number=3, client_id=None)  # many hands without one
    HandFactory(number=1, client_id=client_id)  # the same id in another game


def test_client_ids_of_games_are_unique_per_owner():
    game = GameFactory()
    game.client_id = uuid.uuid4()
    game.save()
    fields = game_fields(game, client_id=game.client_id)
    assert_refused(Game, fields, "", named_in_database=False)
    Game.objects.create(**game_fields(GameFactory(), client_id=game.client_id))  # another owner


def test_seat_constraints():
    game = GameFactory()
    player = PlayerFactory(owner=game.owner)
    assert_refused(Seat, {"game": game, "position": 4, "player": player}, "games_seat_in_range")
    # SQLite names a unique constraint by its columns, PostgreSQL by its name.
    assert_refused(
        Seat,
        {"game": game, "position": 0, "player": player},
        ("games_seat_unique_position", "games_seat.game_id, games_seat.position"),
    )
    game.seats.filter(position=3).delete()  # a free place: only the player is taken
    assert_refused(
        Seat,
        {"game": game, "position": 3, "player": game.seats.get(position=0).player},
        ("games_seat_unique_player", "games_seat.game_id, games_seat.player_id"),
    )


# SQLite names the columns of a unique constraint on fields, PostgreSQL the constraint.
PER_OWNER = (
    "games_player_unique_name_key_per_owner",
    "games_player.owner_id, games_player.name_key",
)


@pytest.mark.parametrize("same", ["ANN", "\u212a\u212a", "E\u0301VA"])
def test_player_names_are_unique_per_owner_by_their_key(same):
    kept = {"ANN": "Ann", "\u212a\u212a": "kk", "E\u0301VA": "Éva"}[same]
    first = PlayerFactory(name=kept)
    assert_refused(Player, {"owner": first.owner, "name": same}, PER_OWNER)
    PlayerFactory(name=kept)  # another owner's


def test_player_name_is_not_blank():
    assert_refused(Player, {"owner": UserFactory(), "name": ""}, "games_player_name_not_blank")


def test_share_tokens_are_unique():
    GameFactory().__class__.objects.update(share_token="same-token")
    game = GameFactory()
    fields = game_fields(game, share_token="same-token")
    with pytest.raises(IntegrityError), transaction.atomic():
        Game.objects.create(**fields)
    with pytest.raises(ValidationError):
        Game(**fields).full_clean()
    Game.objects.create(**game_fields(game))  # unshared games: no token, no clash


def test_a_user_keeps_score_once_per_game():
    game = GameFactory()
    user = UserFactory()
    Scorekeeper.objects.create(game=game, user=user)
    assert_refused(Scorekeeper, {"game": game, "user": user}, "", named_in_database=False)


def covering(model, field) -> list[str]:
    """The model's unconditional unique constraints and indexes that start with ``field``
    (a partial one cannot serve every lookup by it)."""
    declared = [*model._meta.constraints, *model._meta.indexes]
    return [
        entry.name
        for entry in declared
        if getattr(entry, "condition", None) is None
        and getattr(entry, "fields", ())
        and entry.fields[0].lstrip("-") == field.name
    ]


@pytest.mark.parametrize("model", [Player, Game, Seat, Hand, Scorekeeper])
def test_every_foreign_key_leads_an_index(model):
    """A game's hands, seats and scorekeepers, an owner's games, a cascading delete: each
    is found by a foreign key, through its own index or a whole one of the table's that
    starts with it, as the migrated database has them."""
    with connection.cursor() as cursor:
        found = connection.introspection.get_constraints(cursor, model._meta.db_table)
    leading = {
        name: c["columns"][0]
        for name, c in found.items()
        if (c["index"] or c["unique"]) and c["columns"]
    }
    keys = [field for field in model._meta.concrete_fields if field.is_relation]
    assert keys
    for key in keys:
        names = leading if key.db_index else covering(model, key)
        assert [name for name in names if leading.get(name) == key.column], key.name


def test_choices_follow_the_rules_core():
    assert Variant.values == list(scoring.VARIANTS)
    assert Game._meta.get_field("variant").choices == Variant.choices
    outcomes = {value for value, _ in Hand._meta.get_field("outcome").choices}
    assert outcomes == {o.value for o in scoring.Outcome}


def test_strings_and_queryset_verbs():
    game = GameFactory(seats=["Ann", "Bob", "Cat", "Dan"])
    finished = GameFactory(owner=game.owner, target=1, hands=[{"maker": 0, "round": 2,
                           "trump": "clubs", "maker_tricks": 3}])  # fmt: skip
    assert str(game) == f"North American Euchre #{game.pk} (0–0)"
    assert str(game.seats.get(position=2)) == "Seat 2: Cat"
    assert str(finished.hands.get()) == f"Hand 1 of game {finished.pk}: Made"
    assert list(Game.objects.in_progress()) == [game]
    assert list(Game.objects.finished()) == [finished]
    assert game.teams == [
        {"team": 0, "seats": [0, 2], "name": "Team 1", "score": 0},
        {"team": 1, "seats": [1, 3], "name": "Team 2", "score": 0},
    ]
