"""Sign-up and sign-in through allauth's headless API, then the REST API accepts the
session: the app's X-Session-Token, and the browser's session cookie with CSRF."""

import pytest
from allauth.account.models import EmailAddress

from accounts.models import User

PASSWORD = "a-long-table-password"

ME = "/api/v1/auth/me/"


@pytest.mark.parametrize("flow", ["signup", "login"])
def test_app_token_is_accepted_by_the_api(app, flow):
    if flow == "login":
        User.objects.create_user("ann@example.com", PASSWORD)
    response = app.post_json(
        f"/_allauth/app/v1/auth/{flow}", {"email": "ann@example.com", "password": PASSWORD}
    )
    assert response.status_code == 200, response.content
    assert response.json()["meta"]["is_authenticated"] is True
    assert "sessionid" not in response.cookies  # apps get a token, not a cookie

    assert app.get(ME).status_code == 403
    app.token = response.json()["meta"]["session_token"]
    response = app.get(ME)
    assert response.status_code == 200
    assert response.json() == {
        "user": {"id": User.objects.get().pk, "email": "ann@example.com", "is_guest": False}
    }


def test_signup_does_not_wait_for_email_verification(app):
    response = app.post_json(
        "/_allauth/app/v1/auth/signup", {"email": "bob@example.com", "password": PASSWORD}
    )
    assert response.status_code == 200
    assert response.json()["data"]["user"]["email"] == "bob@example.com"
    assert EmailAddress.objects.get(email="bob@example.com").verified is False


def test_app_logout_ends_the_token(app):
    User.objects.create_user("ann@example.com", PASSWORD)
    login = app.post_json(
        "/_allauth/app/v1/auth/login", {"email": "ann@example.com", "password": PASSWORD}
    )
    app.token = login.json()["meta"]["session_token"]
    assert app.get(ME).status_code == 200
    assert app.delete("/_allauth/app/v1/auth/session").status_code == 401
    assert app.get(ME).status_code == 401  # the token is refused: sign in again


@pytest.mark.parametrize("flow", ["signup", "login"])
def test_browser_session_cookie_with_csrf_is_accepted_by_the_api(web, flow):
    if flow == "login":
        User.objects.create_user("cat@example.com", PASSWORD)
    body = {"email": "cat@example.com", "password": PASSWORD}
    refused = web.post_json(f"/_allauth/browser/v1/auth/{flow}", body, csrf=False)
    assert refused.status_code == 403  # CSRF
    response = web.post_json(f"/_allauth/browser/v1/auth/{flow}", body)
    assert response.status_code == 200, response.content
    assert "session_token" not in response.json()["meta"]
    assert "sessionid" in web.cookies

    response = web.get(ME)
    assert response.status_code == 200
    assert response.json()["user"]["email"] == "cat@example.com"


def test_browser_session_needs_csrf_for_api_writes(web):
    web.post_json("/api/v1/auth/guest/", {"client": "browser"})
    claim = {"email": "dee@example.com", "password": PASSWORD}
    response = web.post_json("/api/v1/auth/guest/claim/", claim, csrf=False)
    assert response.status_code == 403
    assert response.json()["message"].startswith("CSRF Failed")
    assert User.objects.get().email is None


def test_wrong_password_gets_no_session(app, web):
    User.objects.create_user("ann@example.com", PASSWORD)
    body = {"email": "ann@example.com", "password": "not-the-password"}
    response = app.post_json("/_allauth/app/v1/auth/login", body)
    assert response.status_code == 400
    assert "session_token" not in response.json().get("meta", {})
    response = web.post_json("/_allauth/browser/v1/auth/login", body)
    assert response.status_code == 400
    assert web.get(ME).status_code == 403


def test_an_unknown_token_is_refused_where_a_signed_in_caller_is_needed(app):
    assert app.get(ME).json()["code"] == "NOT_AUTHENTICATED"  # no token: 403
    app.token = "no-such-session"
    response = app.get(ME)
    assert response.status_code == 401
    assert response["WWW-Authenticate"] == "X-Session-Token"
    assert response.json() == {
        "code": "AUTHENTICATION_FAILED",
        "message": "The session token is invalid or has expired: sign in again for a new one.",
        "field": None,
        "rule": None,
    }
    # What needs no account still answers, as to anyone.
    assert app.get("/api/v1/variants/north_american/").status_code == 200


def test_a_new_account_keeps_score_before_verifying_its_email(app):
    signup = app.post_json(
        "/_allauth/app/v1/auth/signup", {"email": "vic@example.com", "password": PASSWORD}
    )
    app.token = signup.json()["meta"]["session_token"]
    game = app.post_json(
        "/api/v1/games/",
        {"variant": "north_american", "seats": ["Ann", "Bob", "Cat", "Dan"], "first_dealer": 0},
    )
    assert game.status_code == 201, game.content
    hand = app.post_json(
        f"/api/v1/games/{game.json()['id']}/hands/",
        {"round": 1, "maker": 1, "trump": "hearts", "maker_tricks": 3},
    )
    assert hand.status_code == 201, hand.content
    assert EmailAddress.objects.get(email="vic@example.com").verified is False
