"""Health endpoints: `/api/v1/ping/` (the trivial API endpoint that benchmarks compare
against), `/healthz` (liveness: the process answers) and `/readyz` (readiness: the
database and the cache answer too, so a load balancer sends this process requests)."""

import logging
import uuid

from django.core.cache import cache
from django.db import connection
from django.http import HttpResponse, JsonResponse
from drf_spectacular.utils import extend_schema, inline_serializer
from rest_framework import serializers
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView


class PingView(APIView):
    """Liveness check: answers without touching the database."""

    permission_classes = [AllowAny]

    @extend_schema(
        operation_id="ping",
        responses=inline_serializer("Ping", {"status": serializers.CharField()}),
    )
    def get(self, request):
        return Response({"status": "ok"})


logger = logging.getLogger(__name__)


def healthz(request):
    return HttpResponse("ok", content_type="text/plain")


def _database():
    with connection.cursor() as cursor:
        cursor.execute("SELECT 1")


def _cache():
    key, value = f"readyz:{uuid.uuid4().hex}", "ok"
    cache.set(key, value, timeout=10)
    if cache.get(key) != value:
        raise RuntimeError("a value written to the cache was not read back")
    cache.delete(key)


def readyz(request):
    """200 when every dependency answers, else 503 naming the ones that did not."""
    checks = {}
    for name, check in (("database", _database), ("cache", _cache)):
        try:
            check()
            checks[name] = "ok"
        except Exception:  # any failure means "not ready"; the log keeps the cause
            logger.exception("readiness: the %s is not available", name)
            checks[name] = "unavailable"
    ready = all(state == "ok" for state in checks.values())
    response = JsonResponse({"status": "ok" if ready else "unavailable", **checks})
    response.status_code = 200 if ready else 503
    response["Cache-Control"] = "no-store"
    return response
