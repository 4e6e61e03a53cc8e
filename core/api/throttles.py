"""The API's rate limits (DRF throttles), counted in the default cache: Redis when
REDIS_URL is set, so every app process counts the same requests.

Two limits: every write (POST, PUT, PATCH, DELETE) per caller, and a tighter one for the
writes that look an account or a code up (a view with ``throttle_scope =
"account_lookups"``), so no one can probe which addresses have accounts. The rates are read
at each request from ``API_THROTTLE_RATES`` (a scope missing there is not limited), so a
test or a benchmark can turn them off. Over a limit: 429 THROTTLED with ``Retry-After``.
"""

from django.conf import settings
from rest_framework.permissions import SAFE_METHODS
from rest_framework.throttling import SimpleRateThrottle

ACCOUNT_LOOKUPS = "account_lookups"


class _WriteThrottle(SimpleRateThrottle):
    def get_rate(self):
        return getattr(settings, "API_THROTTLE_RATES", {}).get(self.scope)

    def applies(self, view) -> bool:
        return True

    def allow_request(self, request, view):
        if request.method in SAFE_METHODS or not self.applies(view):
            return True
        return super().allow_request(request, view)

    def get_cache_key(self, request, view):
        user = request.user
        ident = f"user-{user.pk}" if user and user.is_authenticated else self.get_ident(request)
        return self.cache_format % {"scope": self.scope, "ident": ident}


class WritesThrottle(_WriteThrottle):
    scope = "writes"


class AccountLookupsThrottle(_WriteThrottle):
    scope = ACCOUNT_LOOKUPS

    def applies(self, view) -> bool:
        return getattr(view, "throttle_scope", None) == ACCOUNT_LOOKUPS
