"""Helpers for the leagues tests: league games started as the API starts them, and the
league's totals and ratings as rows to compare with a full recount."""

from django.db import connection

from core.statement_batches import sends_together
from games.models import Player
from games.services.games import game_start
from leagues.models import TOTALS, LeagueGame, PlayerRating, RatingEvent
from leagues.standings import ratings
from leagues.standings.rebuild import league_stats_rebuild
from leagues.standings.upsert import counter_columns

NAMES = ("Ann", "Bob", "Cat", "Dan")


def totals_queries(statements: int) -> int:
    """The queries a league's ``statements`` totals statements (upserts, the stats version)
    take: one on PostgreSQL, where they go in one round trip (``core.statement_batches``),
    each its own on SQLite."""
    return 1 if sends_together(connection) else statements


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


def rated(league) -> dict:
    """Every rating row of the league as a read finds them (what a write left due
    replayed first), by name, and when each game finished (the order they are rated in):
    what a rebuild or a fresh replay must give again."""
    ratings.settle(league.pk)
    names = dict(Player.objects.values_list("pk", "name"))
    events = RatingEvent.objects.filter(league=league).order_by("finished_at", "game_id", "pk")
    finished = LeagueGame.objects.filter(league=league).order_by("game_id")
    return {
        "finished": list(finished.values_list("game_id", "finished_at")),
        "events": [
            (names[e.player_id], e.season_id, e.game_id, e.won, e.mu, e.sigma, e.games)
            for e in events
        ],
        "now": sorted(
            (names[r.player_id], r.season_id or 0, r.mu, r.sigma, r.rating, r.games)
            for r in PlayerRating.objects.filter(league=league)
        ),
    }


def recount(league) -> dict:
    league_stats_rebuild(league=league)
    return totals(league)


def assert_totals_match_recount(league) -> None:
    """The running totals and ratings equal the rebuild's, which rates every game afresh."""
    running, ratings = totals(league), rated(league)
    assert running == recount(league)
    assert ratings == rated(league)
