"""A member's league games in their lists: `GET /api/v1/games/`, "Continue a game" on the
home page and "My games" list the league games the member started or recorded a hand in,
with the member's role in them and the league named, while they belong to the league."""

import pytest
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext

from games.services.hands import hand_record
from tests.conftest import signed_in
from tests.factories import GameFactory, UserFactory
from tests.games.support import made
from tests.leagues.played import won_by
from tests.leagues.support import league_game

pytestmark = pytest.mark.django_db

GAMES = "/api/v1/games/"


def listed(user) -> list[dict]:
    response = signed_in(user).get(GAMES)
    assert response.status_code == 200
    return response.json()["results"]


def test_the_games_a_member_started_or_scored_are_listed(admin, member, league):
    started = league_game(league, member)
    scored = league_game(league, admin, seats=["Eve", "Fay", "Gus", "Hal"])
    hand_record(game=scored, record=made(0, 3), by=member)
    league_game(league, admin, seats=["Ivy", "Jon", "Kim", "Lou"])  # the member's nothing
    plain = GameFactory(owner=member)

    games = listed(member)

    assert [game["id"] for game in games] == [plain.pk, scored.pk, started.pk]
    by_id = {game["id"]: game for game in games}
    assert (by_id[started.pk]["league"], by_id[started.pk]["role"]) == (league.slug, "member")
    assert by_id[scored.pk]["can_edit"] is True and by_id[plain.pk]["role"] == "owner"
    assert by_id[plain.pk]["league"] is None
    assert [game["role"] for game in listed(admin)] == ["admin", "admin"]  # the two started


def test_a_member_who_left_lists_the_leagues_games_no_more(member, league):
    league_game(league, member)
    league.memberships.filter(user=member).delete()
    assert listed(member) == []


def test_a_public_leagues_games_are_listed_only_for_their_members(admin, public_league):
    game = league_game(public_league, admin)
    reader = UserFactory()
    hand_record(game=game, record=made(0, 3), by=admin)
    assert listed(reader) == []
    assert [entry["id"] for entry in listed(admin)] == [game.pk]


def test_the_list_costs_the_same_however_many_league_games(admin, member, league):
    def count() -> int:
        with CaptureQueriesContext(connection) as run:
            listed(member)
        return len(run.captured_queries)

    GameFactory(owner=member)
    plain_only = count()
    league_game(league, member)
    one = count()
    for turn in range(6):
        league_game(league, member, seats=[f"P{turn}{seat}" for seat in range(4)])
    assert count() == one
    # The count, the games, their seats; and the league games' league and season (one
    # query, asked only when the page holds a league's game).
    assert (plain_only, one) == (3, 4)


def page_of(user, path: str) -> str:
    client = Client()
    client.force_login(user)
    response = client.get(path)
    assert response.status_code == 200
    return response.content.decode()


def test_continue_a_game_and_my_games_name_the_league(admin, member, league):
    playing = league_game(league, member)
    finished = won_by(league, member, ["Eve", "Fay", "Gus", "Hal"], 0)

    home = page_of(member, "/")
    mine = page_of(member, "/games/")

    assert f'href="/games/{playing.pk}/"' in home and "In the league Tuesday Club" in home
    assert f'href="/games/{finished.pk}/"' not in home  # finished: not to continue
    for pk in (playing.pk, finished.pk):
        assert f'href="/games/{pk}/"' in mine
    assert mine.count("In the league Tuesday Club") == 2
