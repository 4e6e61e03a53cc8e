"""The TV: a tournament night on a screen across the room, ``/tournaments/{id}/screen/``.
The current round's tables (who sits where, the live score), the standings and the side
awards, and the check-in QR until the first round starts; nothing to press, nothing to
scroll. Readable signed out for a public tournament.

Its script (static/js/tournaments/screen.js) asks for the lists again every
``REFRESH_SECONDS`` with the ETag it holds (``tournaments.views.live``): 304 while the
night is as it was; each list a page at a time when longer than the screen."""

from django.shortcuts import render
from django.template.loader import render_to_string
from django.urls import reverse
from django.utils.translation import gettext
from django.views.decorators.cache import never_cache

from tournaments.views.live import REFRESH_SECONDS, live_part, night_key
from tournaments.views.reading import awards, check_in_qr, night_of, tournament_or_404

#: How long each page of a list longer than the screen stays up.
PAGE_SECONDS = 10


def _lists(request, tournament) -> dict:
    night = night_of(tournament)
    context = {"tournament": tournament, "night": night, "awards": awards(tournament)}
    if not night.started and tournament.join_code:
        context["qr"] = check_in_qr(
            request, tournament, gettext("Check in: point your phone's camera here.")
        )
    return context


def screen(request, pk):
    tournament = tournament_or_404(request, pk)
    context = _lists(request, tournament)
    code = request.GET.get("code")
    part = reverse("tournaments:screen-part", args=[tournament.pk])
    context.update(
        source=f"{part}?code={code}" if code else part,
        refresh_ms=REFRESH_SECONDS * 1000,
        page_ms=PAGE_SECONDS * 1000,
    )
    return render(request, "tournaments/screen.html", context)


@never_cache
def screen_part(request, pk):
    tournament = tournament_or_404(request, pk)
    return live_part(
        request,
        night_key(tournament, "screen"),
        lambda: render_to_string(
            "tournaments/_screen_lists.html", _lists(request, tournament), request=request
        ),
    )
