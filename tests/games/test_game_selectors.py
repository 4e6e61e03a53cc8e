"""Reads: which games a user sees, as what, and in how many queries."""

import pytest
from django.contrib.auth.models import AnonymousUser

from games.models import Scorekeeper
from games.selectors import game_get_for_user, game_hands, game_list_for_user
from games.services.games import game_share
from games.services.hands import hand_record
from tests.factories import GameFactory
from tests.games.support import PASSED_OUT, made

pytestmark = pytest.mark.django_db


def test_roles(owner, scorekeeper, outsider, game):
    token = game_share(game=game)
    role = {}
    for name, user in (("owner", owner), ("keeper", scorekeeper), ("outsider", outsider)):
        found = game_get_for_user(user=user, game_id=game.pk)
        role[name] = found.role if found else None
    assert role == {"owner": "owner", "keeper": "scorekeeper", "outsider": None}
    assert game_get_for_user(user=outsider, game_id=game.pk, share_token=token).role == "viewer"
    assert game_get_for_user(user=owner, game_id=game.pk, share_token=token).role == "owner"
    anonymous = AnonymousUser()
    assert game_get_for_user(user=anonymous, game_id=game.pk, share_token=token).role == "viewer"
    assert game_get_for_user(user=anonymous, game_id=game.pk, share_token=token[:-1]) is None
    assert game_get_for_user(user=anonymous, game_id=game.pk, share_token="") is None
    assert game_get_for_user(user=owner, game_id=game.pk + 1) is None


def test_an_unshared_game_has_no_token_to_guess(outsider, game):
    assert game.share_token is None
    assert game_get_for_user(user=outsider, game_id=game.pk, share_token="None") is None


def test_the_list_is_owned_and_kept_games_most_recent_first(owner, outsider):
    older = GameFactory(owner=owner)
    kept = GameFactory(owner=outsider)
    Scorekeeper.objects.create(game=kept, user=owner)
    GameFactory(owner=outsider)
    newest = GameFactory(owner=owner, hands=[made()])
    games = list(game_list_for_user(user=owner))
    assert [g.pk for g in games] == [newest.pk, kept.pk, older.pk]
    assert [g.role for g in games] == ["owner", "scorekeeper", "owner"]


@pytest.mark.parametrize("count", [1, 20])
def test_listing_reads_two_queries_whatever_the_number_of_games(
    owner, count, django_assert_num_queries
):
    for _ in range(count):
        GameFactory(owner=owner)
    # 1 the games with the caller's role, 2 their seats with the players
    with django_assert_num_queries(2):
        games = list(game_list_for_user(user=owner))
        names = [[seat.player.name for seat in game.seats.all()] for game in games]
    assert len(names) == count and names[0] == ["Ann", "Bob", "Cat", "Dan"]


def test_the_hands_in_the_order_played(game):
    for record in (made(1, 3), PASSED_OUT, made(0, 4)):
        hand_record(game=game, record=record)
    assert [(h.number, h.dealer) for h in game_hands(game=game)] == [(1, 0), (2, 1), (3, 2)]
