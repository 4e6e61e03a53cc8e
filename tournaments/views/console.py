"""The organiser's console and the tournament's page: one page, ``/tournaments/{id}/``.
Organisers make the night there (players, check-in, the schedule and what it costs,
rounds started and finished) through the API's endpoints (static/js/tournaments/);
everyone else who may read it sees the same rounds, tables, standings and awards, read
only. ``/tournaments/new/`` makes one with the service the API calls."""

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext

from core.errors import AppError
from core.words import said
from scoring import RuleViolation
from tournaments.forms import TournamentForm
from tournaments.services.tournaments import tournament_create
from tournaments.views.reading import (
    awards,
    check_in_qr,
    night_of,
    quality_data,
    tournament_or_404,
)


@login_required
def tournament_new(request):
    posted = request.POST if request.method == "POST" else None
    form = TournamentForm(posted)
    if posted is not None and form.is_valid():
        try:
            tournament = tournament_create(by=request.user, **form.service_arguments())
        except RuleViolation as error:
            form.add_service_error(error.field or "variant", said(error))
        except AppError as error:
            form.add_service_error(error.field or "", said(error))
        else:
            messages.success(
                request,
                gettext("%(tournament)s is made: add its players.")
                % {"tournament": tournament.name},
            )
            return redirect("tournaments:tournament-detail", pk=tournament.pk)
    return render(request, "tournaments/tournament_new.html", {"form": form})


def tournament_detail(request, pk):
    tournament = tournament_or_404(request, pk)
    night = night_of(tournament)
    context = {
        "tournament": tournament,
        "night": night,
        "awards": awards(tournament),
        "quality": quality_data(night.quality) if night.rounds else None,
        "api": reverse("api:tournament-detail", args=[tournament.pk]),
    }
    if tournament.organiser and not night.started:
        context["qr"] = check_in_qr(
            request, tournament, gettext("Check in: point your phone's camera here.")
        )
    return render(request, "tournaments/tournament_detail.html", context)
