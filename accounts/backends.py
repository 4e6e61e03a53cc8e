"""allauth's authentication backend (email and password), with a cheaper ``get_user``.

Every signed-in API call loads its user by the id in its session. The ORM builds that
query anew each time, which costs more than the rest of the authentication; here it is
built once per process (``core.prepared_statements``). Who may sign in is unchanged.
"""

from allauth.account.auth_backends import AuthenticationBackend as AllauthBackend

from accounts.adapter import utf8_encodable
from accounts.models import User
from core import prepared_statements


class AuthenticationBackend(AllauthBackend):
    def authenticate(self, request, **credentials):
        if not utf8_encodable(credentials.get("password", "")):
            return None  # no password holds what cannot be hashed (accounts.adapter)
        return super().authenticate(request, **credentials)

    def get_user(self, user_id):
        try:
            user = prepared_statements.select(User, user_id)
        except (TypeError, ValueError):  # not an id: a tampered session
            return None
        return user if user is not None and self.user_can_authenticate(user) else None
