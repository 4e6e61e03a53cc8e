"""The dispute answerer in a real Chromium: tap trump and cards, read the API's answer.

Each test drives its own Chromium through Playwright's sync API on a thread of its own:
that API refuses to start on a thread where an asyncio loop runs (pytest-playwright's,
when the browser tests share this worker), and no loop is left on the test's thread
while the live server's teardown touches the database.
"""

import re
from concurrent.futures import ThreadPoolExecutor
from random import Random

import pytest

from scoring import Suit, legal_plays, rules_for, trick_winner
from tests import needs

pytestmark = pytest.mark.browser
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"]


@pytest.fixture
def in_chromium(live_server):
    """``in_chromium(path, steps)`` opens ``path`` on a phone-sized page and runs
    ``steps(page)``; a JavaScript error on the page fails the test."""
    chromium = needs.chromium()

    def run(path, steps):
        from playwright.sync_api import sync_playwright

        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium, args=ARGS)
            try:
                page = browser.new_page(viewport={"width": 390, "height": 844}, has_touch=True)
                errors = []
                page.on("pageerror", lambda error: errors.append(str(error)))
                page.set_default_timeout(10_000)
                page.goto(live_server.url + path)
                steps(page)
                assert errors == []
            finally:
                browser.close()

    def in_a_thread(path, steps):
        with ThreadPoolExecutor(max_workers=1) as pool:
            pool.submit(run, path, steps).result()

    return in_a_thread


def card(page, name: str):
    """A card button, by the name a screen reader ends on ("A♠S: ace of spades")."""
    return page.get_by_role("button", name=re.compile(rf": {re.escape(name)}$"))


def tap(page, *names):
    for name in names:
        card(page, name).click()


def test_must_i_follow_suit(in_chromium):
    def steps(page):
        from playwright.sync_api import expect

        page.get_by_role("radio", name="Hearts").click()
        tap(page, "ace of diamonds", "nine of diamonds", "jack of diamonds")
        expect(page.locator("#answer-title")).to_have_text("You may play: 9♦")
        expect(page.locator("#answer-text")).to_contain_text("J♦ is the left bower")
        expect(page.locator("#answer-rule")).to_have_attribute(
            "href", "/rules/north_american/#following-suit"
        )
        expect(page.get_by_role("button", name="nine of diamonds")).to_have_attribute(
            "aria-pressed", "true"
        )

    in_chromium("/rules/north_american/answer/", steps)


def test_who_won_the_trick_with_a_lone_hand(in_chromium):
    def steps(page):
        from playwright.sync_api import expect

        page.get_by_role("radio", name="Clubs").click()
        page.get_by_role("radio", name="Who won the trick?").click()
        page.get_by_role("checkbox", name="Seat 3").click()  # seat 1 goes alone (counted from 1)
        tap(page, "ace of clubs", "jack of spades")
        expect(page.locator("#answer-title")).to_have_text("Tap the card Seat 4 played.")
        tap(page, "the joker")
        expect(page.locator("#answer-title")).to_have_text("Seat 4 wins with Joker★")
        expect(page.locator("#answer-text")).to_contain_text("Seat 4 wins with the joker")
        expect(page.locator("#plays")).to_contain_text("Seat 4: Joker")
        tap(page, "king of clubs")  # one card too many: the trick is complete
        expect(page.locator("#plays li")).to_have_count(3)
        expect(page.locator("#answer-title")).to_have_text("Seat 4 wins with Joker★")
        card(page, "jack of spades").dblclick()  # one tap
        expect(page.locator("#plays li")).to_have_count(2)
        expect(page.locator("#plays")).not_to_contain_text("J♠")

    in_chromium("/rules/british/answer/", steps)


def test_the_rules_refusal_is_shown_with_its_rule(in_chromium):
    def steps(page):
        from playwright.sync_api import expect

        page.get_by_role("radio", name="Spades").click()
        page.get_by_role("checkbox", name="I am leading: no card led yet").click()
        hearts = [f"{rank} of hearts" for rank in ("nine", "ten", "jack", "queen", "king", "ace")]
        tap(page, *hearts)
        expect(page.locator("#answer-title")).to_have_text("That cannot happen")
        expect(page.locator("#answer-text")).to_contain_text("A hand holds 1 to 5 cards")
        expect(page.locator("#answer-rule")).to_have_attribute("href", "/rules/two_handed/#cards")

    in_chromium("/rules/two_handed/answer/", steps)


