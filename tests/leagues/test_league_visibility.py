"""Who sees a league is decided in one place, ``leagues.visibility``: the leagues
endpoints, the leagues list and the games API (through the seam) all ask it."""

import pathlib
import re

import pytest
from django.contrib.auth.models import AnonymousUser

from games.permissions import Role
from leagues.models import Visibility
from leagues.visibility import game_role_in, league_seen_by, visible_to
from tests.conftest import signed_in
from tests.factories import UserFactory
from tests.leagues.support import league_game

LEAGUES = pathlib.Path(__file__).resolve().parents[2] / "leagues"
#: What deciding who sees a league looks like in code.
DECIDING = re.compile(r"Visibility\.(PUBLIC|PRIVATE)|role__isnull|\.visibility\s*[!=]=")


def test_only_the_visibility_module_decides_who_sees_a_league():
    deciding = {
        str(path.relative_to(LEAGUES))
        for path in LEAGUES.rglob("*.py")
        if "migrations" not in path.parts and DECIDING.search(path.read_text())
    }
    assert deciding == {"visibility.py", "models.py"}  # models: the default and a check


@pytest.mark.django_db
def test_who_sees_which_league(admin, member, league, public_league):
    outsider = UserFactory(email="out@example.com")
    seen = {
        "anonymous": AnonymousUser(),
        "outsider": outsider,
        "member": member,
    }
    found = {
        who: set(visible_to(user).values_list("slug", flat=True)) for who, user in seen.items()
    }
    assert found == {
        "anonymous": {public_league.slug},
        "outsider": {public_league.slug},
        "member": {public_league.slug, league.slug},
    }
    assert league_seen_by(outsider, slug=league.slug) is None
    assert league_seen_by(member, slug=league.slug).role == "member"
    assert league_seen_by(outsider, slug=public_league.slug).role is None


def test_a_game_role_follows_the_league_role_and_visibility():
    assert game_role_in(Visibility.PRIVATE, "admin") == Role.ADMIN
    assert game_role_in(Visibility.PUBLIC, "member") == Role.MEMBER
    assert game_role_in(Visibility.PUBLIC, None) == Role.VIEWER
    assert game_role_in(Visibility.PRIVATE, None) is None


@pytest.mark.django_db
def test_a_league_made_private_hides_its_games_from_outsiders_at_once(admin, public_league):
    game = league_game(public_league, admin)
    outsider = signed_in(UserFactory(email="out@example.com"))
    assert outsider.get(f"/api/v1/games/{game.pk}/").status_code == 200

    signed_in(admin).patch(f"/api/v1/leagues/{public_league.slug}/", {"visibility": "private"})

    assert outsider.get(f"/api/v1/games/{game.pk}/").status_code == 404
    assert outsider.get(f"/api/v1/leagues/{public_league.slug}/games/").status_code == 404
    assert outsider.get("/api/v1/leagues/").json()["results"] == []
