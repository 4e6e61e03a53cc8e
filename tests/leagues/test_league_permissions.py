"""Who may do what, by league: anonymous, outsider, member and admin, in a public and a
private league, at every endpoint of the leagues API and every write to a league game.

A private league (and its games) is a 404 to everyone outside it, except that the games
API tells an anonymous caller to sign in (403), as it does for every game. A refusal
changes nothing.
"""

import datetime

import pytest
from rest_framework.test import APIClient

from games.models import Game, Hand, Player, Seat
from games.services.hands import hand_record
from leagues.models import (
    Invitation,
    League,
    MemberRole,
    Membership,
    PlayerTotals,
    Season,
    Visibility,
)
from leagues.services.members import invitation_create
from tests.conftest import signed_in
from tests.factories import UserFactory
from tests.games.support import PASSED_OUT, made
from tests.leagues.support import league_game

pytestmark = pytest.mark.django_db

READ, MEMBER, ADMIN = "read", "member", "admin"
SIGNED_IN = "signed in"  # anyone with an account (and the code)
NOBODY = "nobody"  # a league game's scorekeepers and share link: the league decides who writes
SEATS = ["Ann", "Bob", "Cat", "Dan"]

#: name: (who may, method, path, body, status when allowed). In paths: {slug}, {game},
#: {extra} (another member's user id), {me} (the caller's), {code}, {jo} and {joe} (roster
#: players), {season}.
ENDPOINTS = {
    "league": (READ, "get", "/leagues/{slug}/", None, 200),
    "members": (READ, "get", "/leagues/{slug}/members/", None, 200),
    "roster": (READ, "get", "/leagues/{slug}/players/", None, 200),
    "seasons": (READ, "get", "/leagues/{slug}/seasons/", None, 200),
    "league games": (READ, "get", "/leagues/{slug}/games/", None, 200),
    "standings": (READ, "get", "/leagues/{slug}/standings/", None, 200),
    "player stats": (READ, "get", "/leagues/{slug}/players/{jo}/stats/", None, 200),
    "partnerships": (READ, "get", "/leagues/{slug}/partnerships/", None, 200),
    "ratings": (READ, "get", "/leagues/{slug}/ratings/", None, 200),
    "rating history": (READ, "get", "/leagues/{slug}/players/{jo}/ratings/", None, 200),
    "head-to-head": (READ, "get", "/leagues/{slug}/head-to-head/?players={jo},{joe}", None,
                     200),
    "game": (READ, "get", "/games/{game}/", None, 200),
    "hands": (READ, "get", "/games/{game}/hands/", None, 200),
    "hand": (READ, "get", "/games/{game}/hands/1/", None, 200),
    "add player": (MEMBER, "post", "/leagues/{slug}/players/", {"name": "Newt"}, 201),
    "start game": (MEMBER, "post", "/games/", {"league": "{slug}", "seats": SEATS,
                                                "first_dealer": 0}, 201),
    "record": (MEMBER, "post", "/games/{game}/hands/", PASSED_OUT, 201),
    "edit": (MEMBER, "patch", "/games/{game}/hands/1/", {"maker_tricks": 4}, 200),
    "undo": (MEMBER, "delete", "/games/{game}/hands/1/", None, 204),
    "change league": (ADMIN, "patch", "/leagues/{slug}/", {"name": "Renamed"}, 200),
    "change role": (ADMIN, "patch", "/leagues/{slug}/members/{extra}/", {"role": "admin"}, 200),
    "remove member": (ADMIN, "delete", "/leagues/{slug}/members/{extra}/", None, 204),
    "invitations": (ADMIN, "get", "/leagues/{slug}/invitations/", None, 200),
    "invite": (ADMIN, "post", "/leagues/{slug}/invitations/", {}, 201),
    "revoke": (ADMIN, "delete", "/leagues/{slug}/invitations/{code}/", None, 204),
    "rename player": (ADMIN, "patch", "/leagues/{slug}/players/{jo}/", {"name": "Joey"}, 200),
    "merge players": (ADMIN, "post", "/leagues/{slug}/players/{jo}/merge/", {"into": "{joe}"},
                      200),
    "add season": (ADMIN, "post", "/leagues/{slug}/seasons/", {"name": "S",
                                                             "starts_on": "2030-01-01"}, 201),
    "change season": (ADMIN, "patch", "/leagues/{slug}/seasons/{season}/", {"name": "Older"},
                      200),
    "delete game": (ADMIN, "delete", "/games/{game}/", None, 204),
    "season standings": (READ, "get", "/leagues/{slug}/standings/?season={season}", None, 200),
    "season games": (READ, "get", "/leagues/{slug}/games/?season={season}", None, 200),
    "player stats in a season": (READ, "get", "/leagues/{slug}/players/{jo}/stats/"
                                 "?season={season}", None, 200),
    "leave": (MEMBER, "delete", "/leagues/{slug}/members/{me}/", None, 204),
    "join": (SIGNED_IN, "post", "/leagues/join/", {"code": "{code}"}, 200),
    "link player": (ADMIN, "patch", "/leagues/{slug}/players/{jo}/", {"user": "{extra}"}, 200),
    "unlink player": (ADMIN, "patch", "/leagues/{slug}/players/{jo}/", {"user": None}, 200),
    "scorekeepers": (MEMBER, "get", "/games/{game}/scorekeepers/", None, 200),
    "add scorekeeper": (NOBODY, "post", "/games/{game}/scorekeepers/",
                        {"email": "extra@example.com"}, 201),
    "remove scorekeeper": (NOBODY, "delete", "/games/{game}/scorekeepers/{extra}/", None, 204),
    "share": (NOBODY, "post", "/games/{game}/share/", None, 200),
    "unshare": (NOBODY, "delete", "/games/{game}/share/", None, 204),
}  # fmt: skip

