"""What some tests need from the machine: Chromium, a Redis server. Where one is missing
the test is skipped, saying why; in CI (CI=true) it fails instead, so that a missing
browser or service cannot pass for a green run."""

import os
from pathlib import Path
from typing import NoReturn

import pytest
import redis

CHROMIUM = Path("/usr/bin/chromium")


def missing(why: str) -> NoReturn:
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail(f"CI=true, but {why}")
    pytest.skip(f"{why} (with CI=true this fails)")


def chromium() -> str:
    if not CHROMIUM.exists():
        missing(f"there is no Chromium at {CHROMIUM} (apt-get install chromium)")
    return str(CHROMIUM)


def redis_client(url: str) -> redis.Redis:
    client = redis.Redis.from_url(url, socket_connect_timeout=1)
    try:
        client.ping()
    except redis.exceptions.ConnectionError as error:
        missing(f"Redis is not reachable at {url} ({error})")
    return client
