"""The owner's page for a game (/games/<id>/edit/): fix a misspelt name, or delete it."""

import pytest
from django.urls import reverse

from games.models import Game, Hand
from tests.factories import GameFactory, ScorekeeperFactory
from tests.games.support import made, snapshot

pytestmark = pytest.mark.django_db

NAMES = {"seat_0": "Ann", "seat_1": "Bob", "seat_2": "Cat", "seat_3": "Dan"}


@pytest.fixture
def game(owner):
    return GameFactory(owner=owner, seats=["Ann", "Bbo", "Cat", "Dan"], hands=[made(1, 3)] * 2)


@pytest.fixture
def page(client, owner, game):
    client.force_login(owner)
    return reverse("games:game-edit", args=[game.pk])


def names_of(game: Game) -> list[str]:
    return [seat.player.name for seat in game.seats.order_by("position")]


def test_the_page_shows_each_seats_name_and_what_deleting_takes(client, page):
    response = client.get(page)
    assert response.status_code == 200
    assert "no-store" in response["Cache-Control"], "no worker keeps old names"
    html = response.content.decode()
    assert 'name="seat_1" value="Bbo"' in html
    assert "Delete this game and its 2 hands for good" in html


def test_a_misspelt_name_is_fixed_and_the_table_follows(client, page, game):
    response = client.post(page, {**NAMES, "rename": ""})
    assert response.status_code == 302
    assert response.url == reverse("games:game-detail", args=[game.pk])
    assert names_of(game) == ["Ann", "Bob", "Cat", "Dan"]
    shown = client.get(f"/api/v1/games/{game.pk}/").json()["seats"]
    assert [seat["name"] for seat in shown] == ["Ann", "Bob", "Cat", "Dan"]
    assert "Names saved" in client.get(response.url).content.decode()


def test_the_name_of_another_player_seats_them_here_in_this_game_only(client, page, owner, game):
    other = GameFactory(owner=owner, seats=["Eve", "Bob", "Fay", "Gus"])
    bbo = game.seats.get(position=1).player
    response = client.post(page, {**NAMES, "seat_1": "bob", "rename": ""})
    assert response.status_code == 302
    assert names_of(game) == ["Ann", "Bob", "Cat", "Dan"]
    assert game.seats.get(position=1).player == other.seats.get(position=1).player
    assert names_of(other) == ["Eve", "Bob", "Fay", "Gus"], "not renamed 'bob'"
    assert not owner.players.filter(pk=bbo.pk).exists(), "the misspelt name sat nowhere else"


def test_two_seats_swap_players(client, page, game):
    client.post(page, {**NAMES, "seat_0": "Bbo", "seat_1": "Ann", "rename": ""})
    assert names_of(game) == ["Bbo", "Ann", "Cat", "Dan"]


def test_a_name_twice_is_said_under_its_seat_and_nothing_changes(client, page, game):
    before = snapshot()
    response = client.post(page, {**NAMES, "seat_0": "Annie", "seat_3": "Cat", "rename": ""})
    assert response.status_code == 400
    html = response.content.decode()
    error = (
        'id="id_seat_3_error"><p>Seat 2 and seat 3 are the same player; each player has one seat'
    )
    assert error in html
    assert 'aria-describedby="id_seat_3_error"' in html, "read out with its input"
    assert 'value="Annie"' in html, "what was typed stays to be corrected"
    assert snapshot() == before, "all the names or none"


def test_a_new_name_taken_meanwhile_by_another_seat_is_refused(client, page, game):
    before = snapshot()
    response = client.post(page, {**NAMES, "seat_1": "Robert", "seat_3": "robert", "rename": ""})
    assert response.status_code == 400
    assert 'id="id_seat_3_error"><p>You have a player named Robert already' in (
        response.content.decode()
    )
    assert snapshot() == before


def test_a_blank_name_is_refused(client, page, game):
    response = client.post(page, {**NAMES, "seat_2": "  ", "rename": ""})
    assert response.status_code == 400
    assert 'id="id_seat_2_error"><p>Each seat needs a name.' in response.content.decode()
    assert names_of(game) == ["Ann", "Bbo", "Cat", "Dan"]


def test_deleting_asks_for_the_tick_first(client, page, game):
    response = client.post(page, {"delete": ""})
    assert response.status_code == 400
    assert "Tick the box to confirm you want to delete this game." in response.content.decode()
    assert Game.objects.filter(pk=game.pk).exists()


def test_the_game_is_deleted_and_the_list_says_so(client, page, game):
    response = client.post(page, {"confirm": "on", "delete": ""})
    assert response.status_code == 302
    assert response.url == "/games/"
    assert not Game.objects.filter(pk=game.pk).exists()
    assert not Hand.objects.filter(game_id=game.pk).exists()
    listed = client.get(response.url)
    assert "The game is deleted." in listed.content.decode()
    assert f'data-deleted="g{game.pk}"' in listed.content.decode(), "for the phone to forget"
    assert "no-store" in listed["Cache-Control"]
    assert 'data-deleted=""' in client.get(response.url).content.decode(), "said once"


def test_only_the_owner_finds_the_page(client, page, game, outsider):
    keeper = ScorekeeperFactory(game=game).user
    for someone in (keeper, outsider):
        client.force_login(someone)
        assert client.get(page).status_code == 404
        assert client.post(page, {"confirm": "on", "delete": ""}).status_code == 404
    assert Game.objects.filter(pk=game.pk).exists()
    client.logout()
    response = client.get(page)
    assert response.status_code == 302
    assert response.url.startswith(reverse("account_login"))
