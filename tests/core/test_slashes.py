"""A request missing its trailing slash is sent on with its method and body (308)."""

import pytest

from games.models import Game

NEW_GAME = {"variant": "north_american", "seats": ["Ann", "Bob", "Cat", "Dan"], "first_dealer": 0}


@pytest.mark.parametrize("debug", [False, True])
def test_a_post_without_the_slash_is_redirected_with_its_body(owner_api, settings, debug):
    settings.DEBUG = debug
    response = owner_api.post("/api/v1/games?x=1", NEW_GAME, format="json")
    assert (response.status_code, response["Location"]) == (308, "/api/v1/games/?x=1")

    followed = owner_api.post("/api/v1/games", NEW_GAME, format="json", follow=True)
    assert followed.status_code == 201
    assert Game.objects.get().seats.count() == 4


def test_a_page_without_the_slash_is_redirected_too(client, db):
    response = client.get("/rules")
    assert (response.status_code, response["Location"]) == (308, "/rules/")


def test_an_unknown_path_stays_a_404(owner_api):
    assert owner_api.post("/api/v1/nothing", {}, format="json").status_code == 404
