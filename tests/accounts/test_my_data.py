"""A user's data: "Download my data" (one versioned document, games in the format the
import reads) and "Delete my account" (after re-authentication; own games go, a league's
games stay with the names on their seats, its statistics unchanged)."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from accounts.models import User
from accounts.services import guest_create
from games.models import Game, Hand, Player, Scorekeeper, Seat
from games.services.hands import hand_record
from leagues.models import MemberRole, Membership
from leagues.services.leagues import league_create
from tests.conftest import signed_in
from tests.factories import PASSWORD, GameFactory, UserFactory
from tests.games.support import app_session_token, made
from tests.leagues.support import NAMES, league_game, recount, totals

DATA = "/api/v1/account/data/"
DELETE = "/api/v1/account/delete/"


@pytest.fixture
def me(db):
    return UserFactory(email="me@example.com")


@pytest.fixture
def my_world(me):
    """My own game with hands; a friend's game I keep score in; a league I am a member of,
    with a finished game I started in it and a roster player linked to me."""
    mine = GameFactory(owner=me, seats=["Ann", "Bob", "Cat", "Me"], hands=[made(1, 3), made(2, 5)])
    friend = UserFactory(email="friend@example.com")
    theirs = GameFactory(owner=friend, hands=[made(1, 4)])
    Scorekeeper.objects.create(game=theirs, user=me)
    league = league_create(by=friend, name="Tuesday Club", variant="north_american")
    Membership.objects.create(league=league, user=me, role=MemberRole.MEMBER)
    played = league_game(league, by=me)
    for _ in range(3):
        hand_record(game=played, record=made(1, 5, maker_loner=1), by=me)
    open_game = league_game(league, by=me, seats=("Eve", "Fay", "Gus", "Hal"))
    hand_record(game=open_game, record=made(2, 3), by=me)
    Player.objects.filter(roster=league.roster, name="Bob").update(user=me)
    return {"mine": mine, "theirs": theirs, "league": league, "league_games": [played, open_game]}


def test_my_data_holds_every_game_hand_player_and_membership(me, my_world):
    response = signed_in(me).get(DATA)
    assert response.status_code == 200
    assert response["Content-Disposition"].startswith('attachment; filename="euchre-my-data-')
    data = response.json()
    assert (data["format"], data["version"]) == ("euchre-account-data", 1)
    assert data["account"]["email"] == "me@example.com" and not data["account"]["is_guest"]
    games = {game["id"]: game for game in data["games"]}
    mine, theirs = my_world["mine"], my_world["theirs"]
    played, open_game = my_world["league_games"]
    assert set(games) == {mine.pk, theirs.pk, played.pk, open_game.pk}
    assert games[theirs.pk]["role"] == "scorekeeper" and games[mine.pk]["role"] == "owner"
    assert games[played.pk]["game"]["league"] == "tuesday-club"
    assert [hand["outcome"] for hand in games[mine.pk]["hands"]] == ["made", "march"]
    assert games[mine.pk]["game"]["seats"] == ["Ann", "Bob", "Cat", "Me"]
    players = {(p["name"], p["yours"], p["linked_to_this_account"]) for p in data["players"]}
    assert players == {
        ("Ann", True, False),
        ("Bob", True, False),
        ("Cat", True, False),
        ("Me", True, False),
        ("Bob", False, True),  # the league's Bob, linked to me
    }
    assert [(m["league"], m["role"]) for m in data["league_memberships"]] == [
        ("tuesday-club", "member")
    ]


def test_each_game_of_my_data_imports_as_it_was(me, my_world):
    api = signed_in(me)
    document = {
        key: value
        for key, value in api.get(DATA).json()["games"][0].items()
        if key not in ("id", "role")
    }
    imported = api.post("/api/v1/games/import/", document, format="json")
    assert imported.status_code == 201, imported.content
    again = api.get(f"/api/v1/games/{imported.json()['id']}/export/").json()
    assert again == document


def test_my_data_costs_the_same_queries_however_many_games(me):
    api = signed_in(me)
    GameFactory(owner=me, hands=[made(1, 3)])
    with CaptureQueriesContext(connection) as one:
        assert api.get(DATA).status_code == 200
    for _ in range(4):
        GameFactory(owner=me, hands=[made(1, 3), made(2, 3)])
    with CaptureQueriesContext(connection) as five:
        assert len(api.get(DATA).json()["games"]) == 5
    assert len(five) == len(one)


def test_the_account_page_downloads_my_data(client, me, my_world):
    client.force_login(me)
    page = client.get("/accounts/").content.decode()
    assert 'href="/accounts/data/" download' in page and 'href="/accounts/delete/"' in page
    response = client.get("/accounts/data/")
    assert response["Content-Disposition"].startswith("attachment;")
    assert len(response.json()["games"]) == 4


# --- deleting the account -----------------------------------------------------------------


def test_a_wrong_password_deletes_nothing(me, my_world):
    response = signed_in(me).post(DELETE, {"password": "not-it"}, format="json")
    assert (response.status_code, response.json()["code"]) == (400, "WRONG_PASSWORD")
    assert signed_in(me).post(DELETE, {}, format="json").json()["code"] == "WRONG_PASSWORD"
    assert User.objects.filter(pk=me.pk).exists() and Game.objects.count() == 4


def test_deleting_my_account_keeps_the_leagues_games_and_statistics(me, my_world):
    league = my_world["league"]
    played, open_game = my_world["league_games"]
    seats_before = {
        g.pk: list(g.seats.values_list("player__name", flat=True)) for g in (played, open_game)
    }
    hands_before = list(Hand.objects.filter(game__roster=league.roster).order_by("pk").values())
    stats_before = totals(league)
    assert stats_before == recount(league) and stats_before

    response = signed_in(me).post(DELETE, {"password": PASSWORD}, format="json")
    assert response.status_code == 204

    assert not User.objects.filter(pk=me.pk).exists()
    assert not Game.objects.filter(pk=my_world["mine"].pk).exists()
    assert not Player.objects.filter(name="Me").exists()  # my players went with my game
    assert not Seat.objects.filter(game_id=my_world["mine"].pk).exists()
    theirs = Game.objects.get(pk=my_world["theirs"].pk)  # a friend's game stays theirs
    assert not theirs.scorekeepers.exists() and theirs.hands.count() == 1
    for game in (played, open_game):
        kept = Game.objects.get(pk=game.pk)
        assert kept.owner is None and kept.roster_id == league.roster_id
        assert list(kept.seats.values_list("player__name", flat=True)) == seats_before[game.pk]
    assert list(Hand.objects.filter(game__roster=league.roster).order_by("pk").values()) == [
        {**hand, "recorded_by_id": None} for hand in hands_before
    ]
    bob = Player.objects.get(roster=league.roster, name="Bob")
    assert bob.user is None  # unlinked, the name kept
    assert not Membership.objects.filter(user_id=me.pk).exists()
    assert totals(league) == stats_before == recount(league)


def test_a_league_game_whose_starter_left_is_still_played_and_deleted(me, my_world):
    signed_in(me).post(DELETE, {"password": PASSWORD}, format="json")
    league = my_world["league"]
    open_game = my_world["league_games"][1]
    admin_api = signed_in(league.created_by)
    read = admin_api.get(f"/api/v1/games/{open_game.pk}/")
    assert (read.status_code, read.json()["role"]) == (200, "admin")
    recorded = admin_api.post(f"/api/v1/games/{open_game.pk}/hands/", made(3, 3), format="json")
    assert recorded.status_code == 201
    listed = admin_api.get(f"/api/v1/leagues/{league.slug}/games/")
    assert open_game.pk in [game["id"] for game in listed.json()["results"]]
    assert admin_api.delete(f"/api/v1/games/{open_game.pk}/").status_code == 204


def test_deleting_ends_the_apps_session(client, me):
    token = app_session_token(client, me.email)
    header = {"HTTP_X_SESSION_TOKEN": token}
    assert client.get("/api/v1/auth/me/", **header).status_code == 200
    response = client.post(
        DELETE, {"password": PASSWORD}, content_type="application/json", **header
    )
    assert response.status_code == 204
    assert client.get("/api/v1/auth/me/", **header).status_code in (401, 403)


def test_a_guest_confirms_instead_of_a_password(db):
    guest = guest_create()
    GameFactory(owner=guest, hands=[made(1, 3)])
    api = signed_in(guest)
    refused = api.post(DELETE, {}, format="json")
    assert (refused.status_code, refused.json()["code"]) == (400, "CONFIRMATION_NEEDED")
    assert api.post(DELETE, {"confirm": True}, format="json").status_code == 204
    assert not User.objects.filter(pk=guest.pk).exists() and not Game.objects.exists()


def test_password_tries_are_rate_limited(me):
    api = signed_in(me)
    answers = [api.post(DELETE, {"password": f"guess-{n}"}, format="json") for n in range(11)]
    assert [a.status_code for a in answers] == [400] * 10 + [429]
    assert api.post(DELETE, {"password": PASSWORD}, format="json").status_code == 429
    assert User.objects.filter(pk=me.pk).exists()


def test_the_delete_page_asks_for_the_password_then_deletes(client, me, my_world):
    client.force_login(me)
    form = client.get("/accounts/delete/").content.decode()
    assert 'name="password"' in form and 'name="confirm"' not in form
    wrong = client.post("/accounts/delete/", {"password": "not-it"})
    assert wrong.status_code == 200 and "not this account&#x27;s password" in wrong.content.decode()
    assert User.objects.filter(pk=me.pk).exists()
    done = client.post("/accounts/delete/", {"password": PASSWORD})
    assert (done.status_code, done["Location"]) == (302, "/")
    assert not User.objects.filter(pk=me.pk).exists()
    assert client.get("/accounts/").status_code == 302  # signed out


def test_the_delete_page_asks_a_guest_to_confirm(client, db):
    guest = guest_create()
    client.force_login(guest)
    form = client.get("/accounts/delete/").content.decode()
    assert 'name="confirm"' in form and 'name="password"' not in form
    client.post("/accounts/delete/", {})
    assert User.objects.filter(pk=guest.pk).exists()
    client.post("/accounts/delete/", {"confirm": "on"})
    assert not User.objects.filter(pk=guest.pk).exists()


def test_the_leagues_other_members_keep_their_seats_names(me, my_world):
    """The league game's seats are the roster's names, whoever linked to them."""
    played = my_world["league_games"][0]
    signed_in(me).post(DELETE, {"password": PASSWORD}, format="json")
    names = list(Game.objects.get(pk=played.pk).seats.values_list("player__name", flat=True))
    assert names == list(NAMES)


def test_a_leagues_last_admin_leaving_hands_the_league_to_its_longest_member(me, my_world):
    league = my_world["league"]
    founder = league.created_by
    later = UserFactory()
    Membership.objects.create(league=league, user=later, role=MemberRole.MEMBER)
    signed_in(founder).post(DELETE, {"password": PASSWORD}, format="json")
    roles = dict(Membership.objects.filter(league=league).values_list("user_id", "role"))
    assert roles == {me.pk: "admin", later.pk: "member"}


def test_an_account_deleted_in_the_admin_goes_the_same_way(client, me, my_world):
    league = my_world["league"]
    stats_before = totals(league)
    staff = User.objects.create_superuser("staff@example.com", PASSWORD)
    client.force_login(staff)
    response = client.post(f"/admin/accounts/user/{me.pk}/delete/", {"post": "yes"})
    assert response.status_code == 302
    assert not User.objects.filter(pk=me.pk).exists()
    assert not Game.objects.filter(pk=my_world["mine"].pk).exists()
    for game in my_world["league_games"]:
        assert Game.objects.get(pk=game.pk).owner is None
    assert totals(league) == stats_before == recount(league)
