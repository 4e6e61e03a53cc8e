"""allauth's app API answers a locked-out login (too many failed ones) with a 400 and no
wait; a client should be told to wait, as for any limit: 429 with ``Retry-After``.

The wait is the longest window of allauth's ``login_failed`` limits (by default five
minutes): by then every failure counted against this login has expired. The web's
sign-in page keeps allauth's message in the form.
"""

import json

from allauth.account import app_settings

ALLAUTH_API = "/_allauth/"
LOCKED_OUT = "too_many_login_attempts"
UNIT_SECONDS = {"s": 1, "m": 60, "h": 3600, "d": 86400}


def _seconds(duration: str) -> int:
    """allauth's duration: a unit, maybe after a number ("m", "300s", "1.5h")."""
    count = duration[:-1]
    return int(float(count or 1) * UNIT_SECONDS[duration[-1]])


def lockout_wait() -> int:
    rates = (app_settings.RATE_LIMITS or {}).get("login_failed") or ""
    windows = [_seconds(rate.strip().split("/")[1]) for rate in rates.split(",") if rate.strip()]
    return max(windows, default=60)


def _locked_out(response) -> bool:
    if response.status_code != 400 or response.get("Content-Type") != "application/json":
        return False
    try:
        errors = json.loads(response.content).get("errors", [])
    except (ValueError, AttributeError):
        return False
    return any(isinstance(e, dict) and e.get("code") == LOCKED_OUT for e in errors)


def login_lockout_answered_429(get_response):
    def middleware(request):
        response = get_response(request)
        if request.path_info.startswith(ALLAUTH_API) and _locked_out(response):
            body = json.loads(response.content)
            response.content = json.dumps({**body, "status": 429})
            response.status_code = 429
            response["Retry-After"] = str(lockout_wait())
        return response

    return middleware
