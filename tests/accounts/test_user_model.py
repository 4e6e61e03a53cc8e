"""A guest is a user without an email address; real addresses stay unique."""

import pytest
from django.core.exceptions import ValidationError
from django.db import IntegrityError

from accounts import services
from accounts.models import User

pytestmark = pytest.mark.django_db


def test_guests_have_no_address_and_many_can_exist():
    first, second = services.guest_create(), services.guest_create()
    assert first.email is None and second.email is None
    assert first.is_guest and not first.has_usable_password()
    assert str(first) == f"Guest {first.pk}"
    first.full_clean()


def test_a_real_address_is_not_a_guest():
    user = User.objects.create_user("nan@example.com", "pw-for-nan-123")
    assert not user.is_guest
    assert str(user) == "nan@example.com"


def test_an_empty_address_is_refused_by_the_model_and_the_database():
    user = User(email="")
    with pytest.raises(ValidationError) as error:
        user.validate_constraints()
    assert "accounts_user_email_not_empty" in str(error.value)
    user.full_clean(exclude=["password"])  # cleaning turns the empty address into None
    assert user.email is None
    with pytest.raises(IntegrityError):
        User.objects.create(email="")


def test_a_guest_edited_in_the_admin_stays_a_guest(admin_client):
    guest = services.guest_create()
    page = admin_client.get(f"/admin/accounts/user/{guest.pk}/change/")
    assert page.status_code == 200
    data = {
        "email": "",
        "first_name": "Gus",
        "is_active": "on",
        "date_joined_0": "2026-01-01",
        "date_joined_1": "10:00:00",
    }
    response = admin_client.post(f"/admin/accounts/user/{guest.pk}/change/", data)
    assert response.status_code == 302, response.context["adminform"].form.errors
    guest.refresh_from_db()
    assert (guest.first_name, guest.email) == ("Gus", None)
