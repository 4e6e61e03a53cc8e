"""The rules reference and the answerer's page offline, from the service worker's cache."""

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import controlled

pytestmark = pytest.mark.browser


def test_offline_a_page_is_the_one_kept_for_its_address_not_another_querys(page, live_server):
    page.goto(f"{live_server.url}/rules/")
    controlled(page)
    page.goto(f"{live_server.url}/rules/north_american/?target=7")
    expect(page.locator(".table-rules")).to_contain_text("plays to 7")

    page.context.set_offline(True)
    page.goto(f"{live_server.url}/rules/north_american/")
    expect(page.get_by_role("heading", level=1)).to_contain_text("North American")
    expect(page.locator(".table-rules")).to_have_count(0)  # the plain page, as kept
    page.goto(f"{live_server.url}/rules/north_american/?target=7")
    expect(page.locator(".table-rules")).to_contain_text("plays to 7")


def test_offline_the_answerers_page_opens(page, live_server):
    page.goto(f"{live_server.url}/rules/")
    controlled(page)
    page.context.set_offline(True)
    page.goto(f"{live_server.url}/rules/british/answer/")
    expect(page.locator("#answerer")).to_be_visible()
