"""Rematches and matches over the API (docs/api.md, "Matches"): best of 3 through
rematches at one table, the tally read from the games' winners, the match over once
decided, and what is refused."""

import uuid

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from games.models import Game, Match
from tests.factories import GameFactory
from tests.games.support import loner, made

pytestmark = pytest.mark.django_db

GAMES = "/api/v1/games/"


def win(api, game_id: int, team: int) -> None:
    """Three lone marches by a player of ``team``: 12 points, the game."""
    for _ in range(3):
        response = api.post(f"{GAMES}{game_id}/hands/", loner(team))
        assert response.status_code == 201, response.json()
    assert api.get(f"{GAMES}{game_id}/").json()["winner"] == team


def rematch(api, game_id: int, **more):
    return api.post(GAMES, {"rematch_of": game_id, **more})


def test_best_of_3_through_rematches(owner_api, owner):
    first = GameFactory(owner=owner, target=11, team_names=["Us", "Them"], first_dealer=1)
    win(owner_api, first.pk, 1)
    response = rematch(owner_api, first.pk, match={"best_of": 3}, seats=["ignored"] * 4)
    assert response.status_code == 201, response.json()
    second = response.json()
    assert [s["name"] for s in second["seats"]] == ["Ann", "Bob", "Cat", "Dan"]
    assert [s["player"] for s in second["seats"]] == list(
        first.seats.order_by("position").values_list("player_id", flat=True)
    )
    assert (second["target"], second["options"], second["first_dealer"]) == (11, first.options, 0)
    assert [t["name"] for t in second["teams"]] == ["Us", "Them"]
    match = second["match"]
    assert {k: match[k] for k in ("format", "length", "wins_needed", "wins", "played")} == {
        "format": "best_of", "length": 3, "wins_needed": 2, "wins": [0, 1], "played": 1,
    }  # fmt: skip
    assert (match["games"], match["number"], match["next"], match["winner"]) == (
        [first.pk, second["id"]], 2, None, None,
    )  # fmt: skip
    assert owner_api.get(f"{GAMES}{first.pk}/").json()["match"]["next"] == second["id"]

    win(owner_api, second["id"], 0)
    third = rematch(owner_api, second["id"]).json()
    assert third["match"]["wins"] == [1, 1] and third["match"]["number"] == 3
    win(owner_api, third["id"], 1)
    decided = owner_api.get(f"{GAMES}{third['id']}/").json()["match"]
    assert (decided["wins"], decided["played"], decided["winner"]) == ([1, 2], 3, 1)

    over = rematch(owner_api, third["id"])
    assert (over.status_code, over.json()["code"]) == (409, "MATCH_DECIDED")
    assert Match.objects.count() == 1 and Game.objects.filter(match__isnull=False).count() == 3


def test_the_tally_follows_an_undone_decider(owner_api, owner):
    first = GameFactory(owner=owner)
    win(owner_api, first.pk, 0)
    second = rematch(owner_api, first.pk, match={"best_of": 3}).json()
    win(owner_api, second["id"], 0)
    assert owner_api.get(f"{GAMES}{second['id']}/").json()["match"]["winner"] == 0
    assert owner_api.delete(f"{GAMES}{second['id']}/hands/3/").status_code == 204
    reopened = owner_api.get(f"{GAMES}{second['id']}/").json()["match"]
    assert (reopened["wins"], reopened["winner"]) == ([1, 0], None)


def test_a_match_started_with_its_first_game(owner_api):
    body = {"variant": "two_handed", "seats": ["Ann", "Bob"], "first_dealer": 0}
    started = owner_api.post(GAMES, {**body, "match": {"first_to": 2}}).json()
    assert started["match"]["wins_needed"] == 2 and started["match"]["games"] == [started["id"]]
    for _ in range(5):
        owner_api.post(f"{GAMES}{started['id']}/hands/", made(1, 5))
    next_game = rematch(owner_api, started["id"]).json()
    assert next_game["match"]["wins"] == [0, 1] and next_game["variant"] == "two_handed"


