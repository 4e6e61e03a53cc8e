"""The league the API's caller asks for, if the caller may do what the view needs
(``leagues.access`` decides): else DRF's 404, or its 403 (NOT_AUTHENTICATED signed out)."""

from rest_framework.exceptions import NotAuthenticated, NotFound, PermissionDenied

from leagues.access import REFUSED, Need, Verdict, verdict
from leagues.models import League
from leagues.visibility import NO_SUCH_LEAGUE, league_seen_by


def league_for(request, slug: str, need: Need) -> League:
    """The league, with the caller's ``role``, if the caller may do what ``need`` says."""
    league = league_seen_by(request.user, slug=slug)
    found = verdict(league, request.user, need)
    if found is Verdict.HIDDEN:
        raise NotFound(NO_SUCH_LEAGUE)
    if found is Verdict.SIGN_IN:
        raise NotAuthenticated()
    if found is Verdict.REFUSED:
        raise PermissionDenied(REFUSED[need])
    return league
