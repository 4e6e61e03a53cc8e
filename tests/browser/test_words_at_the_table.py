"""The table's words in the reader's language where the walked league night found English or
the wrong word, on a 390x844 phone in Chromium: the up-card's ranks as the reader's cards
print them, and the owner's team names as the reader says a default one."""

import re

import pytest
from django.conf import settings
from playwright.sync_api import expect

from tests.browser.table_steps import a_game

pytestmark = pytest.mark.browser

#: The up-card's rank buttons, ace down, and the jack of hearts as a screen reader says it.
RANKS = {
    "de": (["A", "K", "D", "B", "10", "9"], "B ♥ (Herz)"),
    "sl": (["A", "K", "Q", "J", "10", "9"], "J ♥ (srce)"),
}


def in_language(page, live_server, language: str) -> None:
    cookie = {"name": settings.LANGUAGE_COOKIE_NAME, "value": language, "url": live_server.url}
    page.context.add_cookies([cookie])


@pytest.mark.parametrize("language", RANKS)
def test_the_up_cards_ranks_are_those_the_readers_cards_print(
    page, live_server, signed_in, language, shot
):
    in_language(page, live_server, language)
    game = a_game(signed_in)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    page.locator("#more-summary").click()
    page.locator('#upcard-suits input[value="hearts"]').check()
    ranks, jack = RANKS[language]
    expect(page.locator("#upcard-ranks label")).to_have_text(ranks)
    jack_of_hearts = page.locator('#upcard-ranks input[value="JH"]')
    expect(jack_of_hearts).to_have_attribute("aria-label", jack)
    jack_of_hearts.check()  # (its code is the API's: JH)
    expect(jack_of_hearts).to_be_checked()
    shot(f"up-card-ranks-{language}")


def test_a_default_team_name_is_said_in_the_owners_fields_and_kept_as_stored(
    page, live_server, signed_in, shot
):
    in_language(page, live_server, "sl")
    game = a_game(signed_in)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    first, second = page.locator("#team-name-0"), page.locator("#team-name-1")
    expect(first).to_have_value("Ekipa 1")
    expect(second).to_have_value("Ekipa 2")
    second.fill("Zmaji")
    page.locator("#names-form").get_by_role("button", name=re.compile("Shrani")).click()
    expect(page.locator("#names-state")).to_have_text("Shranjeno.")
    game.refresh_from_db()
    assert game.team_names == ["Team 1", "Zmaji"]  # the default still stored in English
    expect(first).to_have_value("Ekipa 1")
    shot("team-names-sl")
