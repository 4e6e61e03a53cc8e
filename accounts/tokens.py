"""allauth's app session tokens (``X-Session-Token``), looked up with one read.

allauth's ``SessionTokenStrategy`` asks the session store whether the session exists and
then loads it: two reads (two Redis round trips, or two queries) on every API call.
Loading it once says both: a missing or expired session comes back without its key.
A session in use is renewed here when due (``accounts.lifetime``).
"""

from allauth.headless.tokens.strategies.sessions import SessionTokenStrategy
from django.contrib.auth import SESSION_KEY
from django.contrib.sessions.backends.base import SessionBase

from accounts.lifetime import renew
from accounts.sessions import session_store


class OneReadSessionTokenStrategy(SessionTokenStrategy):
    def lookup_session(self, session_token: str) -> SessionBase | None:
        session = session_store(session_token)
        session.get(SESSION_KEY)  # loads the session
        if not session.session_key:
            return None
        if renew(session):
            session.save()
        return session
