"""A conditional GET, answered as Django answers one (``django.utils.cache``, RFC 9110):
the game, a league's standings and partnerships, and the big screen's lists each give the
ETag of what they would answer, and a client that holds it gets a 304 without the body."""

import hashlib

from django.http import HttpResponse
from django.utils.cache import get_conditional_response


def not_modified(request, etag: str) -> HttpResponse | None:
    """The 304 (carrying ``etag``) when the request's ``If-None-Match`` names it, compared
    weakly, as Django compares; None when the body is to be sent."""
    response = get_conditional_response(request, etag=etag)
    if response is not None:
        response["ETag"] = etag
    return response


def etag_of(key: str) -> str:
    """A strong ETag naming ``key`` (what an answer is drawn from) without showing it."""
    return '"' + hashlib.blake2b(key.encode(), digest_size=12).hexdigest() + '"'
