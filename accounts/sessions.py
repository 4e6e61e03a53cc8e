"""Signing a user in on this device, the way allauth's headless API does it.

A browser gets a Django session (the cookie). An app gets allauth's app session token:
``HEADLESS_TOKEN_STRATEGY.create_session_token()`` for a session of its own, the token
that ``/_allauth/app/v1/`` hands out and ``XSessionTokenAuthentication`` accepts.
"""

from importlib import import_module

from allauth.headless import app_settings as headless_settings
from django.conf import settings
from django.contrib.auth import HASH_SESSION_KEY, login, logout, update_session_auth_hash
from django.contrib.sessions.backends.base import SessionBase
from django.http import HttpRequest

from accounts.models import User

BACKEND = "accounts.backends.AuthenticationBackend"


def session_store(session_key: str | None = None) -> SessionBase:
    """A session of the configured engine: a new one, or the one with this key."""
    return import_module(settings.SESSION_ENGINE).SessionStore(session_key)


def sign_in_browser(request: HttpRequest, user: User) -> None:
    login(request, user, backend=BACKEND)


def sign_in_app(request: HttpRequest, user: User) -> str:
    """Log ``user`` into a new session of its own and return its app session token.

    The request's own (cookie) session is left as it was.
    """
    cookie_session = request.session
    request.session = session_store()
    try:
        login(request, user, backend=BACKEND)
        request.session.save()
        return headless_settings.TOKEN_STRATEGY.create_session_token(request)
    finally:
        request.session = cookie_session
        # login() rotated the CSRF token for the app's session; the cookie keeps its own.
        request.META["CSRF_COOKIE_NEEDS_UPDATE"] = False


def keep_signed_in(request: HttpRequest, auth: SessionBase | None, user: User) -> None:
    """After a password change, keep the session that made the request signed in.

    ``auth`` is what DRF's authentication returned: the token's session for an app
    (the token stays the same), or None for a cookie session (Django cycles its key).
    """
    if isinstance(auth, SessionBase):
        auth[HASH_SESSION_KEY] = user.get_session_auth_hash()
        auth.save()
    else:
        update_session_auth_hash(request, user)


def sign_out(request: HttpRequest, auth: SessionBase | None = None) -> None:
    """End the session that made the request: an app's token session (``auth``, as DRF's
    authentication returned it) or the browser's cookie session."""
    if isinstance(auth, SessionBase):
        auth.delete()
    logout(request)
