"""Lists of games say when each was last played, as the phone reads the time."""

import re
from datetime import datetime

import pytest
from playwright.sync_api import expect

from games.models import Game
from games.services.hands import hand_record
from tests.browser.table_steps import a_game
from tests.browser.test_layout import BROKEN_WORDS

pytestmark = pytest.mark.browser


def test_a_game_played_today_says_so_with_the_time(page, live_server, signed_in):
    game = a_game(signed_in)
    page.goto(f"{live_server.url}/games/")
    card = page.locator(f'a[href="/games/{game.pk}/"]')
    # (The hour as the phone writes it: 14:52, or 2:52 PM.)
    expect(card.locator("time")).to_have_text(re.compile(r"^today, \d{1,2}:\d\d( [AP]M)?$"))
    expect(card).to_contain_text("Ann & Cat against Bob & Dan")


def test_a_long_team_name_leaves_the_score_whole(page, live_server, signed_in):
    game = a_game(signed_in, team_names=["The Unstoppable Card Sharks", "Us"])
    for _ in range(3):  # Bob and Dan alone: 12
        hand_record(game=game, record={"maker": 1, "round": 1, "maker_loner": 1, "maker_tricks": 5})
    page.goto(f"{live_server.url}/games/")
    expect(page.locator(".score-pair")).to_have_text("0–12")
    assert page.evaluate(BROKEN_WORDS, ".cards") == []


def test_a_game_played_just_after_midnight_by_the_servers_clock_is_today(
    page, live_server, signed_in
):
    # The server's clock a minute ahead of the phone's, past midnight: still today.
    game = a_game(signed_in)
    tomorrow = datetime.fromisoformat(  # 00:01 tomorrow, in the phone's time zone
        page.evaluate("(() => { const d = new Date(); d.setDate(d.getDate() + 1);"
                      " d.setHours(0, 1, 0, 0); return d.toISOString(); })()")
    )  # fmt: skip
    Game.objects.filter(pk=game.pk).update(updated_at=tomorrow)
    page.goto(f"{live_server.url}/games/")
    expect(page.locator("time")).to_have_text(re.compile(r"^today, "))
