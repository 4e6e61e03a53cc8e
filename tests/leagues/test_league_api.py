"""The leagues API: status, JSON shape and what is stored; a refusal stores nothing."""

import datetime

import pytest
from django.utils import timezone
from rest_framework.test import APIClient

from games.models import Game, Player
from leagues.models import Invitation, League, LeagueGame, Membership, Season
from leagues.services.members import invitation_create, invitation_revoke
from tests.conftest import signed_in
from tests.factories import UserFactory
from tests.leagues.support import league_game

pytestmark = pytest.mark.django_db

LEAGUES = "/api/v1/leagues/"


def everything() -> tuple:
    return tuple(
        list(model.objects.order_by("pk").values())
        for model in (League, Membership, Invitation, Season, LeagueGame, Game, Player)
    )


def test_creating_a_league_makes_the_caller_its_admin(admin):
    response = signed_in(admin).post(
        LEAGUES, {"name": "Friday Night Euchre", "variant": "north_american", "target": 11}
    )

    assert response.status_code == 201, response.content
    body = response.json()
    assert body == {
        "slug": "friday-night-euchre",
        "name": "Friday Night Euchre",
        "visibility": "private",
        "variant": "north_american",
        "target": 11,
        "confirmation": False,
        "options": body["options"],
        "role": "admin",
        "created_at": body["created_at"],
    }
    assert body["options"]["stick_the_dealer"] is False
    assert response["Location"] == "/api/v1/leagues/friday-night-euchre/"
    league = League.objects.get()
    assert league.memberships.get().user == admin


@pytest.mark.parametrize(
    ("data", "code", "field"),
    [
        pytest.param({"name": "Tuesday Club"}, "SLUG_TAKEN", "slug", id="taken-from-the-name"),
        pytest.param({"name": "X", "slug": "tuesday-club"}, "SLUG_TAKEN", "slug", id="taken"),
        pytest.param({"name": "X", "slug": "Big Table"}, "SLUG_INVALID", "slug", id="malformed"),
        pytest.param({"name": "X", "slug": "join"}, "SLUG_INVALID", "slug", id="reserved"),
        pytest.param({"name": "!!!"}, "SLUG_INVALID", "slug", id="name-makes-no-slug"),
        pytest.param(
            {"name": "X", "options": {"no_such_rule": True}},
            "UNKNOWN_OPTION",
            "options.no_such_rule",
            id="a-house-rule-the-variant-lacks",
        ),
        pytest.param({"name": "X", "target": 0}, "INVALID_TARGET", "target", id="bad-target"),
    ],
)
def test_a_refused_league_stores_nothing(admin, league, data, code, field):
    before = everything()
    response = signed_in(admin).post(LEAGUES, {"variant": "north_american", **data})

    assert response.status_code == 400, response.content
    assert (response.json()["code"], response.json()["field"]) == (code, field)
    assert everything() == before


def test_the_list_holds_the_callers_leagues_and_the_public_ones(admin, member, league):
    UserFactory(email="stranger@example.com")
    public = signed_in(admin).post(
        LEAGUES, {"name": "Open", "variant": "british", "visibility": "public"}
    )
    assert public.status_code == 201

    mine = signed_in(member).get(LEAGUES).json()["results"]
    assert [(item["slug"], item["role"]) for item in mine] == [
        ("open", None),
        ("tuesday-club", "member"),
    ]
    anonymous = APIClient().get(LEAGUES).json()["results"]
    assert [item["slug"] for item in anonymous] == ["open"]


def test_an_admin_changes_the_name_and_visibility(admin, league):
    response = signed_in(admin).patch(
        f"{LEAGUES}{league.slug}/", {"name": "Tuesdays", "visibility": "public"}
    )
    assert response.status_code == 200, response.content
    assert (response.json()["name"], response.json()["visibility"]) == ("Tuesdays", "public")
    league.refresh_from_db()
    assert (league.name, league.visibility) == ("Tuesdays", "public")


def test_the_ruleset_is_fixed_once_the_league_has_a_game(admin, league):
    api = signed_in(admin)
    changed = api.patch(f"{LEAGUES}{league.slug}/", {"target": 11})
    assert changed.status_code == 200 and changed.json()["target"] == 11

    league_game(league, admin)
    refused = api.patch(f"{LEAGUES}{league.slug}/", {"target": 5})
    assert refused.status_code == 409
    assert (refused.json()["code"], refused.json()["field"]) == ("RULESET_LOCKED", "target")
    league.refresh_from_db()
    assert league.target == 11


