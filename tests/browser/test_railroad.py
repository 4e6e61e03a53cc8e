"""Railroad Euchre at a phone's table (390x844): started from the new-game form with laps
and slam, a lone defence offered only against a loner (and why not otherwise), a turned-up
joker noted among the suit it stands for, the game played out, and the match it opens
starting at the laps the winning hand carried."""

import re

import pytest
from playwright.sync_api import expect

from games.models import Game
from games.services.hands import hand_record
from tests.browser.table_steps import (
    a_game,
    choose,
    hands_shown,
    more,
    record,
    score_shown,
    tap_tricks,
)

pytestmark = pytest.mark.browser


def test_a_railroad_game_from_the_form_to_a_rematch_with_its_laps(page, live_server, signed_in):
    page.goto(f"{live_server.url}/games/new/")
    page.get_by_role("radio", name="Railroad Euchre").check()
    page.get_by_text("House rules (the usual ones are set)").click()
    rules = page.locator('fieldset[data-variant="railroad"]')
    rules.get_by_role("checkbox", name="Laps").check()
    rules.get_by_role("checkbox", name="Slam").check()
    expect(rules.get_by_role("radio", name="Hearts")).to_be_checked()  # the joker's suit
    for seat, name in enumerate(["Ann", "Bob", "Cat", "Dan"]):
        page.get_by_role("combobox", name=re.compile(f"^Seat {seat + 1}")).fill(name)
    page.get_by_role("button", name="Start the game").click()
    expect(page.locator("#entry-title")).to_have_text("Hand 1")
    game = Game.objects.get(owner=signed_in)
    assert (game.variant, game.options["laps"], game.options["slam"]) == ("railroad", True, True)

    # A defender may not go alone against two makers: the table says why.
    choose(page, "maker-options", "Bob")
    choose(page, "round-options", "Ordered up")
    cat = page.locator("#defender_loner-options").get_by_role("radio", name="Cat")
    expect(cat).to_be_disabled()
    expect(page.locator("#loner-passed")).to_have_text(
        "In Railroad Euchre a defender may go alone only against a lone maker."
    )
    choose(page, "maker_loner-options", "Bob")
    expect(cat).to_be_enabled()
    expect(page.locator("#loner-passed")).to_be_hidden()
    more(page)
    expect(page.locator("#joker-upcard")).to_have_text(
        "A joker turned up (Joker) counts as hearts here: it is among the hearts."
    )
    choose(page, "upcard-suits", "hearts")
    choose(page, "upcard-ranks", "Joker")  # the joker turned up: the bidding went on in hearts
    choose(page, "defender_loner-options", "Cat")
    tap_tricks(page, 2)  # Bob alone, euchred by Cat alone: 4
    hands_shown(page, 1)
    score_shown(page, 4, 0)
    hand = game.hands.get()
    assert (hand.outcome, hand.points, hand.scoring_team) == ("defender_loner_euchre", 4, 0)
    assert (hand.upcard, hand.trump) == ("JOKER", "hearts")

    record(page, "Ann", "Called", 5, alone="Ann")  # a lone march: 8
    hands_shown(page, 2)
    record(page, "Cat", "Called", 5, alone="Cat")  # 12, two past the target, to love
    hands_shown(page, 3)
    expect(page.locator("#over-title")).to_have_text("Team 1 (Ann & Cat) win!")
    expect(page.get_by_role("button", name="Best of 3 from here")).to_be_hidden()  # a slam won it
    page.get_by_role("button", name="Best of 5 from here").click()
    expect(page).not_to_have_url(f"{live_server.url}/games/{game.pk}/")
    expect(page.locator("#entry-title")).to_have_text("Hand 1")
    score_shown(page, 2, 0)  # the laps: 12 is 2 past 10
    expect(page.locator("#match-tally")).to_have_text("Best of 5 · Team 1 2–0 Team 2 · game 2")
    expect(page.locator("#laps-carried")).to_have_text(
        "Team 1 opened with 2: the laps the match's last game carried past its target."
    )
    rematch = Game.objects.exclude(pk=game.pk).get(owner=signed_in)
    assert (rematch.carried, rematch.hands_played) == ((2, 0), 0)


def test_a_railroad_match_counts_a_slam_as_two_games(page, live_server, signed_in):
    game = a_game(signed_in, variant="railroad", options={"slam": True})
    for seat in (0, 0, 2):  # 12–0: a slam
        march = {"maker": seat, "round": 2, "trump": "spades", "maker_loner": seat}
        hand_record(game=game, record={**march, "maker_tricks": 5}, by=signed_in)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    page.get_by_role("button", name="Best of 5 from here").click()
    expect(page.locator("#match-tally")).to_have_text("Best of 5 · Team 1 2–0 Team 2 · game 2")
    for maker, alone in (("Bob", None), ("Ann", "Ann"), ("Cat", "Cat"), ("Ann", "Ann")):
        record(page, maker, "Called", 5 if alone else 3, alone=alone)
    expect(page.locator("#over-title")).to_have_text("Team 1 (Ann & Cat) win!")
    expect(page.locator("#match-tally")).to_have_text("Team 1 won the match 3–0 (best of 5)")
