"""allauth's login rate limits are on and live in the cache (a locked-out login is a 429
with Retry-After: core.middleware.login_lockout); with REDIS_URL set that
cache is Redis, so every app process counts the same failed logins.

The lockout test runs against the real Redis at 127.0.0.1:6379. Without it the test is
skipped, saying why, unless CI is set: in CI a missing Redis is a failure.
"""

import json
import os
import secrets
import subprocess
import sys
from pathlib import Path

import pytest

from accounts.models import User
from tests import needs

ROOT = Path(__file__).resolve().parents[2]
REDIS_URL = "redis://127.0.0.1:6379/0"
PASSWORD = "a-long-table-password"


def from_settings(name: str, **env):
    """A setting as euchre_site/settings.py builds it from this environment."""
    environ = {k: v for k, v in os.environ.items() if k != "REDIS_URL"} | env
    code = (
        "import json; from euchre_site import settings; "
        f"print(json.dumps(getattr(settings, {name!r}, None)))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=environ, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


@pytest.fixture
def real_redis():
    client = needs.redis_client(REDIS_URL)
    yield client
    client.close()


def caches_from_settings(**env) -> dict:
    return from_settings("CACHES", **env)


def test_redis_url_selects_the_redis_cache():
    with_redis = caches_from_settings(REDIS_URL=REDIS_URL)["default"]
    assert with_redis == {
        "BACKEND": "core.cache.PooledRedisCache",
        "LOCATION": REDIS_URL,
    }
    without = caches_from_settings()["default"]
    assert without["BACKEND"] == "django.core.cache.backends.locmem.LocMemCache"


@pytest.mark.django_db
def test_without_redis_a_token_costs_two_queries(client, user, django_assert_num_queries):
    login = client.post(
        "/_allauth/app/v1/auth/login",
        {"email": user.email, "password": PASSWORD},
        content_type="application/json",
    )
    token = login.json()["meta"]["session_token"]
    # The session, loaded once (accounts.tokens), and the user.
    with django_assert_num_queries(2):
        assert client.get("/api/v1/auth/me/", headers={"X-Session-Token": token}).status_code == 200


def test_sessions_are_cached_only_in_a_shared_cache():
    cached_db = "django.contrib.sessions.backends.cached_db"
    assert from_settings("SESSION_ENGINE", REDIS_URL=REDIS_URL) == cached_db
    assert from_settings("SESSION_ENGINE") is None  # Django's default: the database


def test_rate_limits_are_allauths_defaults(settings):
    from allauth.account import app_settings

    assert not hasattr(settings, "ACCOUNT_RATE_LIMITS")
    assert app_settings.RATE_LIMITS["login_failed"] == "10/m/ip,5/300s/key"


@pytest.mark.django_db
def test_repeated_failed_logins_are_locked_out_in_redis(client, settings, real_redis):
    prefix = f"test-ratelimit-{secrets.token_hex(6)}"
    caches = caches_from_settings(REDIS_URL=REDIS_URL)
    caches["default"]["KEY_PREFIX"] = prefix  # this run's keys only, removed below
    settings.CACHES = caches
    User.objects.create_user("rae@example.com", PASSWORD)

    def login(password):
        return client.post(
            "/_allauth/app/v1/auth/login",
            {"email": "rae@example.com", "password": password},
            content_type="application/json",
        )

    try:
        from django.core.cache import cache

        assert type(cache._cache).__name__ == "PooledRedisCacheClient"
        failures = [login(f"wrong-password-{i}") for i in range(5)]
        assert [r.status_code for r in failures] == [400] * 5
        assert {r.json()["errors"][0]["code"] for r in failures} == {"email_password_mismatch"}
        assert real_redis.keys(f"{prefix}:*"), "the failed logins were not counted in Redis"

        locked = login(PASSWORD)  # even the right password, once locked out
        assert locked.status_code == 429
        assert locked["Retry-After"] == "300"  # allauth's longest login_failed window
        assert locked.json()["status"] == 429
        assert locked.json()["errors"][0]["code"] == "too_many_login_attempts"
        assert "session_token" not in locked.json().get("meta", {})
    finally:
        for key in real_redis.scan_iter(f"{prefix}:*"):
            real_redis.delete(key)


@pytest.mark.django_db
def test_a_cached_session_token_works_and_a_sign_out_ends_it(
    client, settings, real_redis, django_assert_num_queries
):
    prefix = f"test-sessions-{secrets.token_hex(6)}"
    settings.CACHES = caches_from_settings(REDIS_URL=REDIS_URL)
    settings.CACHES["default"]["KEY_PREFIX"] = prefix
    settings.SESSION_ENGINE = from_settings("SESSION_ENGINE", REDIS_URL=REDIS_URL)
    User.objects.create_user("sal@example.com", PASSWORD)
    try:
        login = client.post(
            "/_allauth/app/v1/auth/login",
            {"email": "sal@example.com", "password": PASSWORD},
            content_type="application/json",
        )
        token = login.json()["meta"]["session_token"]
        assert real_redis.keys(f"{prefix}:*django.contrib.sessions.cached_db*")
        with django_assert_num_queries(1):  # the user; the session comes from Redis
            me = client.get("/api/v1/auth/me/", headers={"X-Session-Token": token})
        assert me.json()["user"]["email"] == "sal@example.com"
        client.delete("/_allauth/app/v1/auth/session", headers={"X-Session-Token": token})
        me = client.get("/api/v1/auth/me/", headers={"X-Session-Token": token})
        assert me.status_code == 401
    finally:
        for key in real_redis.scan_iter(f"{prefix}:*"):
            real_redis.delete(key)


def test_the_proxy_count_comes_from_the_environment():
    assert from_settings("ALLAUTH_TRUSTED_PROXY_COUNT") == 0
    assert from_settings("ALLAUTH_TRUSTED_PROXY_COUNT", TRUSTED_PROXY_COUNT="1") == 1


@pytest.mark.django_db
@pytest.mark.parametrize(("proxies", "victim_locked_out"), [(0, True), (1, False)])
def test_behind_a_proxy_failed_logins_lock_out_their_client_not_everyone(
    client, settings, proxies, victim_locked_out
):
    settings.ALLAUTH_TRUSTED_PROXY_COUNT = proxies
    User.objects.create_user("vic@example.com", PASSWORD)

    def login(email, password, client_address):
        return client.post(
            "/_allauth/app/v1/auth/login",
            {"email": email, "password": password},
            content_type="application/json",
            REMOTE_ADDR="10.0.0.5",  # the proxy
            HTTP_X_FORWARDED_FOR=client_address,
        )

    for attempt in range(10):  # allauth: 10 failed logins a minute per address
        login(f"guess{attempt}@example.com", "wrong-password", "203.0.113.9")
    victim = login("vic@example.com", PASSWORD, "198.51.100.7")
    locked_out = "too_many_login_attempts" in victim.content.decode()
    assert locked_out == victim_locked_out, victim.content
    assert victim.status_code == (429 if victim_locked_out else 200)
