"""Offline: a game started and hands entered with no network reach the server exactly once."""

import re

import pytest
from playwright.sync_api import expect

from accounts.models import User
from games.models import Game, Hand
from games.services.games import game_share, game_start
from games.services.hands import hand_record
from tests.browser.conftest import controlled
from tests.browser.table_steps import (
    choose,
    hands_shown,
    more,
    name_the_turned_down_suit,
    note_upcard,
    record,
    score_shown,
    start_game,
    tap_tricks,
    undo_last_hand,
)

pytestmark = pytest.mark.browser
SEATS = ["Ann", "Bob", "Cat", "Dan"]


def test_three_hands_entered_offline_are_sent_once(page, live_server, signed_in, shot):
    page.goto(f"{live_server.url}/")
    controlled(page)  # the first visit installs the worker and fills its cache

    page.context.set_offline(True)
    start_game(page, live_server, SEATS, dealer=3)
    expect(page).to_have_url(re.compile(r"/games/local/[0-9a-f-]+/$"))
    record(page, "Ann", "Ordered up", 3)
    record(page, "Bob", "Called", 5, trump="spades")
    record(page, "Cat", "Ordered up", 1)
    expect(page.locator("#history .waiting")).to_have_count(3)
    assert not Game.objects.exists()

    # Reloading with no network: the worker serves the table; the phone kept the hands.
    page.reload()
    expect(page.locator("#history .waiting")).to_have_count(3)
    expect(page.locator("#outbox")).to_have_text("Waiting to be sent: this game and 3 hands.")
    score_shown(page, 1, 4)  # what the rules sheet says they will score
    expect(page.locator("#deal")).to_have_text("Dealer: Cat")
    shot("offline")

    # The network returns, and the answers to the game's start and to the first hand are
    # lost on their way back: each is stored, the phone does not know it and sends it again.
    answers = {"game": [], "hand": []}

    def lose_first_answer(route):
        if route.request.method != "POST":
            route.fallback()
            return
        response = route.fetch()
        sent = answers["hand" if route.request.url.endswith("/hands/") else "game"]
        sent.append(response.status)
        if len(sent) == 1:
            route.abort("connectionreset")
        else:
            route.fulfill(response=response)

    page.context.route(re.compile(r".*/api/v1/games/(\d+/hands/)?$"), lose_first_answer)
    page.context.set_offline(False)
    expect(page).to_have_url(re.compile(r"/games/\d+/$"), timeout=20_000)
    expect(page.locator("#history .waiting")).to_have_count(0, timeout=20_000)
    expect(page.locator("#outbox")).to_be_empty()
    score_shown(page, 1, 4)

    game = Game.objects.get()
    hands = Hand.objects.filter(game=game).order_by("number")
    assert [(h.maker, h.maker_tricks, h.points) for h in hands] == [(0, 3, 1), (1, 5, 2), (2, 1, 2)]
    assert len({h.client_id for h in hands}) == 3
    # Each retry found what its first attempt stored.
    assert (answers["game"], answers["hand"][:2]) == ([201, 200], [201, 200])
    assert game.score == [1, 4]


def test_a_hand_refused_on_sync_is_shown_not_dropped(page, live_server, signed_in, shot):
    game = game_start(owner=signed_in, variant="north_american", seats=SEATS, first_dealer=0)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    controlled(page)
    page.context.set_offline(True)
    record(page, "Bob", "Ordered up", 3)
    expect(page.locator("#history .waiting")).to_have_count(1)

    # Meanwhile another phone finishes the game: three lone marches, 12 points.
    for dealer in range(3):
        march = {"dealer": dealer, "maker": 0, "round": 1, "maker_loner": 0, "maker_tricks": 5}
        hand_record(game=game, record=march, by=signed_in)

    page.context.set_offline(False)
    refusal = page.locator("#outbox .refused")
    expect(refusal).to_contain_text("A hand was refused by the server:", timeout=15_000)
    expect(refusal).to_contain_text("The game is over")
    expect(page.locator("#history .refused")).to_have_count(1)
    score_shown(page, 12, 0)  # the game as the server has it now
    expect(page.locator("#over-title")).to_have_text("Team 1 (Ann & Cat) win!")
    page.locator("#outbox").scroll_into_view_if_needed()  # (its contents are redrawn)
    shot("refused-on-sync")
    assert game.hands.count() == 3


