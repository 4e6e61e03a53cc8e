"""The big screen: a league night on a projector or TV. The standings of players and of
partnerships, the games being played (score, who plays whom) and the league's join QR
code, read from across a room with nothing to press.

The page is display only; its script (static/js/leagues/screen.js) shows each list a
page at a time, as many rows as the screen holds, turning the pages by itself, and asks
for the lists again every ``REFRESH_SECONDS`` with the ETag it holds. The ETag is the
league's stats version (raised by every hand, undo, edit, deletion, merge and rename) and
its newest game (a game started with no hand yet), so an unchanged screen is answered 304
for one small query beyond the league's own, and a changed one from the cache when
another screen asked already.
"""

from django.core.cache import cache
from django.db.models import OuterRef, Subquery
from django.http import HttpResponse
from django.shortcuts import render
from django.template.loader import render_to_string
from django.utils.translation import get_language, gettext
from django.views.decorators.cache import never_cache

from core.conditional import etag_of, not_modified
from core.qr import qr_svg
from leagues.links import join_url, league_home_url
from leagues.models import League, LeagueGame, MemberRole, StatsVersion
from leagues.selectors import league_games, open_invitation
from leagues.standings import statistics
from leagues.views.home import standings_context
from leagues.views.reading import game_entries, league_or_404, period_of
from leagues.visibility import is_public
from scoring.seating import default_team_names

#: How often the screen asks whether anything changed: a hand shows within 5 s.
REFRESH_SECONDS = 3
#: How long each page of a list longer than the screen stays up.
PAGE_SECONDS = 10
#: Games in progress the screen lists: the tables of a busy league night.
PLAYING_SHOWN = 24
#: A fragment outlives its version by no more than this (seconds); a new one is a new key.
KEPT = 12 * 3600


def league_screen(request, slug):
    league = league_or_404(request, slug)
    period = period_of(request, league)
    body, _ = screen_lists(request, league, period)
    context = {
        "league": league,
        "period": period,
        "lists": body,
        "join": join_code(request, league),
        "tie_breakers": statistics.tie_breakers_in_words(),
        "refresh_ms": REFRESH_SECONDS * 1000,
        "page_ms": PAGE_SECONDS * 1000,
    }
    return render(request, "leagues/league_screen.html", context)


@never_cache  # asked again every time, answered 304 while the lists stay the same
def league_screen_standings(request, slug):
    """The big screen's lists alone, with an ETag of what they are drawn from."""
    league = league_or_404(request, slug)
    period = period_of(request, league)
    key = _key(league, period)
    etag = etag_of(key)
    unchanged = not_modified(request, etag)
    if unchanged is not None:
        return unchanged
    body, etag = screen_lists(request, league, period, key)
    response = HttpResponse(body)
    response["ETag"] = etag
    return response


def _key(league: League, period) -> str:
    """What the lists are drawn from, as a cache key: one query (the league's stats
    version and its newest game), and the period and language they are drawn for."""
    version = StatsVersion.objects.filter(pk=OuterRef("pk")).values("version")[:1]
    newest = LeagueGame.objects.filter(league=OuterRef("pk")).order_by("-game")
    found = (
        League.objects.filter(pk=league.pk)
        .annotate(version=Subquery(version), newest=Subquery(newest.values("game")[:1]))
        .values_list("version", "newest")
        .get()
    )
    born = league.created_at.timestamp()
    version, newest = found
    return (
        f"league-screen:{league.pk}:{born}:{version}:{newest}:{period.season_id}:{get_language()}"
    )


def screen_lists(request, league: League, period, key: str | None = None) -> tuple[str, str]:
    """The lists' HTML and its ETag: from the cache while the league is as it was (``key``,
    if asked already)."""
    key = key or _key(league, period)
    body = cache.get(key)
    if body is None:
        context = standings_context(request, league, period)
        context["playing"] = playing(league, period)
        body = render_to_string("leagues/_screen_standings.html", context)
        cache.set(key, body, KEPT)
    return body, etag_of(key)


def playing(league: League, period) -> list[dict]:
    """The games in progress, the ``PLAYING_SHOWN`` most recently played, latest first:
    who plays whom and the score; a team's own name only where it was given one. (Games
    left unfinished long ago stay in progress, and a big league has hundreds.)"""
    games = league_games(league=league, season=period.season_id)
    games = games.filter(league_game__finished_at__isnull=True)  # in progress: an index range
    entries = game_entries(games[:PLAYING_SHOWN])
    for entry in entries:
        game = entry["game"]
        names = [seat.player.name for seat in game.seats.all()]
        entry["named"] = game.team_names != default_team_names(game.rules, names)
    return entries


def join_code(request, league: League) -> dict | None:
    """The QR code the screen shows: to a member's screen (the room at league night), the
    newest open invitation, so that a newcomer joins from their phone; else, a public
    league's home, for its standings on a phone. None: nothing to point a phone at."""
    invitation = open_invitation(league=league) if league.role is not None else None
    if invitation is not None:
        link = join_url(request, invitation.code)
        words = gettext("Join %(league)s: point your phone's camera here.")
    elif is_public(league) or league.role is not None:
        link = request.build_absolute_uri(league_home_url(league))
        words = gettext("The standings on your phone: point its camera here.")
    else:
        return None
    caption = words % {"league": league.name}
    return {
        "svg": qr_svg(link, title=caption),
        "caption": caption,
        "invite": invitation is None and league.role == MemberRole.ADMIN,
    }
