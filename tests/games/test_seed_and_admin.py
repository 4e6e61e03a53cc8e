"""The sample data for ``make run``, and the admin pages of games."""

import io

import pytest
from django.core.management import call_command

from accounts.models import User
from games.models import Game, Status
from tests.factories import GameFactory
from tests.games.support import app_session_token, assert_cache_matches_hands, made

pytestmark = pytest.mark.django_db


def seed() -> str:
    out = io.StringIO()
    call_command("seed_sample_data", stdout=out)
    return out.getvalue()


def test_seed_adds_a_demo_account_with_a_finished_and_an_in_progress_game(client):
    output = seed()
    password = output.split("with password ")[1].strip()
    user = User.objects.get(email="demo@example.com")
    assert user.check_password(password)
    games = {game.variant: game for game in Game.objects.filter(owner=user)}
    assert games["north_american"].status == Status.FINISHED
    assert games["north_american"].score == [11, 1]
    assert games["british"].status == Status.IN_PROGRESS
    assert games["british"].hands.filter(upcard="JOKER").exists()
    for game in games.values():
        assert_cache_matches_hands(game)
    assert app_session_token(client, "demo@example.com", password)


def test_seed_leaves_a_database_with_games_alone():
    GameFactory()
    assert "no sample data added" in seed()
    assert Game.objects.count() == 1
    assert not User.objects.filter(email="demo@example.com").exists()


def test_the_admin_shows_a_game_and_its_hands(admin_client):
    game = GameFactory(hands=[made(1, 3), made(0, 5)])
    assert admin_client.get("/admin/games/game/").status_code == 200
    page = admin_client.get(f"/admin/games/game/{game.pk}/change/")
    assert page.status_code == 200
    assert b"Ann" in page.content and b"March" in page.content
    assert admin_client.get("/admin/games/game/add/").status_code == 403
    assert admin_client.get("/admin/games/player/").status_code == 200
