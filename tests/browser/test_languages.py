"""A table in each language, end to end in Chromium: the player chooses the language on its
page, starts a game, records a hand the server refuses and sets it right, plays to the
winner, and opens the answerer with no network; every page is in that language (its
``lang``, the server's and the scripts' words), and no phrase of the English the catalogues
translate is left on the screen. Screenshots per language in test-artifacts/."""

import gettext
import re
from io import StringIO
from pathlib import Path

import polib
import pytest
from django.conf import settings
from django.contrib.sessions.models import Session
from django.core.management import call_command
from django.utils import translation
from playwright.sync_api import expect

from accounts.models import User
from core.words import READER
from leagues.models import League
from scoring import RuleViolation, Suit
from scoring.hands import HandRecord, bidding_trump
from tests.browser.conftest import PASSWORD, controlled, wait_until
from tests.browser.table_steps import a_game, hands_shown

pytestmark = pytest.mark.browser
LOCALE = Path(__file__).resolve().parents[2] / "locale"
LANGUAGES = ["nb", "de", "nl", "sl"]


def scripts_words(language: str):
    """The scripts' catalogue (djangojs), as the page's script reads it."""
    return gettext.translation("djangojs", localedir=LOCALE, languages=[language]).gettext


def english_phrases(language: str) -> list[str]:
    """The catalogues' English phrases (two words or more, no placeholder or markup) that
    this language says otherwise: none may be on a page in this language."""
    phrases = []
    for domain in ("django", "djangojs"):
        for entry in polib.pofile(str(LOCALE / language / "LC_MESSAGES" / f"{domain}.po")):
            words = entry.msgid
            if entry.msgid_plural or re.search(r"[%<{]", words) or words == entry.msgstr:
                continue
            if len(words) >= 12 and " " in words:
                phrases.append(words)
    return phrases


def english_left(page, language: str) -> list[str]:
    shown = page.locator("body").inner_text()
    return [phrase for phrase in english_phrases(language) if phrase in shown]


def turned_down_refusal(language: str) -> str:
    """What the server says of hearts named in round 2 with a heart turned down."""
    try:
        bidding_trump(HandRecord(trump="hearts"), 2, Suit.HEARTS)
    except RuleViolation as refusal:
        with translation.override(language):
            return refusal.render(READER)
    raise AssertionError("the rules allowed it")


def choose(page, group: str, value: str) -> None:
    page.locator(f'#{group} input[value="{value}"]').check()


def tricks(page, count: int) -> None:
    page.locator(f'button[name="maker_tricks"][value="{count}"]').click()


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_game_and_the_answerer_in_the_players_language(
    page, live_server, signed_in, shot, language
):
    said = scripts_words(language)
    page.goto(f"{live_server.url}/accounts/language/?next=/games/new/")
    page.locator(f'button[name="language"][value="{language}"]').click()
    expect(page).to_have_url(f"{live_server.url}/games/new/")
    expect(page.locator("html")).to_have_attribute("lang", language)

    choose(page, "new-game", "north_american")
    for seat, name in enumerate(["Ann", "Bob", "Cat", "Dan"]):
        page.locator('input[name="seat"]').nth(seat).fill(name)
    page.locator('#new-game button[type="submit"]').click()
    expect(page.locator("#maker-options input")).to_have_count(4)

    # Cat calls hearts in round 2 with a heart turned down: the server refuses it.
    choose(page, "maker-options", "2")
    choose(page, "round-options", "2")
    page.locator("#more-summary").click()
    choose(page, "upcard-suits", "hearts")
    choose(page, "upcard-ranks", "9H")
    # (The table no longer offers it; an older page kept on a phone may: taken at once.)
    page.locator('#trump-options input[value="hearts"]').evaluate(
        "input => { input.removeAttribute('aria-disabled'); input.click(); }"
    )
    tricks(page, 4)
    refusal = page.locator("#outbox .refused")
    expect(refusal).to_contain_text(turned_down_refusal(language), timeout=15_000)
    shot("refused")
    assert english_left(page, language) == []

    refusal.get_by_role("button", name=said("Set it right")).click()
    # The hand in the form as refused (after the refresh on its way): why hearts is struck.
    expect(page.locator("#entry-title")).to_have_text(said("Set the refused hand right"))
    expect(page.locator("#trump-why")).to_have_text(turned_down_refusal(language))
    choose(page, "upcard-suits", "")
    choose(page, "trump-options", "hearts")
    tricks(page, 3)
    expect(page.locator("#outbox")).to_be_empty(timeout=15_000)
    hands_shown(page, 1)
    for march in range(5):  # each kept by the server before the next is tapped in
        choose(page, "maker-options", "0")
        choose(page, "round-options", "1")
        tricks(page, 5)
        hands_shown(page, 2 + march)
    expect(page.locator("#over")).to_be_visible()
    team = said("Team %(number)s") % {"number": 1}  # a default name, stored in English
    expect(page.locator("#over-title")).to_contain_text(f"{team} (Ann & Cat)")
    expect(page.locator("#history .waiting")).to_have_count(0)
    shot("winner")
    assert english_left(page, language) == []

    page.goto(f"{live_server.url}/rules/")
    controlled(page)
    page.context.set_offline(True)
    page.goto(f"{live_server.url}/rules/north_american/answer/")
    expect(page.locator("html")).to_have_attribute("lang", language)
    page.locator('input[name="trump"][value="hearts"]').check()
    for card in ("AD", "9D", "JD", "AC"):
        page.locator(f'.card-button[data-card="{card}"]').click()
    expect(page.locator("#answer-title")).to_contain_text("9♦")
    shot("answerer-offline")
    assert english_left(page, language) == []


