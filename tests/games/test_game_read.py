"""Reading one game: the same JSON as the games list writes, in two queries for the
owner; a copy that is still current answered 304 in one, by the version every write that
a reader sees takes up."""

import pytest
from django.contrib.auth.models import AnonymousUser
from rest_framework.test import APIClient

from games.api.game_serializers import GameSerializer
from games.models import Game
from games.permissions import caller_role
from games.selectors import game_get_for_user
from games.services.games import game_share
from games.services.hands import hand_edit, hand_record, hand_undo
from games.services.players import player_rename
from tests.games.support import made

pytestmark = pytest.mark.django_db


def url(game, share=None):
    return f"/api/v1/games/{game.pk}/" + (f"?share={share}" if share else "")


def as_the_serializer_writes_it(game, user, request, share=None) -> dict:
    found = game_get_for_user(user=user, game_id=game.pk, share_token=share)
    return GameSerializer(found, context={"request": request}).data


@pytest.mark.parametrize("who", ["owner", "scorekeeper", "viewer"])
def test_the_game_reads_as_the_serializer_writes_it(request, game, who):
    token = game_share(game=game)
    hand_record(game=game, record=made())
    user = request.getfixturevalue(who) if who != "viewer" else None
    api = APIClient()
    if user:
        api.force_authenticate(user)
    response = api.get(url(game, token if who == "viewer" else None))
    assert response.status_code == 200
    expected = as_the_serializer_writes_it(
        game, user or AnonymousUser(), response.wsgi_request, token if who == "viewer" else None
    )
    assert response.json() == expected
    assert response.json()["role"] == who
    assert caller_role(Game.objects.get(pk=game.pk), user or AnonymousUser(), token) == who


def test_a_current_copy_is_answered_304_in_one_query(owner_api, game, django_assert_num_queries):
    with django_assert_num_queries(2):  # the game's row, its seats with their players
        first = owner_api.get(url(game))
    etag = first["ETag"]
    assert first.status_code == 200 and etag.startswith('W/"')
    with django_assert_num_queries(1):  # the game's row: still the caller's, same version
        again = owner_api.get(url(game), HTTP_IF_NONE_MATCH=etag)
    assert again.status_code == 304
    assert again["ETag"] == etag and again.content == b""
    assert "no-cache" in again["Cache-Control"]


def versions_seen(owner_api, game) -> str:
    return owner_api.get(url(game))["ETag"]


@pytest.mark.parametrize(
    "change",
    [
        lambda game, owner: hand_record(game=game, record=made()),
        lambda game, owner: hand_undo(game=game, number=1),
        lambda game, owner: hand_edit(game=game, number=1, changes={"maker_tricks": 5}),
        lambda game, owner: game_share(game=game),
        lambda game, owner: player_rename(player=game.seats.get(position=1).player, name="Bea"),
    ],
    ids=["hand", "undo", "edit", "share", "rename"],
)
def test_every_change_a_reader_sees_makes_a_new_etag(owner_api, owner, game, change):
    hand_record(game=game, record=made())
    before = versions_seen(owner_api, game)
    change(game, owner)
    after = owner_api.get(url(game), HTTP_IF_NONE_MATCH=before)
    assert after.status_code == 200
    assert after["ETag"] != before


def test_a_copy_from_another_role_is_not_current(scorekeeper_api, owner_api, game):
    etag = owner_api.get(url(game))["ETag"]  # the owner's copy carries the share link
    assert scorekeeper_api.get(url(game), HTTP_IF_NONE_MATCH=etag).status_code == 200


def test_no_304_for_a_game_the_caller_may_not_see(outsider_api, owner_api, game):
    etag = owner_api.get(url(game))["ETag"]
    assert outsider_api.get(url(game), HTTP_IF_NONE_MATCH=etag).status_code == 404
    assert APIClient().get(url(game), HTTP_IF_NONE_MATCH=etag).status_code == 403


# --- the owner changes team names and the target --------------------------------------


def test_the_owner_fixes_the_team_names_and_the_target(owner_api, game):
    before = owner_api.get(url(game))["ETag"]
    response = owner_api.patch(url(game), {"team_names": ["Aces", "Kings"], "target": 11})
    assert response.status_code == 200, response.json()
    assert [team["name"] for team in response.json()["teams"]] == ["Aces", "Kings"]
    assert response.json()["target"] == 11
    game.refresh_from_db()
    assert (game.team_names, game.target) == (["Aces", "Kings"], 11)
    assert owner_api.get(url(game), HTTP_IF_NONE_MATCH=before).status_code == 200


@pytest.mark.parametrize(
    ("score", "target", "allowed"), [(9, 12, True), (10, 12, False), (6, 6, False), (5, 6, True)]
)
def test_a_target_changes_only_while_no_team_reached_either(
    owner_api, game, score, target, allowed
):
    Game.objects.filter(pk=game.pk).update(score_0=score)
    response = owner_api.patch(url(game), {"target": target})
    if allowed:
        assert response.status_code == 200
    else:
        assert response.status_code == 400
        assert response.json()["code"] == "TARGET_ALREADY_REACHED"
        assert response.json()["field"] == "target"
        game.refresh_from_db()
        assert game.target == 10


def test_only_the_owner_changes_the_game(scorekeeper_api, game):
    response = scorekeeper_api.patch(url(game), {"target": 12})
    assert response.status_code == 403
    game.refresh_from_db()
    assert game.target == 10


def test_a_target_must_be_a_target(owner_api, game):
    response = owner_api.patch(url(game), {"target": 0})
    assert (response.status_code, response.json()["code"]) == (400, "INVALID_TARGET")
