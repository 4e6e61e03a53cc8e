"""The night on paper (``/tournaments/{id}/print/``): table tents (the table's number, and
a QR code to its table page once its round is started), a score sheet per table per
round, each player's guide card (their itinerary), the rotation chart and the standings
(final once the night is). Print CSS only, for A4 and Letter: no PDF library."""

from django.shortcuts import render
from django.urls import reverse
from django.utils.translation import gettext

from core.qr import qr_svg
from tournaments.views.itinerary import itinerary_of
from tournaments.views.reading import night_of, tournament_or_404


def printouts(request, pk):
    tournament = tournament_or_404(request, pk)
    night = night_of(tournament, scores=False)
    tents = []
    if night.current is not None:
        for table in night.current.tables:
            qr = None
            if table.game_id:
                link = request.build_absolute_uri(
                    reverse("games:game-detail", args=[table.game_id])
                )
                qr = qr_svg(link, title=gettext("Score this table"))
            tents.append({"number": table.number, "qr": qr})
    cards = [itinerary_of(night, entrant.player_id) for entrant in night.entrants if entrant.active]
    context = {
        "tournament": tournament,
        "night": night,
        "tents": tents,
        "cards": [card for card in cards if card is not None],
        "deals": range(1, tournament.round_end_value + 1)
        if tournament.round_end == "deals"
        else range(1, 13),
    }
    return render(request, "tournaments/printouts.html", context)
