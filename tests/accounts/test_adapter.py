"""What allauth leaves to the site (accounts.adapter): a mail server that is down fails no
request, and a password UTF-8 cannot write is refused, not a 500."""

import pytest

from accounts.models import User

SIGNUP = "/_allauth/app/v1/auth/signup"
LOGIN = "/_allauth/app/v1/auth/login"
PASSWORD = "a-long-table-password"


def post(client, path, body):
    return client.post(path, body, content_type="application/json")


@pytest.fixture
def mail_server_down(settings):
    settings.EMAIL_BACKEND = "tests.accounts.test_guest.DownMailServer"


def test_signing_up_with_the_mail_server_down_signs_up(client, db, mail_server_down, caplog):
    response = post(client, SIGNUP, {"email": "ned@example.com", "password": PASSWORD})
    assert response.status_code == 200, response.content
    assert response.json()["meta"]["session_token"]
    assert User.objects.get().email == "ned@example.com"
    assert "could not be sent" in caplog.text


def test_asking_for_a_password_reset_with_the_mail_server_down_is_no_500(
    client, user, mail_server_down
):
    response = post(client, "/_allauth/app/v1/auth/password/request", {"email": user.email})
    assert response.status_code == 200, response.content


@pytest.mark.parametrize("path", [SIGNUP, LOGIN])
def test_a_password_utf8_cannot_write_is_refused(client, user, path):
    response = post(client, path, {"email": "ned@example.com", "password": "a\udfffb-long-one"})
    assert response.status_code == 400, response.content
    assert User.objects.count() == 1  # the fixture's user only
