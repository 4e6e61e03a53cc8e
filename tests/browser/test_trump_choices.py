"""What the variant and the noted up-card forbid is not offered: the turned-down suit in
round 2, any suit but the up-card's in round 1. A tap on it says why, and changes nothing."""

import pytest
from playwright.sync_api import expect

from tests.browser.table_steps import a_game, choose, hands_shown, more, note_upcard, tap_tricks

pytestmark = pytest.mark.browser

TURNED_DOWN = "In round 2 the turned-down suit (hearts) may not be named."


def trump(page, suit):
    return page.locator("#trump-options").get_by_role("radio", name=suit)


def tap_anyway(page, suit):
    """A thumb on a choice struck out (Playwright waits for what is marked aria-disabled
    to be enabled; a thumb does not: the tap lands where the choice is drawn)."""
    page.locator("#trump-options label").filter(has_text=suit).click(force=True)


def test_the_turned_down_suit_is_not_offered_in_round_2(page, live_server, signed_in, shot):
    game = a_game(signed_in)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    choose(page, "maker-options", "Cat")
    choose(page, "round-options", "Called")
    note_upcard(page, "9H")
    expect(trump(page, "hearts")).to_have_attribute("aria-disabled", "true")
    expect(trump(page, "spades")).not_to_have_attribute("aria-disabled", "true")
    expect(page.locator("#trump-why")).to_be_hidden()

    tap_anyway(page, "hearts")
    expect(trump(page, "hearts")).not_to_be_checked()
    expect(page.locator("#trump-why")).to_have_text(TURNED_DOWN)
    shot("turned-down")

    choose(page, "trump-options", "spades")
    expect(page.locator("#trump-why")).to_be_hidden()
    tap_tricks(page, 3)
    hands_shown(page, 1)
    hand = game.hands.get()
    assert (hand.round, hand.trump, hand.upcard) == (2, "spades", "9H")


def test_a_trump_chosen_before_the_up_card_is_taken_back_saying_why(page, live_server, signed_in):
    game = a_game(signed_in)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    choose(page, "maker-options", "Cat")
    choose(page, "round-options", "Called")
    more(page)
    choose(page, "trump-options", "hearts")
    note_upcard(page, "10H")
    expect(trump(page, "hearts")).not_to_be_checked()
    expect(page.locator("#trump-why")).to_have_text(
        "In round 2 the turned-down suit (hearts) may not be named."
    )
    trump(page, "spades").focus()
    page.keyboard.press("ArrowLeft")  # the arrow keys choose no forbidden suit either
    expect(trump(page, "hearts")).not_to_be_checked()


def test_in_round_1_only_the_up_cards_suit_is_trump(page, live_server, signed_in):
    game = a_game(signed_in)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    choose(page, "maker-options", "Bob")
    choose(page, "round-options", "Ordered up")
    note_upcard(page, "JD")
    for suit in ("spades", "hearts", "clubs"):
        expect(trump(page, suit)).to_have_attribute("aria-disabled", "true")
    expect(trump(page, "diamonds")).not_to_have_attribute("aria-disabled", "true")
    tap_anyway(page, "clubs")
    expect(page.locator("#trump-why")).to_have_text(
        "In round 1 trump is the upcard's suit (diamonds), not clubs."
    )
    choose(page, "round-options", "Called")  # round 2 after all: diamonds is the one refused
    expect(trump(page, "clubs")).not_to_have_attribute("aria-disabled", "true")
    expect(trump(page, "diamonds")).to_have_attribute("aria-disabled", "true")
