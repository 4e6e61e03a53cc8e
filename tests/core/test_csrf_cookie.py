"""The first page a browser opens sets the CSRF cookie, so the pages the service worker
fetches next carry it instead of each minting a secret that replaces a form's."""

import pytest
from django.conf import settings

pytestmark = pytest.mark.django_db

COOKIE = settings.CSRF_COOKIE_NAME


@pytest.mark.parametrize("url", ["/rules/", "/", "/accounts/login/"])
def test_a_page_sets_the_csrf_cookie_when_the_browser_has_none(client, url):
    response = client.get(url)
    assert response.status_code == 200
    assert response.cookies[COOKIE].value


def test_a_page_keeps_the_cookie_the_browser_sent(client):
    client.get("/rules/")
    kept = client.cookies[COOKIE].value
    response = client.get("/rules/")
    assert COOKIE not in response.cookies
    assert client.cookies[COOKIE].value == kept


def test_the_api_sets_no_csrf_cookie(client):
    assert COOKIE not in client.get("/api/v1/ping/").cookies
