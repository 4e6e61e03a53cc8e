"""The big screen's server side: its lists (standings, partnerships, the games in progress)
answered 304 for one small query while the league is as it was, changed by every hand,
start, deletion and rename, drawn from the cache for a second screen, and the QR code it
shows (a member's screen: the open invitation; else the league's standings)."""

import pytest
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext

from games.services.games import game_delete
from games.services.hands import hand_record
from games.services.players import player_rename
from leagues.services.members import invitation_create, invitation_revoke
from leagues.views import screen
from tests.games.support import made
from tests.leagues.played import won_by
from tests.leagues.support import league_game

pytestmark = pytest.mark.django_db


def client_of(user=None, language="en") -> Client:
    client = Client(headers={"Accept-Language": language})
    if user is not None:
        client.force_login(user)
    return client


def lists(league, user, etag=None, language="en", client=None):
    headers = {"If-None-Match": etag} if etag else {}
    url = f"/leagues/{league.slug}/screen/standings/"
    return (client or client_of(user, language)).get(url, headers=headers)


def test_every_change_the_screen_shows_changes_its_etag(admin, member, league):
    game = league_game(league, admin)
    etags = [lists(league, member)["ETag"]]

    def changed():
        etags.append(lists(league, member, etags[-1])["ETag"])
        return etags[-1] != etags[-2]

    assert not changed()
    hand_record(game=game, record=made(0, 3), by=admin)
    assert changed()
    started = league_game(league, admin, seats=["Eve", "Fay", "Gus", "Hal"])  # no hand yet
    assert changed()
    player_rename(player=league.roster.players.get(name="Ann"), name="Anne")
    assert changed()
    game_delete(game=started)
    assert changed()
    assert lists(league, member, language="de")["ETag"] != etags[-1]  # the words differ


def test_an_unchanged_screen_costs_one_query_beyond_the_leagues_own(admin, member, league):
    won_by(league, admin, ["Ann", "Bob", "Cat", "Dan"], 0)
    etag = lists(league, member)["ETag"]
    client = client_of(member)
    with CaptureQueriesContext(connection) as run:
        assert lists(league, member, etag, client=client).status_code == 304
    # The session, the user, the league with the caller's role, its seasons, then the
    # league's stats version and newest game.
    assert len(run.captured_queries) == 5


def count_lists(league, user) -> int:
    client = client_of(user)
    with CaptureQueriesContext(connection) as run:
        assert lists(league, user, client=client).status_code == 200
    return len(run.captured_queries)


def test_the_lists_cost_the_same_however_many_games_are_played(admin, member, league):
    won_by(league, admin, ["Ann", "Bob", "Cat", "Dan"], 0)  # ranked rows to read
    league_game(league, admin)
    one = count_lists(league, member)
    cached = count_lists(league, member)
    for turn in range(5):
        game = league_game(league, admin, seats=[f"P{turn}{seat}" for seat in range(4)])
        hand_record(game=game, record=made(0, 3), by=admin)
    # The session, the user, the league, its seasons, its version and newest game; then,
    # not in the cache yet, the standings' first pages (three reads each) and the players'
    # results still to be confirmed or disputed, the games in progress and their seats.
    assert (one, cached, count_lists(league, member)) == (5 + 9, 5, 5 + 9)


def test_the_games_in_progress_say_who_plays_whom_and_the_score(admin, member, league):
    won_by(league, admin, ["Ann", "Bob", "Cat", "Dan"], 0)  # finished: not playing
    plain = league_game(league, admin, seats=["Eve", "Fay", "Gus", "Hal"])
    hand_record(game=plain, record=made(1, 5), by=admin)
    named = league_game(
        league, admin, seats=["Ivy", "Jon", "Kim", "Lou"], team_names=["Aces", "Bowers"]
    )
    html = lists(league, member).content.decode()
    playing = html[html.index('id="screen-playing"') :]
    assert playing.index("Ivy &amp; Kim") < playing.index("Eve &amp; Gus")  # latest first
    assert 'Eve &amp; Gus <span class="score-pair">0–2</span> Fay &amp; Hal' in playing
    assert "Aces – Bowers · 0 hands" in playing and "Team 1" not in playing
    assert "Ann &amp; Cat <span" not in playing
    assert named.pk  # (started: listed)


def test_the_screen_lists_the_latest_games_in_progress_only(admin, member, league, monkeypatch):
    monkeypatch.setattr(screen, "PLAYING_SHOWN", 2)
    games = [league_game(league, admin, seats=[f"P{turn}{seat}" for seat in range(4)])
             for turn in range(3)]  # fmt: skip
    hand_record(game=games[0], record=made(1, 3), by=admin)  # the first, played again
    playing = lists(league, member).content.decode().split('id="screen-playing"')[1]
    assert "P00 &amp; P02" in playing and "P20 &amp; P22" in playing
    assert "P10 &amp; P12" not in playing  # left since it started


def screen_html(league, user=None) -> str:
    response = client_of(user).get(f"/leagues/{league.slug}/screen/")
    assert response.status_code == 200
    return response.content.decode()


def test_a_members_screen_shows_the_open_invitation_as_a_qr_code(admin, member, league):
    old = invitation_create(league=league, by=admin)
    newest = invitation_create(league=league, by=admin)
    html = screen_html(league, member)
    assert 'id="screen-join"' in html and "Join Tuesday Club: point your phone" in html
    assert "<svg" in html[html.index('id="screen-join"') :]
    invitation_revoke(invitation=newest)
    invitation_revoke(invitation=old)
    closed = screen_html(league, member)
    assert "The standings on your phone" in closed and "No invitation is open" not in closed
    assert "No invitation is open" in screen_html(league, admin)  # the admin can make one


def test_a_public_leagues_screen_signed_out_points_at_its_standings(admin, public_league):
    invitation_create(league=public_league, by=admin)
    html = screen_html(public_league)
    assert "The standings on your phone" in html and "Join Open Table" not in html
