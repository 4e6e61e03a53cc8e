"""What every page that reads a league needs: the league, as the API decides who sees it
(a private league is a 404 to outsiders), and the period asked for."""

from dataclasses import dataclass

from django.http import Http404
from django.utils import timezone
from django.utils.translation import gettext, pgettext

from games.views.listing import game_entry
from leagues.access import Need
from leagues.models import League, Season
from leagues.selectors import league_seasons
from leagues.views.access import league_for_page

ALL_TIME = "all"
#: Rows of a ranked list a page shows at once; the CSV downloads hold every row.
ROWS_SHOWN = 100


def league_or_404(request, slug: str) -> League:
    """The league, if the caller may read it (as every league page decides: views.access)."""
    return league_for_page(request, slug, Need.READ)


def running_on(seasons: list[Season], day) -> Season | None:
    """The season holding ``day``, as a new league game takes it."""
    for season in seasons:
        if season.starts_on <= day and (season.ends_on is None or season.ends_on >= day):
            return season
    return None


@dataclass(frozen=True)
class Period:
    """The seasons to pick from and the one picked (None: all time)."""

    seasons: list[Season]
    season: Season | None

    @property
    def season_id(self) -> int | None:
        return None if self.season is None else self.season.pk

    @property
    def label(self) -> str:
        return gettext("All time") if self.season is None else self.season.name

    @property
    def in_sentence(self) -> str:
        """The period inside a sentence ("No finished game in all time yet."): a season's
        name is a proper name, written as the league wrote it ("in Autumn 2026")."""
        return gettext("all time") if self.season is None else self.season.name

    @property
    def query(self) -> str:
        """The query string that asks for this period again."""
        return f"?season={self.season_id or ALL_TIME}"


def period_of(request, league: League) -> Period:
    """``?season=<id>`` or ``?season=all``; without it, the season running today, else all
    time. A season of another league is a 404. One query."""
    seasons = list(league_seasons(league=league))
    asked = request.GET.get("season")
    if asked is None:
        return Period(seasons, running_on(seasons, timezone.localdate()))
    if asked == ALL_TIME:
        return Period(seasons, None)
    found = next((season for season in seasons if str(season.pk) == asked), None)
    if found is None:
        raise Http404(gettext("The league has no such season."))
    return Period(seasons, found)


def percent(fraction) -> int | None:
    """A fraction as a whole percentage, as the pages print it; None stays None."""
    return None if fraction is None else round(fraction * 100)


def standing_rows(rows: list[dict]) -> list[dict]:
    """Standings rows (players' or partnerships') with what a table prints beside them."""
    for row in rows:
        row["pct"] = percent(row["win_pct"])
        row["diff"] = row["points_for"] - row["points_against"]
        if "players" in row:
            row["name"] = " & ".join(player["name"] for player in row["players"])
        else:
            row["name"] = row["player"]["name"]
    return rows


def game_entries(games) -> list[dict]:
    """League games as the pages list them: each team's name, players and score, and who
    won (``games.views.listing``). The games come with their seats prefetched
    (``league_games``)."""
    return [game_entry(game) for game in games]


def standing_columns(name: str) -> list[tuple]:
    """A standings table's columns: (key, heading, sorted as, heading in full, wide only)."""
    return [
        ("rank", "#", "number", gettext("Rank"), False),
        ("name", name, "text", name, False),
        ("games", pgettext("standings column", "G"), "number", gettext("Games"), False),
        ("wins", pgettext("standings column", "W"), "number", gettext("Wins"), False),
        ("losses", pgettext("standings column", "L"), "number", gettext("Losses"), False),
        ("pct", gettext("Win %"), "number", gettext("Win %"), False),
        ("for", pgettext("standings column", "PF"), "number", gettext("Points for"), True),
        ("against", pgettext("standings column", "PA"), "number", gettext("Points against"), True),
        ("diff", "+/−", "number", gettext("Points for minus points against"), False),
    ]


@dataclass(frozen=True)
class RowsPage:
    """Which rows of a ranked list a page shows (``?page=n``, from 1), and the links to the
    pages beside it, keeping the period."""

    number: int
    count: int  # rows in the list, every page together
    shown: int  # rows on this page
    query: str  # the period's query string, "" or "?season=…"

    @property
    def first(self) -> int:
        return (self.number - 1) * ROWS_SHOWN + 1

    @property
    def last(self) -> int:
        return self.first + self.shown - 1

    @property
    def cut(self) -> bool:
        return self.shown < self.count

    def _link(self, number: int) -> str:
        joiner = "&" if self.query else "?"
        return f"{self.query}{joiner}page={number}"

    @property
    def previous(self) -> str | None:
        return self._link(self.number - 1) if self.number > 1 else None

    @property
    def next(self) -> str | None:
        return self._link(self.number + 1) if self.last < self.count else None


def page_number(request) -> int:
    """``?page=n`` (from 1); anything else is a 404, as a page past the last is."""
    asked = request.GET.get("page", "1")
    if not asked.isdigit() or int(asked) < 1:
        raise Http404(gettext("No such page."))
    return int(asked)
