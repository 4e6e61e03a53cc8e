"""A sign-in lasts 400 days, renewed while in use: a guest who plays keeps its account
however long it plays; a session left unused ends (accounts.lifetime)."""

from datetime import timedelta

import pytest
from django.contrib.sessions.models import Session
from django.utils import timezone

from accounts.lifetime import RENEWED

ME = "/api/v1/auth/me/"
GUEST = "/api/v1/auth/guest/"
START = timezone.now()


@pytest.fixture
def on_day(monkeypatch):
    """``on_day(n)``: from now on the clock says n days after the test began."""

    def travel(days: int) -> None:
        monkeypatch.setattr(timezone, "now", lambda: START + timedelta(days=days))

    travel(0)
    return travel


def signed_in(client) -> bool:
    return client.get(ME).status_code == 200


def app_guest(app) -> None:
    app.token = app.post_json(GUEST).json()["session_token"]


def web_guest(web) -> None:
    assert web.post_json(GUEST, {"client": "browser"}).status_code == 201


@pytest.mark.parametrize("start", [app_guest, web_guest], ids=["app-token", "web-cookie"])
def test_a_guest_that_plays_stays_signed_in_for_years(request, on_day, start):
    client = request.getfixturevalue("app" if start is app_guest else "web")
    start(client)
    session = Session.objects.get()
    for day in (150, 350, 550, 750, 950):  # never 400 days apart, so each use renews
        on_day(day)
        assert signed_in(client), f"signed out on day {day}"
    assert Session.objects.get(pk=session.pk).expire_date > START + timedelta(days=1300)


@pytest.mark.parametrize("start", [app_guest, web_guest], ids=["app-token", "web-cookie"])
def test_a_session_left_unused_for_400_days_ends(request, on_day, start):
    client = request.getfixturevalue("app" if start is app_guest else "web")
    start(client)
    on_day(399)
    assert signed_in(client)  # renewed: past half its life
    on_day(399 + 401)
    assert not signed_in(client)


def test_a_session_is_written_once_in_half_a_lifetime_not_on_every_call(app, on_day):
    app_guest(app)
    born = Session.objects.get().expire_date
    on_day(199)
    assert signed_in(app)
    assert Session.objects.get().expire_date == born  # not due: nothing written
    on_day(200)
    assert signed_in(app)
    renewed = Session.objects.get()
    assert renewed.expire_date == born + timedelta(days=200)
    assert renewed.get_decoded()[RENEWED] == (START + timedelta(days=200)).toordinal()


def test_the_cookie_is_sent_again_with_its_new_life(web, on_day):
    web_guest(web)
    on_day(250)
    response = web.get("/")
    cookie = response.cookies["sessionid"]
    assert int(cookie["max-age"]) == 400 * 24 * 60 * 60


def test_signing_in_on_the_web_page_lasts_too(client, user):
    form = client.get("/accounts/login/").content.decode()
    assert 'name="password"' in form and 'name="remember"' not in form  # nothing to untick
    response = client.post(
        "/accounts/login/", {"login": user.email, "password": "a-long-table-password"}
    )
    assert response.status_code == 302
    assert int(response.cookies["sessionid"]["max-age"]) == 400 * 24 * 60 * 60
