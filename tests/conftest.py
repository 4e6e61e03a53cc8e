import pytest
from django.core.cache import cache
from rest_framework.test import APIClient

from accounts.models import User


@pytest.fixture(autouse=True)
def fast_password_hasher(settings):
    # PBKDF2 is slow on purpose; tests gain nothing from that.
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


@pytest.fixture(autouse=True)
def fresh_cache():
    # allauth's rate limits count in the cache: one test's sign-ups must not lock out the next.
    cache.clear()


@pytest.fixture
def api_client():
    return APIClient()


@pytest.fixture
def user(db):
    return User.objects.create_user("ann@example.com", "a-long-table-password")
