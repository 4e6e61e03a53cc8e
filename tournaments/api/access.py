"""The tournament the API's caller asks for, if the caller may do what the view needs
(``tournaments.access`` decides): else DRF's 404, or its 403 (NOT_AUTHENTICATED signed out)."""

from rest_framework.exceptions import NotAuthenticated, NotFound, PermissionDenied

from tournaments.access import (
    NO_SUCH_TOURNAMENT,
    ORGANISERS_ONLY,
    Need,
    Verdict,
    tournament_seen_by,
    verdict,
)
from tournaments.models import Tournament


def tournament_for(request, pk: int, need: Need) -> Tournament:
    """The tournament, with the caller's ``role``, if the caller may do what ``need`` says."""
    tournament = tournament_seen_by(request.user, pk)
    found = verdict(tournament, request.user, need)
    if found is Verdict.HIDDEN:
        raise NotFound(NO_SUCH_TOURNAMENT)
    if found is Verdict.SIGN_IN:
        raise NotAuthenticated()
    if found is Verdict.REFUSED:
        raise PermissionDenied(ORGANISERS_ONLY)
    return tournament