def test_a_refused_hand_holds_back_the_ones_after_it_until_it_is_set_right(
    page, live_server, signed_in, shot
):
    game = game_start(owner=signed_in, variant="north_american", seats=SEATS, first_dealer=0)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    controlled(page)
    page.context.set_offline(True)
    bad_hand(page)  # then two hands that follow from it
    record(page, "Cat", "Ordered up", 3)
    record(page, "Dan", "Ordered up", 4)
    page.context.set_offline(False)

    refusal = page.locator("#outbox .refused")
    expect(refusal).to_contain_text("A hand was refused by the server:", timeout=15_000)
    expect(refusal).to_contain_text("waits until it is set right or discarded")
    expect(page.locator("#history .waiting")).to_have_count(2)  # held back, not refused
    expect(page.locator("#history .refused")).to_have_count(1)
    assert not game.hands.exists()
    shot("held-back")

    refusal.get_by_role("button", name="Set it right").click()
    expect(page.locator("#entry-title")).to_have_text("Set the refused hand right")
    # What the rules forbid is taken back, saying why: the up-card was misnoted, say.
    expect(page.locator("#trump-why")).to_have_text(
        "In round 2 the turned-down suit (hearts) may not be named."
    )
    note_upcard(page, None)
    choose(page, "trump-options", "hearts")
    tap_tricks(page, 3)
    expect(page.locator("#outbox")).to_be_empty(timeout=15_000)
    hands_shown(page, 3)
    assert [(h.maker, h.trump, h.maker_tricks) for h in game.hands.order_by("number")] == [
        (1, "hearts", 3),
        (2, None, 3),
        (3, None, 4),
    ]


def test_offline_an_undo_of_an_edited_hand_shows_at_once(page, live_server, signed_in):
    game = game_start(owner=signed_in, variant="north_american", seats=SEATS, first_dealer=0)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    controlled(page)
    record(page, "Bob", "Ordered up", 3)
    record(page, "Cat", "Ordered up", 3)
    hands_shown(page, 2)
    page.context.set_offline(True)

    page.locator('#history button[data-number="2"]').click()
    tap_tricks(page, 5)  # the edit waits: Cat's team marched
    score_shown(page, 2, 1)
    undo_last_hand(page)  # undoes the edited hand
    expect(page.locator("#history > li")).to_have_count(1)
    score_shown(page, 0, 1)
    expect(page.locator("#outbox")).to_contain_text("Waiting to be sent: 1 undo and 1 edit")

    page.context.set_offline(False)
    expect(page.locator("#outbox")).to_be_empty(timeout=15_000)
    assert list(game.hands.values_list("number", flat=True)) == [1]


def test_offline_an_edit_that_would_end_the_game_early_is_no_final_win(
    page, live_server, signed_in
):
    game = game_start(owner=signed_in, variant="north_american", seats=SEATS, first_dealer=0)
    for maker in (0, 2, 0, 2):  # Ann and Cat march four times: 8-0
        hand_record(game=game, record={"maker": maker, "round": 2, "maker_tricks": 5}, by=signed_in)
    hand_record(game=game, record={"maker": 1, "round": 2, "maker_tricks": 3}, by=signed_in)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    controlled(page)
    hands_shown(page, 5)
    page.context.set_offline(True)

    # Hand 1 was Ann alone: 4 points, so Ann and Cat reached 10 at hand 4, before hand 5.
    page.locator('#history button[data-number="1"]').click()
    more(page)
    choose(page, "maker_loner-options", "Ann")
    tap_tricks(page, 5)
    expect(page.locator("#over-score")).to_have_text("10–1 (waiting to be confirmed by the server)")
    expect(page.get_by_role("button", name="Rematch")).to_be_hidden()  # until it is confirmed

    page.context.set_offline(False)  # the server refuses it: the game goes on at 8-1
    expect(page.locator("#outbox")).to_contain_text("would now win the game", timeout=15_000)
    page.get_by_role("button", name="Discard").click()
    expect(page.locator("#over")).to_be_hidden()
    score_shown(page, 8, 1)


