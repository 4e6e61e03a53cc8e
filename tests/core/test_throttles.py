"""The API's rate limits: every write per caller, and a tighter one for the writes that look
an account or a code up; over a limit, 429 THROTTLED with Retry-After in the API's shape.
Counted in the cache (Redis when configured: tests/accounts/test_rate_limits.py shows the
cache follows REDIS_URL); reads are never limited."""

import pytest

from tests.conftest import signed_in
from tests.factories import UserFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def rates(settings):
    settings.API_THROTTLE_RATES = {"writes": "3/min", "account_lookups": "2/min"}


def start(api):
    body = {"variant": "north_american", "seats": ["Ann", "Bob", "Cat", "Dan"], "first_dealer": 0}
    return api.post("/api/v1/games/", body)


def test_writes_over_the_limit_are_429_with_a_wait(rates, owner_api):
    assert [start(owner_api).status_code for _ in range(3)] == [201] * 3
    refused = start(owner_api)
    assert refused.status_code == 429
    assert 0 < int(refused["Retry-After"]) <= 60
    body = refused.json()
    assert (body["code"], body["field"], body["rule"]) == ("THROTTLED", None, None)
    assert "throttled" in body["message"]


def test_reads_are_not_limited(rates, owner_api):
    assert {owner_api.get("/api/v1/games/").status_code for _ in range(6)} == {200}


def test_each_caller_has_its_own_count(rates, owner_api, outsider_api):
    for _ in range(3):
        start(owner_api)
    assert start(owner_api).status_code == 429
    assert start(outsider_api).status_code == 201


def test_looking_accounts_up_has_the_tighter_limit(rates, owner_api, owner):
    game = start(owner_api).json()["id"]
    url = f"/api/v1/games/{game}/scorekeepers/"
    answers = [
        owner_api.post(url, {"email": f"probe{i}@example.com"}).status_code for i in range(3)
    ]
    assert answers[:2] != [429, 429] and answers[2] == 429
    assert owner_api.post(url, {"email": "x@example.com"})["Retry-After"]


def test_signed_out_writes_count_per_address(rates, api_client):
    answers = [api_client.post("/api/v1/auth/guest/").status_code for _ in range(4)]
    assert answers == [201, 201, 201, 429]
    elsewhere = api_client.post("/api/v1/auth/guest/", REMOTE_ADDR="198.51.100.7")
    assert elsewhere.status_code == 201


def test_without_rates_nothing_is_limited(owner_api):
    assert {start(owner_api).status_code for _ in range(5)} == {201}


def test_the_rates_come_from_the_environment():
    from tests.accounts.test_rate_limits import from_settings

    assert from_settings("API_THROTTLE_RATES") == {
        "writes": "120/min",
        "account_lookups": "10/min",
    }
    assert from_settings(
        "API_THROTTLE_RATES", THROTTLE_WRITES="5/s", THROTTLE_ACCOUNT_LOOKUPS="off"
    ) == {"writes": "5/s"}


def test_the_benchmarks_run_without_limits():
    import bench.settings

    assert bench.settings.API_THROTTLE_RATES == {}


def test_a_second_user_is_a_fresh_count(rates):
    api = signed_in(UserFactory())
    assert start(api).status_code == 201
