"""A tournament night in Chromium: an organiser makes a night of 13 players on the
console (the 4n + 1 design: one sits out each round), the players check in on a phone
(390x844) through the check-in link, the organiser previews and makes the schedule and
reads its quality in words, starts round 1, and a table's hands are recorded on the table
page; the TV (1920x1080, signed out) shows every table and the standings without
scrolling, and a hand within 5 s; the print-outs hold the night. axe-core finds no
violation on any of the new pages. Time on the TV is driven with Playwright's clock.
Screenshots in test-artifacts/."""

import datetime
import re

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import expect

from accounts.models import User
from games.models import Game
from games.services.hands import hand_record
from tests.browser.conftest import ARGS, PHONE, watched
from tests.browser.table_steps import hands_shown, record, score_shown
from tournaments.models import Table, Tournament
from tournaments.services.players import entrant_add
from tournaments.services.rounds import round_start
from tournaments.services.schedule import schedule_make
from tournaments.services.tournaments import tournament_create

pytestmark = pytest.mark.browser

NAMES = [
    "Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo", "Kim", "Lou", "Max",
]  # fmt: skip
AXE = Axe()


def violations(page) -> list[str]:
    found = AXE.run(page, options={"resultTypes": ["violations"]}).response["violations"]
    return [f"{page.url} {v['id']}: {[node['target'] for node in v['nodes']][:3]}" for v in found]


def stopped(page) -> None:
    """The page's clock stands still: its timers fire only as the test runs it on."""
    now = datetime.datetime.now(datetime.UTC)
    page.clock.install(time=now)
    page.clock.pause_at(now + datetime.timedelta(seconds=1))


def test_an_organiser_runs_round_one_of_a_night_of_thirteen(
    page, live_server, signed_in, playwright, chromium, shot
):
    found = []
    page.goto(f"{live_server.url}/tournaments/new/")
    page.get_by_label("Name").fill("Friday Progressive")
    found += violations(page)
    page.get_by_role("button", name="Make the tournament").click()
    expect(page.get_by_role("heading", level=1)).to_have_text("Friday Progressive")
    tournament = Tournament.objects.get()

    page.get_by_label("Here now (checked in)").uncheck()
    for name in NAMES:
        page.get_by_label("A player's name").fill(name)
        page.get_by_role("button", name="Add", exact=True).click()
        expect(page.locator("#player-list")).to_contain_text(name)
    expect(page.locator("#checked-in")).to_have_text("0 of 13 checked in")
    found += violations(page)
    shot("console-players")
    link = page.locator("#check-in-qr .join-link").inner_text()
    assert link.endswith(f"/tournaments/{tournament.pk}/check-in/?code={tournament.join_code}")

    browser = playwright.chromium.launch(executable_path=chromium, args=ARGS)
    try:
        phone = watched(browser.new_context(**PHONE).new_page())
        for number, name in enumerate(NAMES):
            phone.goto(link)
            if number == 0:
                found += violations(phone)
                shot("check-in", on=phone)
            if number == 12:  # the last types their name
                phone.get_by_label("Or type your name").fill(name.lower())
                phone.get_by_role("button", name="Check in", exact=True).click()
            else:
                phone.get_by_role("button", name=name, exact=True).click()
            expect(phone.get_by_role("heading", level=2)).to_have_text("You are checked in.")
        found += violations(phone)
        shot("itinerary-before", on=phone)
        assert phone.errors == []
    finally:
        browser.close()

    # The console asks for the list again every few seconds (real time: it is tapped on).
    expect(page.locator("#checked-in")).to_have_text("13 of 13 checked in")
    page.get_by_role("button", name="Preview the schedule").click()
    expect(page.locator("#plan-cost")).to_have_text(
        re.compile("^The plan: nobody partners twice; .*; everyone sits out once.$")
    )
    page.get_by_role("button", name="Make the schedule").click()
    expect(page.locator("#quality-words")).to_contain_text("everyone sits out once")
    expect(page.locator(".night-round")).to_have_count(13)
    page.get_by_role("button", name="Start round 1").click()
    expect(page.get_by_role("button", name="Finish round 1")).to_be_visible()
    page.get_by_role("button", name="Call the last hand").click()
    expect(page.locator("#round-actions .round-clock")).to_contain_text("Last hand")
    shot("console-round-1")
    found += violations(page)

    page.get_by_role("link", name="Print-outs").click()
    expect(page.get_by_role("heading", name="Rotation chart")).to_be_visible()
    found += violations(page)
    page.emulate_media(media="print")
    shot("print-outs")
    page.emulate_media(media="screen")
    page.go_back()

    table = Table.objects.get(round__tournament=tournament, round__number=1, number=1)
    seated = [NAMES[pid - min_id(tournament)] for pid in table.seats]
    page.locator("#round-1").get_by_role("link", name="Score this table").first.click()
    record(page, seated[0], "Ordered up", 3)
    record(page, seated[1], "Ordered up", 5)
    hands_shown(page, 2)
    score_shown(page, 1, 2)

    tv = browser_screen(playwright, chromium)
    try:
        stopped(tv)
        tv.goto(f"{live_server.url}/tournaments/{tournament.pk}/screen/")
        tables = tv.locator("#screen-tables .night-table")
        expect(tables).to_have_count(3)
        for row in range(3):
            expect(tables.nth(row)).to_be_visible()
        expect(tables.first).to_contain_text("1–2")
        expect(tv.locator(".round-clock [data-clock-time]")).to_have_text(re.compile(r"^\d+:\d\d$"))
        expect(tv.locator("#screen-standings-table tbody tr:visible")).to_have_count(13)
        assert tv.evaluate("document.documentElement.scrollHeight <= innerHeight")
        shot("tv", on=tv)

        game = Game.objects.get(pk=table.game_id)
        hand_record(game=game, record={"maker": 0, "round": 1, "maker_tricks": 3})
        tv.clock.run_for(5000)
        expect(tables.first).to_contain_text("2–2")
        tv.clock.resume()  # (axe-core waits on timers of its own)
        found += violations(tv)
        assert tv.errors == []
    finally:
        tv.context.browser.close()
    assert found == []


