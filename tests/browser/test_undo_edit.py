"""Undo, edit, and the server's word when it refuses a hand the interface cannot judge."""

import re

import pytest
from playwright.sync_api import expect

from games.services.games import game_start
from tests.browser.table_steps import (
    hands_shown,
    record,
    record_a_hand_the_server_refuses,
    score_shown,
    settled,
    tap_tricks,
    undo_last_hand,
)

pytestmark = pytest.mark.browser

# What the page asks to bring into view (by the element's id), from its first script on.
BROUGHT_INTO_VIEW = """window.broughtIntoView = [];
Element.prototype.scrollIntoView = new Proxy(Element.prototype.scrollIntoView, {
    apply(scroll, element, args) {
        window.broughtIntoView.push(element.id);
        return Reflect.apply(scroll, element, args);
    },
});"""


@pytest.fixture
def game(signed_in):
    return game_start(
        owner=signed_in, variant="north_american", seats=["Ann", "Bob", "Cat", "Dan"],
        first_dealer=0,
    )  # fmt: skip


def two_hands_recorded(page, live_server, game) -> list[str]:
    """The table after Bob ordered up and took 3, and Ann called diamonds and took 5;
    the requests the page sends, as "METHOD url", filled in as they go."""
    sent = []
    page.context.on("request", lambda request: sent.append(f"{request.method} {request.url}"))
    page.goto(f"{live_server.url}/games/{game.pk}/")
    record(page, "Bob", "Ordered up", 3)
    record(page, "Ann", "Called", 5, trump="diamonds")
    hands_shown(page, 2)
    return sent


def test_undo_and_edit(page, live_server, game, shot):
    sent = two_hands_recorded(page, live_server, game)
    score_shown(page, 2, 1)
    first, second = game.hands.order_by("number").values_list("client_id", flat=True)

    undo_last_hand(page)
    hands_shown(page, 1)
    score_shown(page, 0, 1)
    expect(page.locator("#deal")).to_have_text("Dealer: Bob")
    assert list(game.hands.values_list("number", flat=True)) == [1]
    hands = f"{live_server.url}/api/v1/games/{game.pk}/hands"
    assert f"DELETE {hands}/2/?client_id={second}" in sent  # a retry finds no later hand 2

    # Hand 1 was a march, not 3 tricks: tap it, change the tricks.
    # A screen reader hears the whole hand, and that a tap edits it.
    heard = "#1 Dealer Ann · Bob ordered up · 3 tricks +1 Team 2 0–1 . Edit."
    page.get_by_role("button", name=heard, exact=True).click()
    expect(page.locator("#entry-title")).to_have_text("Edit hand 1")
    expect(page.locator("#maker-options").get_by_role("radio", name="Bob Team 2")).to_be_checked()
    shot("edit")
    tap_tricks(page, 5)
    score_shown(page, 0, 2)  # the edit is kept (an edit leaves the count of hands as it was)
    hands_shown(page, 1)  # and sent
    expect(page.locator("#entry-title")).to_have_text("Hand 2")
    hand = game.hands.get()
    assert (hand.maker, hand.maker_tricks, hand.outcome, hand.points) == (1, 5, "march", 2)
    assert f"PATCH {hands}/1/?client_id={first}" in sent
    page.emulate_media(color_scheme="dark")
    page.evaluate("window.scrollTo(0, 0)")
    shot("dark")
    game.refresh_from_db()
    assert game.score == [0, 2]


def test_undo_says_which_hand_it_took_back_and_can_put_it_back(page, live_server, game):
    sent = two_hands_recorded(page, live_server, game)
    page.evaluate("window.scrollTo(0, 0)")  # the score in sight; Undo far below
    undo_last_hand(page)  # a stray tap, say
    hands_shown(page, 1)
    undone = page.locator("#undone")
    expect(undone.get_by_role("button", name="Put it back")).to_be_in_viewport()
    expect(undone.get_by_text("Undone: hand #2")).to_have_text(
        "Undone: hand #2, Ann called ♦ diamonds · 5 tricks · march."  # (♦ shown, diamonds heard)
    )
    expect(page.locator("#said")).to_have_text(
        "Undone: hand #2, Ann called diamonds · 5 tricks · march. Team 1 0, Team 2 1. Bob deals."
    )
    undone.get_by_role("button", name="Put it back").click()
    hands_shown(page, 2)
    expect(undone).to_be_hidden()
    score_shown(page, 2, 1)
    hand = game.hands.get(number=2)
    assert (hand.dealer, hand.maker, hand.trump, hand.maker_tricks) == (1, 0, "diamonds", 5)
    writes = [
        request.split()[0] for request in sent if "/hands/" in request and "GET" not in request
    ]
    assert writes[-2:] == ["DELETE", "POST"]  # taken back, then recorded again

    undo_last_hand(page)  # put back is offered until the hands change
    hands_shown(page, 1)
    record(page, "Cat", "Ordered up", 2)
    hands_shown(page, 2)
    expect(undone).to_be_hidden()

    page.context.set_offline(True)
    record(page, "Dan", "Ordered up", 3)  # kept on the phone
    undo_last_hand(page)
    expect(undone).to_contain_text("Undone: hand #3, Dan ordered up")
    page.context.set_offline(False)
    hands_shown(page, 2)
    assert game.hands.count() == 2