def test_the_owner_reloading_the_table_offline_can_enter_hands(page, live_server, signed_in):
    game = game_start(owner=signed_in, variant="north_american", seats=SEATS, first_dealer=0)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    controlled(page)
    expect(page.locator("#keepers")).to_be_visible()  # the owner's panels are drawn
    page.context.set_offline(True)
    page.reload()
    record(page, "Bob", "Ordered up", 3)
    expect(page.locator("#history .waiting")).to_have_count(1)
    expect(page.locator("#keepers-state")).to_have_text("Scorekeepers need the network.")


def test_a_refused_game_can_be_forgotten(page, live_server, signed_in):
    page.goto(f"{live_server.url}/")
    controlled(page)
    page.context.set_offline(True)
    start_game(page, live_server, ["Ann", "Bob", "ann", "Dan"])  # Ann twice: refused
    expect(page).to_have_url(re.compile(r"/games/local/[0-9a-f-]+/$"))
    record(page, "Bob", "Ordered up", 3)
    page.context.set_offline(False)

    refusal = page.locator("#outbox .refused")
    expect(refusal).to_contain_text("This game was refused by the server:", timeout=15_000)
    refusal.get_by_role("button", name="Forget this game").click()
    expect(page).to_have_url(f"{live_server.url}/games/new/")
    kept = page.evaluate(
        """async () => {
            const Outbox = await import("/static/js/app/outbox.js");
            return [(await Outbox.items()).length, (await Outbox.listGames()).length];
        }"""
    )
    assert kept == [0, 0]
    assert not Game.objects.exists()


def bad_hand(page):
    """Bob called hearts with the nine of hearts turned down: the server refuses it."""
    choose(page, "maker-options", "Bob")
    choose(page, "round-options", "Called")
    name_the_turned_down_suit(page, "hearts", "9H")
    tap_tricks(page, 3)


def test_a_discarded_refusal_moves_the_held_hands_up_a_deal(page, live_server, signed_in):
    game = game_start(owner=signed_in, variant="north_american", seats=SEATS, first_dealer=0)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    controlled(page)
    page.context.set_offline(True)
    bad_hand(page)  # dealt by Ann (seat 0)
    record(page, "Cat", "Ordered up", 3)  # entered as dealt by Bob
    record(page, "Dan", "Ordered up", 4)  # and by Cat
    page.context.set_offline(False)
    refusal = page.locator("#outbox .refused")
    expect(refusal).to_contain_text("A hand was refused by the server:", timeout=15_000)

    refusal.get_by_role("button", name="Discard").click()
    expect(page.locator("#outbox")).to_be_empty(timeout=15_000)
    hands_shown(page, 2)
    hands = game.hands.order_by("number")
    assert [(h.dealer, h.maker, h.maker_tricks) for h in hands] == [(0, 2, 3), (1, 3, 4)]