def test_invitations_join_and_revoke(admin, league):
    newcomer = UserFactory(email="new@example.com")
    created = signed_in(admin).post(f"{LEAGUES}{league.slug}/invitations/", {"days": 7})
    assert created.status_code == 201, created.content
    code = created.json()["code"]
    assert len(code) >= 30
    assert created.json()["join_url"] == f"http://testserver/leagues/join/{code}/"

    joined = signed_in(newcomer).post(f"{LEAGUES}join/", {"code": code})
    assert joined.status_code == 200
    assert (joined.json()["slug"], joined.json()["role"]) == (league.slug, "member")
    again = signed_in(newcomer).post(f"{LEAGUES}join/", {"code": code})
    assert again.status_code == 200
    assert league.memberships.filter(user=newcomer).count() == 1

    listed = signed_in(admin).get(f"{LEAGUES}{league.slug}/invitations/").json()["results"]
    assert [item["code"] for item in listed] == [code]
    revoked = signed_in(admin).delete(f"{LEAGUES}{league.slug}/invitations/{code}/")
    assert revoked.status_code == 204
    assert Invitation.objects.get().revoked_at is not None


@pytest.mark.parametrize("state", ["revoked", "expired"])
def test_a_spent_invitation_lets_no_one_in(admin, league, state):
    invitation = invitation_create(league=league, by=admin)
    if state == "revoked":
        invitation_revoke(invitation=invitation)
    else:
        invitation.expires_at = timezone.now() - datetime.timedelta(minutes=1)
        invitation.save()
    newcomer = UserFactory(email="late@example.com")

    response = signed_in(newcomer).post(f"{LEAGUES}join/", {"code": invitation.code})

    assert response.status_code == 400
    assert response.json()["code"] == f"INVITATION_{state.upper()}"
    assert not league.memberships.filter(user=newcomer).exists()


def test_an_unknown_code_is_a_404(member):
    response = signed_in(member).post(f"{LEAGUES}join/", {"code": "nope"})
    assert response.status_code == 404


def test_roles_change_and_the_last_admin_stays(admin, member, league):
    api = signed_in(admin)
    url = f"{LEAGUES}{league.slug}/members/"
    refused = api.patch(f"{url}{admin.pk}/", {"role": "member"})
    assert refused.status_code == 409 and refused.json()["code"] == "LAST_ADMIN"
    assert api.delete(f"{url}{admin.pk}/").status_code == 409

    promoted = api.patch(f"{url}{member.pk}/", {"role": "admin"})
    assert promoted.status_code == 200
    assert promoted.json()["role"] == "admin"
    assert api.patch(f"{url}{admin.pk}/", {"role": "member"}).status_code == 200
    assert dict(league.memberships.values_list("user_id", "role")) == {
        admin.pk: "member",
        member.pk: "admin",
    }


def test_a_member_who_leaves_keeps_nothing_but_their_name_on_seats(admin, member, league):
    game = league_game(league, admin, seats=["Ann", "Bob", "Cat", "Mel"])
    mel = league.roster.players.get(name="Mel")
    mel.user = member
    mel.save()
    api = signed_in(member)
    assert api.get(f"/api/v1/games/{game.pk}/").status_code == 200

    assert api.delete(f"{LEAGUES}{league.slug}/members/{member.pk}/").status_code == 204

    assert not league.memberships.filter(user=member).exists()
    mel.refresh_from_db()
    assert (mel.name, mel.user) == ("Mel", None)
    assert game.seats.get(position=3).player == mel
    assert api.get(f"/api/v1/games/{game.pk}/").status_code == 404
    assert api.get(f"{LEAGUES}{league.slug}/").status_code == 404


def test_members_list(admin, member, league):
    body = signed_in(member).get(f"{LEAGUES}{league.slug}/members/").json()["results"]
    assert [(m["user"], m["email"], m["role"], m["player"]) for m in body] == [
        (admin.pk, admin.email, "admin", None),
        (member.pk, member.email, "member", None),
    ]


def test_the_roster(admin, member, league):
    url = f"{LEAGUES}{league.slug}/players/"
    added = signed_in(member).post(url, {"name": "Joe"})
    assert added.status_code == 201
    assert added.json() == {"id": added.json()["id"], "name": "Joe", "user": None}

    before = everything()
    taken = signed_in(member).post(url, {"name": "JOE"})
    assert taken.status_code == 400
    assert taken.json()["code"] == "PLAYER_NAME_TAKEN"
    assert "Joe" in taken.json()["message"]
    assert everything() == before

    joe = added.json()["id"]
    renamed = signed_in(admin).patch(f"{url}{joe}/", {"name": "Joseph", "user": member.pk})
    assert renamed.status_code == 200, renamed.content
    assert renamed.json() == {"id": joe, "name": "Joseph", "user": member.pk}
    assert [p["name"] for p in signed_in(member).get(url).json()["results"]] == ["Joseph"]


