"""Requests no view takes: under /api/ they are answered in the API's error shape, so a
client parses one thing; elsewhere with Django's pages."""

import pytest
from django.urls import path

from euchre_site.urls import handler404, handler500
from euchre_site.urls import urlpatterns as site_urlpatterns


def fails(request):
    raise RuntimeError("a bug")


# A URLconf for these tests: the site's, its handlers, and two views that fail.
urlpatterns = [
    path("api/v1/fails/", fails),
    path("fails/", fails),
    *site_urlpatterns,
]
__all__ = ["handler404", "handler500", "urlpatterns"]


def test_an_unknown_api_path_is_a_json_404(client):
    response = client.get("/api/v1/no-such-thing/")
    assert response.status_code == 404
    assert response["Content-Type"] == "application/json"
    assert response.json() == {
        "code": "NOT_FOUND",
        "message": "There is no API endpoint at /api/v1/no-such-thing/.",
        "field": None,
        "rule": None,
    }


def test_an_unknown_page_is_an_html_404_in_the_sites_layout(client, db):
    response = client.get("/no-such-page/")
    assert response.status_code == 404
    assert response["Content-Type"].startswith("text/html")
    assert "<h1>Nothing here</h1>" in response.content.decode()
    assert 'href="/"' in response.content.decode()  # a way back


def test_a_game_no_longer_shared_says_why_it_is_not_found(client, db):
    response = client.get("/games/999/?share=stopped")
    assert response.status_code == 404
    assert "stopped sharing" in response.content.decode()


@pytest.fixture
def failing_client(client, settings):
    settings.ROOT_URLCONF = __name__
    client.raise_request_exception = False
    return client


def test_an_api_failure_is_a_json_500(failing_client):
    response = failing_client.get("/api/v1/fails/")
    assert response.status_code == 500
    assert response["Content-Type"] == "application/json"
    assert response.json()["code"] == "SERVER_ERROR"
    assert "a bug" not in response.content.decode()  # nothing of the failure leaks


def test_a_page_failure_is_an_html_500(failing_client):
    response = failing_client.get("/fails/")
    assert response.status_code == 500
    assert response["Content-Type"].startswith("text/html")
    assert "<h1>Something went wrong</h1>" in response.content.decode()
