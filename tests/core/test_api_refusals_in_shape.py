"""Requests Django refuses before any view (a Host not allowed, a body over the upload
limit) are answered in the API's error shape under /api/, and with Django's page elsewhere."""

import pytest

pytestmark = pytest.mark.django_db

LIMIT = 2_000


@pytest.fixture(autouse=True)
def small_upload_limit(settings):
    settings.DATA_UPLOAD_MAX_MEMORY_SIZE = LIMIT


def test_a_body_over_the_limit_is_413_in_the_api_shape(owner_api):
    body = {"variant": "north_american", "seats": ["x" * LIMIT] * 4, "first_dealer": 0}
    response = owner_api.post("/api/v1/games/", body)
    assert response.status_code == 413
    assert response["Content-Type"] == "application/json"
    assert response.json() == {
        "code": "BODY_TOO_LARGE",
        "message": f"The body is larger than the {LIMIT} bytes the API reads.",
        "field": None,
        "rule": None,
    }


def test_a_body_at_the_limit_is_read(owner_api):
    response = owner_api.post("/api/v1/games/", b"{" + b" " * (LIMIT - 2) + b"}",
                              content_type="application/json")  # fmt: skip
    assert response.status_code == 400
    assert response.json()["code"] == "INVALID_INPUT"


def test_a_page_form_over_the_limit_stays_an_html_page(client):
    response = client.post("/accounts/login/", {"login": "x" * LIMIT, "password": "y"})
    assert response.status_code == 400
    assert response["Content-Type"].startswith("text/html")


def test_a_host_not_allowed_is_400_in_the_api_shape(owner_api):
    response = owner_api.get("/api/v1/games/", HTTP_HOST="evil.example")
    assert response.status_code == 400
    assert response["Content-Type"] == "application/json"
    assert response.json()["code"] == "HOST_NOT_ALLOWED"


def test_a_host_not_allowed_on_a_page_is_an_html_400(client):
    response = client.get("/", HTTP_HOST="evil.example")
    assert response.status_code == 400
    assert response["Content-Type"].startswith("text/html")
