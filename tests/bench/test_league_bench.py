"""`make bench-league` at a tiny size: the seed is a valid league that the rebuild counts,
and the benchmark runs end to end through gunicorn (no timing asserted)."""

import json
import re
import subprocess
import sys

import pytest
from django.core.management import call_command
from rest_framework.renderers import JSONRenderer

from bench.http_load import ROOT
from bench.league import NIGHT_READS, READS
from games.models import Game, Hand
from leagues.api.stats_serializers import (
    PAGE_ROWS,
    PartnershipSerializer,
    RatingSerializer,
    StandingsSerializer,
)
from leagues.models import League, LeagueGame, PlayerTotals
from leagues.standings import ratings, statistics
from leagues.standings.rebuild import league_stats_rebuild
from leagues.standings.totals import games_deltas

pytestmark = pytest.mark.django_db(transaction=True)


def totals_rows(league_id):
    """Every row, the all-time ones (no season) first."""
    rows = PlayerTotals.objects.filter(league_id=league_id).values_list(
        "season_id", "player_id", "hands", "maker_made", "games", "wins", "points_for"
    )
    return sorted(rows, key=lambda row: (row[0] or 0, row[1:]))


def test_the_seed_makes_the_hands_asked_scored_and_counted():
    call_command("seed_bench_league", slug="tiny", hands=600, players=24, seasons=2, target=10)
    games = Game.objects.filter(league_game__league__slug="tiny")
    assert Hand.objects.filter(game__in=games).count() == 600
    assert LeagueGame.objects.filter(league__slug="tiny").values("season").distinct().count() == 2
    for game in games.prefetch_related("hands"):
        hands = sorted(game.hands.all(), key=lambda hand: hand.number)
        assert [hand.number for hand in hands] == list(range(1, len(hands) + 1))
        assert (game.score_0, game.score_1) == (hands[-1].score_0, hands[-1].score_1)
        assert (game.winner is not None) == (max(game.score) >= 10)
    league_id = games.first().league_game.league_id
    seeded = totals_rows(league_id)
    assert seeded and sum(row[2] for row in seeded if row[0]) == 600 * 4
    league_stats_rebuild(league=games.first().league_game.league)
    assert totals_rows(league_id) == seeded
    assert games_deltas(league_id=league_id)


def test_seeding_twice_keeps_the_league():
    call_command("seed_bench_league", slug="twice", hands=50, players=8, seasons=1)
    call_command("seed_bench_league", slug="twice", hands=80, players=8, seasons=1)
    assert Hand.objects.filter(game__league_game__league__slug="twice").count() == 50


def test_the_benchmark_runs_end_to_end_at_a_tiny_size(tmp_path):
    run = subprocess.run(
        [sys.executable, "-m", "bench.league", "--db", "sqlite", "--hands", "400",
         "--small", "150", "--players", "16", "--sqlite-path", str(tmp_path / "league.sqlite3"),
         "--seconds", "0.5", "--rounds", "1", "--clients", "2", "--redis", "none"],
        cwd=ROOT, capture_output=True, text=True, timeout=600,
    )  # fmt: skip
    assert run.returncode == 0, run.stderr[-3000:]
    out = run.stdout
    for read in READS:
        assert f"{read.name} bench-400" in out and f"{read.name} bench-150" in out
    assert "league hand / plain hand: throughput" in out
    night = out.split("league night")[1]
    assert "league / plain" in night
    for name, _ in NIGHT_READS:  # each read measured beside the league's hands
        requests = re.search(rf"^{re.escape(name)} +(\d+) ", night, re.MULTILINE)
        assert requests and int(requests.group(1)) > 0, name
    assert " error (" not in out
    assert "could not be deleted" not in out  # the run's games are gone: the league as seeded


def test_the_plain_reads_write_what_their_serializers_write(client):
    """Standings, partnerships and ratings skip DRF's fields (leagues.api.statistics):
    over a seeded league, all time and a season, the answer is the serializer's."""
    call_command("seed_bench_league", slug="plain", hands=900, players=24, seasons=2, target=10)
    league = League.objects.get(slug="plain")
    season = league.seasons.order_by("pk").first().pk
    for period in (None, season):
        query = {} if period is None else {"season": period}
        page = {"league": league, "season": period, "offset": 0, "limit": PAGE_ROWS}
        expected = {
            "standings/": StandingsSerializer(statistics.standings(**page)),
            "partnerships/": PartnershipSerializer(statistics.partnerships(**page).rows, many=True),
            "ratings/": RatingSerializer(
                ratings.ratings_table(league_id=league.pk, season=period), many=True
            ),
        }
        for path, serializer in expected.items():
            answer = client.get(f"/api/v1/leagues/plain/{path}", query)
            assert answer.status_code == 200
            found = answer.json()
            found = found["results"] if path == "partnerships/" else found
            assert found == json.loads(JSONRenderer().render(serializer.data))
            assert found  # rows, not an empty answer
