"""A player's itinerary and the TV through a venue's bad Wi-Fi, in Chromium: seen once,
then the network gone and the page reloaded, each still shows the night as last read
(the service worker keeps the page, its scripts and the last live part it read) and says
since when; a round started by the organiser brings a notice to the itinerary, and a late
arrival re-planned tells each player watching what changed for them (the polls run with
Playwright's clock); standings mark results still to confirm. axe-core
finds nothing on the itinerary with its notice and marks. Screenshots in test-artifacts/."""

import datetime
import re

import pytest
from playwright.sync_api import expect

from accounts.models import User
from games.models import Game
from games.services.hands import hand_record
from tests.browser.conftest import ARGS, controlled, wait_until, watched
from tests.browser.test_tournament_night import violations
from tournaments.models import Round, Table
from tournaments.services.players import entrant_add
from tournaments.services.rounds import round_start
from tournaments.services.schedule import schedule_make
from tournaments.services.tournaments import tournament_create

pytestmark = pytest.mark.browser

NAMES = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"]
HAND = {"maker": 0, "round": 1, "maker_tricks": 3}  # 1 to seats 0 and 2
KEEPS = (
    "[location.pathname + location.search, document.querySelector('[data-source]').dataset.source]"
)
KEPT = """(urls) => Promise.all(urls.map((url) => caches.match(url)))
    .then((found) => found.every(Boolean))"""


def a_night(started: bool, **more):
    organiser = User.objects.create_user("night@example.com", "a-long-table-password")
    tournament = tournament_create(
        by=organiser, name="Friday Progressive", visibility="public", **more
    )
    for name in NAMES:
        entrant_add(tournament=tournament, name=name, checked_in=True)
    schedule_make(tournament=tournament)
    if started:
        round_start(tournament=tournament, number=1)
    return tournament


def kept(page) -> None:
    """The worker controls the page and keeps it with its live part."""
    controlled(page)
    urls = page.evaluate(KEEPS)
    wait_until(page, KEPT, urls, seconds=15)


def test_the_itinerary_seen_once_opens_offline_with_the_last_state(page, live_server, shot):
    tournament = a_night(started=True)
    table = Table.objects.get(round__tournament=tournament, round__number=1, number=1)
    me = table.seats[0]
    page.goto(f"{live_server.url}/tournaments/{tournament.pk}/players/{me}/")
    expect(page.locator("#my-now")).to_contain_text("Table 1, seat 1")
    kept(page)

    # A hand at their table: the next answer (through the worker, which keeps it) shows it.
    hand_record(game=Game.objects.get(pk=table.game_id), record=HAND)
    expect(page.locator("#my-now")).to_contain_text("Score: 1–0")

    page.context.set_offline(True)
    page.reload()
    expect(page.locator("#my-now")).to_contain_text("Table 1, seat 1")
    expect(page.locator("#my-now")).to_contain_text("Score: 1–0")  # the last part read
    expect(page.locator("#live-status")).to_have_text(
        re.compile(r"^No connection since \d\d?:\d\d\b.*: this is the state of then")
    )
    expect(page.locator("#live")).to_have_class(re.compile(r"\bstale\b"))
    shot("offline")
    page.context.set_offline(False)


def test_the_tv_reloaded_during_a_wifi_drop_shows_the_last_state(
    live_server, playwright, chromium, shot
):
    tournament = a_night(started=True)
    browser = playwright.chromium.launch(executable_path=chromium, args=ARGS)
    try:
        context = browser.new_context(
            viewport={"width": 1920, "height": 1080}, service_workers="allow"
        )
        tv = watched(context.new_page())
        tv.goto(f"{live_server.url}/tournaments/{tournament.pk}/screen/")
        expect(tv.locator("#screen-tables .night-table")).to_have_count(2)
        kept(tv)
        context.set_offline(True)
        tv.reload()
        expect(tv.locator("#screen-tables .night-table")).to_have_count(2)
        expect(tv.locator("#screen-status")).to_contain_text("No connection since")
        shot("tv-offline", on=tv)
        assert tv.errors == []
    finally:
        browser.close()


