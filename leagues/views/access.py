"""Who may open a league page: ``leagues.access`` as pages answer it.

A league the caller may not read is a 404; signed out, a page for members or admins
leads to the sign-in page and back; a signed-in caller without the role gets a 403.
"""

from functools import wraps

from django.contrib.auth.views import redirect_to_login
from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpResponseRedirect

from leagues.access import REFUSED, Need, Verdict, verdict
from leagues.models import League
from leagues.visibility import NO_SUCH_LEAGUE, league_seen_by


class SignInFirst(Exception):
    """Raised by ``league_for_page`` for a signed-out caller; ``answer`` leads to sign-in."""

    def __init__(self, request):
        self.answer: HttpResponseRedirect = redirect_to_login(request.get_full_path())


def league_for_page(request, slug: str, need: Need) -> League:
    """The league, with the caller's ``role``, if the caller may do what ``need`` says."""
    league = league_seen_by(request.user, slug=slug)
    found = verdict(league, request.user, need)
    if found is Verdict.HIDDEN:
        raise Http404(NO_SUCH_LEAGUE)
    if found is Verdict.SIGN_IN:
        raise SignInFirst(request)
    if found is Verdict.REFUSED:
        raise PermissionDenied(REFUSED[need])
    return league


def signed_in_first(view):
    """A page view that may raise ``SignInFirst``: answered with the sign-in page."""

    @wraps(view)
    def wrapped(request, *args, **kwargs):
        try:
            return view(request, *args, **kwargs)
        except SignInFirst as first:
            return first.answer

    return wrapped