def test_linking_needs_a_member(admin, league):
    joe = Player.objects.create(roster=league.roster, name="Joe")
    stranger = UserFactory(email="stranger@example.com")
    response = signed_in(admin).patch(
        f"{LEAGUES}{league.slug}/players/{joe.pk}/", {"user": stranger.pk}
    )
    assert response.status_code == 400
    assert response.json()["code"] == "NOT_A_MEMBER"


def test_seasons(admin, league):
    url = f"{LEAGUES}{league.slug}/seasons/"
    api = signed_in(admin)
    spring = api.post(url, {"name": "Spring", "starts_on": "2026-03-01", "ends_on": "2026-05-31"})
    assert spring.status_code == 201, spring.content
    assert spring.json() == {
        "id": spring.json()["id"],
        "name": "Spring",
        "starts_on": "2026-03-01",
        "ends_on": "2026-05-31",
    }
    summer = api.post(url, {"name": "Summer", "starts_on": "2026-06-01"})
    assert summer.status_code == 201

    before = everything()
    for data, code in [
        ({"name": "Late", "starts_on": "2026-05-01", "ends_on": "2026-04-01"},
         "SEASON_ENDS_BEFORE_START"),
        ({"name": "Overlap", "starts_on": "2026-05-30", "ends_on": "2026-06-01"},
         "SEASON_OVERLAPS"),
        ({"name": "Later", "starts_on": "2027-01-01"}, "SEASON_OVERLAPS"),
        ({"name": "Early", "starts_on": "2026-01-01", "ends_on": "2026-03-01"},
         "SEASON_OVERLAPS"),
    ]:  # fmt: skip
        response = api.post(url, data)
        assert (response.status_code, response.json()["code"]) == (400, code), data
    assert everything() == before
    winter = api.post(url, {"name": "Winter", "starts_on": "2026-01-01", "ends_on": "2026-02-28"})
    assert winter.status_code == 201
    listed = [s["name"] for s in api.get(url).json()["results"]]
    assert listed == ["Winter", "Spring", "Summer"]


# --- league games through the games API -------------------------------------------------

GAMES = "/api/v1/games/"


def start(api, league, **more):
    return api.post(
        GAMES,
        {"league": league.slug, "seats": ["Ann", "Bob", "Cat", "Dan"], "first_dealer": 0, **more},
    )


def test_a_member_starts_a_league_game_with_the_leagues_rules_and_roster(admin, member, league):
    Player.objects.create(roster=league.roster, name="ann")
    today = timezone.localdate()
    season = Season.objects.create(league=league, name="Now", starts_on=today)

    response = start(signed_in(member), league)

    assert response.status_code == 201, response.content
    body = response.json()
    assert (body["league"], body["season"], body["variant"], body["target"]) == (
        league.slug,
        season.pk,
        "north_american",
        10,
    )
    assert body["role"] == "member" and body["can_edit"] is True
    assert [seat["name"] for seat in body["seats"]] == ["ann", "Bob", "Cat", "Dan"]
    assert league.roster.players.count() == 4
    assert not member.players.exists()  # the member's own players are untouched
    game = Game.objects.get()
    assert (game.roster_id, game.league_game.season) == (league.roster_id, season)
    detail = signed_in(admin).get(f"{GAMES}{game.pk}/").json()
    assert (detail["league"], detail["season"], detail["role"]) == (league.slug, season.pk, "admin")


def test_a_season_sent_is_taken_whatever_the_date(member, league):
    old = Season.objects.create(
        league=league,
        name="Old",
        starts_on=datetime.date(2020, 1, 1),
        ends_on=datetime.date(2020, 2, 1),
    )
    response = start(signed_in(member), league, season=old.pk)
    assert response.status_code == 201
    assert response.json()["season"] == old.pk


def test_no_season_holding_today_means_none(member, league):
    Season.objects.create(league=league, name="Old", starts_on=datetime.date(2020, 1, 1),
                          ends_on=datetime.date(2020, 2, 1))  # fmt: skip
    response = start(signed_in(member), league)
    assert response.status_code == 201
    assert response.json()["season"] is None