def test_a_hand_entered_after_a_refusal_follows_it_once_it_is_set_right(
    page, live_server, signed_in
):
    game = game_start(owner=signed_in, variant="north_american", seats=SEATS, first_dealer=0)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    bad_hand(page)
    refusal = page.locator("#outbox .refused")
    expect(refusal).to_contain_text("A hand was refused by the server:", timeout=15_000)
    record(page, "Cat", "Ordered up", 3)  # the screen deals it as if the refused one were not
    expect(refusal).to_contain_text("waits until it is set right or discarded")

    refusal.get_by_role("button", name="Set it right").click()
    # What the rules forbid is taken back, saying why: the up-card was misnoted, say.
    expect(page.locator("#trump-why")).to_have_text(
        "In round 2 the turned-down suit (hearts) may not be named."
    )
    note_upcard(page, None)
    choose(page, "trump-options", "hearts")
    tap_tricks(page, 3)
    expect(page.locator("#outbox")).to_be_empty(timeout=15_000)
    hands_shown(page, 2)
    hands = game.hands.order_by("number")
    assert [(h.dealer, h.maker, h.trump) for h in hands] == [(0, 1, "hearts"), (1, 2, None)]


def test_a_hand_after_a_refusal_and_an_undo_keeps_the_deal_the_screen_gave_it(
    page, live_server, signed_in
):
    game = game_start(owner=signed_in, variant="north_american", seats=SEATS, first_dealer=0)
    for dealer, maker in ((0, 1), (1, 2)):
        record_hand = {"dealer": dealer, "maker": maker, "round": 2, "maker_tricks": 3}
        hand_record(game=game, record=record_hand, by=signed_in)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    hands_shown(page, 2)
    bad_hand(page)  # dealt by Cat (seat 2): refused
    refusal = page.locator("#outbox .refused")
    expect(refusal).to_contain_text("A hand was refused by the server:", timeout=15_000)
    undo_last_hand(page)  # hand 2 (Bob dealt), held
    expect(page.locator("#deal")).to_have_text("Dealer: Bob")
    record(page, "Dan", "Ordered up", 4)  # dealt by Bob, as the screen says

    refusal.get_by_role("button", name="Discard").click()
    expect(page.locator("#outbox")).to_be_empty(timeout=15_000)
    hands = game.hands.order_by("number")
    assert [(h.dealer, h.maker, h.maker_tricks) for h in hands] == [(0, 1, 3), (1, 3, 4)]


def test_offline_home_lists_a_game_kept_here_that_its_copy_missed(page, live_server, signed_in):
    page.goto(f"{live_server.url}/")  # the home page is kept before the game begins
    controlled(page)
    expect(page.get_by_role("heading", name="Continue a game")).to_have_count(0)
    game = game_start(owner=signed_in, variant="north_american", seats=SEATS, first_dealer=0)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    record(page, "Bob", "Ordered up", 3)
    hands_shown(page, 1)

    page.context.set_offline(True)
    page.goto(f"{live_server.url}/")
    kept = page.locator("#local-games a")
    expect(kept).to_have_text(["Ann, Bob, Cat, Dan · in progress, kept on this phone"])
    kept.click()
    expect(page.locator("#history > li")).to_have_count(1)

    page.context.set_offline(False)  # the page then lists it itself, once fetched again
    page.goto(f"{live_server.url}/")
    expect(page.get_by_role("heading", name="Continue a game")).to_be_visible()
    expect(page.locator("#local-games a")).to_have_count(0)


def test_offline_home_does_not_list_a_game_watched_through_its_link(page, live_server, signed_in):
    friend = User.objects.create_user("friend@example.com", "a-long-table-password")
    game = game_start(owner=friend, variant="north_american", seats=SEATS, first_dealer=0)
    token = game_share(game=game)
    page.goto(f"{live_server.url}/")
    controlled(page)
    page.goto(f"{live_server.url}/games/{game.pk}/?share={token}")
    expect(page.locator("#scoreboard .score")).to_have_text(["0", "0"])

    page.context.set_offline(True)
    page.goto(f"{live_server.url}/")
    expect(page.get_by_role("heading", name="Keep score at the table")).to_be_visible()
    expect(page.locator("#local-games")).not_to_have_attribute("aria-busy", "true")  # (read)
    expect(page.locator("#local-games a")).to_have_count(0)  # a friend's game, only watched
