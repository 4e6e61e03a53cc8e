"""Deleting a league game: over the API and in the web app (its table's edit page, and the
league's admin page after a page that asks first), by the league's admins, or by the
member who started it while it has no hand; the league's totals and ratings follow."""

import pytest
from django.test import Client
from django.urls import reverse

from games.models import Game
from games.services.errors import GameError
from games.services.games import game_delete
from games.services.hands import hand_record
from leagues.models import LeagueGame, PlayerTotals
from tests.conftest import signed_in
from tests.factories import UserFactory
from tests.games.support import made
from tests.leagues.played import won_by
from tests.leagues.support import assert_totals_match_recount, league_game

pytestmark = pytest.mark.django_db

GAMES = "/api/v1/games/"


def client_of(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


@pytest.fixture
def other(league):
    """A second member, who started nothing."""
    user = UserFactory(email="other@example.com")
    league.memberships.create(user=user)
    return user


def test_who_may_delete_says_can_delete(admin, member, other, public_league):
    public_league.memberships.create(user=other)
    game = league_game(public_league, member)
    flags = {
        user: signed_in(user).get(f"{GAMES}{game.pk}/").json()["can_delete"]
        for user in (admin, member, other, UserFactory())
    }
    assert list(flags.values()) == [True, True, False, False]
    hand_record(game=game, record=made(0, 3), by=other)
    assert signed_in(member).get(f"{GAMES}{game.pk}/").json()["can_delete"] is False
    assert signed_in(admin).get(f"{GAMES}{game.pk}/").json()["can_delete"] is True


def test_an_admin_deletes_a_finished_game_and_the_totals_and_ratings_follow(admin, league):
    kept = won_by(league, admin, ["Ann", "Bob", "Cat", "Dan"], 0)
    gone = won_by(league, admin, ["Ann", "Bob", "Cat", "Dan"], 1)
    ann = league.roster.players.get(name="Ann")

    response = signed_in(admin).delete(f"{GAMES}{gone.pk}/")

    assert response.status_code == 204
    assert list(Game.objects.values_list("pk", flat=True)) == [kept.pk]
    assert PlayerTotals.objects.get(league=league, player=ann, season=None).games == 1
    assert_totals_match_recount(league)


def test_the_member_who_started_a_game_deletes_it_while_it_has_no_hand(member, other, league):
    mistake = league_game(league, member)
    played = league_game(league, member, seats=["Eve", "Fay", "Gus", "Hal"])
    hand_record(game=played, record=made(0, 3), by=member)

    refused = [
        signed_in(other).delete(f"{GAMES}{mistake.pk}/"),  # not theirs
        signed_in(member).delete(f"{GAMES}{played.pk}/"),  # a hand recorded
    ]
    assert [(r.status_code, r.json()["code"]) for r in refused] == [
        (403, "PERMISSION_DENIED"), (403, "PERMISSION_DENIED"),
    ]  # fmt: skip
    assert "started it while it has no hand" in refused[0].json()["message"]
    assert signed_in(member).delete(f"{GAMES}{mistake.pk}/").status_code == 204
    assert list(LeagueGame.objects.values_list("game_id", flat=True)) == [played.pk]


def test_a_hand_recorded_meanwhile_stops_the_starters_deletion(member, league):
    game = league_game(league, member)  # read with no hand, as the starter's request does
    hand_record(game=Game.objects.get(pk=game.pk), record=made(0, 3), by=member)
    with pytest.raises(GameError) as refused:
        game_delete(game=game, unplayed_only=True)
    assert (refused.value.code, refused.value.conflict) == ("GAME_PLAYED", True)
    assert Game.objects.filter(pk=game.pk).exists()


def edit_path(game) -> str:
    return reverse("games:game-edit", args=[game.pk])


def test_the_tables_edit_page_deletes_a_league_game_for_whoever_may(admin, member, other, league):
    mistake = league_game(league, member)
    assert client_of(other).get(edit_path(mistake)).status_code == 404
    page = client_of(member).get(edit_path(mistake))
    assert page.status_code == 200
    html = page.content.decode()
    assert 'name="rename"' not in html  # the roster's names are renamed by the league
    assert "its players are the league's" in html and "no longer" in html

    unticked = client_of(member).post(edit_path(mistake), {"delete": ""})
    assert unticked.status_code == 400 and Game.objects.filter(pk=mistake.pk).exists()
    deleted = client_of(member).post(edit_path(mistake), {"delete": "", "confirm": "on"})
    assert deleted.status_code == 302 and deleted["Location"] == reverse("games:game-list")
    assert not Game.objects.filter(pk=mistake.pk).exists()

    finished = won_by(league, member, ["Ann", "Bob", "Cat", "Dan"], 0)
    assert client_of(member).get(edit_path(finished)).status_code == 404  # hands: admins'
    client_of(admin).post(edit_path(finished), {"delete": "", "confirm": "on"})
    assert not Game.objects.exists()
    assert_totals_match_recount(league)


def delete_path(league, game) -> str:
    return reverse("leagues:game-delete", args=[league.slug, game.pk])


def test_the_admin_page_lists_the_games_in_progress_first_each_to_delete(admin, member, league):
    finished = won_by(league, admin, ["Ann", "Bob", "Cat", "Dan"], 0)
    stale = league_game(league, member, seats=["Eve", "Fay", "Gus", "Hal"])
    Game.objects.filter(pk=stale.pk).update(updated_at=finished.updated_at.replace(year=2020))
    html = client_of(admin).get(reverse("leagues:league-admin", args=[league.slug])).content
    html = html.decode()
    section = html[html.index('id="games"') : html.index('id="roster"')]
    assert section.index(f'id="game-{stale.pk}"') < section.index(f'id="game-{finished.pk}"')
    assert f'href="{delete_path(league, stale)}"' in section
    assert "in progress, 0 hands" in section


def test_an_admin_deletes_a_game_from_the_admin_page_after_a_page_that_asks(admin, member, league):
    game = won_by(league, admin, ["Ann", "Bob", "Cat", "Dan"], 0)
    other_game = won_by(league, admin, ["Eve", "Fay", "Gus", "Hal"], 1)
    asked = client_of(admin).get(delete_path(league, game))
    assert asked.status_code == 200 and Game.objects.filter(pk=game.pk).exists()
    html = asked.content.decode()
    assert "Delete this game?" in html and "Its 3 hands go with it" in html
    assert client_of(member).get(delete_path(league, game)).status_code == 403
    assert client_of(member).post(delete_path(league, game)).status_code == 403

    done = client_of(admin).post(delete_path(league, game))

    assert done.status_code == 302
    assert list(Game.objects.values_list("pk", flat=True)) == [other_game.pk]
    assert_totals_match_recount(league)


def test_another_leagues_game_is_not_deleted_from_this_admin_page(admin, league, public_league):
    theirs = league_game(public_league, admin)
    assert client_of(admin).get(delete_path(league, theirs)).status_code == 404
    assert client_of(admin).post(delete_path(league, theirs)).status_code == 404
    assert Game.objects.filter(pk=theirs.pk).exists()
