"""A league game's pages (its table, its story, its hands as CSV) for whoever may read the
league, signed in or not, as the API serves the game: a public league's to anyone, a
private league's to its members (signed out: the sign-in page first; an outsider: 404)."""

import pytest
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext

from tests.factories import UserFactory
from tests.leagues.played import won_by

pytestmark = pytest.mark.django_db

PAGES = ["", "story/", "hands.csv"]


def client_of(user=None) -> Client:
    client = Client()
    if user is not None:
        client.force_login(user)
    return client


@pytest.mark.parametrize("path", PAGES)
def test_a_public_leagues_game_reads_signed_out(admin, public_league, path):
    game = won_by(public_league, admin, ["Ann", "Bob", "Cat", "Dan"], 0)
    for client in (client_of(), client_of(UserFactory())):
        response = client.get(f"/games/{game.pk}/{path}")
        assert response.status_code == 200
    api = client_of().get(f"/api/v1/games/{game.pk}/")
    assert (api.status_code, api.json()["role"], api.json()["can_edit"]) == (200, "viewer", False)


@pytest.mark.parametrize("path", PAGES)
def test_a_private_leagues_game_is_its_members(admin, member, league, path):
    game = won_by(league, admin, ["Ann", "Bob", "Cat", "Dan"], 0)
    signed_out = client_of().get(f"/games/{game.pk}/{path}")
    assert signed_out.status_code == 302 and signed_out["Location"].startswith("/accounts/login/")
    assert client_of(UserFactory()).get(f"/games/{game.pk}/{path}").status_code == 404
    assert client_of(member).get(f"/games/{game.pk}/{path}").status_code == 200


def test_the_story_links_its_table_and_csv_without_a_share_token(admin, public_league):
    game = won_by(public_league, admin, ["Ann", "Bob", "Cat", "Dan"], 0)
    html = client_of().get(f"/games/{game.pk}/story/").content.decode()
    assert f'href="/games/{game.pk}/"' in html and f'href="/games/{game.pk}/hands.csv"' in html


def test_the_table_of_a_public_leagues_game_costs_four_queries_signed_out(admin, public_league):
    game = won_by(public_league, admin, ["Ann", "Bob", "Cat", "Dan"], 0)
    with CaptureQueriesContext(connection) as run:
        assert client_of().get(f"/games/{game.pk}/").status_code == 200
    # The game's row, the reader's role in its league, its league and season for the
    # game's fields, and the heading's league and season.
    assert len(run.captured_queries) == 4
