"""A whole night in Chromium: an organiser and 13 players (the 4n + 1 design: one sits out
each round) on phone viewports. The players check in through the night's QR link; three
rounds of 8 deals are played at three tables, each table's result confirmed by the other
side (one disputed, then corrected by the organiser with a reason and confirmed, logged); a
late arrival before round 3 is planned in without touching the rounds played; table 1's
hands of round 3 are recorded with no network and reach the server once; the TV at
1920x1080 shows every table and the standings without scrolling; the night's standings
equal a recount from the hands. Table 1 is scored on a seated player's phone at the table;
tables 2 and 3 by the organiser over the API (real HTTP, the organiser's session).
axe-core on every page; screenshots in test-artifacts/."""

import re

import pytest
from playwright.sync_api import expect

from accounts.models import User
from games.models import Confirmation, ConfirmationState, Game, Hand, Player
from tests.browser.conftest import ARGS, PASSWORD, PHONE, watched
from tests.browser.table_steps import hands_shown, record, settled, tap_tricks
from tests.browser.test_accessibility import violations
from tests.browser.test_corrections import session_of
from tests.tournaments.support import recount, running
from tournaments.models import Round, Table, Tournament

pytestmark = pytest.mark.browser

NAMES = [
    "Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo", "Kim", "Lou", "Max",
]  # fmt: skip
LATE = "Ned"
#: Each deal of a round: the seat that made trump, and the tricks its side took.
DEALS = [(0, 3), (1, 4), (2, 5), (3, 3), (0, 1), (1, 3), (2, 4), (3, 2)]


def api(page, method: str, path: str, body: dict | None = None) -> dict:
    """A call to the API over HTTP with the page's session (and its CSRF cookie)."""
    cookies = {cookie["name"]: cookie["value"] for cookie in page.context.cookies()}
    response = page.request.fetch(
        f"{page.url.split('/', 3)[0]}//{page.url.split('/', 3)[2]}{path}",
        method=method,
        data=body,
        headers={"X-CSRFToken": cookies.get("csrftoken", "")},
    )
    assert response.ok, (path, response.status, response.text())
    return response.json()


def scored_by_api(organiser, game_id: int) -> None:
    for maker, tricks in DEALS:
        body = {"maker": maker, "round": 2, "trump": "spades", "maker_tricks": tricks}
        api(organiser, "POST", f"/api/v1/games/{game_id}/hands/", body)
    # The other side of the last hand's maker confirms: the organiser's phone acts for them.
    api(
        organiser,
        "POST",
        f"/api/v1/games/{game_id}/confirmation/",
        {"action": "confirm", "seat": 0},
    )


def scored_at_the_table(phone, seated: list[str]) -> None:
    """The eight deals tapped on the table page: the maker, ordered up, the tricks."""
    for maker, tricks in DEALS:
        record(phone, seated[maker], "Ordered up", tricks)


def phone_of(playwright, chromium, live_server, user=None):
    """A phone of its own (a browser), signed in as ``user`` if one is given."""
    browser = playwright.chromium.launch(executable_path=chromium, args=ARGS)
    phone = watched(browser.new_context(**PHONE).new_page())
    if user is not None:
        session_of(phone, live_server, user)
    return phone


def table_of(tournament, number: int, table: int = 1) -> Table:
    return Table.objects.get(round__tournament=tournament, round__number=number, number=table)


def seats_before(tournament, number: int) -> list:
    tables = Table.objects.filter(round__tournament=tournament, round__number__lt=number)
    return list(tables.values_list("round__number", "number", "seats", "game_id"))


def names_at(table: Table) -> list[str]:
    names = dict(Player.objects.filter(pk__in=table.seats).values_list("pk", "name"))
    return [names[player] for player in table.seats]


def scorer_of(table: Table) -> User:
    """Seat 0's player, with an account linked to their name: they score the table."""
    player = Player.objects.get(pk=table.seats[0])
    if player.user is None:
        player.user = User.objects.create_user(f"{player.name.lower()}@example.com", PASSWORD)
        player.save(update_fields=["user"])
    return player.user


