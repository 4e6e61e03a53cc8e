"""A one-time message ("Saved.") is shown once: the service worker does not keep the page
that showed it, so the app opened offline later does not say it again."""

import pytest
from playwright.sync_api import expect

from accounts.models import User
from tests.browser.conftest import controlled

pytestmark = pytest.mark.browser
SAVED = "Saved. Sign in from any device as gwen@example.com."


def test_a_page_with_a_one_time_message_is_not_kept_for_offline_use(
    page, live_server, transactional_db
):
    page.goto(f"{live_server.url}/accounts/login/")
    page.get_by_role("button", name="Play without signing up").click()
    expect(page).to_have_url(f"{live_server.url}/")
    controlled(page)  # the first visit installs the worker and fills its cache

    page.goto(f"{live_server.url}/accounts/guest/claim/")
    page.get_by_label("Email").fill("gwen@example.com")
    page.get_by_label("Password").fill("a-long-table-password")
    page.get_by_role("button", name="Save").click()
    expect(page.get_by_role("status").filter(has_text=SAVED)).to_be_visible()
    assert not User.objects.get().is_guest

    page.context.set_offline(True)
    page.reload()
    expect(page.get_by_role("link", name="Rules", exact=True)).to_be_visible()
    expect(page.get_by_text(SAVED)).to_have_count(0)
