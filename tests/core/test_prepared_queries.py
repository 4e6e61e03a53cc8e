"""A prepared query answers the rows its ORM query set would, for any arguments, and is
compiled once per connection."""

import pytest
from django.db.models import Exists, OuterRef

from core.prepared_queries import PreparedQuery
from games.models import Game, Hand, Player, Seat
from games.services.games import game_start
from games.services.hands import hand_record
from tests.factories import UserFactory
from tests.games.support import made

pytestmark = pytest.mark.django_db


def seated(game: int, user: int):
    """A game's seats, whether a hand was recorded by ``user``, and when the game changed:
    joins, a subquery and columns that need converting (a boolean, a time)."""
    by_user = Hand.objects.filter(game=OuterRef("game"), recorded_by=user)
    return (
        Seat.objects.filter(game_id=game)
        .annotate(recorded=Exists(by_user))
        .values_list("position", "player__name", "recorded", "game__updated_at")
        .order_by("position")
    )


SEATED = PreparedQuery(seated)


def start_game(owner) -> Game:
    seats = ["Ann", "Bob", "Cat", "Dan"]
    return game_start(owner=owner, variant="north_american", seats=seats, first_dealer=0)


def test_the_rows_are_the_orms_for_any_arguments():
    owner, other = UserFactory(), UserFactory()
    first, second = start_game(owner), start_game(owner)
    hand_record(game=first, record=made(1, 3), by=owner)
    for game, user in [(first, owner), (first, other), (second, owner), (Game(pk=10**9), owner)]:
        found = SEATED.rows(game.pk, user.pk)
        assert found == list(seated(game.pk, user.pk))
    recorded = [row[2] for row in SEATED.rows(first.pk, owner.pk)]
    assert recorded == [True] * 4 and all(type(value) is bool for value in recorded)


def test_it_is_compiled_once(django_assert_num_queries):
    owner = UserFactory()
    game = start_game(owner)
    built = []
    query = PreparedQuery(lambda game, user: built.append(1) or seated(game, user))
    query.rows(game.pk, owner.pk)
    with django_assert_num_queries(1):
        query.rows(game.pk, owner.pk)
    assert built == [1]


def test_an_argument_the_query_never_reads_is_refused():
    with pytest.raises(ValueError, match=r"arguments \[1\]"):
        PreparedQuery(lambda game, user: Seat.objects.filter(game_id=game)).rows(1, 2)


def named(name: str, owner: int):
    return Player.objects.filter(name=name, owner_id=owner).values_list("pk", "name")


def test_a_text_argument_takes_any_text():
    owner = UserFactory()
    start_game(owner)
    query = PreparedQuery(named)
    for name in ("Ann", "Bob", "Nobody", "O'Brien; --"):
        assert query.rows(name, owner.pk) == list(named(name, owner.pk))


def test_a_query_that_varies_with_a_value_is_compiled_again_when_it_changes():
    owner = UserFactory()
    start_game(owner)
    day, built = ["Ann"], []

    def of_the_day(owner: int):
        built.append(day[0])
        return named(day[0], owner)

    query = PreparedQuery(of_the_day, varies_with=lambda: day[0])
    assert [name for _, name in query.rows(owner.pk)] == ["Ann"]
    assert [name for _, name in query.rows(owner.pk)] == ["Ann"]
    day[0] = "Bob"
    assert [name for _, name in query.rows(owner.pk)] == ["Bob"]
    assert built == ["Ann", "Bob"]