CALLERS = ("anonymous", "outsider", "member", "admin")


def expected(endpoint: str, visibility: str, caller: str) -> int:
    may, _, path, _, allowed = ENDPOINTS[endpoint]
    games_api = path.startswith("/games/")
    outside = caller in ("anonymous", "outsider")
    if may == SIGNED_IN:  # the code is the key, whatever the league's visibility
        return 403 if caller == "anonymous" else allowed
    if caller == "anonymous" and games_api and (may != READ or visibility == "private"):
        return 403  # the games API: sign in first
    if outside and visibility == "private":
        return 404
    if endpoint == "leave" and caller == "admin":
        return 409  # the league's last admin stays
    if may == NOBODY:
        return 403
    if may == READ or caller == "admin" or (may == MEMBER and caller == "member"):
        return allowed
    return 403


def everything() -> tuple:
    models = (League, Membership, Invitation, Season, Game, Hand, Seat, Player, PlayerTotals)
    return tuple(list(model.objects.order_by("pk").values()) for model in models)


def fill(value, names: dict):
    if isinstance(value, str):
        filled = value.format(**names)
        return int(filled) if filled.isdigit() and value.startswith("{") else filled
    if isinstance(value, dict):
        return {key: fill(item, names) for key, item in value.items()}
    if isinstance(value, list):
        return [fill(item, names) for item in value]
    return value


@pytest.mark.parametrize("caller", CALLERS)
@pytest.mark.parametrize("visibility", [Visibility.PUBLIC, Visibility.PRIVATE])
@pytest.mark.parametrize("endpoint", ENDPOINTS)
def test_permission_matrix(admin, member, league, endpoint, visibility, caller):
    league.visibility = visibility
    league.save()
    extra = UserFactory(email="extra@example.com")
    Membership.objects.create(league=league, user=extra, role=MemberRole.MEMBER)
    game = league_game(league, admin)
    hand_record(game=game, record=made(1, 3), by=admin)
    joe = Player.objects.create(roster=league.roster, name="Joe")
    jo = Player.objects.create(roster=league.roster, name="Jo")
    invitation = invitation_create(league=league, by=admin)
    old = Season.objects.create(league=league, name="Old", starts_on=datetime.date(2020, 1, 1),
                                ends_on=datetime.date(2020, 2, 1))  # fmt: skip
    client, me = APIClient(), extra
    if caller != "anonymous":
        me = {"member": member, "admin": admin}.get(caller) or UserFactory(email="out@x.org")
        client = signed_in(me)
    names = {"slug": league.slug, "game": game.pk, "extra": extra.pk, "code": invitation.code,
             "jo": jo.pk, "joe": joe.pk, "season": old.pk, "me": me.pk}  # fmt: skip
    _, method, path, body, _ = ENDPOINTS[endpoint]
    before = everything()

    response = getattr(client, method)(f"/api/v1{fill(path, names)}", fill(body, names))

    status = expected(endpoint, visibility, caller)
    assert response.status_code == status, response.content
    if status >= 400:
        assert everything() == before
        if caller == "anonymous" and status == 403:
            assert response.json()["code"] == "NOT_AUTHENTICATED"


def test_anyone_signed_in_may_join_with_a_code_and_no_one_signed_out(admin, league):
    invitation = invitation_create(league=league, by=admin)
    assert APIClient().post("/api/v1/leagues/join/", {"code": invitation.code}).status_code == 403
    newcomer = signed_in(UserFactory(email="new@example.com"))
    assert newcomer.post("/api/v1/leagues/join/", {"code": invitation.code}).status_code == 200


def test_a_member_may_leave_but_not_remove_another(admin, member, league):
    api = signed_in(member)
    assert api.delete(f"/api/v1/leagues/{league.slug}/members/{admin.pk}/").status_code == 403
    assert api.delete(f"/api/v1/leagues/{league.slug}/members/{member.pk}/").status_code == 204


def test_signed_out_no_one_starts_a_league(league):
    response = APIClient().post("/api/v1/leagues/", {"name": "X", "variant": "british"})
    assert response.status_code == 403
    assert League.objects.count() == 1
