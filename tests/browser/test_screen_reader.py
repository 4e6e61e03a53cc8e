"""What a screen reader hears at the table: each hand's result once, and nothing again
when the table is drawn again unchanged (it is, on every refresh)."""

import pytest
from playwright.sync_api import expect

from games.services.hands import hand_record
from tests.browser.conftest import wait_until
from tests.browser.table_steps import (
    a_game,
    hands_shown,
    pass_out,
    record,
    record_a_hand_the_server_refuses,
    tap_tricks,
)

pytestmark = pytest.mark.browser

#: Records which of the elements change from now on, as the ids of those that did.
WATCH = """ids => {
    window.changed = [];
    for (const id of ids) {
        new MutationObserver(() => window.changed.push(id)).observe(
            document.getElementById(id), { childList: true, subtree: true, characterData: true });
    }
}"""


def test_each_hand_is_said_once_with_the_score_and_the_next_dealer(page, live_server, signed_in):
    game = a_game(signed_in)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    said = page.locator("#said")
    page.wait_for_load_state("networkidle")  # drawn, and drawn again from the server
    expect(said).to_be_empty()  # opening the table says nothing
    record(page, "Bob", "Ordered up", 3)
    expect(said).to_have_text("Hand 1: +1 Team 2. Team 1 0, Team 2 1. Bob deals.")
    pass_out(page)
    expect(said).to_have_text("Hand 2: no points. Team 1 0, Team 2 1. Cat deals.")
    hands_shown(page, 2)
    page.locator('#history button[data-number="1"]').click()  # Bob took 3: no, 5
    tap_tricks(page, 5)
    expect(said).to_have_text("Hand 1 changed. Team 1 0, Team 2 2. Cat deals.")
    expect(page.locator('#history button[data-number="1"]')).to_be_focused()  # the change, seen


def test_the_winning_hand_says_who_won(page, live_server, signed_in):
    game = a_game(signed_in)
    for _ in range(2):  # Bob alone, twice: 8
        hand_record(game=game, record={"maker": 1, "round": 1, "maker_loner": 1, "maker_tricks": 5})
    page.goto(f"{live_server.url}/games/{game.pk}/")
    hands_shown(page, 2)
    page.wait_for_load_state("networkidle")
    record(page, "Dan", "Called", 5, trump="clubs")
    expect(page.locator("#said")).to_have_text(
        "Hand 3: +2 Team 2. Team 1 0, Team 2 10. Team 2 win!"
    )


def drawn_again_changes(page, heard: list[str]) -> list[str]:
    """Of the elements ``heard``, those that change when the table is drawn again as it
    is (it is, on every refresh)."""
    page.evaluate(WATCH, [*heard, "deal"])
    page.evaluate("document.dispatchEvent(new Event('synced'))")  # as after a refresh
    wait_until(page, "window.changed.includes('deal')")  # drawn again (as always)
    return page.evaluate("window.changed.filter((id) => id !== 'deal')")


HEARD = ["scoreboard", "said", "share-state", "keepers-state", "outbox", "target", "gone", "over"]


def test_the_table_drawn_again_unchanged_is_not_heard_again(page, live_server, signed_in):
    game = a_game(signed_in)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    record(page, "Bob", "Ordered up", 3)
    hands_shown(page, 1)
    expect(page.locator("#said")).to_contain_text("Hand 1:")  # said once settled (400 ms)
    assert drawn_again_changes(page, HEARD) == []


def test_a_refusal_and_a_game_won_are_not_heard_again(page, live_server, signed_in):
    game = a_game(signed_in)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    record_a_hand_the_server_refuses(page)
    expect(page.locator("#outbox .refused")).to_contain_text("refused by the server")
    expect(page.locator("#said")).to_contain_text("Score now:")  # said once settled
    assert drawn_again_changes(page, HEARD) == []

    won = a_game(signed_in)
    for _ in range(3):  # Bob alone, three times: 12
        hand_record(game=won, record={"maker": 1, "round": 1, "maker_loner": 1, "maker_tricks": 5})
    page.goto(f"{live_server.url}/games/{won.pk}/")
    expect(page.locator("#over-title")).to_have_text("Team 2 (Bob & Dan) win!")
    page.wait_for_load_state("networkidle")
    assert drawn_again_changes(page, HEARD) == []


def test_the_history_and_the_chart_read_in_order(page, live_server, signed_in):
    game = a_game(signed_in)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    expect(page.locator("#history-empty")).to_have_text(
        "No hands yet. Each hand shows here once recorded; tap one to edit it."
    )
    record(page, "Ann", "Ordered up", 3)  # Ann deals: she picks the up-card up
    hands_shown(page, 1)
    row = "#1 Dealer Ann · Ann picked up · 3 tricks +1 Team 1 1–0 . Edit."
    expect(page.get_by_role("button", name=row, exact=True)).to_be_visible()
    expect(page.get_by_role("figure", name="Score chart")).to_be_visible()