def test_with_no_network_the_answerer_answers_from_its_play_sheet(in_chromium):
    def steps(page):
        from playwright.sync_api import expect

        page.context.set_offline(True)
        page.get_by_role("radio", name="Hearts").click()
        tap(page, "ace of diamonds", "nine of diamonds", "jack of diamonds", "ace of clubs")
        expect(page.locator("#answer-title")).to_have_text("You may play: 9♦")
        expect(page.locator("#answer-text")).to_contain_text("with no network")

        page.get_by_role("radio", name="Who won the trick?").click()
        page.get_by_role("button", name="Start again").click()
        tap(page, "ace of diamonds", "jack of diamonds", "king of diamonds", "nine of hearts")
        expect(page.locator("#answer-title")).to_have_text("Seat 2 wins with J♦")  # the left

    in_chromium("/rules/north_american/answer/", steps)


@pytest.mark.parametrize(
    ("variant", "query", "options"),
    [("north_american", "?deck=32", {"deck": 32}),
     ("british", "?benny_card=2S", {"benny_card": "2S"}),
     ("two_handed", "", None)],
)  # fmt: skip
def test_the_pages_play_sheet_answers_as_the_rules_core(in_chromium, variant, query, options):
    """play-sheet.js, run in the page, against scoring on many random questions."""
    rules = rules_for(variant, options)
    names = [rules.deck.name(card) for card in sorted(rules.deck.cards)]
    random = Random(11)
    questions = []
    for _ in range(400):
        trump = random.choice(list(Suit)).label
        cards = random.sample(names, rules.players)
        winner = trick_winner(rules, trump, list(enumerate(cards))).winning_card
        led, *hand = random.sample(names, 6)
        legal = legal_plays(rules, trump, led, hand).legal
        questions.append(
            {"trump": trump, "cards": cards, "winner": rules.deck.name(winner),
             "led": led, "hand": hand, "legal": [rules.deck.name(card) for card in legal]}
        )  # fmt: skip

    def steps(page):
        wrong = page.evaluate(
            """async (questions) => {
                const PlaySheet = await import("/static/js/play-sheet.js");
                const sheet = JSON.parse(document.getElementById("answerer-sheet").textContent);
                return questions.filter((q) =>
                    PlaySheet.winner(sheet, q.trump, q.cards) !== q.winner
                    || JSON.stringify(PlaySheet.legal(sheet, q.trump, q.led, q.hand))
                       !== JSON.stringify(q.legal));
            }""",
            questions,
        )
        assert wrong == []

    in_chromium(f"/rules/{variant}/answer/{query}", steps)


def test_the_house_rules_table_fits_a_phone(in_chromium):
    def steps(page):
        table, room = page.evaluate(
            "[document.querySelector('#house-rules-table').getBoundingClientRect().width,"
            " document.querySelector('#house-rules-table').parentElement.clientWidth]"
        )
        assert table <= room  # the table's choices are not cut off at the side

    in_chromium("/rules/north_american/?stick_the_dealer=1", steps)


def in_reach(page, height) -> None:
    box = page.get_by_role("button", name="Start again").bounding_box()
    assert box["y"] + box["height"] <= height  # in sight
    centre = (box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    assert page.evaluate("([x, y]) => document.elementFromPoint(x, y).id", centre) == "clear"


def test_start_again_is_in_reach_on_a_phone_before_any_scroll(in_chromium):
    def steps(page):
        in_reach(page, 844)
        page.set_viewport_size({"width": 320, "height": 568})  # a small phone, a long answer
        page.get_by_role("radio", name="Hearts").click()
        tap(page, "ace of diamonds", "nine of diamonds", "jack of diamonds")
        from playwright.sync_api import expect

        expect(page.locator("#answer-text")).to_contain_text("J♦ is the left bower")
        in_reach(page, 568)

    in_chromium("/rules/north_american/answer/", steps)
