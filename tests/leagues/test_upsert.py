"""The totals upsert adds to existing rows and creates new ones, a season's and the
all-time ones, on the database the suite runs on (SQLite, and PostgreSQL in CI's second
pass)."""

import datetime

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from games.models import Player
from leagues.models import PartnershipTotals, PlayerTotals, Season
from leagues.standings import upsert

pytestmark = pytest.mark.django_db


@pytest.fixture
def players(league):
    return [Player.objects.create(roster=league.roster, name=name) for name in "ABC"]


@pytest.fixture
def season(league):
    return Season.objects.create(league=league, name="Spring", starts_on=datetime.date(2026, 3, 1))


@pytest.mark.parametrize("seasonal", [True, False], ids=["in-a-season", "all-time"])
def test_adds_to_rows_and_creates_new_ones_in_one_statement(league, players, season, seasonal):
    season_id = season.pk if seasonal else None
    a, b, c = (player.pk for player in players)
    upsert.add(PlayerTotals, league.pk, {season_id: {(a,): {"hands": 1, "wins": 1}}})

    with CaptureQueriesContext(connection) as queries:
        upsert.add(
            PlayerTotals,
            league.pk,
            {season_id: {(a,): {"hands": 2, "wins": -1}, (b,): {"hands": 5}, (c,): {"hands": 0}}},
        )

    assert len(queries) == 1
    assert "ON CONFLICT" in queries[0]["sql"]
    rows = PlayerTotals.objects.filter(league=league, season_id=season_id)
    assert dict(rows.values_list("player_id", "hands")) == {a: 3, b: 5}  # c: zeros, no row
    assert rows.get(player_id=a).wins == 0


def test_a_season_and_all_time_are_different_rows_written_together(league, players, season):
    a = players[0].pk
    upsert.add(PlayerTotals, league.pk, {None: {(a,): {"hands": 1}}})
    with CaptureQueriesContext(connection) as queries:
        upsert.add(PlayerTotals, league.pk, {season.pk: {(a,): {"hands": 2}}, None: {(a,): {
            "hands": 4}}})  # fmt: skip

    assert len(queries) == 1
    rows = PlayerTotals.objects.filter(player_id=a)
    assert sorted(rows.values_list("period", "hands")) == [(0, 5), (season.pk, 2)]
    assert rows.get(period=0).season_id is None


def test_partnership_rows_are_keyed_by_both_players(league, players):
    a, b, c = (player.pk for player in players)
    upsert.add(PartnershipTotals, league.pk, {None: {(a, b): {"games": 1}, (a, c): {"games": 2}}})
    upsert.add(PartnershipTotals, league.pk, {None: {(a, b): {"games": 1}}})

    rows = PartnershipTotals.objects.values_list("player_1_id", "player_2_id", "games")
    assert sorted(rows) == [(a, b, 2), (a, c, 2)]


def test_nothing_to_add_runs_nothing(league, django_assert_num_queries):
    with django_assert_num_queries(0):
        upsert.add(PlayerTotals, league.pk, {None: {}})


def test_many_rows_go_in_chunks(league, monkeypatch):
    monkeypatch.setattr(upsert, "CHUNK", 2)
    players = Player.objects.bulk_create(
        Player(roster=league.roster, name=f"P{i}") for i in range(5)
    )
    deltas = {(player.pk,): {"hands": 1} for player in players}
    with CaptureQueriesContext(connection) as queries:
        upsert.add(PlayerTotals, league.pk, {None: deltas})
    assert len(queries) == 3
    assert PlayerTotals.objects.filter(hands=1).count() == 5
