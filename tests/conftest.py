import pytest
from django.conf import settings
from django.core.cache import cache
from django.core.signals import request_finished, request_started
from django.db import close_old_connections
from rest_framework.test import APIClient

from accounts.models import User

# Tests that take seconds each: whatever drives a real browser, and the modules that start
# servers, run a benchmark or a generator of requests, or regenerate the catalogues.
# ``pytest -m "not slow"`` is the quick subset.
SLOW_MODULES = {
    "tests/bench/test_http_load.py",
    "tests/bench/test_league_bench.py",
    "tests/test_api_schemathesis.py",
    "tests/games/test_games_schemathesis.py",
    "tests/leagues/test_leagues_schemathesis.py",
    "tests/tournaments/test_tournaments_schemathesis.py",
    "tests/test_catalogues.py",
    "tests/reliability/test_faults.py",
}


def pytest_collection_modifyitems(config, items):
    root = config.rootpath
    for item in items:
        module = item.path.relative_to(root).as_posix()
        if item.get_closest_marker("browser") or module in SLOW_MODULES:
            item.add_marker(pytest.mark.slow)


@pytest.fixture(scope="session")
def django_db_modify_db_settings(django_db_modify_db_settings_parallel_suffix, tmp_path_factory):
    # The browser tests' live server answers from its own thread: an in-memory SQLite
    # test database shared between threads fails with "database table is locked" now
    # and then (docs/development.md); a file does not. One file per xdist worker.
    database = settings.DATABASES["default"]
    if database["ENGINE"] == "django.db.backends.sqlite3":
        database.setdefault("TEST", {})["NAME"] = str(
            tmp_path_factory.mktemp("db") / "test.sqlite3"
        )


@pytest.fixture(autouse=True)
def fast_password_hasher(settings):
    # PBKDF2 is slow on purpose; tests gain nothing from that.
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


@pytest.fixture(autouse=True)
def fresh_cache():
    # allauth's rate limits count in the cache: one test's sign-ups must not lock out the next.
    cache.clear()


@pytest.fixture(autouse=True)
def no_throttles(settings):
    # Tests write faster than any table: the API's rate limits are off unless a test turns
    # them on (settings.API_THROTTLE_RATES, as tests/core/test_throttles.py does).
    settings.API_THROTTLE_RATES = {}


@pytest.fixture
def api_client():
    return APIClient()


@pytest.fixture
def user(db):
    return User.objects.create_user("ann@example.com", "a-long-table-password")


# Personas for the games API: a game's owner, a scorekeeper the owner added, and an
# outsider; each with an API client signed in as them (force_authenticate).


def signed_in(user):
    client = APIClient()
    client.force_authenticate(user)
    return client


@pytest.fixture
def owner(db):
    return User.objects.create_user("owner@example.com", "a-long-table-password")


@pytest.fixture
def scorekeeper(db):
    return User.objects.create_user("keeper@example.com", "a-long-table-password")


@pytest.fixture
def outsider(db):
    return User.objects.create_user("outsider@example.com", "a-long-table-password")


@pytest.fixture
def owner_api(owner):
    return signed_in(owner)


@pytest.fixture
def scorekeeper_api(scorekeeper):
    return signed_in(scorekeeper)


@pytest.fixture
def outsider_api(outsider):
    return signed_in(outsider)


@pytest.fixture
def keep_the_test_connection():
    """For requests sent to the real WSGI handler in process (schemathesis): it closes
    "old" connections around each request, which would close the test's own transaction
    (on SQLite the database itself; docs/development.md)."""
    request_started.disconnect(close_old_connections)
    request_finished.disconnect(close_old_connections)
    yield
    request_started.connect(close_old_connections)
    request_finished.connect(close_old_connections)
