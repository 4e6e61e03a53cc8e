"""A tournament inside a league: made by its admins, with the league's rules, roster and
season; its tables' games are the league's too and count in the league's statistics as
any league game does, while they stay the tournament's (its rounds, ends and standings)."""

import datetime

import pytest
from django.test import Client

from games.models import Game, Player
from leagues.models import LeagueGame, MemberRole, Membership, PlayerTotals
from leagues.services.seasons import season_create
from tests.conftest import signed_in
from tests.factories import UserFactory
from tests.games.support import loner
from tests.games.support import made as hand_made
from tests.leagues.support import assert_totals_match_recount, league_game, totals_queries
from tests.tournaments.support import (
    GAMES,
    TOURNAMENTS,
    filled,
    finished,
    made,
    record,
    recount,
    running,
    scheduled,
    started,
)
from tournaments.models import Tournament


@pytest.fixture
def season(league):
    return season_create(league=league, name="Autumn", starts_on=datetime.date(2026, 9, 1))


@pytest.fixture
def admin_api(admin):
    return signed_in(admin)


@pytest.fixture
def night(admin_api, league, season):
    """A tournament of the league, eight of its players checked in, two rounds of two deals."""
    tournament = made(admin_api, league=league.slug, rounds=2, round_end={"deals": 2})
    players = filled(admin_api, tournament, 8)
    scheduled(admin_api, tournament)
    return tournament, players


def test_an_admin_makes_one_with_the_leagues_rules_roster_and_season(admin_api, league, season):
    tournament = made(admin_api, league=league.slug, options={"stick_the_dealer": False})
    assert (tournament["league"], tournament["season"]) == (league.slug, season.pk)
    assert (tournament["variant"], tournament["role"]) == (league.variant, "organiser")
    assert tournament["options"] == league.options
    assert Tournament.objects.get().roster_id == league.roster_id


def test_a_season_named_is_kept(admin_api, league):
    earlier = season_create(
        league=league,
        name="Spring",
        starts_on=datetime.date(2026, 3, 1),
        ends_on=datetime.date(2026, 6, 30),
    )
    tournament = made(admin_api, league=league.slug, season=earlier.pk)
    assert tournament["season"] == earlier.pk


@pytest.mark.parametrize(
    ("body", "status", "code", "field"),
    [
        pytest.param({"variant": "british"}, 400, "RULESET_DIFFERS", "variant", id="variant"),
        pytest.param(
            {"options": {"stick_the_dealer": True}},
            400,
            "RULESET_DIFFERS",
            "options.stick_the_dealer",
            id="house-rule",
        ),
        pytest.param(
            {"short_tables": "three_handed"},
            400,
            "TOURNAMENT_THREE_HANDED_IN_LEAGUE",
            "short_tables",
            id="tables-of-three",
        ),
        pytest.param({"season": 999}, 400, "SEASON_NOT_IN_LEAGUE", "season", id="season"),
    ],
)
def test_refused(admin_api, league, body, status, code, field):
    response = admin_api.post(
        TOURNAMENTS, {"name": "Night", "league": league.slug, **body}, format="json"
    )
    assert (response.status_code, response.json()["code"]) == (status, code)
    assert response.json()["field"] == field
    assert not Tournament.objects.exists()


def test_only_its_admins_make_one(league, member):
    as_member = signed_in(member).post(
        TOURNAMENTS, {"name": "Night", "league": league.slug}, format="json"
    )
    assert as_member.status_code == 403
    outsider = signed_in(UserFactory()).post(
        TOURNAMENTS, {"name": "Night", "league": league.slug}, format="json"
    )
    assert outsider.status_code == 404
    assert not Tournament.objects.exists()


