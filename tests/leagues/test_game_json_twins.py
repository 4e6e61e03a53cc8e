"""A game's JSON is written once (``GameSerializer``, through ``PlainOutput``), whichever
way the game was read: the game's own endpoint (the table's refresh: the caller's role
decided for one game, its seats prefetched) and the caller's list of games (the role as
the list's query annotates it) answer the same, for a plain game, a league's game and a
match's game."""

import pytest
from rest_framework.test import APIClient

from games.models import Game
from games.services.hands import hand_record
from tests.games.support import loner, made
from tests.games.test_matches_api import rematch, win
from tests.leagues.support import league_game

pytestmark = pytest.mark.django_db

GAMES = "/api/v1/games/"


def read_both_ways(user, game_id: int) -> tuple[dict, dict]:
    api = APIClient()
    api.force_authenticate(user)
    alone = api.get(f"{GAMES}{game_id}/")
    assert alone.status_code == 200
    listed = [entry for entry in api.get(GAMES).json()["results"] if entry["id"] == game_id]
    return alone.json(), listed[0]


def test_a_plain_game(owner_api, owner):
    started = owner_api.post(
        GAMES, {"variant": "north_american", "seats": ["A", "B", "C", "D"], "first_dealer": 0}
    ).json()
    owner_api.post(f"{GAMES}{started['id']}/share/")
    owner_api.post(f"{GAMES}{started['id']}/hands/", made())
    alone, listed = read_both_ways(owner, started["id"])
    assert alone == listed
    assert (alone["role"], alone["league"], alone["match"]) == ("owner", None, None)
    assert alone["share_url"] is not None and alone["hands_played"] == 1


def test_a_league_game(league, member):
    game = league_game(league, member)
    hand_record(game=game, record=loner(), by=member)
    alone, listed = read_both_ways(member, game.pk)
    assert alone == listed
    assert (alone["role"], alone["league"], alone["can_delete"]) == ("member", league.slug, False)
    assert [seat["name"] for seat in alone["seats"]] == ["Ann", "Bob", "Cat", "Dan"]


def test_a_match_game(owner_api, owner):
    first = owner_api.post(
        GAMES, {"variant": "north_american", "seats": ["A", "B", "C", "D"], "first_dealer": 0}
    ).json()
    win(owner_api, first["id"], 1)
    second = rematch(owner_api, first["id"], match={"best_of": 3}).json()
    alone, listed = read_both_ways(owner, second["id"])
    assert alone == listed
    assert alone["match"]["wins"] == [0, 1]
    assert Game.objects.filter(match__isnull=False).count() == 2
