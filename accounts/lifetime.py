"""How long a sign-in lasts: as long as browsers keep a cookie (``SESSION_COOKIE_AGE``,
400 days), and a session in use gets its whole life again once half of it has passed.

A phone at the table stays signed in as apps do; and a guest, whose session is the only
way into its account and its games, keeps it for as long as it plays. Renewing costs a
session write once in half a lifetime, not one per request (``SESSION_SAVE_EVERY_REQUEST``).
The day a session was born or last renewed is kept in it.
"""

from django.conf import settings
from django.contrib.auth import SESSION_KEY
from django.contrib.sessions.backends.base import SessionBase
from django.utils import timezone

RENEWED = "_renewed_on"  # a day number (date.toordinal)


def _today() -> int:
    return timezone.now().toordinal()


def renew(session: SessionBase) -> bool:
    """Renew a signed-in session past half its life (it is saved with a fresh expiry);
    True if it was, for a caller whose session the middleware does not save."""
    if SESSION_KEY not in session:
        return False
    half_life = settings.SESSION_COOKIE_AGE // (2 * 24 * 60 * 60)
    if _today() - session.get(RENEWED, 0) < half_life:
        return False
    session[RENEWED] = _today()
    return True


def mark_born(sender, request, user, **kwargs) -> None:
    """``user_logged_in``: a new sign-in starts its life today, with no renewal due."""
    if request is not None and hasattr(request, "session"):  # (the signal may come bare)
        request.session[RENEWED] = _today()


def sessions_renewed(get_response):
    """Middleware: the web's cookie session, renewed when due (the session middleware
    saves it and sends the cookie again)."""

    def middleware(request):
        renew(request.session)
        return get_response(request)

    return middleware
