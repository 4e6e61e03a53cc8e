"""Standings and partnerships answered from the cache while the league stays as it was.

Their answer for a (league, season) changes only when the league's totals or its players'
names change, and each such write raises the league's ``StatsVersion`` in its own
transaction (``leagues.standings.totals``). So the rendered JSON is kept in the cache under the
league, the version and the question, and a repeated read costs the league's row (read
anyway, to decide who may see it), its version (one row) and a cache get; a client that
sends the ``ETag`` back in ``If-None-Match`` gets a 304 without the body.
"""

from collections.abc import Callable

from django.core.cache import cache
from django.http import HttpResponse
from rest_framework.renderers import JSONRenderer
from rest_framework.response import Response

from core.conditional import etag_of, not_modified
from leagues.models import League, StatsVersion

#: A body outlives its version by no more than this (seconds); a new version is a new key.
KEPT = 24 * 3600


def stats_version(league: League) -> int:
    """One query (no row yet: 0)."""
    found = StatsVersion.objects.filter(pk=league.pk).values_list("version", flat=True)
    return found.first() or 0


def answer_key(league: League, question: str) -> str:
    """The cache key and ETag seed. ``created_at`` tells a league from a later one that
    reuses its id (SQLite reuses the highest id once it is deleted)."""
    born = league.created_at.timestamp()
    return f"league-answer:{league.pk}:{born}:{stats_version(league)}:{question}"


def versioned_answer(request, league: League, question: str, build: Callable[[], object]):
    """``build()``'s data as JSON, from the cache when this version was answered already;
    304 when the client holds it. Another format than JSON (the browsable API) is built
    every time."""
    key = answer_key(league, question)
    etag = etag_of(key)
    if request.accepted_renderer.format != "json":
        return Response(build(), headers={"ETag": etag})
    unchanged = not_modified(request, etag)
    if unchanged is not None:
        return unchanged
    body = cache.get(key)
    if body is None:
        body = JSONRenderer().render(build())
        cache.set(key, body, KEPT)
    return HttpResponse(body, content_type="application/json", headers={"ETag": etag})
