"""A league's downloads as CSV (core.csv_export): standings of players and of partnerships,
and every hand of a period's games."""

from django.utils.text import slugify

from core.csv_export import csv_response
from leagues import exports
from leagues.standings import statistics
from leagues.views.reading import league_or_404, period_of


def _filename(league, period, what: str) -> str:
    return f"{league.slug}-{slugify(period.label)}-{what}.csv"


def standings_csv(request, slug):
    league = league_or_404(request, slug)
    period = period_of(request, league)
    players = statistics.player_standings(league=league, season=period.season_id)
    rows = exports.standings_rows(players.rows)
    return csv_response(_filename(league, period, "standings"), exports.STANDINGS_HEADER, rows)


def partnerships_csv(request, slug):
    league = league_or_404(request, slug)
    period = period_of(request, league)
    pairs = statistics.partnerships(league=league, season=period.season_id)
    rows = exports.partnership_rows(pairs.rows)
    return csv_response(
        _filename(league, period, "partnerships"), exports.PARTNERSHIPS_HEADER, rows
    )


def hands_csv(request, slug):
    league = league_or_404(request, slug)
    period = period_of(request, league)
    rows = exports.hand_rows(league=league, season=period.season_id)
    return csv_response(_filename(league, period, "hands"), exports.HANDS_HEADER, rows)
