"""Three-handed Euchre at a phone's table (390x844): started from the new-game form with
three seats and no teams, no lone choices (the maker always plays alone, and the form says
so), a score for each player, a euchre that scores for both of the maker's opponents, two
players level past the target playing on (the table says so), and the game played out."""

import re

import pytest
from playwright.sync_api import expect

from games.models import Game
from tests.browser.table_steps import choose, hands_shown, record, undo_last_hand

pytestmark = pytest.mark.browser


def scores_shown(page, *scores: int) -> None:
    expect(page.locator("#scoreboard .score")).to_have_text([str(points) for points in scores])


def test_a_three_handed_game_from_the_form_to_its_end(page, live_server, signed_in):
    page.goto(f"{live_server.url}/games/new/")
    page.get_by_role("radio", name="Three-handed Euchre").check()
    expect(page.locator("#team-names")).to_be_hidden()  # no teams: each plays alone
    expect(page.get_by_role("combobox", name=re.compile("^Seat 4"))).to_be_hidden()
    page.get_by_text("House rules (the usual ones are set)").click()
    rules = page.locator('fieldset[data-variant="three_handed"]')
    march = rules.locator("fieldset", has_text="Points for a march")
    expect(march.get_by_role("radio", name="3")).to_be_checked()
    for seat, name in enumerate(["Ann", "Bob", "Cat"]):
        page.get_by_role("combobox", name=re.compile(f"^Seat {seat + 1}")).fill(name)
    page.get_by_role("button", name="Start the game").click()
    expect(page.locator("#entry-title")).to_have_text("Hand 1")
    game = Game.objects.get(owner=signed_in)
    assert (game.variant, game.score) == ("three_handed", [0, 0, 0])

    expect(page.locator("#scoreboard .name")).to_have_text(["Ann", "Bob", "Cat"])
    scores_shown(page, 0, 0, 0)
    expect(page.locator("#maker-options .tag")).to_have_count(0)  # no team to tag
    expect(page.locator("#loners")).to_be_hidden()
    expect(page.locator("#no-loners")).to_have_text(
        "The maker plays alone against the other two: no one declares a lone hand."
    )

    record(page, "Ann", "Ordered up", 5)  # a march: 3 to Ann
    hands_shown(page, 1)
    scores_shown(page, 3, 0, 0)
    record(page, "Bob", "Called", 3)  # made, then taken back
    hands_shown(page, 2)
    scores_shown(page, 3, 1, 0)
    undo_last_hand(page)
    hands_shown(page, 1)
    scores_shown(page, 3, 0, 0)
    for maker in ["Cat", "Ann", "Cat", "Ann", "Cat"]:  # marches, turn about: 9–0–9
        record(page, maker, "Called", 5)
    hands_shown(page, 6)
    scores_shown(page, 9, 0, 9)

    record(page, "Bob", "Ordered up", 1)  # Bob euchred: 2 to Ann and 2 to Cat
    hands_shown(page, 7)
    scores_shown(page, 11, 0, 11)
    history = page.locator("#history > li").first
    expect(history.locator(".points")).to_contain_text("+2 Ann, +2 Cat")
    expect(page.locator("#level")).to_have_text(
        "Ann and Cat are level at 11: play on until one leads."
    )
    expect(page.locator("#over")).to_be_hidden()
    expect(page.locator("#entry-title")).to_have_text("Hand 8")
    game.refresh_from_db()
    assert (game.score, game.status, game.level) == ([11, 0, 11], "in_progress", [0, 2])

    choose(page, "maker-options", "Cat")
    choose(page, "round-options", "Called")
    page.get_by_role("button", name="Makers took 4 tricks", exact=True).click()
    hands_shown(page, 8)
    scores_shown(page, 11, 0, 12)
    expect(page.locator("#over-title")).to_have_text("Cat wins!")
    expect(page.locator("#over-score")).to_have_text("11–0–12")
    expect(page.locator("#level")).to_be_hidden()
    # no match of three players: a match is won by one of two sides
    expect(page.get_by_role("button", name="Best of 3 from here")).to_be_hidden()
    game.refresh_from_db()
    assert (game.score, game.winner, game.status) == ([11, 0, 12], 2, "finished")

    page.get_by_role("button", name="Rematch: same seats and rules").click()
    expect(page).not_to_have_url(f"{live_server.url}/games/{game.pk}/")
    expect(page.locator("#entry-title")).to_have_text("Hand 1")
    scores_shown(page, 0, 0, 0)
    rematch = Game.objects.exclude(pk=game.pk).get(owner=signed_in)
    assert (rematch.variant, rematch.first_dealer) == ("three_handed", game.next_dealer)
