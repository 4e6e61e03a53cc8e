"""The application's errors: a subclass names its codes as a class attribute, and the
errors a service raises for what HTTP calls 404 and 403 (``Hidden``, ``Forbidden``)
become Django's own error pages when a page lets them through, and DRF's answers in the
API's error shape."""

from enum import StrEnum

import pytest
from django.urls import path
from rest_framework.decorators import api_view, permission_classes
from rest_framework.permissions import AllowAny

from core.errors import AppError, Forbidden, Hidden
from euchre_site.urls import handler404
from euchre_site.urls import urlpatterns as site_urlpatterns


class ToyCode(StrEnum):
    KNOWN = "KNOWN"


class ToyError(AppError):
    codes = ToyCode


def test_a_subclass_raises_its_own_codes_only():
    assert ToyError(ToyCode.KNOWN, "said").code == "KNOWN"
    with pytest.raises(ValueError, match="ToyError has no code 'UNKNOWN'"):
        ToyError("UNKNOWN", "said")


def hidden_page(request):
    raise Hidden("Nothing of yours here.")


def forbidden_page(request):
    raise Forbidden("Only its admins may.")


@api_view(["GET"])
@permission_classes([AllowAny])
def hidden_answer(request):
    raise Hidden("Nothing of yours here.")


@api_view(["GET"])
@permission_classes([AllowAny])
def forbidden_answer(request):
    raise Forbidden("Only its admins may.")


urlpatterns = [
    path("hidden/", hidden_page),
    path("forbidden/", forbidden_page),
    path("api/v1/hidden/", hidden_answer),
    path("api/v1/forbidden/", forbidden_answer),
    *site_urlpatterns,
]
__all__ = ["handler404", "urlpatterns"]


@pytest.fixture
def app_client(client, settings, db):
    settings.ROOT_URLCONF = __name__
    return client


# Django's 404 page says why a page may be missing; its 403 page says the reason given.
@pytest.mark.parametrize(
    ("kind", "status", "code", "page_says", "message"),
    [
        ("hidden", 404, "NOT_FOUND", "<h1>Nothing here</h1>", "Nothing of yours here."),
        ("forbidden", 403, "PERMISSION_DENIED", "Only its admins may.", "Only its admins may."),
    ],
)
def test_a_page_and_an_api_view_answer_one_as_django_and_drf_do(
    app_client, kind, status, code, page_says, message
):
    page = app_client.get(f"/{kind}/")
    assert page.status_code == status
    assert page["Content-Type"].startswith("text/html")
    assert page_says in page.content.decode()
    answer = app_client.get(f"/api/v1/{kind}/")
    assert answer.status_code == status
    assert answer.json() == {"code": code, "message": message, "field": None, "rule": None}