@pytest.mark.parametrize(
    ("match", "code"),
    [
        ({"best_of": 4}, "MATCH_FORMAT_INVALID"),
        ({"first_to": 11}, "MATCH_FORMAT_INVALID"),
        ({"best_of": 3, "first_to": 2}, "INVALID_INPUT"),
        ({}, "INVALID_INPUT"),
    ],
)
def test_only_the_offered_matches(owner_api, owner, match, code):
    first = GameFactory(owner=owner)
    win(owner_api, first.pk, 0)
    response = rematch(owner_api, first.pk, match=match)
    assert (response.status_code, response.json()["code"]) == (400, code)
    assert Game.objects.count() == 1 and not Match.objects.exists()


def test_what_a_rematch_refuses(owner_api, owner, outsider_api):
    playing = GameFactory(owner=owner)
    early = rematch(owner_api, playing.pk)
    assert (early.status_code, early.json()["code"]) == (409, "REMATCH_BEFORE_GAME_END")
    unknown = rematch(outsider_api, playing.pk)
    assert (unknown.status_code, unknown.json()["code"]) == (400, "REMATCH_OF_UNKNOWN_GAME")
    win(owner_api, playing.pk, 0)
    second = rematch(owner_api, playing.pk, match={"best_of": 5}).json()
    again = rematch(owner_api, playing.pk)
    assert (again.status_code, again.json()["code"]) == (409, "MATCH_GAME_IN_PROGRESS")
    twice = rematch(owner_api, playing.pk, match={"best_of": 3})
    assert (twice.status_code, twice.json()["code"]) == (400, "ALREADY_IN_A_MATCH")
    assert Game.objects.count() == 2 and second["match"]["length"] == 5


def test_a_retried_rematch_starts_one_game(owner_api, owner):
    first = GameFactory(owner=owner)
    win(owner_api, first.pk, 1)
    client_id = str(uuid.uuid4())
    one = rematch(owner_api, first.pk, match={"best_of": 3}, client_id=client_id)
    two = rematch(owner_api, first.pk, match={"best_of": 3}, client_id=client_id)
    assert (one.status_code, two.status_code) == (201, 200)
    assert one.json()["id"] == two.json()["id"] and Match.objects.count() == 1


def test_a_scorekeeper_rematches_into_the_match(scorekeeper_api, owner_api, game):
    win(owner_api, game.pk, 0)
    response = rematch(scorekeeper_api, game.pk, match={"best_of": 3})
    assert response.status_code == 201
    assert response.json()["role"] == "owner" and response.json()["match"]["wins"] == [1, 0]


def test_the_list_tallies_matches_in_one_more_query(owner_api, owner):
    plain = [GameFactory(owner=owner) for _ in range(2)]
    with CaptureQueriesContext(connection) as without:
        owner_api.get(GAMES)
    win(owner_api, plain[0].pk, 0)
    second = rematch(owner_api, plain[0].pk, match={"best_of": 5}).json()
    win(owner_api, second["id"], 1)
    third = rematch(owner_api, second["id"]).json()
    win(owner_api, third["id"], 1)
    with CaptureQueriesContext(connection) as with_matches:
        listed = owner_api.get(GAMES).json()["results"]
    assert len(with_matches) == len(without) + 1
    tallies = [game["match"] and game["match"]["wins"] for game in listed]
    assert tallies.count([1, 2]) == 3 and tallies.count(None) == 1


def test_an_earlier_game_of_the_match_is_read_again_when_the_match_moves_on(owner_api, owner):
    """Its table polls with If-None-Match: a rematch started, or a later game won, changes
    what it shows (`match.next`, the tally), so its ETag changes too."""
    first = GameFactory(owner=owner)
    win(owner_api, first.pk, 0)
    url = f"{GAMES}{first.pk}/"
    before = owner_api.get(url)["ETag"]
    second = rematch(owner_api, first.pk, match={"best_of": 3}).json()
    started = owner_api.get(url, HTTP_IF_NONE_MATCH=before)
    assert started.status_code == 200 and started.json()["match"]["next"] == second["id"]

    win(owner_api, second["id"], 0)
    won = owner_api.get(url, HTTP_IF_NONE_MATCH=started["ETag"])
    assert won.status_code == 200 and won.json()["match"]["winner"] == 0
