"""Clients that talk to the server the way the web app and companion apps do."""

import pytest
from django.test import Client


class BrowserClient(Client):
    """The web app: session cookie, and the CSRF token sent back as X-CSRFToken."""

    def __init__(self):
        super().__init__(enforce_csrf_checks=True)
        # allauth's browser API sets the CSRF cookie on any GET, as the web app's first call.
        self.get("/_allauth/browser/v1/auth/session")

    def post_json(self, path, data=None, csrf=True):
        headers = {"X-CSRFToken": self.cookies["csrftoken"].value} if csrf else {}
        return self.post(path, data or {}, content_type="application/json", headers=headers)


class AppClient(Client):
    """A companion app: no cookies, allauth's session token in X-Session-Token."""

    token = None

    def request(self, **request):
        self.cookies.clear()
        if self.token:
            request.setdefault("HTTP_X_SESSION_TOKEN", self.token)
        return super().request(**request)

    def post_json(self, path, data=None):
        return self.post(path, data or {}, content_type="application/json")


@pytest.fixture
def web(db):
    return BrowserClient()


@pytest.fixture
def app(db):
    return AppClient()
