"""A league counts two sides a game (standings, ratings, partnerships' statistics), so it does
not play three-handed Euchre (docs/rules.md §7): neither a league of three-handed games nor
a three-handed game in a league of partnerships; each refused by its code, nothing kept."""

import pytest

from games.models import Game
from leagues.models import League
from tests.conftest import signed_in

pytestmark = pytest.mark.django_db

LEAGUES = "/api/v1/leagues/"


def kept() -> tuple:
    return list(League.objects.values()), list(Game.objects.values())


def test_a_league_of_three_handed_games_is_refused(admin):
    before = kept()
    response = signed_in(admin).post(LEAGUES, {"name": "Cabin", "variant": "three_handed"})
    assert response.status_code == 400
    body = response.json()
    assert (body["code"], body["field"]) == ("LEAGUE_NEEDS_PARTNERSHIPS", "variant")
    assert "each of three players scores alone" in body["message"]
    assert kept() == before


def test_a_league_does_not_change_to_three_handed(admin, league):
    response = signed_in(admin).patch(f"{LEAGUES}{league.slug}/", {"variant": "three_handed"})
    assert response.json()["code"] == "LEAGUE_NEEDS_PARTNERSHIPS"
    assert League.objects.get(pk=league.pk).variant == "north_american"


def test_a_three_handed_game_cannot_join_a_league_of_partnerships(member, league):
    before = kept()
    response = signed_in(member).post(
        "/api/v1/games/",
        {"league": league.slug, "variant": "three_handed", "seats": ["A", "B", "C"],
         "first_dealer": 0},
    )  # fmt: skip
    assert response.status_code == 400
    body = response.json()
    assert (body["code"], body["field"]) == ("LEAGUE_NEEDS_PARTNERSHIPS", "variant")
    assert "A three-handed game cannot join the league's games" in body["message"]
    assert kept() == before


def test_the_new_league_form_offers_only_variants_of_two_sides(admin, client):
    client.force_login(admin)
    form = client.get("/leagues/new/").content.decode()
    assert 'value="north_american"' in form and 'value="two_handed"' in form
    assert 'value="three_handed"' not in form
    games = client.get("/games/new/").content.decode()
    assert 'value="three_handed"' in games
