"""The owner shares a read-only link from the table; whoever opens it watches the score."""

import re

import pytest
from playwright.sync_api import expect

from games.services.games import game_start
from tests.browser.conftest import ARGS
from tests.browser.table_steps import hands_shown, record, score_shown

pytestmark = pytest.mark.browser


def test_the_owner_shares_a_read_only_link_then_stops_sharing(
    page, live_server, signed_in, playwright, chromium
):
    seats = ["Ann", "Bob", "Cat", "Dan"]
    game = game_start(owner=signed_in, variant="north_american", seats=seats, first_dealer=0)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    record(page, "Bob", "Ordered up", 3)
    hands_shown(page, 1)

    page.get_by_role("button", name="Share a read-only link").click()
    field = page.get_by_label("Read-only link to this game")
    expect(field).to_have_value(re.compile(rf"/games/{game.pk}/\?share=\S+$"))
    link = field.input_value()
    game.refresh_from_db()
    assert link == f"{live_server.url}/games/{game.pk}/?share={game.share_token}"

    watcher_browser = playwright.chromium.launch(executable_path=chromium, args=ARGS)
    try:
        watcher = watcher_browser.new_page()  # not signed in
        watcher.goto(link)
        score_shown(watcher, 0, 1)
        expect(watcher.locator("#history > li")).to_have_count(1)
        for part in ("#entry", "#undo", "#sharing"):
            expect(watcher.locator(part)).to_be_hidden()

        page.get_by_role("button", name="Stop sharing").click()
        expect(page.get_by_role("button", name="Share a read-only link")).to_be_visible()
        game.refresh_from_db()
        assert game.share_token is None
        watcher.evaluate("document.dispatchEvent(new Event('visibilitychange'))")  # refreshes
        expect(watcher.get_by_role("status")).to_have_text(
            "No such game, or it is not shared with you. "
            "The score shown is the last this phone kept."
        )
        score_shown(watcher, 0, 1)
        assert watcher.goto(link).status == 404
    finally:
        watcher_browser.close()
