"""The web app's pages: home, new game, my games and the table.

The pages are the app's shell: they work from the service worker's cache with no
network. What changes as a game is played (the score, the hands) is drawn by the page's
script from the same /api/v1/ endpoints companion apps use, or from the phone's outbox
while offline. What the rules allow comes from ``scoring.sheet``, never from here.
"""

from django.contrib.auth.views import redirect_to_login
from django.http import Http404
from django.shortcuts import render
from django.utils.translation import gettext
from django.views.decorators.csrf import ensure_csrf_cookie

from core.words import reader_table_sheet
from games import groups
from games.permissions import SHARE_PARAM, Role
from games.selectors import (
    game_get_for_user,
    game_list_for_user,
    with_group_fields,
    with_match_fields,
)
from games.views.edit import DELETED
from games.views.listing import game_entry
from games.views.matches import match_line
from games.views.ruleset import ruleset_context, variant_forms

RECENT = 30  # games listed on "my games"; suggestions come from these too
HOME = 3  # games in progress listed on the home page


def _recent_games(user, *, status=None, count=RECENT):
    """The user's games most recently played first: all, or those ``in_progress`` or
    ``finished``; ``count`` of them, or every one (None)."""
    if not user.is_authenticated:
        return []
    games = game_list_for_user(user=user)
    if status is not None:
        games = getattr(games, status)()
    return with_match_fields(with_group_fields(games if count is None else games[:count]))


def _games_context(games):
    """Games as the page lists them: names by seat, each team's name, players and score,
    the winning team's name, and the league a league's game counts in."""
    entries = []
    for game in games:
        # Who invited a scorekeeper is not named: the link may have come from anyone.
        shared_by = gettext("the game's owner") if game.role == Role.SCOREKEEPER else None
        entries.append(
            {
                **game_entry(game),
                "shared_by": shared_by,
                "match": match_line(game),
                "league": game.group_fields["league_name"],
            }
        )
    return entries


@ensure_csrf_cookie
def home(request):
    # One more than is shown: whether "all of them" is worth a link.
    playing = _games_context(_recent_games(request.user, status="in_progress", count=HOME + 1))
    return render(request, "home.html", {"playing": playing[:HOME], "more": len(playing) > HOME})


@ensure_csrf_cookie
def game_list(request):
    # Every game in progress (home links here for them all); the latest finished.
    playing = _games_context(_recent_games(request.user, status="in_progress", count=None))
    finished = _games_context(_recent_games(request.user, status="finished", count=RECENT))
    # Said once: the page that says it shows a message, and no cache keeps it.
    deleted = [f"g{pk}" for pk in request.session.pop(DELETED, [])]
    context = {"playing": playing, "finished": finished, "deleted": deleted}
    return render(request, "games/game_list.html", context)


@ensure_csrf_cookie
def game_new(request):
    games = _games_context(_recent_games(request.user))
    names = sorted({name for entry in games for name in entry["seats"]}, key=str.lower)
    last_seats = games[0]["seats"] if games else []
    variants = variant_forms()
    most = max(variants, key=lambda variant: variant["players"])
    chosen = games[0]["game"].variant if games else variants[0]["key"]  # as last time
    seats = [
        {
            "number": seat,
            "partner": next((s for s in team if s != seat), None),
            "suggested": last_seats[seat] if seat < len(last_seats) else "",
        }
        for team in most["teams"]
        for seat in team
    ]
    return render(
        request,
        "games/game_new.html",
        {
            **ruleset_context(chosen, variants),
            "seats": sorted(seats, key=lambda seat: seat["number"]),
            "known_players": names,
        },
    )


@ensure_csrf_cookie
def game_detail(request, pk):
    """A game's table, for whoever may read the game as the API decides (signed out too:
    a share link, a public league's game). Someone who may not see it gets a 404, as from
    the API; signed out and without a share link, the sign-in page first."""
    share = request.GET.get(SHARE_PARAM)
    game = game_get_for_user(user=request.user, game_id=pk, share_token=share, with_seats=False)
    if game is None:
        return sign_in_or_404(request, share)
    return _table(request, header=groups.header_of(game))


def sign_in_or_404(request, share: str | None):
    """A game the caller may not read: signed out without a share link, they may once
    signed in; anyone else, it is not here."""
    if not request.user.is_authenticated and not share:
        return redirect_to_login(request.get_full_path())
    raise Http404("No such game.")


@ensure_csrf_cookie
def table_shell(request, local_id=None):
    """The table page with no game in it: the script finds the game from the address.

    The service worker keeps this page and answers any table address with it offline,
    including a game started offline (``/games/local/<uuid>/``).
    """
    return _table(request)


def _table(request, header=()):
    """The table page; ``header``: the lines a group (a league) gives its games' tables."""
    return render(
        request, "games/game_detail.html", {"sheet": reader_table_sheet(), "header": header}
    )
