"""Check-in at the venue and each player's itinerary, for phones with no account: the QR
on the door (or the TV, or the organiser's phone) opens ``/tournaments/{id}/check-in/``
with the night's join code; a player taps their name (or types it) and lands on their
own itinerary, ``/tournaments/{id}/players/{player_id}/``, which asks again for its part
every few seconds and keeps the last one when the network drops.

A check-in is a plain form post, not an API write: sixty phones behind the venue's one
address check in without meeting the API's per-address limit of writes; what guards it is
the join code, which only the venue shows."""

from django.http import Http404
from django.shortcuts import redirect, render
from django.template.loader import render_to_string
from django.urls import reverse
from django.utils.translation import gettext
from django.views.decorators.cache import never_cache

from core.names import name_key
from tournaments.forms import CheckInForm
from tournaments.selectors import entrants_of
from tournaments.services.players import entrant_change
from tournaments.views.itinerary import itinerary_of
from tournaments.views.live import REFRESH_SECONDS, live_part, night_key
from tournaments.views.reading import night_of, tournament_or_404


def _itinerary_url(tournament, player_id: int) -> str:
    path = reverse("tournaments:player", args=[tournament.pk, player_id])
    return f"{path}?code={tournament.join_code}"


def check_in(request, pk):
    tournament = tournament_or_404(request, pk)
    code = request.GET.get("code") or request.POST.get("code") or ""
    if code != tournament.join_code and not tournament.organiser:
        raise Http404(gettext("This check-in link is not the night's: scan the QR code again."))
    entrants = [entrant for entrant in entrants_of(tournament=tournament) if entrant.active]
    error = ""
    if request.method == "POST":
        form = CheckInForm(request.POST)
        found = _chosen(form, entrants) if form.is_valid() else None
        if found is not None:
            entrant_change(entrant=found, checked_in=True)
            return redirect(_itinerary_url(tournament, found.player_id))
        error = gettext("Nobody of that name is on the list: ask the organiser to add you.")
    context = {
        "tournament": tournament,
        "code": tournament.join_code,
        "waiting": [entrant for entrant in entrants if not entrant.checked_in],
        "here": [entrant for entrant in entrants if entrant.checked_in],
        "error": error,
    }
    return render(request, "tournaments/check_in.html", context)


def _chosen(form: CheckInForm, entrants: list):
    player, name = form.cleaned_data["player"], form.cleaned_data["name"].strip()
    for entrant in entrants:
        if entrant.player_id == player or (name and entrant.player.name_key == name_key(name)):
            return entrant
    return None


def _itinerary_context(request, tournament, player_id: int) -> dict:
    night = night_of(tournament)
    itinerary = itinerary_of(night, player_id)
    if itinerary is None:
        raise Http404(gettext("The tournament has no such player."))
    return {"tournament": tournament, "night": night, "me": itinerary}


def player_page(request, pk, player_id):
    tournament = tournament_or_404(request, pk)
    context = _itinerary_context(request, tournament, player_id)
    part = reverse("tournaments:player-part", args=[tournament.pk, player_id])
    code = request.GET.get("code")
    context["source"] = f"{part}?code={code}" if code else part
    context["refresh_ms"] = REFRESH_SECONDS * 1000
    return render(request, "tournaments/player.html", context)


@never_cache
def player_part(request, pk, player_id):
    tournament = tournament_or_404(request, pk)
    key = night_key(tournament, "player", player_id)
    return live_part(
        request,
        key,
        lambda: render_to_string(
            "tournaments/_itinerary.html",
            _itinerary_context(request, tournament, player_id),
            request=request,
        ),
    )
