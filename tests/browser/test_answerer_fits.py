"""The dispute answerer on a phone (390x844): in "Who won the trick?" every row of the
card picker and the answer are on the screen together, the answer (sticky at the bottom)
covering no card: before a card is tapped and once the trick's winner is shown."""

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

TRICKS = {
    "north_american": (
        "Clubs",
        ["ace of clubs", "jack of spades", "nine of clubs", "king of hearts"],
    ),
    "british": ("Hearts", ["ace of hearts", "joker", "nine of hearts", "king of spades"]),
    "railroad": ("Spades", ["ace of spades", "joker", "jack of clubs", "nine of hearts"]),
    # three players, each plays every trick: three cards
    "three_handed": ("Hearts", ["ace of spades", "jack of diamonds", "king of spades"]),
}


def boxes(page) -> tuple[list[dict], dict]:
    rows = page.locator(".picker-suit")
    return [rows.nth(i).bounding_box() for i in range(rows.count())], page.locator(
        "#answer"
    ).bounding_box()


def assert_picker_and_answer_fit(page) -> None:
    viewport = page.viewport_size
    rows, answer = boxes(page)
    assert rows, "no card picker"
    for row in rows + [answer]:
        assert row["y"] >= 0 and row["y"] + row["height"] <= viewport["height"], (row, viewport)
        assert row["x"] >= 0 and row["x"] + row["width"] <= viewport["width"], (row, viewport)
    picker_bottom = max(row["y"] + row["height"] for row in rows)
    assert picker_bottom <= answer["y"], (
        f"the answer at {answer['y']} covers cards to {picker_bottom}"
    )


@pytest.mark.parametrize("variant", TRICKS)
def test_the_card_picker_and_the_answer_both_fit_a_phone(page, live_server, shot, variant):
    trump, cards = TRICKS[variant]
    page.goto(f"{live_server.url}/rules/{variant}/answer/")
    page.get_by_role("radio", name="Who won the trick?").check()
    page.get_by_role("radio", name=trump).check()
    expect(page.locator("#answer-title")).to_have_text("Tap the card Seat 1 played.")
    assert_picker_and_answer_fit(page)
    shot("asked")

    for name in cards:
        page.get_by_role("button", name=name).click()
    expect(page.locator("#answer-title")).to_contain_text("wins with")
    expect(page.locator("#answer-text")).not_to_be_empty()
    if variant == "three_handed":  # the left bower, a heart, takes the three cards
        expect(page.locator("#answer-title")).to_have_text("Seat 2 wins with J♦")
    assert_picker_and_answer_fit(page)
    shot("answered")
