"""Merging a duplicate roster player: its seats and the league's totals move in one pass
(each totals table written once per season, only the rows that change), whatever the
number of games, and the totals and ratings equal a recount afterwards."""

import datetime
import re

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from games.models import Seat
from games.services.hands import hand_record
from leagues.models import PlayerTotals, Season
from leagues.services.leagues import league_create
from leagues.services.roster import roster_player_merge
from tests.games.support import loner, made
from tests.leagues.support import assert_totals_match_recount, league_game

pytestmark = pytest.mark.django_db

OLD_SEASON = (datetime.date(2020, 1, 1), datetime.date(2020, 2, 1))


def seated_games(league, by, name: str, count: int, season) -> None:
    """``count`` games with ``name`` in seat 3, half in ``season`` and half in none, the
    first finished."""
    for number in range(count):
        game = league_game(
            league, by, ["Ann", "Bob", "Cat", name], season=season.pk if number % 2 else None
        )
        records = [loner(3, 5)] * 3 if number == 0 else [made(3, 3), made(0, 4)]
        for record in records:
            hand_record(game=game, record=record, by=by)


def upserts(queries, table: str) -> list[int]:
    """The rows each upsert into ``table`` carried (statements sent together counted
    apart)."""
    found = []
    for sql in (part for query in queries for part in query["sql"].split(";\n")):
        if sql.startswith(f'INSERT INTO "{table}"') and "ON CONFLICT" in sql:
            values = sql[sql.index("VALUES") : sql.index("ON CONFLICT")]
            found.append(len(re.findall(r"\)\s*,\s*\(", values)) + 1)
    return found


def merge_queries(league, admin, games: int) -> tuple[int, list[int]]:
    season = Season.objects.create(league=league, name="Old", starts_on=OLD_SEASON[0],
                                   ends_on=OLD_SEASON[1])  # fmt: skip
    seated_games(league, admin, "Dan", 2, season)
    seated_games(league, admin, f"Danny{games}", games, season)
    roster = league.roster.players
    danny, dan = roster.get(name=f"Danny{games}"), roster.get(name="Dan")

    with CaptureQueriesContext(connection) as queries:
        roster_player_merge(league=league, player=danny, into=dan)

    assert not Seat.objects.filter(player_id=danny.pk).exists()
    assert PlayerTotals.objects.get(league=league, season=None, player=dan).games == 2
    assert_totals_match_recount(league)
    return len(queries), upserts(queries, "leagues_playertotals")


def test_a_merge_writes_each_totals_table_once_with_the_rows_that_change(admin, league):
    _, players = merge_queries(league, admin, games=4)
    # One statement: the season's and the all-time rows; in each, the duplicate's row and
    # the kept player's only: the partners and opponents who stay come out at zero.
    assert players == [4]


def test_a_merge_costs_the_same_queries_whatever_the_number_of_games(admin, league):
    bigger = league_create(by=admin, name="Bigger", variant="north_american")
    few, _ = merge_queries(league, admin, games=2)
    many, _ = merge_queries(bigger, admin, games=8)
    assert few == many
