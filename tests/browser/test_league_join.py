"""A league night's start in real Chromium: an admin creates a league and an invitation;
a second phone, signed out, opens the link, plays as a guest, joins in one tap, starts a
league game from the roster (typing "bo" offers "Bob") and records a hand; the table
names the league and its season."""

import datetime
import re

import pytest
from playwright.sync_api import expect

from games.models import Game
from leagues.models import League, LeagueGame, MemberRole, Membership
from leagues.services.roster import roster_player_add
from leagues.services.seasons import season_create
from tests.browser.conftest import ARGS, PHONE, watched
from tests.browser.table_steps import hands_shown, record

pytestmark = pytest.mark.browser

WIDE = {**PHONE, "viewport": {"width": 1280, "height": 800}, "is_mobile": False, "has_touch": False}


@pytest.mark.parametrize("screen", [PHONE, WIDE], ids=["phone", "wide"])
def test_an_admin_invites_a_guest_who_joins_and_starts_a_league_game_from_the_roster(
    page, live_server, signed_in, playwright, chromium, shot, screen
):
    page.set_viewport_size(screen["viewport"])
    # The admin: a league with a house rule, then an invitation.
    page.goto(f"{live_server.url}/")
    page.get_by_role("link", name="My leagues").click()
    page.get_by_role("link", name="Create a league").click()
    page.get_by_role("textbox", name="Name", exact=True).fill("Thursday Club")
    page.get_by_role("radio", name="Other").check()
    page.get_by_label("Points to win").fill("12")
    page.locator("details.more > summary").click()
    stick = page.get_by_role("checkbox", name=re.compile("Stick the dealer"))
    stick.check()
    shot("new-league", on=page)
    page.get_by_role("button", name="Create the league").click()
    expect(page.get_by_role("heading", name="Manage Thursday Club")).to_be_visible()
    league = League.objects.get()
    assert (league.target, league.options["stick_the_dealer"]) == (12, True)

    page.get_by_role("button", name="New invitation").click()
    link = page.locator("a.join-link")
    expect(link).to_be_visible()
    expect(page.get_by_role("img", name="Join Thursday Club: QR code")).to_be_visible()
    shot("admin-invitation", on=page)
    join_url = link.get_attribute("href")
    assert join_url.startswith(live_server.url + "/leagues/join/")
    page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=live_server.url)
    page.get_by_role("button", name="Copy link").click()
    expect(page.locator(".copy-note")).to_have_text("Link copied.")
    assert page.evaluate("navigator.clipboard.readText()") == join_url

    # The roster has Bob from earlier nights; the league is in its autumn season.
    for name in ("Bob", "Ann"):
        roster_player_add(league=league, name=name)
    season_create(league=league, name="Autumn", starts_on=datetime.date(2020, 1, 1))

    # A second phone, signed out, opens the invitation.
    browser = playwright.chromium.launch(executable_path=chromium, args=ARGS)
    try:
        phone = watched(browser.new_context(**screen).new_page())
        phone.goto(join_url)
        expect(phone.get_by_role("heading", name="Join Thursday Club")).to_be_visible()
        expect(phone.get_by_role("link", name="Sign up")).to_be_visible()
        shot("join-signed-out", on=phone)
        phone.get_by_role("button", name="Play without signing up").click()
        expect(phone).to_have_url(join_url)
        phone.get_by_role("button", name="Join Thursday Club").click()
        expect(phone.get_by_text("Welcome to Thursday Club.")).to_be_visible()
        guest = Membership.objects.get(league=league, role=MemberRole.MEMBER).user
        assert guest.is_guest
        expect(phone).to_have_url(f"{live_server.url}/leagues/thursday-club/")  # its home
        expect(phone.get_by_role("heading", name="Thursday Club", exact=True)).to_be_visible()
        shot("joined", on=phone)

        # A league game from the roster, from the league's home.
        phone.get_by_role("link", name="New league game").click()
        expect(phone.locator(".league-line")).to_have_text("Thursday Club · Autumn")
        expect(phone.locator("#league-ruleset")).to_contain_text("to 12")
        seat_0 = phone.get_by_role("combobox", name=re.compile("^Seat 1"))
        seat_0.press_sequentially("bo")
        offered = phone.get_by_role("option", name="Bob")
        expect(offered).to_have_count(1)
        expect(phone.locator("#suggest-0 [role=option]")).to_have_text(["Bob"])
        shot("roster-offered", on=phone)
        offered.click()
        expect(seat_0).to_have_value("Bob")
        for seat, name in ((2, "Cat"), (3, "Ann"), (4, "Dan")):
            phone.get_by_role("combobox", name=re.compile(f"^Seat {seat}")).fill(name)
        # The first dealer is chosen by the names typed, the seats counted from 1.
        expect(phone.locator("#first-dealer")).to_contain_text("Bob (seat 1)")
        expect(phone.locator("#first-dealer")).to_contain_text("Dan (seat 4)")
        phone.get_by_role("button", name="Start the game").click()
        expect(phone).to_have_url(re.compile(r"/games/\d+/$"))
        expect(phone.locator("#group-line")).to_have_text("Thursday Club · Autumn")

        record(phone, "Bob", "Ordered", 3)
        hands_shown(phone, 1)
        shot("league-table", on=phone)
        assert phone.errors == []
    finally:
        browser.close()

    game = Game.objects.get()
    assert (game.owner, game.target, game.hands_played) == (guest, 12, 1)
    assert LeagueGame.objects.get(game=game).season.name == "Autumn"
    assert [seat.player.name for seat in game.seats.order_by("position")] == [
        "Bob",
        "Cat",
        "Ann",
        "Dan",
    ]
