"""The owner shares a read-only link from the table; whoever opens it watches the score."""

import re

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import ARGS
from tests.browser.table_steps import a_game, hands_shown, record, score_shown, settled

pytestmark = pytest.mark.browser


def refresh(page) -> None:
    """What the table does every 3 s, and when the phone shows it again."""
    page.evaluate("document.dispatchEvent(new Event('visibilitychange'))")


def refreshed(page, game) -> None:
    """Refreshes, and waits for the server's answer to be drawn."""
    with page.expect_response(lambda response: f"/api/v1/games/{game.pk}/" in response.url):
        refresh(page)
    settled(page)


def test_the_owner_shares_a_read_only_link_then_stops_sharing(
    page, live_server, signed_in, playwright, chromium
):
    game = a_game(signed_in)
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
        expect(watcher.locator("#history button")).to_have_count(0)  # to read, not to edit
        expect(watcher.locator("#history")).not_to_contain_text("Edit.")
        for part in ("#entry", "#undo", "#sharing"):
            expect(watcher.locator(part)).to_be_hidden()
        expect(watcher.locator("#watching")).to_have_text(
            "You are watching through a shared link: the score follows the table by itself."
        )
        expect(page.locator("#watching")).to_be_hidden()  # the owner keeps score

        page.get_by_role("button", name="Stop sharing").click()
        expect(page.get_by_role("button", name="Share a read-only link")).to_be_visible()
        game.refresh_from_db()
        assert game.share_token is None
        gone = (
            "No such game: it was deleted, or it is not shared with you. "
            "The score shown is the last this phone kept."
        )
        refresh(watcher)
        expect(watcher.locator("#gone")).to_have_text(gone)
        score_shown(watcher, 0, 1)
        # A server failing meanwhile says nothing of the game: the note stays.
        watcher.context.route("**/api/v1/games/**", lambda route: route.fulfill(status=503))
        refreshed(watcher, game)
        expect(watcher.locator("#gone")).to_have_text(gone)
        assert watcher.goto(link).status == 404
    finally:
        watcher_browser.close()


def test_signed_out_is_not_said_to_be_a_game_gone(page, live_server, signed_in):
    game = a_game(signed_in)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    score_shown(page, 0, 0)
    page.context.clear_cookies()  # signed out elsewhere
    refreshed(page, game)
    expect(page.locator("#gone")).to_be_empty()
