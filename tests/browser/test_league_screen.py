"""The big screen of a league of 20 players and 40 partnerships on a TV (1920x1080) and a
projector (1280x720), in English, German and Slovenian (whose longer words are the usual
cause of clipping): every row is shown, a page at a time, with nothing to scroll or tap and
no column cut off; each list says which rows it shows; the games in progress and the join
QR code are there; a hand shows within 5 s. Time is driven with Playwright's clock.
Screenshots in test-artifacts/."""

import datetime
import re

import pytest
from django.conf import settings
from playwright.sync_api import expect

from games.services.hands import hand_record
from leagues.services.leagues import league_create
from leagues.services.members import invitation_create
from leagues.views.screen import PAGE_SECONDS, REFRESH_SECONDS
from tests.browser.conftest import ARGS, watched
from tests.games.support import made
from tests.leagues.played import won_by
from tests.leagues.support import league_game

pytestmark = pytest.mark.browser

NAMES = [
    "Bartholomew", "Maximiliane", "Konstantin", "Alexandra", "Friederike", "Wilhelmina",
    "Christopher", "Evangeline", "Sebastian", "Genevieve", "Theodora", "Leopold", "Annabelle",
    "Fitzgerald", "Guinevere", "Montgomery", "Seraphina", "Jonathan", "Rosalind", "Augustine",
]  # fmt: skip
SIZES = [(1920, 1080), (1280, 720)]
PAGE_MS = PAGE_SECONDS * 1000


#: The games in progress besides the one the tests watch: a league night's tables.
TABLES = 8


def a_big_league(admin):
    """20 players in 20 finished games, each pair of partners once (40 partnerships: the
    neighbours, and those seven apart), and games in progress at 9 tables, the last
    played at Bartholomew's."""
    league = league_create(
        by=admin, name="Thursday Night Euchre Club", variant="north_american", visibility="public"
    )
    for k in range(20):
        seats = [NAMES[k], NAMES[(k + 5) % 20], NAMES[(k + 1) % 20], NAMES[(k + 12) % 20]]
        won_by(league, admin, seats, k % 2)
    for k in range(TABLES):
        league_game(league, admin, seats=[NAMES[(k * 2 + step) % 20] for step in (2, 3, 9, 10)])
    playing = league_game(league, admin, seats=["Bartholomew", "Konstantin", "Leopold", "Rosalind"])
    hand_record(game=playing, record=made(0, 3), by=admin)
    invitation_create(league=league, by=admin)
    return league, playing


def screen_of(playwright, chromium, live_server, cookies, language, size):
    browser = playwright.chromium.launch(executable_path=chromium, args=ARGS)
    context = browser.new_context(viewport={"width": size[0], "height": size[1]})
    language_cookie = {"name": settings.LANGUAGE_COOKIE_NAME, "value": language}
    context.add_cookies([*cookies, {**language_cookie, "url": live_server.url}])
    return browser, watched(context.new_page())


def stopped(page) -> None:
    """The page's clock stands still: its timers fire only as the test runs it on."""
    now = datetime.datetime.now(datetime.UTC)
    page.clock.install(time=now)
    page.clock.pause_at(now + datetime.timedelta(seconds=1))


#: What a list shows now: its heading, its rows on screen, and whether anything of it lies
#: outside its box or the screen (a column cut off, a row below the edge).
SHOWN = """(id) => {
  const pager = document.getElementById(id);
  const box = pager.querySelector(".pager-box");
  const edge = box.getBoundingClientRect();
  const inside = (r) => r.left >= edge.left - 1 && r.right <= edge.right + 1
    && r.top >= edge.top - 1 && r.bottom <= edge.bottom + 1
    && r.right <= innerWidth && r.bottom <= innerHeight;
  const rows = [...box.querySelectorAll("[data-row]")].filter((row) => !row.hidden);
  const cells = [...box.querySelectorAll("th, td")].filter((cell) => cell.getClientRects().length);
  const heading = pager.querySelector("[data-label]");
  const said = heading.getBoundingClientRect();
  return {
    heading: heading.textContent,
    heading_cut: heading.scrollWidth > heading.clientWidth
      || said.right > pager.getBoundingClientRect().right + 1,
    names: rows.map((row) => row.querySelector("th, strong").textContent.trim()),
    clipped: box.scrollWidth > box.clientWidth
      || cells.some((cell) => !inside(cell.getBoundingClientRect())),
    rows_inside: rows.every((row) => inside(row.getBoundingClientRect())),
  };
}"""


