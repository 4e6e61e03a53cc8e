"""Smaller things a table trips on: hand rows that look tappable, a chart with hand numbers
and values, and the owner fixing team names or the target after the start."""

import pytest
from playwright.sync_api import expect

from games.services.hands import hand_record
from tests.browser.conftest import controlled
from tests.browser.table_steps import a_game, hands_shown, score_shown

pytestmark = pytest.mark.browser


def test_hand_rows_look_tappable_and_the_chart_shows_hands_and_scores(page, live_server, signed_in):
    game = a_game(signed_in)
    for maker, tricks in ((1, 3), (0, 5), (1, 5)):
        hand_record(game=game, record={"maker": maker, "round": 2, "maker_tricks": tricks})
    page.goto(f"{live_server.url}/games/{game.pk}/")
    hands_shown(page, 3)
    row = page.locator("#history button").first
    expect(row.locator(".chevron")).to_have_text("›")
    expect(row.locator(".chevron")).to_be_visible()
    # (retried: the table may draw its history again on a refresh, replacing the row)
    expect(row).to_have_css("border-top-style", "solid")
    expect(page.locator("#chart text.num")).to_have_text(["1", "2", "3"])
    expect(page.locator("#chart text.val")).to_have_text(["1", "2", "3"])  # 0-1, 2-1, 2-3


def test_the_owner_renames_the_teams_and_moves_the_target(page, live_server, signed_in):
    game = a_game(signed_in)
    for _ in range(4):  # Ann and Cat march: 8-0
        hand_record(game=game, record={"maker": 0, "round": 2, "maker_tricks": 5})
    page.goto(f"{live_server.url}/games/{game.pk}/")
    score_shown(page, 8, 0)
    page.get_by_label("Team 1", exact=True).fill("Aces")
    page.get_by_label("Points to win").fill("15")
    page.get_by_role("button", name="Save").click()
    expect(page.locator("#names-state")).to_have_text("Saved.")
    expect(page.locator("#scoreboard .name")).to_have_text(["Aces", "Team 2"])
    expect(page.locator("#target")).to_have_text("Game to 15")
    game.refresh_from_db()
    assert (game.team_names, game.target) == (["Aces", "Team 2"], 15)

    page.get_by_label("Points to win").fill("8")  # Aces have 8 already: refused, saying so
    page.get_by_role("button", name="Save").click()
    expect(page.locator("#names-state")).to_contain_text("no team has reached it or the new one")
    game.refresh_from_db()
    assert game.target == 15


def test_my_games_opened_offline_says_it_is_an_old_copy(page, live_server, signed_in):
    a_game(signed_in)
    page.goto(f"{live_server.url}/games/")
    controlled(page)
    page.reload()  # (the worker keeps the page it fetched)
    expect(page.locator(".cards a")).to_have_count(1)
    expect(page.locator("#kept-copy")).to_be_hidden()  # fresh from the server
    page.context.set_offline(True)
    page.reload()
    expect(page.locator("#kept-copy")).to_have_text(
        "This list is the copy kept on this phone, from less than a minute ago: "
        "games played on other phones since are not in it."
    )
    expect(page.locator(".cards a")).to_have_count(1)
