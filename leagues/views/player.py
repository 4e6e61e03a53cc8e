"""A player's page, the partnerships page and two players head to head."""

from django.http import Http404
from django.shortcuts import render
from django.utils import timezone
from django.utils.translation import gettext, ngettext, pgettext
from django.utils.translation import gettext_lazy as _

from core.words import said
from leagues.errors import LeagueCode, LeagueError
from leagues.selectors import league_games, league_players, two_players
from leagues.standings import charts, ratings, statistics
from leagues.views.reading import (
    ROWS_SHOWN,
    RowsPage,
    game_entries,
    league_or_404,
    page_number,
    percent,
    period_of,
    standing_columns,
    standing_rows,
)

PLAYER_GAMES = 10  # the player's latest games listed
PROBLEMS = {LeagueCode.PLAYERS_INVALID: _("Choose two different players of the league.")}
#: The trump suits as the charts name them (``statistics.SUITS``: the rules core's labels).
SUIT_NAMES = {
    "clubs": _("Clubs"),
    "diamonds": _("Diamonds"),
    "hearts": _("Hearts"),
    "spades": _("Spades"),
}


def _trump_bars(maker: dict) -> list[charts.Bar]:
    """A bar a trump suit, and one for the calls recorded without their suit, if any."""

    def bar(label, called: int, made: int) -> charts.Bar:
        if not called:
            return charts.Bar(label=label, value=None, text=gettext("not called"))
        made_of = gettext("%(made)s of %(called)s") % {"made": made, "called": called}
        return charts.Bar(label=label, value=made / called, text=made_of)

    by_trump = maker["by_trump"]
    bars = [
        bar(str(SUIT_NAMES.get(suit, suit.title())), counts["called"], counts["made"])
        for suit, counts in by_trump.items()
    ]
    unnoted = maker["called"] - sum(counts["called"] for counts in by_trump.values())
    if unnoted:
        made = maker["made"] - sum(counts["made"] for counts in by_trump.values())
        # Translators: a bar of the trump chart, for the calls recorded without their suit.
        bars.append(bar(pgettext("trump", "not noted"), unnoted, made))
    return bars


def _rating_chart(name: str, history: list[dict]):
    values = [event["rating"] for event in history]
    if len(values) < 2:
        return None
    return charts.line_chart(
        title=gettext("Rating after each finished game: %(name)s") % {"name": name},
        desc=ngettext(
            "%(count)s game: from %(first)s to %(last)s, lowest %(lowest)s, highest %(highest)s.",
            "%(count)s games: from %(first)s to %(last)s, lowest %(lowest)s, highest %(highest)s.",
            len(values),
        )
        % {
            "count": len(values),
            "first": f"{values[0]:.0f}",
            "last": f"{values[-1]:.0f}",
            "lowest": f"{min(values):.0f}",
            "highest": f"{max(values):.0f}",
        },
        values=values,
        chart_id="rating-chart",
    )


def league_player(request, slug, player_id):
    league = league_or_404(request, slug)
    period = period_of(request, league)
    roster = list(league_players(league=league))
    player = next((one for one in roster if one.pk == player_id), None)
    if player is None:
        raise Http404(gettext("The league's roster has no such player."))
    stats = statistics.player_stats(league=league, season=period.season_id, player=player)
    ranked = statistics.player_standing(league=league, season=period.season_id, player_id=player.pk)
    row = standing_rows([ranked])[0] if ranked else None
    history = ratings.rating_history(
        league_id=league.pk, season=period.season_id, player_id=player.pk
    )
    maker = stats["maker"]
    trump_chart = charts.bar_chart(
        title=gettext("Make %% by trump suit: %(name)s") % {"name": player.name},
        desc=gettext(
            "The share of hands made of those called, for each trump suit, and for the calls "
            "recorded without their suit."
        ),
        bars=_trump_bars(maker),
        chart_id="trump-chart",
    )
    games = league_games(league=league, season=period.season_id).filter(seats__player=player)
    context = {
        "league": league,
        "period": period,
        "player": player,
        "stats": stats,
        "row": row,
        "standing": [row] if row else [],
        "columns": standing_columns(gettext("Player")),
        "make_pct": percent(maker["make_pct"]),
        "trump_chart": trump_chart,
        "rating_chart": _rating_chart(player.name, history),
        "rated_games": len(history),
        "rating_start": ratings.STARTING_RATING,
        "others": [one for one in roster if one.pk != player.pk],
        "games": game_entries(games[:PLAYER_GAMES]),
        "tie_breakers": statistics.tie_breakers_in_words(),
        "as_of": timezone.now(),
    }
    return render(request, "leagues/league_player.html", context)


def league_partnerships(request, slug):
    league = league_or_404(request, slug)
    period = period_of(request, league)
    number = page_number(request)
    offset = (number - 1) * ROWS_SHOWN
    page = statistics.partnerships(
        league=league, season=period.season_id, offset=offset, limit=ROWS_SHOWN
    )
    if not page.rows and number > 1:
        raise Http404(gettext("No such page."))
    rows = standing_rows(page.rows)
    for row in rows:
        maker = row["maker"]
        row["make_pct"] = percent(maker["made"] / maker["called"]) if maker["called"] else None
    context = {
        "league": league,
        "period": period,
        "rows": rows,
        "page": RowsPage(number, page.count, len(rows), period.query),
        "tie_breakers": statistics.tie_breakers_in_words(),
        "as_of": timezone.now(),
    }
    return render(request, "leagues/league_partnerships.html", context)


def league_head_to_head(request, slug):
    """Two players (``?players=12,34``) against each other and as partners; without them,
    the roster to choose from."""
    league = league_or_404(request, slug)
    period = period_of(request, league)
    roster = list(league_players(league=league))
    context = {
        "league": league,
        "period": period,
        "roster": roster,
        "result": None,
        "as_of": timezone.now(),
    }
    asked = request.GET.get("players")
    if not asked and request.GET.get("first") and request.GET.get("second"):
        asked = f"{request.GET['first']},{request.GET['second']}"  # the page's own form
    if asked:
        try:
            players = two_players(league, asked)
        except LeagueError as refused:
            context["problem"] = PROBLEMS.get(refused.code, said(refused))
        else:
            result = statistics.head_to_head(
                league=league, season=period.season_id, players=players
            )
            result["partners"]["pct"] = percent(result["partners"]["win_pct"])
            context["result"] = result
            context["chosen"] = [player.pk for player in players]
            context["keep"] = f"&players={players[0].pk},{players[1].pk}"
    return render(request, "leagues/league_head_to_head.html", context)