def test_a_game_started_after_midnight_counts_in_the_season_holding_the_new_day(
    member, league, monkeypatch
):
    today = timezone.localdate()
    ending = Season.objects.create(league=league, name="Ending", starts_on=today, ends_on=today)
    tomorrow = today + datetime.timedelta(days=1)
    coming = Season.objects.create(league=league, name="Coming", starts_on=tomorrow)
    api = signed_in(member)
    assert start(api, league).json()["season"] == ending.pk
    monkeypatch.setattr(timezone, "localdate", lambda *args, **kwargs: tomorrow)
    assert start(api, league).json()["season"] == coming.pk


@pytest.mark.parametrize(
    ("more", "code", "field"),
    [
        pytest.param({"variant": "british"}, "RULESET_DIFFERS", "variant", id="variant"),
        pytest.param({"target": 11}, "RULESET_DIFFERS", "target", id="target"),
        pytest.param(
            {"options": {"stick_the_dealer": True}},
            "RULESET_DIFFERS",
            "options.stick_the_dealer",
            id="house-rule",
        ),
        pytest.param({"season": 999999}, "SEASON_NOT_IN_LEAGUE", "season", id="unknown-season"),
        pytest.param(
            {"seats": [{"player": 999999}, "Bob", "Cat", "Dan"]},
            "PLAYER_NOT_IN_ROSTER",
            "seats.0",
            id="player-of-no-roster",
        ),
    ],
)
def test_a_refused_league_game_stores_nothing(member, league, more, code, field):
    before = everything()
    response = start(signed_in(member), league, **more)

    assert response.status_code == 400, response.content
    assert (response.json()["code"], response.json()["field"]) == (code, field)
    assert everything() == before


def test_the_same_ruleset_sent_is_fine(member, league):
    response = start(
        signed_in(member), league, variant="north_american", target=10,
        options={"stick_the_dealer": False},
    )  # fmt: skip
    assert response.status_code == 201, response.content


def test_a_season_or_player_of_another_league_is_refused(admin, member, league, public_league):
    other_season = Season.objects.create(
        league=public_league, name="Theirs", starts_on=datetime.date(2026, 1, 1)
    )
    theirs = Player.objects.create(roster=public_league.roster, name="Zed")
    mine = member.players.create(name="Mine")
    api = signed_in(member)
    before = everything()

    assert start(api, league, season=other_season.pk).json()["code"] == "SEASON_NOT_IN_LEAGUE"
    listed = api.get(f"{LEAGUES}{league.slug}/games/", {"season": other_season.pk})
    assert (listed.status_code, listed.json()["code"]) == (400, "SEASON_NOT_IN_LEAGUE")
    for seat in (theirs.pk, mine.pk):
        response = start(api, league, seats=[{"player": seat}, "Bob", "Cat", "Dan"])
        assert response.json()["code"] == "PLAYER_NOT_IN_ROSTER"
    assert everything() == before


def test_a_season_without_a_league_is_refused(member, league):
    season = Season.objects.create(league=league, name="S", starts_on=datetime.date(2026, 1, 1))
    response = signed_in(member).post(
        GAMES,
        {"variant": "north_american", "seats": ["A", "B", "C", "D"], "first_dealer": 0,
         "season": season.pk},
    )  # fmt: skip
    assert response.status_code == 400
    assert (response.json()["code"], response.json()["field"]) == (
        "SEASON_WITHOUT_LEAGUE",
        "league",
    )


def test_without_leagues_installed_a_league_is_refused(member, league, monkeypatch):
    from games import groups

    monkeypatch.delitem(groups.KINDS, "league")
    before = everything()
    response = start(signed_in(member), league)
    assert response.status_code == 400
    assert (response.json()["code"], response.json()["field"]) == ("LEAGUES_UNAVAILABLE", "league")
    assert everything() == before


def test_a_plain_game_says_it_is_in_no_league(member):
    response = signed_in(member).post(
        GAMES, {"variant": "north_american", "seats": ["A", "B", "C", "D"], "first_dealer": 0}
    )
    assert response.status_code == 201
    assert (response.json()["league"], response.json()["season"]) == (None, None)
    listed = signed_in(member).get(GAMES).json()["results"]
    assert (listed[0]["league"], listed[0]["season"]) == (None, None)


def test_a_plain_game_still_needs_a_variant(member):
    response = signed_in(member).post(GAMES, {"seats": ["A", "B", "C", "D"], "first_dealer": 0})
    assert response.status_code == 400
    assert response.json()["field"] == "variant"