@pytest.mark.parametrize("language", ["en", "de", "sl"])
def test_a_leagues_tables_scroll_by_themselves_in_long_words(page, live_server, language):
    """German's and Slovenian's longer words widen the standings: the table scrolls, not
    the page, on a 320 px phone as at 390 px."""
    call_command("seed_sample_league", stdout=StringIO())
    slug = League.objects.get().slug
    page.context.add_cookies(
        [{"name": settings.LANGUAGE_COOKIE_NAME, "value": language, "url": live_server.url}]
    )
    for width in (390, 320):
        page.set_viewport_size({"width": width, "height": 700})
        for address in (f"/leagues/{slug}/", f"/leagues/{slug}/partnerships/"):
            page.goto(f"{live_server.url}{address}")
            expect(page.locator("table.standings").first).to_be_visible()
            assert page.evaluate("document.documentElement.scrollWidth") <= width, (address, width)


def test_a_german_account_keeps_its_language_offline_and_when_signed_out(page, live_server, shot):
    """The app is installed on the first visit, in English, and keeps its pages for offline
    use in that language; signed in to a German account, the pages kept follow the account's
    language: the table opened offline is German, and so is the banner that asks to sign in
    again when the server has signed the account out."""
    said = scripts_words("de")
    hanna = User.objects.create_user("hanna@example.com", PASSWORD)
    User.objects.filter(pk=hanna.pk).update(language="de")
    game = a_game(hanna)
    page.goto(f"{live_server.url}/")
    controlled(page)  # installed in English
    page.goto(f"{live_server.url}/accounts/login/?next=/games/{game.pk}/")
    page.locator('input[name="login"]').fill("hanna@example.com")
    page.locator('input[name="password"]').fill(PASSWORD)
    page.locator('form[action="/accounts/login/"] button[type="submit"]').click()
    expect(page.locator("#maker-options input")).to_have_count(4)
    expect(page.locator("html")).to_have_attribute("lang", "de")
    wait_until(page, KEPT_TABLE_SPEAKS, "de")

    page.context.set_offline(True)
    page.reload()
    expect(page.locator("html")).to_have_attribute("lang", "de")
    choose(page, "maker-options", "0")
    choose(page, "round-options", "1")
    tricks(page, 3)
    Session.objects.all().delete()  # the server signs the account out
    page.context.set_offline(False)
    banner = said("%(sign_in)s to send what waits on this phone: the server has signed you out.")
    expect(page.locator("#net")).to_have_text(banner.replace("%(sign_in)s", said("Sign in")))
    shot("signed-out-de")
    assert english_left(page, "de") == []


#: The table's page as the service worker keeps it for offline use, in ``language``.
KEPT_TABLE_SPEAKS = """(language) => caches.match("/games/play/")
    .then((kept) => !!kept && kept.headers.get("Content-Language") === language)"""
