"""A league's home page: this season's standings (players and partnerships), the season
picker, the tie-breakers in words and the latest games."""

from django.http import Http404
from django.shortcuts import render
from django.utils import timezone
from django.utils.translation import gettext

from core.words import reader_table_sheet
from leagues.selectors import league_games
from leagues.standings import statistics
from leagues.views.league_game import house_rules_changed
from leagues.views.reading import (
    ROWS_SHOWN,
    RowsPage,
    game_entries,
    league_or_404,
    page_number,
    period_of,
    standing_columns,
    standing_rows,
)

LATEST = 8  # games listed under the standings


def standings_context(request, league, period=None, number: int = 1) -> dict:
    """The league, the period and a page of its standings (page ``number``: ``ROWS_SHOWN``
    rows of each list): what the home page and the big screen (the first) show. The
    seasons (unless the ``period`` is given), and a page of each list (three or four
    queries each: ``leagues.standings.ranking``)."""
    period = period or period_of(request, league)
    offset = (number - 1) * ROWS_SHOWN
    table = statistics.standings(
        league=league, season=period.season_id, offset=offset, limit=ROWS_SHOWN
    )
    players, partnerships = table["players"], table["partnerships"]
    counts = table["counts"]
    if number > 1 and not (players or partnerships):
        raise Http404(gettext("No such page."))
    return {
        "league": league,
        "period": period,
        "players": standing_rows(players),
        "partnerships": standing_rows(partnerships),
        "players_page": RowsPage(number, counts["players"], len(players), period.query),
        "partnerships_page": RowsPage(
            number, counts["partnerships"], len(partnerships), period.query
        ),
        "player_columns": standing_columns(gettext("Player")),
        "pair_columns": standing_columns(gettext("Partners")),
        "tie_breakers": statistics.tie_breakers_in_words(),
        "as_of": timezone.now(),
    }


def league_home(request, slug):
    league = league_or_404(request, slug)
    context = standings_context(request, league, number=page_number(request))
    games = league_games(league=league, season=context["period"].season_id)[:LATEST]
    context["games"] = game_entries(games)
    context["variant_name"] = reader_table_sheet()["variants"][league.variant]["name"]
    context["house_rules"] = house_rules_changed(league)
    return render(request, "leagues/league_home.html", context)
