"""A misspelt name is fixed, and a game started by mistake is deleted (owner only)."""

import pytest

from games.models import Game, Hand, Player, Scorekeeper, Seat
from tests.factories import GameFactory
from tests.games.support import made, snapshot

pytestmark = pytest.mark.django_db


def player_of(game: Game, position: int) -> Player:
    return game.seats.get(position=position).player


# --- deleting a game -------------------------------------------------------------------


def test_the_owner_deletes_a_game_with_its_hands_keepers_and_link(owner_api, owner, game):
    GameFactory(owner=owner, hands=[made(1, 3)])  # another game, untouched
    for maker in (1, 2, 3):
        owner_api.post(f"/api/v1/games/{game.pk}/hands/", made(maker, 3))
    owner_api.post(f"/api/v1/games/{game.pk}/share/")

    response = owner_api.delete(f"/api/v1/games/{game.pk}/")

    assert response.status_code == 204
    assert not Game.objects.filter(pk=game.pk).exists()
    assert not Hand.objects.filter(game_id=game.pk).exists()
    assert not Seat.objects.filter(game_id=game.pk).exists()
    assert not Scorekeeper.objects.filter(game_id=game.pk).exists()
    assert Hand.objects.count() == 1  # the other game's
    assert sorted(owner.players.values_list("name", flat=True)) == ["Ann", "Bob", "Cat", "Dan"]
    assert owner_api.get(f"/api/v1/games/{game.pk}/").status_code == 404
    assert owner_api.get("/api/v1/games/").json()["count"] == 1
    gone = owner_api.post(f"/api/v1/games/{game.pk}/hands/", made(1, 3))
    assert gone.status_code == 404, "a phone still sending hands hears the game is gone"
    assert owner_api.delete(f"/api/v1/games/{game.pk}/").status_code == 404


def test_players_who_sat_only_in_the_deleted_game_go_with_it(owner_api, owner, outsider, game):
    mistake = GameFactory(owner=owner, seats=["Ann", "Zed", "Yan", "Xia"])
    Player.objects.filter(owner=owner, name="Xia").update(user=outsider)  # linked: stays

    assert owner_api.delete(f"/api/v1/games/{mistake.pk}/").status_code == 204

    names = owner_api.get("/api/v1/players/").json()["results"]
    assert [p["name"] for p in names] == ["Ann", "Bob", "Cat", "Dan", "Xia"]


def test_a_scorekeeper_may_not_delete_the_game(scorekeeper_api, game):
    before = snapshot()
    response = scorekeeper_api.delete(f"/api/v1/games/{game.pk}/")
    assert response.status_code == 403
    assert "delete it" in response.json()["message"]
    assert snapshot() == before


# --- players ---------------------------------------------------------------------------


def test_the_players_list_is_the_callers_own_by_name(owner_api, outsider, game):
    GameFactory(owner=outsider, seats=["Zed", "Yan", "Xia", "Wes"])
    response = owner_api.get("/api/v1/players/")
    assert response.status_code == 200
    names = [(p["id"], p["name"]) for p in response.json()["results"]]
    assert names == [
        (player_of(game, i).pk, name)
        for i, name in ((0, "Ann"), (1, "Bob"), (2, "Cat"), (3, "Dan"))
    ]


def test_renaming_a_player_fixes_the_name_in_every_game(owner_api, owner, game):
    bob = player_of(game, 1)
    other = GameFactory(owner=owner, seats=["Eve", "Bob", "Fay", "Gus"])

    response = owner_api.patch(f"/api/v1/players/{bob.pk}/", {"name": "  Robert "})

    assert response.status_code == 200
    assert response.json() == {"id": bob.pk, "name": "Robert"}
    for shown in (game, other):
        seats = owner_api.get(f"/api/v1/games/{shown.pk}/").json()["seats"]
        assert seats[1] == {"position": 1, "name": "Robert", "player": bob.pk}
    # A new game's seat named Robert is this player, as names are matched.
    started = owner_api.post(
        "/api/v1/games/",
        {"variant": "north_american", "seats": ["Ann", "robert", "Cat", "Dan"], "first_dealer": 0},
    )
    assert started.json()["seats"][1]["player"] == bob.pk


def test_a_name_only_recased_is_kept(owner_api, game):
    bob = player_of(game, 1)
    response = owner_api.patch(f"/api/v1/players/{bob.pk}/", {"name": "BOB"})
    assert response.status_code == 200
    bob.refresh_from_db()
    assert bob.name == "BOB"


def test_a_two_handed_team_named_after_its_player_follows_the_rename(owner_api, owner):
    named = GameFactory(owner=owner, variant="two_handed", seats=["Ann", "Bbo"])
    chosen = GameFactory(
        owner=owner, variant="two_handed", seats=["Cat", "Bbo"], team_names=["Cats", "The Bbo"]
    )
    bbo = player_of(named, 1)

    assert owner_api.patch(f"/api/v1/players/{bbo.pk}/", {"name": "Bob"}).status_code == 200

    teams = owner_api.get(f"/api/v1/games/{named.pk}/").json()["teams"]
    assert [team["name"] for team in teams] == ["Ann", "Bob"]
    teams = owner_api.get(f"/api/v1/games/{chosen.pk}/").json()["teams"]
    assert [team["name"] for team in teams] == ["Cats", "The Bbo"], "a chosen name stays"


def test_four_handed_team_names_do_not_change(owner_api, game):
    bob = player_of(game, 1)
    owner_api.patch(f"/api/v1/players/{bob.pk}/", {"name": "Robert"})
    game.refresh_from_db()
    assert game.team_names == ["Team 1", "Team 2"]


@pytest.mark.parametrize(
    ("name", "code", "message"),
    [
        ("cat", "PLAYER_NAME_TAKEN", "You have a player named Cat already: choose another name."),
        ("   ", "INVALID_INPUT", "name: This field may not be blank."),
        ("x" * 61, "INVALID_INPUT", "name: Ensure this field has no more than 60 characters."),
        (5, "INVALID_INPUT", "name: Must be a JSON string."),
        (None, "INVALID_INPUT", "name: This field may not be null."),
    ],
)
def test_a_name_refused_changes_nothing(owner_api, game, name, code, message):
    bob = player_of(game, 1)
    before = snapshot()
    response = owner_api.patch(f"/api/v1/players/{bob.pk}/", {"name": name})
    assert response.status_code == 400, response.content
    body = response.json()
    assert (body["code"], body["message"], body["field"]) == (code, message, "name")
    assert snapshot() == before


def test_a_patch_without_a_name_changes_nothing(owner_api, game):
    bob = player_of(game, 1)
    response = owner_api.patch(f"/api/v1/players/{bob.pk}/", {})
    assert response.status_code == 200
    assert response.json() == {"id": bob.pk, "name": "Bob"}


def test_someone_elses_player_is_not_found(outsider_api, scorekeeper_api, api_client, game):
    bob = player_of(game, 1)
    before = snapshot()
    for client in (outsider_api, scorekeeper_api):
        assert client.get(f"/api/v1/players/{bob.pk}/").status_code == 404
        assert client.patch(f"/api/v1/players/{bob.pk}/", {"name": "Mallory"}).status_code == 404
    assert api_client.patch(f"/api/v1/players/{bob.pk}/", {"name": "Mallory"}).status_code == 403
    assert snapshot() == before
