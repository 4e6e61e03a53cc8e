"""The authentication backend: allauth's, with ``get_user`` built once per process."""

import pytest
from django.contrib.auth import SESSION_KEY

from accounts.admin import UserCreationForm
from accounts.backends import AuthenticationBackend
from accounts.models import User
from tests.factories import PASSWORD, UserFactory
from tests.games.support import app_session_token

pytestmark = pytest.mark.django_db

COMPARED = ("pk", "email", "password", "is_active", "is_staff", "is_superuser", "date_joined")


def test_get_user_loads_what_the_orm_loads():
    made = UserFactory()
    made.last_login = made.date_joined
    made.save()
    loaded = AuthenticationBackend().get_user(made.pk)
    expected = User.objects.get(pk=made.pk)
    assert type(loaded) is User
    assert [getattr(loaded, name) for name in (*COMPARED, "last_login")] == [
        getattr(expected, name) for name in (*COMPARED, "last_login")
    ]
    assert not loaded._state.adding


@pytest.mark.parametrize("user_id", [10**9, "not-an-id", None])
def test_get_user_of_no_user_is_none(user_id):
    assert AuthenticationBackend().get_user(user_id) is None


def test_an_inactive_users_token_stops_working(client):
    user = UserFactory()
    token = app_session_token(client, user.email)
    headers = {"X-Session-Token": token}
    assert client.get("/api/v1/auth/me/", headers=headers).status_code == 200
    User.objects.filter(pk=user.pk).update(is_active=False)
    assert client.get("/api/v1/auth/me/", headers=headers).status_code == 401


def test_a_session_naming_another_user_id_is_refused(client):
    """The session's password hash must match the user it names."""
    alice, bob = UserFactory(), UserFactory()
    client.force_login(alice, backend="accounts.backends.AuthenticationBackend")
    session = client.session
    session[SESSION_KEY] = str(bob.pk)
    session.save()
    assert client.get("/api/v1/auth/me/").status_code == 403


def test_the_admin_signs_in_through_allauth_with_an_email_address(client):
    User.objects.create_superuser("boss@example.com", PASSWORD)
    admin_login = client.get("/admin/login/?next=/admin/")
    assert (admin_login.status_code, admin_login["Location"]) == (
        302,
        "/accounts/login/?next=%2Fadmin%2F",
    )
    page = client.post(
        "/accounts/login/?next=/admin/", {"login": "boss@example.com", "password": PASSWORD}
    )
    assert (page.status_code, page["Location"]) == (302, "/admin/")
    assert client.get("/admin/").status_code == 200


def test_the_admins_own_login_form_signs_no_one_in(client):
    # It has no rate limit: allauth's login page, which has, is the only way in.
    User.objects.create_superuser("boss@example.com", PASSWORD)
    page = client.post("/admin/login/", {"username": "boss@example.com", "password": PASSWORD})
    assert page["Location"].startswith("/accounts/login/")
    assert client.get("/admin/")["Location"].startswith("/admin/login/")


def test_a_signed_in_user_who_is_not_staff_is_refused_the_admin(client, user):
    client.force_login(user)
    assert client.get("/admin/login/").status_code == 403


def test_an_address_given_in_capitals_signs_in_as_allauth_looks_it_up(client):
    User.objects.create_superuser("Zed@Example.com", PASSWORD)
    assert User.objects.get().email == "zed@example.com"
    login = client.post(
        "/_allauth/app/v1/auth/login",
        {"email": "ZED@example.com", "password": PASSWORD},
        content_type="application/json",
    )
    assert login.status_code == 200, login.content
    signup = client.post(
        "/_allauth/app/v1/auth/signup",
        {"email": "zed@example.com", "password": PASSWORD},
        content_type="application/json",
    )
    assert signup.status_code == 400  # taken, said as allauth says it: not a 500


def test_the_admins_form_keeps_addresses_in_lower_case(db):
    form = UserCreationForm(
        {"email": "Ada@Example.COM", "usable_password": "true",
         "password1": PASSWORD, "password2": PASSWORD}
    )  # fmt: skip
    assert form.is_valid(), form.errors
    assert form.save().email == "ada@example.com"
    assert User.objects.get().check_password(PASSWORD)
