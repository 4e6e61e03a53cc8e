"""A lone hand at a phone's table: entered without scrolling at 390x844, the loner a row of
its own; the winner in sight when a lone hand ends the game."""

import pytest
from playwright.sync_api import expect

from games.services.hands import hand_record
from tests.browser.table_steps import a_game, choose, hands_shown, score_shown, tap_tricks

pytestmark = pytest.mark.browser


def in_sight(page, locator) -> None:
    """Wholly on the screen as it stands (the page not scrolled to reach it)."""
    box = locator.bounding_box()
    height = page.viewport_size["height"]
    assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= height, box


def test_a_loner_march_is_entered_without_scrolling(page, live_server, signed_in, shot):
    game = a_game(signed_in)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    taps = [
        page.locator("#maker-options").get_by_role("radio", name="Bob Team 2"),
        page.locator("#round-options").get_by_role("radio", name="Ordered up round 1"),
    ]
    for tap in taps:
        in_sight(page, tap)
        tap.check()
    alone = page.locator("#maker_loner-options").get_by_role("radio", name="Bob")
    in_sight(page, alone)
    alone.check()
    five = page.get_by_role("button", name="Makers took 5 tricks", exact=True)
    in_sight(page, five)
    shot("lone-hand-entry")
    five.click()
    hands_shown(page, 1)
    score_shown(page, 0, 4)
    assert page.evaluate("window.scrollY") == 0
    hand = game.hands.get()
    assert (hand.maker, hand.maker_loner, hand.outcome) == (1, 1, "loner_march")


def test_a_lone_defence_is_entered_without_scrolling(page, live_server, signed_in):
    game = a_game(signed_in)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    choose(page, "maker-options", "Bob")
    choose(page, "round-options", "Called")
    defends = page.locator("#defender_loner-options").get_by_role("radio", name="Cat")
    in_sight(page, defends)
    defends.check()
    one = page.get_by_role("button", name="Makers took 1 trick", exact=True)
    in_sight(page, one)
    one.click()
    hands_shown(page, 1)
    assert page.evaluate("window.scrollY") == 0
    hand = game.hands.get()
    assert (hand.maker, hand.defender_loner, hand.scoring_team) == (1, 2, 0)


def test_the_winner_is_in_sight_when_a_lone_hand_ends_the_game(page, live_server, signed_in):
    game = a_game(signed_in)
    for _ in range(2):  # Bob alone twice: 8-0 to Bob and Dan
        hand_record(game=game, record={"maker": 1, "round": 1, "maker_loner": 1, "maker_tricks": 5})
    page.goto(f"{live_server.url}/games/{game.pk}/")
    hands_shown(page, 2)
    page.locator("#tricks-legend").scroll_into_view_if_needed()  # the thumb at the tricks
    choose(page, "maker-options", "Dan")
    choose(page, "round-options", "Called")
    choose(page, "maker_loner-options", "Dan")
    tap_tricks(page, 5)
    expect(page.locator("#over-title")).to_have_text("Team 2 (Bob & Dan) win!")
    expect(page.locator("#over-title")).to_be_in_viewport()
    in_sight(page, page.locator("#over-title"))
