"""A request id for every request: taken from the proxy's ``X-Request-ID`` when it is a
plain token, else made here; sent back in the answer's ``X-Request-ID`` and written on
every log line the request causes, so one id finds a request across proxy, app and logs."""

import logging
import re
import uuid
from contextvars import ContextVar

from django.core.signals import request_finished

HEADER = "X-Request-ID"
_PLAIN = re.compile(r"[A-Za-z0-9._:-]{1,128}")
_current: ContextVar[str] = ContextVar("request_id", default="-")


def request_ids(get_response):
    def middleware(request):
        given = request.headers.get(HEADER, "")
        request_id = given if _PLAIN.fullmatch(given) else uuid.uuid4().hex
        _current.set(request_id)
        response = get_response(request)
        response[HEADER] = request_id
        return response

    return middleware


def _forget(**kwargs):
    # Not when the middleware returns: Django logs a 4xx or 5xx after that, and those lines
    # need the id most. The request is over when its response is closed.
    _current.set("-")


request_finished.connect(_forget, dispatch_uid="core.request_id")


class RequestIdFilter(logging.Filter):
    """Gives each log record ``request_id`` ("-" outside a request)."""

    def filter(self, record):
        record.request_id = _current.get()
        return True
