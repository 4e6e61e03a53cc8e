"""The table says why, where the player looks: a refusal of the form just above the tricks
the thumb tapped, a maker the British joker moved, the two-handed table's missing lone hands,
and the up-card noted without its rank kept (round 1: it is trump). At 390x844, in English,
German and Slovenian (the rows' labels fit, whatever the language)."""

import re

import pytest
from django.conf import settings
from playwright.sync_api import expect

from tests.browser.table_steps import a_game, choose, hands_shown, more, tap_tricks

pytestmark = pytest.mark.browser


def in_language(page, live_server, language: str) -> None:
    cookie = {"name": settings.LANGUAGE_COOKIE_NAME, "value": language, "url": live_server.url}
    page.context.add_cookies([cookie])


def test_a_refusal_of_the_form_is_said_in_sight_of_the_tricks(page, live_server, signed_in):
    game = a_game(signed_in)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    choose(page, "maker-options", "Bob")
    tap_tricks(page, 3)  # no "how?"
    error = page.locator("#entry-error")
    expect(error).to_have_text("Choose how trump was made: ordered up or called.")
    expect(error).to_be_in_viewport()
    expect(page.get_by_role("button", name="Makers took 3 tricks", exact=True)).to_be_in_viewport()


def test_the_joker_turned_up_moves_the_maker_to_the_dealer_and_says_so(
    page, live_server, signed_in
):
    game = a_game(signed_in, variant="british", first_dealer=3)  # Dan deals
    page.goto(f"{live_server.url}/games/{game.pk}/")
    choose(page, "maker-options", "Bob")
    choose(page, "round-options", "Joker")
    why = "The joker turned up: Dan, the dealer, makes trump and names it."
    expect(page.locator("#maker-why")).to_have_text(why)
    dan = page.locator("#maker-options").get_by_role("radio", name=re.compile("^Dan"))
    expect(dan).to_be_checked()
    bob = page.locator("#maker-options").get_by_role("radio", name=re.compile("^Bob"))
    expect(bob).to_have_attribute("aria-disabled", "true")
    page.locator("#maker-options label").filter(has_text="Bob").click(force=True)  # struck out
    expect(dan).to_be_checked()
    expect(page.locator("#maker-why")).to_be_in_viewport()


def test_a_two_handed_table_says_it_has_no_lone_hands(page, live_server, signed_in):
    game = a_game(signed_in, variant="two_handed", seats=["Ann", "Bob"])
    page.goto(f"{live_server.url}/games/{game.pk}/")
    expect(page.locator("#no-loners")).to_have_text("Two-handed Euchre has no lone hands.")
    expect(page.locator("#loners")).to_be_hidden()


def test_an_up_cards_suit_without_its_rank_is_kept_and_in_round_1_is_trump(
    page, live_server, signed_in
):
    game = a_game(signed_in)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    choose(page, "maker-options", "Bob")
    choose(page, "round-options", "Ordered up")
    more(page)
    choose(page, "upcard-suits", "hearts")  # its rank not tapped
    expect(page.locator('#trump-options input[value="hearts"]')).to_be_checked()
    tap_tricks(page, 3)
    hands_shown(page, 1)
    hand = game.hands.get()
    assert (hand.upcard, hand.upcard_suit, hand.trump) == (None, "hearts", "hearts")

    page.locator("#history button[data-number='1']").click()  # what was noted, shown again
    expect(page.locator('#upcard-suits input[value="hearts"]')).to_be_checked()


#: The words of the form's labels that break across two lines (a label may wrap between its
#: words, never inside one: "Samosto-jno" is a word the column is too narrow for).
BROKEN_WORDS = """() => [...document.querySelectorAll("#hand-form legend")]
    .filter((legend) => legend.offsetParent !== null)
    .flatMap((legend) => [...legend.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE)
        .flatMap((text) => [...text.data.matchAll(/\\S+/g)].map((word) => {
            const range = document.createRange();
            range.setStart(text, word.index);
            range.setEnd(text, word.index + word[0].length);
            return range.getClientRects().length > 1 ? word[0] : null;
        })))
    .filter(Boolean)"""


@pytest.mark.parametrize("language", ["en", "nb", "de", "nl", "sl"])
def test_the_rows_labels_fit_their_column(page, live_server, signed_in, language, shot):
    in_language(page, live_server, language)
    game = a_game(signed_in)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    expect(page.locator("#maker-options input")).to_have_count(4)
    clipped = page.evaluate(
        """() => [...document.querySelectorAll("#hand-form legend")]
            .filter((legend) => legend.offsetParent !== null)
            .filter((legend) => legend.scrollWidth > legend.clientWidth + 1)
            .map((legend) => legend.textContent)"""
    )
    assert clipped == []
    assert page.evaluate(BROKEN_WORDS) == []
    shot(f"table-form-{language}")
