"""The dispute answerer in a real Chromium: tap trump and cards, read the API's answer.

Playwright's sync API is started inside the test and closed before the live server's
teardown, so no event loop runs while Django touches the database.
"""

from pathlib import Path

import pytest

CHROMIUM = Path("/usr/bin/chromium")
pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(
        not CHROMIUM.exists(),
        reason=f"browser test skipped: no Chromium at {CHROMIUM} (apt-get install chromium)",
    ),
]
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"]


@pytest.fixture
def answerer(live_server):
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        page = browser.new_page(viewport={"width": 390, "height": 844}, has_touch=True)
        page.errors = []
        page.on("pageerror", lambda error: page.errors.append(str(error)))
        page.set_default_timeout(10_000)
        page.base = live_server.url
        yield page
        browser.close()
    assert page.errors == []


def tap(page, *names):
    for name in names:
        page.get_by_role("button", name=name, exact=True).click()


def test_must_i_follow_suit(answerer):
    page = answerer
    from playwright.sync_api import expect

    page.goto(page.base + "/rules/north_american/answer/")
    page.get_by_role("radio", name="Hearts").click()
    tap(page, "ace of diamonds", "nine of diamonds", "jack of diamonds")
    expect(page.locator("#answer-title")).to_have_text("You may play: 9♦")
    expect(page.locator("#answer-text")).to_contain_text("JD is the left bower")
    expect(page.locator("#answer-rule")).to_have_attribute(
        "href", "/rules/north_american/#following-suit"
    )
    expect(page.get_by_role("button", name="nine of diamonds")).to_have_attribute(
        "aria-pressed", "true"
    )


def test_who_won_the_trick_with_a_lone_hand(answerer):
    page = answerer
    from playwright.sync_api import expect

    page.goto(page.base + "/rules/british/answer/")
    page.get_by_role("radio", name="Clubs").click()
    page.get_by_role("radio", name="Who won the trick?").click()
    page.get_by_role("checkbox", name="Seat 2").click()  # seat 0 goes alone
    tap(page, "ace of clubs", "jack of spades")
    expect(page.locator("#answer-title")).to_have_text("Tap the card of seat 3.")
    tap(page, "the joker")
    expect(page.locator("#answer-title")).to_have_text("Seat 3 wins with Joker★")
    expect(page.locator("#plays")).to_contain_text("Seat 3: Joker")


def test_the_rules_refusal_is_shown_with_its_rule(answerer):
    page = answerer
    from playwright.sync_api import expect

    page.goto(page.base + "/rules/two_handed/answer/")
    page.get_by_role("radio", name="Spades").click()
    page.get_by_role("checkbox", name="I am leading: no card led yet").click()
    tap(page, *[f"{rank} of hearts" for rank in ("nine", "ten", "jack", "queen", "king", "ace")])
    expect(page.locator("#answer-title")).to_have_text("That cannot happen")
    expect(page.locator("#answer-text")).to_contain_text("A hand holds 1 to 5 cards")
    expect(page.locator("#answer-rule")).to_have_attribute("href", "/rules/two_handed/#cards")
