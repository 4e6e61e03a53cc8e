"""Data migrations of leagues: the totals kept before a rule changed are set right."""

import importlib

import pytest
from django.apps import apps

from games.services.hands import hand_record
from leagues.models import PlayerTotals, StatsVersion
from tests.games.support import loner, made
from tests.leagues.support import league_game, recount, totals

sat_out = importlib.import_module("leagues.migrations.0004_players_who_sat_out")

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
