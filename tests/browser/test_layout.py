"""Layout on a phone (390 px): long names wrap, no word is cut in two, nothing runs off
the side."""

import pytest
from playwright.sync_api import expect

from games.services.games import game_start
from tests.browser.table_steps import a_game, hands_shown, record, record_a_hand_the_server_refuses

pytestmark = pytest.mark.browser

#: The words that a line break cuts in two, in the elements a selector finds.
BROKEN_WORDS = """selector => [...document.querySelectorAll(selector)].flatMap(element => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const broken = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of node.data.matchAll(/[^\\s'-]+/g)) {
            const range = document.createRange();
            range.setStart(node, word.index);
            range.setEnd(node, word.index + word[0].length);
            const lines = new Set([...range.getClientRects()].map(r => Math.round(r.top)));
            if (lines.size > 1) broken.push(word[0]);
        }
    }
    return broken;
})"""


def no_sideways_scroll(page) -> bool:
    # (A phone widens its layout to what is too wide, so the screen's width is the measure.)
    return page.evaluate("document.documentElement.scrollWidth") <= page.viewport_size["width"]


def test_the_variants_side_by_side_break_no_word(page, live_server):
    page.goto(f"{live_server.url}/rules/")
    assert page.evaluate(BROKEN_WORDS, "table.compare th, table.compare td") == []


def test_a_long_team_name_wraps_in_the_history(page, live_server, signed_in):
    game = a_game(signed_in, team_names=["The Unstoppable Card Sharks of Euchre", "Us"])
    page.goto(f"{live_server.url}/games/{game.pk}/")
    record(page, "Ann", "Ordered up", 3)
    hands_shown(page, 1)
    expect(page.locator("#history .points")).to_contain_text("+1 The Unstoppable")
    for width in (390, 320):
        page.set_viewport_size({"width": width, "height": 700})
        assert no_sideways_scroll(page)
        assert page.evaluate(BROKEN_WORDS, "#history") == [], width
        assert page.evaluate(BROKEN_WORDS, "#scoreboard") == [], width


def test_the_trump_choices_break_no_word_when_a_refused_hand_is_set_right(
    page, live_server, signed_in
):
    game = a_game(signed_in)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    record_a_hand_the_server_refuses(page)
    page.locator("#history .refused").first.click()  # set it right: the form in a panel
    expect(page.locator("#entry-title")).to_contain_text("refused")
    assert page.evaluate(BROKEN_WORDS, "#trump-options") == []
    assert no_sideways_scroll(page)


def test_the_house_rules_summary_reads_as_one_line_of_text(page, live_server):
    page.set_viewport_size({"width": 320, "height": 700})
    page.goto(f"{live_server.url}/games/new/")
    summary = page.locator("details.more > summary")
    expect(summary).to_have_text("House rules (the usual ones are set)")
    # "(the" follows "rules" on its line, as text does; not in a column of its own.
    tops = summary.evaluate(
        """summary => ["rules", "(the"].map(word => {
            const walker = document.createTreeWalker(summary, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                const at = node.data.indexOf(word);
                if (at < 0) continue;
                const range = document.createRange();
                range.setStart(node, at);
                range.setEnd(node, at + word.length);
                return Math.round(range.getBoundingClientRect().top);
            }
        })"""
    )
    assert tops[0] == tops[1], tops


#: The rows of choices, in the elements a selector finds, whose boxes differ in height.
UNEVEN_ROWS = """selector => [...document.querySelectorAll(selector)].flatMap(options => {
    const rows = new Map();
    for (const box of options.querySelectorAll(".choice > span")) {
        const rect = box.getBoundingClientRect();
        if (!rect.height) continue;  // not shown
        const top = Math.round(rect.top), row = rows.get(top) || [];
        rows.set(top, [...row, [box.textContent.trim(), Math.round(rect.height)]]);
    }
    return [...rows.values()].filter(row => new Set(row.map(([, height]) => height)).size > 1);
})"""


