"""A tournament's downloads: as CSV (``core.csv_export``) its standings and every deal, and
the whole night as Euchre Match Notation JSON. Whoever may read the tournament may download
them; to anyone else it is not there (404)."""

from django.http import Http404, JsonResponse

from core.csv_export import csv_response
from tournaments import exports
from tournaments.access import NO_SUCH_TOURNAMENT, tournament_seen_by


def _tournament_or_404(request, pk: int):
    tournament = tournament_seen_by(request.user, pk)
    if tournament is None:
        raise Http404(NO_SUCH_TOURNAMENT)
    return tournament


def standings_csv(request, pk):
    tournament = _tournament_or_404(request, pk)
    rows = exports.standings_rows(tournament)
    filename = f"tournament-{tournament.pk}-standings.csv"
    return csv_response(filename, exports.STANDINGS_HEADER, rows)


def hands_csv(request, pk):
    tournament = _tournament_or_404(request, pk)
    rows = exports.hand_rows(tournament)
    return csv_response(f"tournament-{tournament.pk}-hands.csv", exports.HANDS_HEADER, rows)


def match_json(request, pk):
    tournament = _tournament_or_404(request, pk)
    response = JsonResponse(exports.match_document(tournament))
    filename = f"tournament-{tournament.pk}-match.emn.json"
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    return response
