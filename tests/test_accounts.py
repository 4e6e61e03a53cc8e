import pytest
from django.db import IntegrityError

from accounts.models import User

pytestmark = pytest.mark.django_db


def test_create_user_signs_in_by_email():
    user = User.objects.create_user("dan@EXAMPLE.com", "pw-for-dan-123")
    assert user.email == "dan@example.com"
    assert str(user) == "dan@example.com"
    assert user.check_password("pw-for-dan-123")
    assert not user.is_staff and not user.is_superuser
    assert User.USERNAME_FIELD == "email"


def test_create_user_needs_an_email():
    with pytest.raises(ValueError, match="email"):
        User.objects.create_user("", "pw")


def test_create_superuser():
    admin = User.objects.create_superuser("boss@example.com", "pw-for-boss-123")
    assert admin.is_staff and admin.is_superuser


def test_email_is_unique_ignoring_case():
    User.objects.create_user("Eve@example.com")
    with pytest.raises(IntegrityError):
        User.objects.create_user("eve@example.com")


def test_admin_lists_users(admin_client):
    User.objects.create_user("fay@example.com")
    response = admin_client.get("/admin/accounts/user/")
    assert response.status_code == 200
    assert b"fay@example.com" in response.content
    assert admin_client.get("/admin/accounts/user/add/").status_code == 200