def min_id(tournament) -> int:
    return min(tournament.entrants.values_list("player_id", flat=True))


def browser_screen(playwright, chromium):
    browser = playwright.chromium.launch(executable_path=chromium, args=ARGS)
    return watched(browser.new_context(viewport={"width": 1920, "height": 1080}).new_page())


@pytest.mark.parametrize("size", [(1280, 720), (3840, 2160)])
def test_the_tv_fits_a_projector_and_a_4k_screen(live_server, playwright, chromium, size, shot):
    """A public night of 13 started (made through the services the API calls), signed out."""
    organiser = User.objects.create_user("tv@example.com", "a-long-table-password")
    tournament = tournament_create(by=organiser, name="Friday Progressive", visibility="public")
    for name in NAMES:
        entrant_add(tournament=tournament, name=name, checked_in=True)
    schedule_make(tournament=tournament)
    round_start(tournament=tournament, number=1)
    browser = playwright.chromium.launch(executable_path=chromium, args=ARGS)
    try:
        tv = watched(browser.new_context(viewport={"width": size[0], "height": size[1]}).new_page())
        tv.goto(f"{live_server.url}/tournaments/{tournament.pk}/screen/")
        tables = tv.locator("#screen-tables .night-table")
        expect(tables).to_have_count(3)
        for row in range(3):
            expect(tables.nth(row)).to_be_in_viewport()
        expect(tv.locator("#screen-standings-table tbody tr:visible").first).to_be_in_viewport()
        assert tv.evaluate("document.documentElement.scrollHeight <= innerHeight")
        shot(f"tv-{size[0]}", on=tv)
        assert tv.errors == []
    finally:
        browser.close()
