"""allauth's login rate limits are on and live in the cache; with REDIS_URL set that
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
import redis

from accounts.models import User

ROOT = Path(__file__).resolve().parents[2]
REDIS_URL = "redis://127.0.0.1:6379/0"
PASSWORD = "a-long-table-password"


def caches_from_settings(**env) -> dict:
    """CACHES as euchre_site/settings.py builds it from this environment."""
    environ = {k: v for k, v in os.environ.items() if k != "REDIS_URL"} | env
    code = "import json; from euchre_site import settings; print(json.dumps(settings.CACHES))"
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=environ, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


@pytest.fixture
def real_redis():
    client = redis.Redis.from_url(REDIS_URL, socket_connect_timeout=1)
    try:
        client.ping()
    except redis.exceptions.ConnectionError as error:
        if os.environ.get("CI"):
            pytest.fail(f"CI needs Redis at {REDIS_URL}: {error}")
        pytest.skip(f"Redis is not reachable at {REDIS_URL} ({error}); with CI=true this fails")
    yield client
    client.close()


def test_redis_url_selects_the_redis_cache():
    with_redis = caches_from_settings(REDIS_URL=REDIS_URL)["default"]
    assert with_redis == {
        "BACKEND": "django.core.cache.backends.redis.RedisCache",
        "LOCATION": REDIS_URL,
    }
    without = caches_from_settings()["default"]
    assert without["BACKEND"] == "django.core.cache.backends.locmem.LocMemCache"


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

        assert type(cache._cache).__module__ == "django.core.cache.backends.redis"
        failures = [login(f"wrong-password-{i}") for i in range(5)]
        assert [r.status_code for r in failures] == [400] * 5
        assert {r.json()["errors"][0]["code"] for r in failures} == {"email_password_mismatch"}
        assert real_redis.keys(f"{prefix}:*"), "the failed logins were not counted in Redis"

        locked = login(PASSWORD)  # even the right password, once locked out
        assert locked.status_code == 400
        assert locked.json()["errors"][0]["code"] == "too_many_login_attempts"
        assert "session_token" not in locked.json().get("meta", {})
    finally:
        for key in real_redis.scan_iter(f"{prefix}:*"):
            real_redis.delete(key)
