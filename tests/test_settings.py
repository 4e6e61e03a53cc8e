"""Settings come from the environment: sensible with none, loud when wrong, safe in production.

Each case that changes the environment starts a fresh interpreter, since settings are
read once per process.
"""

import json
import os
import secrets
import subprocess
import sys
from pathlib import Path

import pytest
from django.core.exceptions import ImproperlyConfigured

from euchre_site.settings import env_bool, env_int, env_list
from tests import needs

BASE_DIR = Path(__file__).resolve().parent.parent
# Every variable settings.py reads, so a case sees only what it sets.
SETTINGS_VARIABLES = [
    "DEBUG",
    "SECRET_KEY",
    "ALLOWED_HOSTS",
    "CSRF_TRUSTED_ORIGINS",
    "DATABASE_URL",
    "REDIS_URL",
    "EMAIL_BACKEND",
    "EMAIL_HOST",
    "EMAIL_PORT",
    "EMAIL_HOST_USER",
    "EMAIL_HOST_PASSWORD",
    "EMAIL_USE_TLS",
    "EMAIL_TIMEOUT",
    "DEFAULT_FROM_EMAIL",
    "SECURE_SSL_REDIRECT",
    "TRUST_X_FORWARDED_PROTO",
    "TRUSTED_PROXY_COUNT",
    "LOG_LEVEL",
    "LOG_FORMAT",
    "SENTRY_DSN",
    "SENTRY_ENVIRONMENT",
]


#: Set by the browser tests' tooling in this process; production never has it.
TEST_ONLY_VARIABLES = ["DJANGO_ALLOW_ASYNC_UNSAFE"]


def run_python(*args, **env):
    unset = {*SETTINGS_VARIABLES, *TEST_ONLY_VARIABLES}
    clean = {k: v for k, v in os.environ.items() if k not in unset}
    clean["DJANGO_SETTINGS_MODULE"] = "euchre_site.settings"
    return subprocess.run(
        [sys.executable, *args],
        cwd=BASE_DIR,
        env={**clean, **env},
        capture_output=True,
        text=True,
        timeout=120,
    )


def production_env(tmp_path):
    return {
        "DEBUG": "false",
        "SECRET_KEY": secrets.token_urlsafe(50),
        "ALLOWED_HOSTS": "euchre.example.com",
        "DATABASE_URL": f"sqlite:///{tmp_path / 'prod.sqlite3'}",
    }


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        pytest.param(None, True, id="unset-gives-default"),
        pytest.param("", True, id="empty-gives-default"),
        pytest.param("true", True, id="true"),
        pytest.param("1", True, id="one"),
        pytest.param("Yes", True, id="yes-any-case"),
        pytest.param("false", False, id="false"),
        pytest.param("0", False, id="zero"),
        pytest.param("OFF", False, id="off-any-case"),
    ],
)
def test_env_bool(monkeypatch, value, expected):
    if value is not None:
        monkeypatch.setenv("EUCHRE_TEST_FLAG", value)
    assert env_bool("EUCHRE_TEST_FLAG", True) is expected


@pytest.mark.parametrize(
    ("helper", "value"),
    [
        pytest.param(env_bool, "maybe", id="bool-word"),
        pytest.param(env_bool, "2", id="bool-number"),
        pytest.param(env_int, "ten", id="int-word"),
        pytest.param(env_int, "1.5", id="int-decimal"),
        pytest.param(env_list, "a,,b", id="list-empty-item"),
        pytest.param(env_list, "a,b,", id="list-trailing-comma"),
    ],
)
def test_malformed_value_names_the_variable(monkeypatch, helper, value):
    monkeypatch.setenv("EUCHRE_TEST_VALUE", value)
    with pytest.raises(ImproperlyConfigured, match="EUCHRE_TEST_VALUE"):
        helper("EUCHRE_TEST_VALUE", None)


def test_env_list_strips_items(monkeypatch):
    monkeypatch.setenv("EUCHRE_TEST_HOSTS", "a.example, b.example ,c.example")
    assert env_list("EUCHRE_TEST_HOSTS") == ["a.example", "b.example", "c.example"]