def every_page(page, panel: str) -> tuple[list[str], list[str]]:
    """The names shown on each page of a list as its pages turn, once round, and its
    headings; each page checked for a cut-off column or a row off the screen."""
    names, headings = [], []
    for _ in range(10):
        shown = page.evaluate(SHOWN, panel)
        assert not shown["clipped"] and shown["rows_inside"], (panel, shown)
        assert not shown["heading_cut"], (panel, shown)
        if shown["heading"] in headings:
            break
        headings.append(shown["heading"])
        names.extend(shown["names"])
        match = re.search(r"(\d+)–(\d+)\D+(\d+)$", shown["heading"])
        if match:  # the heading says which rows: those are the rows shown
            first, last = int(match[1]), int(match[2])
            assert last - first + 1 == len(shown["names"]), shown
        page.clock.run_for(PAGE_MS)
    return names, headings


def pairs() -> set[str]:
    found = set()
    for k in range(20):
        for a, b in ((k, (k + 1) % 20), ((k + 5) % 20, (k + 12) % 20)):
            found.add(frozenset((NAMES[a], NAMES[b])))
    return found


@pytest.mark.parametrize("language", ["en", "de", "sl"])
def test_every_row_shows_a_page_at_a_time_with_no_column_cut_off(
    playwright, chromium, live_server, signed_in, page, language, shot
):
    league, _ = a_big_league(signed_in)
    for size in SIZES:
        browser, screen = screen_of(
            playwright, chromium, live_server, page.context.cookies(), language, size
        )
        try:
            stopped(screen)  # the pages turn when the test says
            screen.goto(f"{live_server.url}/leagues/{league.slug}/screen/?season=all")
            expect(screen.locator("#screen-partnerships-panel h2")).to_contain_text("40")
            scrolls = screen.evaluate(
                "[document.documentElement.scrollWidth, document.documentElement.scrollHeight]"
            )
            assert scrolls == list(size)  # nothing to scroll
            shot(f"screen-{language}-{size[0]}", on=screen)

            players, headings = every_page(screen, "screen-players-panel")
            assert sorted(players) == sorted(NAMES) and len(headings) > 1
            partners, headings = every_page(screen, "screen-partnerships-panel")
            assert {frozenset(name.split(" & ")) for name in partners} == pairs()
            assert len(partners) == 40 and len(headings) > 1
            if language == "en":
                assert any(re.fullmatch(r"Partnerships 1–\d+ of 40", one) for one in headings)
            playing, _ = every_page(screen, "screen-playing")
            assert len(set(playing)) == len(playing) == TABLES + 1
            assert "Bartholomew & Leopold 1–0 Konstantin & Rosalind" in playing

            qr = screen.locator("#screen-join svg").bounding_box()
            assert qr["width"] >= 100 and qr["y"] + qr["height"] <= size[1]
            assert screen.locator("button, form, input, select, nav").count() == 0
        finally:
            browser.close()
        assert screen.errors == []


def test_a_hand_shows_within_5_seconds_and_the_qr_code_joins(
    playwright, chromium, live_server, signed_in, page, shot
):
    league, playing = a_big_league(signed_in)
    assert REFRESH_SECONDS * 1000 < 5000
    browser, screen = screen_of(
        playwright, chromium, live_server, page.context.cookies(), "en", SIZES[0]
    )
    try:
        stopped(screen)
        screen.goto(f"{live_server.url}/leagues/{league.slug}/screen/")
        games = screen.locator("#screen-playing")
        expect(games).to_contain_text("Bartholomew & Leopold 1–0 Konstantin & Rosalind")
        expect(screen.locator("#screen-join figcaption")).to_have_text(
            "Join Thursday Night Euchre Club: point your phone's camera here."
        )

        hand_record(game=playing, record=made(1, 5), by=signed_in)  # recorded elsewhere
        screen.clock.run_for(5000)

        expect(games).to_contain_text("Bartholomew & Leopold 1–2 Konstantin & Rosalind")
        shot("screen-playing", on=screen)
    finally:
        browser.close()
    assert screen.errors == []


def test_signed_out_the_screen_points_phones_at_the_standings(page, live_server, signed_in):
    league, _ = a_big_league(signed_in)
    page.context.clear_cookies()
    page.goto(f"{live_server.url}/leagues/{league.slug}/screen/")
    expect(page.locator("#screen-join figcaption")).to_have_text(
        "The standings on your phone: point its camera here."
    )
    assert "join" not in page.locator("#screen-join").inner_html()  # no invitation's code