@pytest.mark.parametrize("width", [390, 320])
def test_choices_side_by_side_are_one_height(page, live_server, signed_in, width):
    page.set_viewport_size({"width": width, "height": 800})
    game = a_game(signed_in, variant="british")
    page.goto(f"{live_server.url}/games/{game.pk}/")
    expect(page.locator("#round-options .choice")).to_have_count(3)
    assert page.evaluate(UNEVEN_ROWS, "#entry .options") == []
    page.goto(f"{live_server.url}/games/new/")
    expect(page.locator(".choices .options").first).to_be_visible()
    assert page.evaluate(UNEVEN_ROWS, ".choices .options") == []


def test_on_a_small_phone_the_table_opens_with_whom_to_tap_in_sight(page, live_server, signed_in):
    page.set_viewport_size({"width": 320, "height": 568})
    game = a_game(signed_in, variant="british")
    page.goto(f"{live_server.url}/games/{game.pk}/")
    expect(page.locator("#maker-options .choice")).to_have_count(4)
    assert page.locator("header").bounding_box()["height"] <= 56  # the menu on one line
    makers = page.locator("#maker-options").bounding_box()
    assert makers["y"] + makers["height"] <= 568
    expect(page.get_by_role("button", name="Everyone passed")).to_be_in_viewport()
    assert page.evaluate(BROKEN_WORDS, ".table-line, .rules-links") == []
    assert no_sideways_scroll(page)


def test_offline_with_hands_waiting_the_three_taps_need_no_scroll(page, live_server, signed_in):
    page.set_viewport_size({"width": 390, "height": 844})
    game = a_game(signed_in)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    page.wait_for_load_state("networkidle")  # the table has asked the server
    page.context.set_offline(True)
    record(page, "Bob", "Ordered up", 3)
    record(page, "Cat", "Ordered up", 3)
    expect(page.locator("#outbox")).to_have_text("Waiting to be sent: 2 hands.")
    expect(page.locator("#net")).to_have_text("Offline: hands wait on this phone.")
    page.evaluate("window.scrollTo(0, 0)")
    for taps in ("#maker-options", "#round-options", ".tricks .options"):
        box = page.locator(taps).bounding_box()
        assert box["y"] + box["height"] <= 844, taps


#: Where the hand form's choices stand on the page (not the screen: scrolling moves none).
CHOICES_AT = """() => ['#maker-options', '#round-options', '.tricks .options'].map(
    selector => document.querySelector(selector).getBoundingClientRect().top + window.scrollY)"""


def test_a_hand_waiting_to_be_sent_moves_no_choice_under_the_thumb(page, live_server, signed_in):
    """Online, a hand waits a moment before it is sent: the next tap follows at once, and
    a line that came and went above the choices would move them under the thumb."""
    page.set_viewport_size({"width": 390, "height": 844})
    game = a_game(signed_in)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    page.wait_for_load_state("networkidle")  # the table has asked the server
    record(page, "Bob", "Ordered up", 3)
    hands_shown(page, 1)
    online = page.evaluate(CHOICES_AT)

    page.context.set_offline(True)  # (what waits a moment online, waits here until sent)
    expect(page.locator("#net")).to_have_text("Offline: hands wait on this phone.")
    offline = page.evaluate(CHOICES_AT)  # (below the banner that says so)
    record(page, "Cat", "Ordered up", 3)
    expect(page.locator("#outbox")).to_have_text("Waiting to be sent: 1 hand.")
    assert page.evaluate(CHOICES_AT) == offline

    page.context.set_offline(False)
    hands_shown(page, 2)
    assert page.evaluate(CHOICES_AT) == online


@pytest.mark.parametrize("width", [390, 320])
def test_long_names_wrap_whole_and_nothing_runs_off_the_side(page, live_server, signed_in, width):
    page.set_viewport_size({"width": width, "height": 800})
    seats = ["Christopher", "Bartholomew", "Anastasia", "Maximilian"]
    game = game_start(owner=signed_in, variant="north_american", seats=seats, first_dealer=1)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    expect(page.locator("#deal")).to_have_text("Dealer: Bartholomew")
    assert no_sideways_scroll(page)
    assert page.evaluate(BROKEN_WORDS, ".table-line, #maker-options") == []
