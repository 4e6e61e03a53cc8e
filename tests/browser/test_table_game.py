"""Whole games entered through the interface, in real Chromium."""

import re

import pytest
from playwright.sync_api import expect

from games.models import Game
from tests.browser.table_steps import (
    choose,
    hands_shown,
    more,
    pass_out,
    record,
    score_shown,
    start_game,
    tap_tricks,
)

pytestmark = pytest.mark.browser


def test_a_north_american_game_to_10(page, live_server, signed_in, api_requests, shot):
    start_game(page, live_server, ["Ann", "Bob", "Cat", "Dan"], dealer=0)
    expect(page).to_have_url(re.compile(r"/games/\d+/$"))
    game = Game.objects.get(owner=signed_in)
    expect(page.locator("#deal")).to_have_text("Dealer: Ann")
    shot("start")

    hands = [
        # (what the players did, score after it, who deals next)
        (lambda: record(page, "Bob", "Ordered up", 3), (0, 1), "Bob"),
        (lambda: pass_out(page), (0, 1), "Cat"),
        (lambda: record(page, "Ann", "Called", 5, trump="hearts"), (2, 1), "Dan"),
        (lambda: record(page, "Cat", "Ordered up", 5, alone="Cat"), (6, 1), "Ann"),
        (lambda: record(page, "Dan", "Called", 1, trump="clubs"), (8, 1), "Bob"),
    ]
    for number, (play, score, next_dealer) in enumerate(hands, start=1):
        before = len(api_requests)
        play()
        hands_shown(page, number)
        score_shown(page, *score)
        expect(page.locator("#deal")).to_have_text(f"Dealer: {next_dealer}")
        # Recording a hand is one request (beside it, the table's reads of the game: it
        # asks every few seconds whether another phone changed it).
        sent = [(r.method, r.url.split("/api/v1")[1]) for r in api_requests[before:]]
        assert [call for call in sent if call[0] != "GET"] == [("POST", f"/games/{game.pk}/hands/")]
        assert {path.split("?")[0] for method, path in sent if method == "GET"} <= {
            f"/games/{game.pk}/",
            f"/games/{game.pk}/hands/",
        }

    expect(page.locator("#chart .legend > span")).to_have_text(["Team 1", "Team 2"])
    history = page.locator("#history button")
    expect(history.filter(has_text="Ann called")).to_contain_text("· 5 tricks · march")
    expect(history.filter(has_text="Cat alone")).to_contain_text("· 5 tricks · lone march")
    expect(history.filter(has_text="Dan called")).to_contain_text("· 1 trick · euchred")
    expect(history.filter(has_text="Bob ordered up")).not_to_contain_text("made")  # the usual

    record(page, "Ann", "Ordered up", 4)
    hands_shown(page, 6)
    score_shown(page, 9, 1)
    record(page, "Dan", "Ordered up", 0)  # Dan's team is euchred: 2 to Ann and Cat
    expect(page.locator("#over")).to_be_visible()
    expect(page.locator("#over-title")).to_have_text("Team 1 (Ann & Cat) win!")
    expect(page.locator("#over-score")).to_have_text("11–1")
    expect(page.locator("#entry")).to_be_hidden()
    page.evaluate("window.scrollTo(0, 0)")
    shot("game-over")

    game.refresh_from_db()
    assert (game.status, game.winner, game.score, game.hands_played) == ("finished", 0, [11, 1], 7)
    assert [h.points for h in game.hands.order_by("number")] == [1, 0, 2, 4, 2, 1, 2]

    # Rematch: one tap, same seats and rules; the deal goes on round the table.
    page.get_by_role("button", name="Rematch").click()
    expect(page).not_to_have_url(re.compile(f"/games/{game.pk}/$"))
    expect(page.locator("#deal")).to_have_text("Dealer: Dan")
    score_shown(page, 0, 0)
    rematch = Game.objects.exclude(pk=game.pk).get(owner=signed_in)
    seats = [seat.player.name for seat in rematch.seats.order_by("position")]
    assert (seats, rematch.options, rematch.target) == (
        ["Ann", "Bob", "Cat", "Dan"],
        game.options,
        10,
    )


def test_a_british_game_with_a_joker_upcard(page, live_server, signed_in, shot):
    start_game(page, live_server, ["Ann", "Bob", "Cat", "Dan"], variant="British Euchre")
    expect(page.locator("#target")).to_have_text("Game to 11")
    expect(page.locator("#title")).to_have_text("British Euchre: Team 1 against Team 2")

    # The joker is turned up: the dealer (Ann) makes trump and names it; nobody bids.
    choose(page, "round-options", "Joker turned up")
    maker = page.locator("#maker-options")
    expect(maker.get_by_role("radio", name=re.compile("^Ann"))).to_be_checked()
    expect(maker.get_by_role("radio", name=re.compile("^Bob"))).to_be_disabled()
    expect(page.get_by_role("button", name="Everyone passed")).to_be_disabled()
    more(page)
    choose(page, "trump-options", "spades")
    shot("joker-upcard")
    tap_tricks(page, 4)
    hands_shown(page, 1)
    score_shown(page, 1, 0)
    expect(page.locator("#history button")).to_contain_text("Ann named ♠ spades (joker turned up)")
    expect(page.get_by_role("button", name="Everyone passed")).to_be_enabled()  # a new deal

    # Bob deals; his partner Dan orders up in round 1, so Dan must go alone.
    choose(page, "maker-options", "Dan")
    choose(page, "round-options", "Ordered up")
    loner = page.locator("#maker_loner-options")
    expect(loner.get_by_role("radio", name="Dan")).to_be_checked()
    expect(loner.get_by_role("radio", name="Bob")).to_be_disabled()
    expect(loner.get_by_role("radio", name="Nobody")).to_be_disabled()
    expect(page.locator("#must-go-alone")).to_contain_text("Dan ordered up as the dealer's partner")
    shot("partner-goes-alone")
    tap_tricks(page, 5)
    hands_shown(page, 2)
    score_shown(page, 1, 4)

    game = Game.objects.get(owner=signed_in)
    first, second = game.hands.order_by("number")
    assert (first.upcard, first.round, first.maker, first.trump) == ("JOKER", None, 0, "spades")
    assert (second.maker, second.maker_loner, second.outcome, second.points) == (
        3, 3, "loner_march", 4,
    )  # fmt: skip
