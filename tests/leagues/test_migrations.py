"""Data migrations of leagues: the totals kept before a rule changed are set right."""

import importlib

import pytest
from django.apps import apps

from games.services.hands import hand_record
from leagues.models import PlayerTotals, Season, StatsVersion
from tests.games.support import loner, made
from tests.leagues.support import league_game, recount, totals

sat_out = importlib.import_module("leagues.migrations.0004_players_who_sat_out")
all_time = importlib.import_module("leagues.migrations.0007_all_time_totals_and_ranking")

pytestmark = pytest.mark.django_db


def test_hands_sat_out_are_counted_again_by_the_new_rule(admin, league):
    game = league_game(league, admin)  # Ann, Bob, Cat, Dan
    for record in (loner(1, 5), {**made(0, 1), "defender_loner": 3}, made(2, 3)):
        hand_record(game=game, record=record, by=admin)
    now = totals(league)
    dan = PlayerTotals.objects.get(player__name="Dan")
    assert (dan.hands, dan.sat_out, dan.hands_played, dan.defending_hands) == (3, 1, 2, 2)

    sat_out.recount(apps, -1)  # the totals as the old rule kept them
    dan.refresh_from_db()
    assert (dan.hands, dan.sat_out, dan.hands_played, dan.defending_hands) == (3, 0, 3, 2)
    bob = PlayerTotals.objects.get(player__name="Bob")  # sat out Dan's lone euchre
    assert (bob.sat_out, bob.hands_played, bob.defending_hands, bob.defending_euchres) == (
        0, 3, 2, 1
    )  # fmt: skip
    version = StatsVersion.objects.get(league=league).version

    sat_out.recount(apps, +1)

    assert totals(league) == now == recount(league)
    assert StatsVersion.objects.get(league=league).version > version


def test_rows_without_a_season_become_the_all_time_rows(admin, league):
    spring = Season.objects.create(
        league=league, name="Spring", starts_on="2020-03-01", ends_on="2020-06-01"
    )
    in_spring = league_game(league, admin, season=spring.pk)
    outside = league_game(league, admin)
    hand_record(game=in_spring, record=made(1, 3), by=admin)
    for _ in range(2):
        hand_record(game=outside, record=made(1, 3), by=admin)
    now = totals(league)

    def bob(season=None) -> int:
        return PlayerTotals.objects.get(player__name="Bob", season=season).maker_called

    assert (bob(spring), bob()) == (1, 3)
    all_time.regroup(apps, -1)  # as they were kept: games outside any season alone
    assert (bob(spring), bob()) == (1, 2)
    version = StatsVersion.objects.get(league=league).version

    all_time.regroup(apps, +1)

    assert (bob(spring), bob()) == (1, 3)
    assert totals(league) == now == recount(league)
    assert StatsVersion.objects.get(league=league).version > version
