"""Helpers for the leagues tests: league games started as the API starts them, and the
league's totals as rows to compare with a full recount."""

from games.services.games import game_start
from leagues.models import TOTALS
from leagues.services.stats import league_stats_rebuild
from leagues.upsert import counter_columns

NAMES = ("Ann", "Bob", "Cat", "Dan")


def league_game(league, by, seats=NAMES, season=None, **start):
    """A game of the league started by ``by``, seats by name (the roster's)."""
    return game_start(
        owner=by, league=league.slug, season=season, seats=list(seats), first_dealer=0, **start
    )


def totals(league) -> dict:
    """Every non-zero totals row of the league: {(table, season, key...): {counter: n}}."""
    found = {}
    for model in TOTALS:
        counters = counter_columns(model)
        keys = [f"{name}_id" for name in model.KEYS]
        for row in model.objects.filter(league=league).values("season_id", *keys, *counters):
            values = {name: row[name] for name in counters if row[name]}
            if values:
                found[(model.__name__, row["season_id"], *(row[k] for k in keys))] = values
    return found


def recount(league) -> dict:
    league_stats_rebuild(league=league)
    return totals(league)


def assert_totals_match_recount(league) -> None:
    running = totals(league)
    assert running == recount(league)