def test_a_name_is_the_leagues_player(admin_api, admin, league, season):
    game = league_game(league, admin)
    ann = game.seats.get(position=0).player
    tournament = made(admin_api, league=league.slug)
    added = admin_api.post(
        f"{TOURNAMENTS}{tournament['id']}/players/", {"name": "ann"}, format="json"
    )
    assert added.json()["id"] == ann.pk
    assert Player.objects.filter(roster_id=league.roster_id).count() == 4


def test_its_games_are_the_leagues_and_the_tournaments(admin_api, admin, league, season, night):
    tournament, _ = night
    round_ = started(admin_api, tournament, 1)
    table = round_["tables"][0]
    game = admin_api.get(f"{GAMES}{table['game']}/").json()
    assert (game["league"], game["season"]) == (
        league.slug,
        season.pk,
    )
    assert game["tournament"] == {"id": tournament["id"], "round": 1, "table": 1}
    assert LeagueGame.objects.filter(league=league, season=season).count() == 2
    listed = admin_api.get(f"/api/v1/leagues/{league.slug}/games/").json()["results"]
    assert {row["id"] for row in listed} == {t["game"] for t in round_["tables"]}
    assert {(row["role"], row["can_delete"]) for row in listed} == {("member", False)}
    client = Client()
    client.force_login(admin)
    delete_page = f"/leagues/{league.slug}/admin/games/{table['game']}/delete/"
    assert client.get(delete_page).status_code == 404
    assert client.post(delete_page).status_code == 404
    assert Game.objects.filter(pk=table["game"]).exists()


def test_its_hands_count_in_the_leagues_statistics(admin_api, league, season, night):
    tournament, _ = night
    for number in (1, 2):
        round_ = started(admin_api, tournament, number)
        first, second = (table["game"] for table in round_["tables"])
        record(admin_api, first, hand_made(0, 3), loner(1, 5))
        record(admin_api, second, hand_made(1, 4))  # the round's finish ends it
        finished(admin_api, tournament, number)
    assert set(Game.objects.values_list("status", flat=True)) == {"finished"}
    assert_totals_match_recount(league)
    assert running(tournament["id"]) == recount(tournament["id"])
    games = PlayerTotals.objects.filter(league=league, season=season)
    assert sorted(games.values_list("games", flat=True)) == [2] * 8
    standings = admin_api.get(f"/api/v1/leagues/{league.slug}/standings/").json()
    assert len(standings["players"]) == 8


def test_the_leagues_admins_organise_it_and_its_members_read_it(admin_api, league, member, night):
    tournament, players = night
    other = UserFactory()
    Membership.objects.create(league=league, user=other, role=MemberRole.ADMIN)
    another_admin = signed_in(other)
    url = f"{TOURNAMENTS}{tournament['id']}/"
    assert another_admin.get(url).json()["role"] == "organiser"
    game = started(another_admin, tournament, 1)["tables"][0]["game"]
    assert (
        another_admin.post(f"{GAMES}{game}/hands/", hand_made(0, 3), format="json").status_code
        == 201
    )
    as_member = signed_in(member)
    assert as_member.get(f"{GAMES}{game}/").status_code == 200
    refused = as_member.post(f"{GAMES}{game}/hands/", hand_made(0, 3), format="json")
    assert refused.status_code == 403
    assert as_member.post(f"{url}rounds/1/finish/").status_code in (403, 404)


def test_a_tables_hand_in_a_league_adds_the_leagues_queries(
    admin_api, night, django_assert_num_queries
):
    """The tournament's seven (tests/tournaments/test_tournament_queries.py) and what a
    league hand adds: its seats and season, the players' and partnerships' totals (one
    upsert each) and the stats version (the last three in one round trip on PostgreSQL)."""
    tournament, _ = night
    game = started(admin_api, tournament, 1)["tables"][0]["game"]
    for hand in (hand_made(0, 3), hand_made(1, 4)):
        with django_assert_num_queries(8 + totals_queries(3)):
            response = admin_api.post(f"{GAMES}{game}/hands/", hand, format="json")
        assert response.status_code == 201, response.json()
