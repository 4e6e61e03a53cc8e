"""The big screen: a league's standings for a projector or TV at league night.

The page is display only; its script (static/js/leagues/screen.js) asks for the
standings again every ``REFRESH_SECONDS`` with the ETag it holds, and swaps in the table
only when the answer is not a 304 Not Modified.
"""

import hashlib

from django.http import HttpResponse
from django.shortcuts import render
from django.template.loader import render_to_string
from django.utils.cache import get_conditional_response
from django.views.decorators.cache import never_cache

from leagues.views.home import standings_context
from leagues.views.reading import league_or_404

REFRESH_SECONDS = 15


def league_screen(request, slug):
    league = league_or_404(request, slug)
    context = standings_context(request, league)
    context["refresh_ms"] = REFRESH_SECONDS * 1000
    return render(request, "leagues/league_screen.html", context)


@never_cache  # asked again every time, answered 304 while the standings stay the same
def league_screen_standings(request, slug):
    """The big screen's standings alone, with an ETag of their bytes."""
    league = league_or_404(request, slug)
    body = render_to_string("leagues/_screen_standings.html", standings_context(request, league))
    etag = '"' + hashlib.sha256(body.encode()).hexdigest()[:32] + '"'
    unchanged = get_conditional_response(request, etag=etag)
    if unchanged is not None:
        return unchanged
    response = HttpResponse(body)
    response["ETag"] = etag
    return response