def round_started(page, number: int) -> None:
    page.get_by_role("button", name=f"Start round {number}").click()
    expect(page.get_by_role("button", name=re.compile(f"^Finish round {number}"))).to_be_visible()


def round_finished(page, number: int) -> None:
    page.get_by_role("button", name=re.compile(f"^Finish round {number}")).click()
    expect(page.get_by_role("button", name=re.compile(f"^Finish round {number}"))).to_have_count(0)


def test_a_whole_night_of_thirteen(page, live_server, signed_in, playwright, chromium, shot):
    found, console = [], page
    console.goto(f"{live_server.url}/tournaments/new/")
    console.get_by_label("Name").fill("Friday Progressive")
    console.get_by_label("Rounds").fill("3")
    console.get_by_role("button", name="Make the tournament").click()
    expect(console.get_by_role("heading", level=1)).to_have_text("Friday Progressive")
    tournament = Tournament.objects.get()
    found += violations(console)

    # The players: named on the console, checked in on a phone through the QR's link.
    console.get_by_label("Here now (checked in)").uncheck()
    for name in NAMES:
        console.get_by_label("A player's name").fill(name)
        console.get_by_role("button", name="Add", exact=True).click()
        expect(console.locator("#player-list")).to_contain_text(name)
    link = console.locator("#check-in-qr .join-link").inner_text()
    door = phone_of(playwright, chromium, live_server)
    for name in NAMES:
        door.goto(link)
        door.get_by_role("button", name=name, exact=True).click()
        expect(door.get_by_role("heading", level=2)).to_have_text("You are checked in.")
    found += violations(door)
    shot("itinerary", on=door)
    expect(console.locator("#checked-in")).to_have_text("13 of 13 checked in")
    console.get_by_role("button", name="Make the schedule").click()
    expect(console.locator("#quality-words")).to_have_text(
        "nobody partners twice; no two players meet twice as opponents; "
        "each player sits out 0 to 1 rounds"
    )
    found += violations(console)

    for number in (1, 2, 3):
        if number == 3:  # a late arrival: planned in from round 3, rounds 1 and 2 kept
            played = seats_before(tournament, 3)
            console.get_by_label("Here now (checked in)").check()
            console.get_by_label("A player's name").fill(LATE)
            console.get_by_role("button", name="Add", exact=True).click()
            expect(console.locator("#checked-in")).to_have_text("14 of 14 checked in")
            console.get_by_role("button", name="What would a new plan cost?").click()
            expect(console.locator("#plan-cost")).to_have_text(
                "It costs nothing: nobody partners twice; no two players meet twice as "
                "opponents; each player sits out 0 to 1 rounds."
            )
            console.get_by_role("button", name="Plan the rounds again").click()
            expect(console.locator("#round-3")).to_contain_text(LATE)
            assert seats_before(tournament, 3) == played
            assert len(Round.objects.get(tournament=tournament, number=3).byes) == 2
            shot("console-late-arrival", on=console)
        round_started(console, number)
        first = table_of(tournament, number)
        for other in (2, 3):
            scored_by_api(console, table_of(tournament, number, other).game_id)

        seated = names_at(first)
        phone = phone_of(playwright, chromium, live_server, scorer_of(first))
        phone.goto(f"{live_server.url}/games/{first.game_id}/")
        settled(phone)
        if number == 3:  # the hall's Wi-Fi drops: the taps wait on the phone
            phone.context.set_offline(True)
            scored_at_the_table(phone, seated)
            expect(phone.locator("#history .waiting")).to_have_count(8)
            assert not Hand.objects.filter(game_id=first.game_id).exists()
            phone.context.set_offline(False)
        else:
            scored_at_the_table(phone, seated)
        hands_shown(phone, 8)
        assert Hand.objects.filter(game_id=first.game_id).count() == 8
        panel = phone.locator("#confirmation")
        expect(panel.locator("#confirmation-headline")).to_have_text(
            "Waiting for the other side to confirm the result."
        )
        found += violations(phone)
        if number == 2:  # the other side disputes; the organiser corrects and confirms
            panel.get_by_text("Not right? Dispute it").click()
            panel.locator("#dispute-form").get_by_role("radio", name=seated[1]).check()
            panel.get_by_label("What is wrong?").fill("Deal 5 was a march")
            panel.get_by_role("button", name="Dispute the result").click()
            expect(panel.locator("#confirmation-headline")).to_have_text(
                "Disputed: Deal 5 was a march"
            )
            shot(f"round-{number}-disputed", on=phone)
            console.goto(f"{live_server.url}/games/{first.game_id}/")
            console.locator('#history button[data-number="5"]').click()
            tap_tricks(console, 5)
            why = console.get_by_role("dialog", name="Why?")
            why.get_by_label("The reason, logged with the correction").fill(
                "Recounted at the table"
            )
            why.get_by_role("button", name="Correct it").click()
            expect(why).to_be_hidden()
            settled(console)
            console.get_by_role("button", name="Confirm the result as organiser or admin").click()
            expect(console.locator("#confirmation-headline")).to_have_text(
                re.compile("^Confirmed by ")
            )
            expect(console.locator("#confirmation-log")).to_contain_text(
                "Corrected hand 5 — Recounted at the table"
            )
            found += violations(console)
            shot(f"round-{number}-corrected", on=console)
            console.goto(f"{live_server.url}/tournaments/{tournament.pk}/")
        else:
            panel.get_by_role("button", name=f"Confirm as {seated[1]}").click()
            expect(panel.locator("#confirmation-headline")).to_have_text(
                f"Confirmed by {seated[1]}"
            )
        shot(f"round-{number}-table", on=phone)
        assert phone.errors == []
        phone.context.browser.close()

        if number == 3:
            tv_shows_the_round(playwright, chromium, live_server, tournament, shot, found)
        round_finished(console, number)

    # The night is over: every table's result confirmed, the correction logged, and the
    # standings (running totals kept hand by hand) equal to a recount from the hands.
    games = Game.objects.filter(tournament_table__round__tournament=tournament)
    assert games.count() == 9
    assert set(games.values_list("confirmation_state", flat=True)) == {ConfirmationState.CONFIRMED}
    (correction,) = Confirmation.objects.filter(action="correct")
    assert (correction.hand, correction.comment) == (5, "Recounted at the table")
    assert Hand.objects.filter(game__in=games).count() == 72
    assert running(tournament.pk) == recount(tournament.pk)
    standings = api(console, "GET", f"/api/v1/tournaments/{tournament.pk}/standings/")
    assert standings["final"] is True
    assert len(standings["players"]) == 14
    expect(console.locator("#standings-title")).to_be_visible()
    found += violations(console)
    shot("console-final", on=console)
    door.context.browser.close()
    assert found == []


def tv_shows_the_round(playwright, chromium, live_server, tournament, shot, found) -> None:
    browser = playwright.chromium.launch(executable_path=chromium, args=ARGS)
    try:
        tv = watched(browser.new_context(viewport={"width": 1920, "height": 1080}).new_page())
        tv.goto(f"{live_server.url}/tournaments/{tournament.pk}/screen/")
        tables = tv.locator("#screen-tables .night-table")
        expect(tables).to_have_count(3)
        for row in range(3):
            expect(tables.nth(row)).to_be_in_viewport()
        expect(tv.locator("#screen-standings-table tbody tr:visible")).to_have_count(14)
        assert tv.evaluate("document.documentElement.scrollHeight <= innerHeight")
        found += violations(tv)
        shot("tv-round-3", on=tv)
        assert tv.errors == []
    finally:
        browser.close()
