"""Starting a game signed out: what was entered is still there after playing as a guest."""

import re

import pytest
from playwright.sync_api import expect

from games.models import Game

pytestmark = pytest.mark.browser


def test_what_was_entered_is_kept_through_playing_as_a_guest(page, live_server, transactional_db):
    page.goto(f"{live_server.url}/games/new/")
    page.get_by_role("radio", name="British Euchre").check()
    page.get_by_role("radio", name="Other").check()
    page.get_by_label("Points to win").fill("15")
    for seat, name in enumerate(["Ann", "Bob", "Cat", "Dan"]):
        page.get_by_role("combobox", name=re.compile(f"^Seat {seat + 1}")).fill(name)
    page.locator("#first-dealer").get_by_role("radio", name="Cat (seat 3)").check()
    page.get_by_role("textbox", name="Seats 1 and 3").fill("Aces")
    page.get_by_role("button", name="Start the game").click()
    expect(page.locator("#new-error")).to_have_text("Sign in or play as guest to start a game.")

    page.get_by_role("button", name="Play without signing up").click()
    expect(page).to_have_url(f"{live_server.url}/games/new/")
    expect(page.get_by_role("radio", name="British Euchre")).to_be_checked()
    expect(page.get_by_label("Points to win")).to_have_value("15")
    expect(page.get_by_label("Points to win")).not_to_be_focused()  # no keyboard pops up
    expect(page.get_by_role("combobox", name=re.compile("^Seat 4"))).to_have_value("Dan")
    expect(page.locator("#first-dealer").get_by_role("radio", name="Cat (seat 3)")).to_be_checked()
    page.get_by_role("button", name="Start the game").click()
    expect(page).to_have_url(re.compile(r"/games/\d+/$"))

    game = Game.objects.get()
    assert game.owner.is_guest
    assert (game.variant, game.target, game.first_dealer) == ("british", 15, 2)
    assert [seat.player.name for seat in game.seats.order_by("position")] == [
        "Ann",
        "Bob",
        "Cat",
        "Dan",
    ]
    assert game.team_names == ["Aces", "Team 2"]
    # Started: the next new game starts from the last one's seats, not from this draft.
    page.goto(f"{live_server.url}/games/new/")
    expect(page.get_by_role("textbox", name="Seats 1 and 3")).to_have_value("")