def test_a_round_started_by_the_organiser_brings_a_notice(page, live_server, shot):
    tournament = a_night(started=False, round_end={"deals": 1})
    table = Table.objects.get(round__tournament=tournament, round__number=1, number=2)
    me = table.seats[3]
    now = datetime.datetime.now(datetime.UTC)
    page.clock.install(time=now)
    page.clock.pause_at(now + datetime.timedelta(seconds=1))
    page.goto(f"{live_server.url}/tournaments/{tournament.pk}/players/{me}/")
    expect(page.locator("#my-rounds-title")).to_be_visible()
    expect(page.locator("#plan-notice")).to_be_empty()

    round_start(tournament=tournament, number=1)
    page.clock.run_for(3000)
    notice = page.locator("#plan-notice")
    expect(notice).to_have_text("Round 1 has started: table 2, seat 4.")
    expect(notice).to_have_attribute("role", "status")

    # A result waiting for the other side's confirmation is marked beside their place.
    table.refresh_from_db()  # its game, made when the round started
    hand_record(game=Game.objects.get(pk=table.game_id), record=HAND)  # the round's one deal
    page.clock.run_for(3000)
    expect(page.locator("#my-place .unsettled")).to_have_text("1 to confirm")
    expect(notice).to_have_text("Round 1 has started: table 2, seat 4.")  # nothing new to say
    shot("notice")
    page.clock.resume()  # (axe-core waits on timers of its own)
    assert violations(page) == []


def plan_of(tournament, player_id: int) -> dict[int, tuple]:
    """Each round's (table, seat from 1) for the player, or None where they sit out."""
    plan = {}
    for round_ in Round.objects.filter(tournament=tournament).prefetch_related("tables"):
        for table in round_.tables.all():
            if player_id in table.seats:
                plan[round_.number] = (table.number, table.seats.index(player_id) + 1)
        if player_id in round_.byes:
            plan[round_.number] = None
    return plan


def changes(before: dict, after: dict) -> str:
    said = []
    for number, stop in sorted(after.items()):
        if number not in before or before[number] == stop:
            continue
        if stop is None:
            said.append(f"The plan changed: you sit out round {number}.")
        else:
            said.append(
                f"The plan changed: your table for round {number} is now {stop[0]}, seat {stop[1]}."
            )
    return " ".join(said)


def test_a_late_arrival_replanned_tells_each_player_what_changed(page, live_server):
    """Four players' itineraries open (tabs of one phone's browser) when the organiser adds
    a late arrival and plans the rounds to come again: each says what changed for them."""
    tournament = a_night(started=True, rounds=3)
    table = Table.objects.get(round__tournament=tournament, round__number=2, number=1)
    watching = list(table.seats)
    before = {player: plan_of(tournament, player) for player in watching}
    page.context.clock.install()
    page.context.clock.pause_at(datetime.datetime.now(datetime.UTC) + datetime.timedelta(seconds=1))
    tabs = [page] + [page.context.new_page() for _ in watching[1:]]
    for tab, player in zip(tabs, watching, strict=True):
        tab.goto(f"{live_server.url}/tournaments/{tournament.pk}/players/{player}/")
        expect(tab.locator("#my-rounds-title")).to_be_visible()

    entrant_add(tournament=tournament, name="Late Lou", checked_in=True)
    schedule_make(tournament=tournament)
    page.context.clock.run_for(3000)
    said = []
    for tab, player in zip(tabs, watching, strict=True):
        expected = changes(before[player], plan_of(tournament, player))
        expect(tab.locator("#plan-notice")).to_have_text(expected)
        said.append(expected)
    assert any(said), "the re-plan moved none of the four: watch other players"