def test_an_edit_is_marked_as_one_and_escape_leaves_it(page, live_server, game, shot):
    two_hands_recorded(page, live_server, game)
    row = page.locator('#history button[data-number="1"]')
    row.focus()
    page.keyboard.press("Enter")  # by keyboard: the hand's own maker has the focus
    expect(page.locator("#entry-title")).to_have_text("Edit hand 1")
    expect(page.locator("#entry")).to_have_class(re.compile(r"\bediting\b"))
    expect(page.locator("#edit-note")).to_have_text(
        "Dealt by Ann. Tap the tricks to keep the change: the hands after it are scored again."
    )
    bob = page.locator("#maker-options").get_by_role("radio", name="Bob Team 2")
    expect(bob).to_be_checked()
    expect(bob).to_be_focused()
    expect(page.get_by_role("button", name="Cancel the edit")).to_be_in_viewport()
    shot("editing")

    page.keyboard.press("ArrowRight")  # the maker changed, then thought better of
    expect(page.locator("#maker-options").get_by_role("radio", name="Cat Team 1")).to_be_checked()
    page.keyboard.press("Escape")
    expect(page.locator("#entry-title")).to_have_text("Hand 3")
    expect(page.locator("#entry")).not_to_have_class(re.compile(r"\bediting\b"))
    expect(page.locator("#edit-note")).to_be_hidden()
    expect(row).to_be_focused()  # back where the edit began
    expect(page.locator("#maker-options input:checked")).to_have_count(0)
    assert game.hands.get(number=1).maker == 1


def test_undoing_the_hand_being_edited_leaves_the_edit(page, live_server, game):
    two_hands_recorded(page, live_server, game)
    page.locator('#history button[data-number="2"]').click()
    expect(page.locator("#entry-title")).to_have_text("Edit hand 2")
    undo_last_hand(page)
    hands_shown(page, 1)
    expect(page.locator("#entry-title")).to_have_text("Hand 2")
    expect(page.get_by_role("button", name="Cancel the edit")).to_be_hidden()


def test_a_refused_hand_is_shown_with_the_servers_message(page, live_server, game, shot):
    page.goto(f"{live_server.url}/games/{game.pk}/")
    record_a_hand_the_server_refuses(page)

    refusal = page.locator("#outbox .refused")
    expect(refusal).to_contain_text("A hand was refused by the server:")
    expect(refusal).to_contain_text("In round 2 the turned-down suit (hearts) may not be named.")
    expect(refusal).to_be_in_viewport()  # brought up from the form, where the thumb was
    expect(page.locator("#history .refused")).to_have_count(1)
    score_shown(page, 0, 0)
    page.locator("#outbox").scroll_into_view_if_needed()  # (its contents are redrawn)
    shot("refused")
    assert not game.hands.exists()

    # Opened again, the table shows its score first, and does not say the refusal again.
    page.add_init_script(BROUGHT_INTO_VIEW)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    expect(refusal).to_contain_text("may not be named")
    settled(page)
    assert page.evaluate("window.broughtIntoView") == []
    assert page.evaluate("window.scrollY") == 0
    expect(refusal).not_to_have_attribute("role", "alert")

    refusal.get_by_role("button", name="Discard").click()
    expect(page.locator("#outbox")).to_be_empty()
    expect(page.locator("#history > li")).to_have_count(0)


def test_an_edit_shows_the_tricks_recorded_and_can_make_the_deal_passed_out(
    page, live_server, game
):
    page.goto(f"{live_server.url}/games/{game.pk}/")
    record(page, "Bob", "Ordered up", 3)
    hands_shown(page, 1)
    page.locator('#history button[data-number="1"]').click()
    tricks = page.locator('button[name="maker_tricks"][aria-current]')
    expect(tricks).to_have_attribute("value", "3")  # marked: what was recorded
    page.get_by_role("button", name="Everyone passed").click()
    score_shown(page, 0, 0)  # kept
    hands_shown(page, 1)  # and sent
    expect(page.locator("#entry-title")).to_have_text("Hand 2")
    assert list(game.hands.values_list("maker", "maker_tricks", "points")) == [(None, None, 0)]
    expect(page.locator("[aria-current]")).to_have_count(0)  # a new hand marks nothing