def test_the_league_games_list(admin, member, league):
    spring = Season.objects.create(
        league=league,
        name="S",
        starts_on=datetime.date(2020, 1, 1),
        ends_on=datetime.date(2020, 2, 1),
    )
    in_spring = league_game(league, admin, season=spring.pk)
    outside = league_game(league, member, seats=["E", "F", "G", "H"])
    url = f"{LEAGUES}{league.slug}/games/"

    everything_listed = signed_in(member).get(url).json()["results"]
    assert [g["id"] for g in everything_listed] == [outside.pk, in_spring.pk]
    assert {g["role"] for g in everything_listed} == {"member"}
    assert [g["season"] for g in everything_listed] == [None, spring.pk]
    in_season = signed_in(member).get(url, {"season": spring.pk}).json()["results"]
    assert [g["id"] for g in in_season] == [in_spring.pk]


def test_merging_a_duplicate_moves_its_seats(admin, league):
    game = league_game(league, admin, seats=["Ann", "Bob", "Cat", "Danny"])
    league_game(league, admin, seats=["Ann", "Bob", "Cat", "Dan"])
    danny = league.roster.players.get(name="Danny")
    dan = league.roster.players.get(name="Dan")
    url = f"{LEAGUES}{league.slug}/players/{danny.pk}/merge/"

    response = signed_in(admin).post(url, {"into": dan.pk})

    assert response.status_code == 200, response.content
    assert response.json()["name"] == "Dan"
    assert game.seats.get(position=3).player == dan
    assert not Player.objects.filter(pk=danny.pk).exists()


def test_a_refused_merge_changes_nothing(admin, league, public_league):
    league_game(league, admin)
    ann, bob = (league.roster.players.get(name=name) for name in ("Ann", "Bob"))
    zed = Player.objects.create(roster=public_league.roster, name="Zed")
    api = signed_in(admin)
    before = everything()
    for player, into, code in [
        (ann, ann, "MERGE_INTO_ITSELF"),
        (ann, zed, "PLAYER_NOT_IN_LEAGUE"),
        (ann, 10**9, "PLAYER_NOT_IN_LEAGUE"),  # no such player: the same answer, no probing
        (ann, bob, "PLAYERS_SHARE_A_GAME"),
    ]:
        url = f"{LEAGUES}{league.slug}/players/{player.pk}/merge/"
        response = api.post(url, {"into": getattr(into, "pk", into)})
        assert (response.status_code, response.json()["code"]) == (400, code)
    assert everything() == before


def test_a_start_retried_after_leaving_the_league_is_a_404(admin, member, league):
    body = {"league": league.slug, "seats": ["Ann", "Bob", "Cat", "Dan"], "first_dealer": 0,
            "client_id": "6b3a7c1e-9a2f-4c55-8f3e-2d9d7f0c1a11"}  # fmt: skip
    api = signed_in(member)
    assert api.post(GAMES, body).status_code == 201
    Membership.objects.filter(league=league, user=member).delete()
    response = api.post(GAMES, body)
    assert (response.status_code, response.json()["code"]) == (404, "NOT_FOUND")
    assert Game.objects.count() == 1


def test_an_open_season_is_ended_so_that_the_next_can_start(admin, member, league):
    url = f"{LEAGUES}{league.slug}/seasons/"
    api = signed_in(admin)
    summer = api.post(url, {"name": "Summer", "starts_on": "2026-06-01"}).json()
    autumn = {"name": "Autumn", "starts_on": "2026-09-01"}
    assert api.post(url, autumn).json()["code"] == "SEASON_OVERLAPS"

    detail = f"{url}{summer['id']}/"
    before = everything()
    response = api.patch(detail, {"ends_on": "2026-05-01"})
    assert (response.status_code, response.json()["code"]) == (400, "SEASON_ENDS_BEFORE_START")
    assert everything() == before
    assert signed_in(member).patch(detail, {"ends_on": "2026-08-31"}).status_code == 403

    ended = api.patch(detail, {"ends_on": "2026-08-31", "name": "Summer '26"})
    assert ended.status_code == 200, ended.content
    assert ended.json() == {**summer, "name": "Summer '26", "ends_on": "2026-08-31"}
    assert api.post(url, autumn).status_code == 201
    moved = api.patch(detail, {"ends_on": "2026-09-15"})  # into autumn: refused
    assert (moved.status_code, moved.json()["code"]) == (400, "SEASON_OVERLAPS")
    assert api.patch(f"{url}999999/", {"name": "X"}).status_code == 404
