"""A hand the server fails (a 500, as from a crash) is sent again with back-off, then shown
as failed with "Try again" and "Discard": it never holds up what was entered after it for
ever, and a retry never records it twice."""

import pytest
from playwright.sync_api import expect

from games.api import games as games_api
from games.services.games import game_start
from games.services.hands import hand_record
from tests.browser.table_steps import hands_shown, record, score_shown

pytestmark = pytest.mark.browser
# Four tries, 2 + 4 + 8 seconds apart (static/js/app/retries.js), and some room.
UNTIL_FAILED = 30_000


@pytest.fixture
def game(signed_in):
    seats = ["Ann", "Bob", "Cat", "Dan"]
    return game_start(owner=signed_in, variant="north_american", seats=seats, first_dealer=0)


@pytest.fixture
def bobs_hand_fails(monkeypatch):
    """The live server fails every hand Bob makes (a 500) while ``failing["on"]``, and
    counts the tries."""
    failing = {"on": True, "tries": 0}

    def record_unless_bobs(**kwargs):
        if kwargs["record"].get("maker") == 1 and failing["on"]:
            failing["tries"] += 1
            raise RuntimeError("the server fails Bob's hand")
        return hand_record(**kwargs)

    monkeypatch.setattr(games_api, "hand_record", record_unless_bobs)
    return failing


def failed_shown(page):
    notice = page.locator("#outbox .refused")
    expect(notice).to_contain_text("A hand could not be sent", timeout=UNTIL_FAILED)
    expect(notice).to_contain_text("The server failed 4 times (500)")
    expect(notice).to_contain_text("waits until it is sent or discarded")
    return notice


def test_a_failed_hand_is_tried_again_then_the_hands_after_it_go(
    page, live_server, game, bobs_hand_fails, shot
):
    page.goto(f"{live_server.url}/games/{game.pk}/")
    record(page, "Bob", "Ordered up", 3)  # the server fails this one
    record(page, "Cat", "Ordered up", 3)  # and this one waits behind it
    notice = failed_shown(page)
    expect(notice.get_by_role("button", name="Try again")).to_be_visible()
    expect(notice.get_by_role("button", name="Discard")).to_be_visible()
    shot("failed")
    assert bobs_hand_fails["tries"] == 4
    assert game.hands.count() == 0

    bobs_hand_fails["on"] = False  # the server is back
    notice.get_by_role("button", name="Try again").click()
    hands_shown(page, 2)
    assert list(game.hands.order_by("number").values_list("maker", flat=True)) == [1, 2]
    score_shown(page, 1, 1)


def test_a_failed_hand_discarded_lets_the_next_hand_go(page, live_server, game, bobs_hand_fails):
    page.goto(f"{live_server.url}/games/{game.pk}/")
    record(page, "Bob", "Ordered up", 3)
    record(page, "Cat", "Ordered up", 3)
    failed_shown(page).get_by_role("button", name="Discard").click()
    hands_shown(page, 1)
    # Cat's hand is dealt again where it now falls: the first deal, Ann's.
    assert list(game.hands.values_list("number", "dealer", "maker")) == [(1, 0, 2)]
    score_shown(page, 1, 0)
