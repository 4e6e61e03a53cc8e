"""Health endpoints: `/api/v1/ping/` (the trivial API endpoint that benchmarks compare
against) and `/healthz` (for a load balancer: is the database reachable?)."""

from django.db import connection
from django.http import HttpResponse
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


def healthz(request):
    with connection.cursor() as cursor:
        cursor.execute("SELECT 1")
    return HttpResponse("ok", content_type="text/plain")
