"""A league's home page: this season's standings (players and partnerships), the season
picker, the tie-breakers in words and the latest games."""

from django.shortcuts import render
from django.utils import timezone
from django.utils.translation import gettext

from core.words import reader_table_sheet
from leagues.selectors import league_games
from leagues.standings import statistics
from leagues.views.league_game import house_rules_changed
from leagues.views.reading import (
    game_entries,
    league_or_404,
    period_of,
    standing_columns,
    standing_rows,
)

LATEST = 8  # games listed under the standings


def standings_context(request, league, period=None) -> dict:
    """The league, the period and its standings: what the home page and the big screen
    show. Three queries (seasons, unless the ``period`` is given; players, partnerships)."""
    period = period or period_of(request, league)
    table = statistics.standings(league=league, season=period.season_id)
    return {
        "league": league,
        "period": period,
        "players": standing_rows(table["players"]),
        "partnerships": standing_rows(table["partnerships"]),
        "player_columns": standing_columns(gettext("Player")),
        "pair_columns": standing_columns(gettext("Partners")),
        "tie_breakers": statistics.tie_breakers_in_words(),
        "as_of": timezone.now(),
    }


def league_home(request, slug):
    league = league_or_404(request, slug)
    context = standings_context(request, league)
    games = league_games(league=league, season=context["period"].season_id)[:LATEST]
    context["games"] = game_entries(games)
    context["variant_name"] = reader_table_sheet()["variants"][league.variant]["name"]
    context["house_rules"] = house_rules_changed(league)
    return render(request, "leagues/league_home.html", context)