def test_no_environment_gives_debug_and_sqlite():
    result = run_python(
        "-c",
        "from euchre_site import settings as s; db = s.DATABASES['default'];"
        "print(s.DEBUG, db['ENGINE'], db['NAME'], db['OPTIONS']['transaction_mode'],"
        " s.CACHES['default']['BACKEND'], sep='\\n')",
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == [
        "True",
        "django.db.backends.sqlite3",
        str(BASE_DIR / "db.sqlite3"),
        "IMMEDIATE",
        "django.core.cache.backends.locmem.LocMemCache",
    ]


def test_production_variables_pass_the_deploy_checks(tmp_path):
    result = run_python(
        "manage.py", "check", "--deploy", "--fail-level", "WARNING", **production_env(tmp_path)
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_documented_deployment_passes_the_deploy_checks(tmp_path):
    # docs/deploy.md's many-machine setup: behind a TLS proxy, Redis, JSON logs, throttles.
    env = production_env(tmp_path) | {
        "TRUST_X_FORWARDED_PROTO": "true",
        "TRUSTED_PROXY_COUNT": "1",
        "REDIS_URL": "redis://127.0.0.1:6379/5",
        "CSRF_TRUSTED_ORIGINS": "https://euchre.example.com",
        "LOG_FORMAT": "json",
        "THROTTLE_WRITES": "60/min",
    }
    result = run_python("manage.py", "check", "--deploy", "--fail-level", "WARNING", **env)
    assert result.returncode == 0, result.stdout + result.stderr
    code = (
        "import django, json; django.setup(); from django.conf import settings as s; print("
        "json.dumps([s.SECURE_SSL_REDIRECT, s.SESSION_COOKIE_SECURE, s.CSRF_COOKIE_SECURE, "
        "s.SECURE_HSTS_SECONDS, s.SECURE_PROXY_SSL_HEADER, s.DEBUG, s.API_THROTTLE_RATES]))"
    )
    shown = run_python("-c", code, DJANGO_SETTINGS_MODULE="euchre_site.settings", **env)
    assert shown.returncode == 0, shown.stderr
    assert json.loads(shown.stdout) == [
        True, True, True, 31536000, ["HTTP_X_FORWARDED_PROTO", "https"], False,
        {"writes": "60/min", "account_lookups": "10/min"},
    ]  # fmt: skip


@pytest.mark.parametrize("missing", ["SECRET_KEY", "ALLOWED_HOSTS"])
def test_production_without_a_required_variable_fails_loudly(tmp_path, missing):
    env = production_env(tmp_path)
    del env[missing]
    result = run_python("manage.py", "check", **env)
    assert result.returncode != 0
    assert f"ImproperlyConfigured: {missing} is required when DEBUG is off" in result.stderr


def test_malformed_boolean_stops_start_up():
    result = run_python("manage.py", "check", DEBUG="sometimes")
    assert result.returncode != 0
    assert "ImproperlyConfigured: DEBUG='sometimes' is not a boolean" in result.stderr


def test_redis_url_selects_redis_cache():
    url = "redis://127.0.0.1:6379/15"
    needs.redis_client(url).close()
    result = run_python(
        "-c",
        "import django; django.setup(); from django.core.cache import caches;"
        "cache = caches['default']; cache.set('euchre-test', 42, 10);"
        "print(type(cache).__name__, cache.get('euchre-test'),"
        " cache._cache.get_client() is cache._cache.get_client('other-key'))",
        REDIS_URL=url,
    )
    assert result.returncode == 0, result.stderr
    # One redis client serves every call (Django's own backend builds one per call).
    assert result.stdout.strip() == "PooledRedisCache 42 True"


def test_in_production_a_caller_accepting_no_json_gets_406_in_json(tmp_path):
    # With DEBUG off there is no browsable API: JSON is the only answer (the schema's 406).
    result = run_python(
        "-c",
        "import django; django.setup(); from django.test import Client;"
        "r = Client().get('/api/v1/ping/', headers={'Accept': 'text/html'}, secure=True,"
        " HTTP_HOST='euchre.example.com');"
        "print(r.status_code, r.json()['code'])",
        **production_env(tmp_path),
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "406 NOT_ACCEPTABLE"


@pytest.mark.parametrize(("value", "seconds"), [(None, "10"), ("3", "3")])
def test_the_mail_server_is_waited_for_a_bounded_time(value, seconds):
    env = {} if value is None else {"EMAIL_TIMEOUT": value}
    result = run_python(
        "-c", "from euchre_site import settings as s; print(s.EMAIL_TIMEOUT)", **env
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == seconds
