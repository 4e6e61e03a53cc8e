"""Another phone's hand shows by itself while the table is shown: the table asks the server
every few seconds whether its copy is current (an ETag: 304 when it is), and fetches the
game again when it is not. The same for a watcher on a shared link."""

import pytest
from playwright.sync_api import expect

from games.services.games import game_share
from games.services.hands import hand_record
from tests.browser.conftest import ARGS, PHONE, watched
from tests.browser.table_steps import a_game, hands_shown, record, score_shown

pytestmark = pytest.mark.browser


def test_a_hand_from_another_phone_shows_on_the_table_and_to_a_watcher(
    page, live_server, signed_in, playwright, chromium
):
    game = a_game(signed_in)
    token = game_share(game=game)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    hands_shown(page, 0)

    watcher_browser = playwright.chromium.launch(executable_path=chromium, args=ARGS)
    try:
        watcher = watched(watcher_browser.new_context(**PHONE).new_page())
        asked = []
        watcher.on(
            "response",
            lambda r: (
                r.url.endswith(f"/api/v1/games/{game.pk}/?share={token}")
                and asked.append((r.request.headers.get("if-none-match"), r.status))
            ),
        )
        watcher.goto(f"{live_server.url}/games/{game.pk}/?share={token}")
        expect(watcher.locator("#watching")).to_be_visible()
        # Nothing new: the watcher's copy is current, and the server says so (304).
        while not any(status == 304 for _tag, status in asked):  # (the first asks in full)
            watcher.wait_for_event("response")
        assert all(tag for tag, status in asked if status == 304)

        record(page, "Bob", "Ordered up", 3)  # the owner's phone
        hands_shown(page, 1)
        expect(watcher.locator("#history > li")).to_have_count(1)  # by itself: no reload
        score_shown(watcher, 0, 1)

        # A scorekeeper's phone: the owner's table shows its hand too.
        hand_record(game=game, record={"maker": 0, "round": 2, "maker_tricks": 5})
        expect(page.locator("#history > li")).to_have_count(2)
        score_shown(page, 2, 1)
        expect(watcher.locator("#history > li")).to_have_count(2)
        assert watcher.errors == []
    finally:
        watcher_browser.close()
