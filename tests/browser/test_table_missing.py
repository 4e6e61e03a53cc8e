"""A table opened for a game this phone does not keep (started on another phone, or
forgotten here) says so, with a way to pick another game, instead of drawing a table."""

import uuid

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser


def test_a_game_this_phone_does_not_keep_is_said_missing(page, live_server, signed_in):
    page.goto(f"{live_server.url}/games/local/{uuid.uuid4()}/")
    expect(page.locator("#missing")).to_be_visible()
    expect(page.locator("#missing")).to_contain_text("This game is not on this phone yet.")
    expect(page.locator("#table")).to_be_hidden()
    page.get_by_role("link", name="pick another game").click()
    expect(page).to_have_url(f"{live_server.url}/games/")
