"""Weak wifi: answers that are lost, and the game's refresh that fails. What the table shows
is what the server has, and nothing is counted twice."""

import re
import threading

import pytest
from playwright.sync_api import expect

from games.api import games as games_api
from games.models import Game
from games.services.games import game_start
from games.services.hands import hand_record
from tests.browser.conftest import until
from tests.browser.table_steps import (
    choose,
    hands_shown,
    record,
    score_shown,
    settled,
    tap_tricks,
    undo_last_hand,
)

pytestmark = pytest.mark.browser
HANDS = re.compile(r".*/api/v1/games/\d+/hands/$")
READS = re.compile(r".*/api/v1/games/\d+/(hands/)?$")


@pytest.fixture
def game(signed_in):
    seats = ["Ann", "Bob", "Cat", "Dan"]
    return game_start(owner=signed_in, variant="north_american", seats=seats, first_dealer=0)


def march(game, user, times: int) -> None:
    for _ in range(times):  # Ann calls and takes all five: 2 points to Ann and Cat
        hand_record(game=game, record={"maker": 0, "round": 2, "maker_tricks": 5}, by=user)


def no_reads(route) -> None:
    if route.request.method == "GET":
        route.abort("internetdisconnected")
    else:
        route.fallback()


def stored(page, game, count: int) -> None:
    """Waits for the server to hold ``count`` hands (the page's routes run meanwhile)."""
    until(page, lambda: game.hands.count() == count, f"{count} hands on the server")


def test_a_hand_whose_answer_was_lost_is_counted_once_when_the_game_is_fetched(
    page, live_server, game
):
    posts = []

    def answer_lost(route):
        if route.request.method != "POST":
            return route.fallback()
        posts.append(route.request)
        if len(posts) == 1:
            route.fetch()  # the server stores the hand; its answer never comes back
        route.abort("connectionreset")  # and the retries do not get through for now

    page.goto(f"{live_server.url}/games/{game.pk}/")
    page.route(HANDS, answer_lost)
    record(page, "Bob", "Ordered up", 3)
    stored(page, game, 1)
    page.evaluate("document.dispatchEvent(new Event('visibilitychange'))")  # fetch the game
    settled(page)  # the refresh has come and gone
    expect(page.locator("#history > li")).to_have_count(1)
    score_shown(page, 0, 1)
    expect(page.locator("#deal")).to_have_text("Dealer: Bob")


def test_an_undo_shows_at_once_when_the_game_cannot_be_fetched(page, live_server, game, signed_in):
    march(game, signed_in, 5)  # 10-0: Ann and Cat won
    page.goto(f"{live_server.url}/games/{game.pk}/")
    expect(page.locator("#over")).to_be_visible()
    page.route(READS, no_reads)
    undo_last_hand(page)
    stored(page, game, 4)
    hands_shown(page, 4)
    score_shown(page, 8, 0)
    expect(page.locator("#over")).to_be_hidden()
    expect(page.locator("#deal")).to_have_text("Dealer: Ann")  # hand 5 is dealt again

    record(page, "Bob", "Ordered up", 3)  # the next hand, as the table deals it
    hands_shown(page, 5)
    stored(page, game, 5)


def test_an_edit_shows_at_once_when_the_game_cannot_be_fetched(page, live_server, game, signed_in):
    march(game, signed_in, 2)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    hands_shown(page, 2)
    page.route(READS, no_reads)
    page.locator("#history button[data-number='1']").click()
    expect(page.locator("#entry-title")).to_have_text("Edit hand 1")
    tap_tricks(page, 3)
    hands_shown(page, 2)
    score_shown(page, 3, 0)
    settled(page)  # the failed refresh has come and gone
    score_shown(page, 3, 0)
    assert list(game.hands.values_list("points", flat=True)) == [1, 2]


def answer_lost(page):
    """The server stores the first hand sent, and its answer is lost; nothing gets through
    until the wifi comes back (call the function returned)."""
    posts = []

    def lose(route):
        if route.request.method != "POST":
            return route.fallback()
        if not posts:
            posts.append(route.fetch())
        route.abort("connectionreset")

    page.context.route(HANDS, lose)  # the service worker's sends too (Background Sync)

    def back() -> None:
        page.context.unroute(HANDS, lose)
        page.evaluate("import('/static/js/app/sync.js').then(({ sync }) => sync())")

    return back


@pytest.fixture
def slow_answers(monkeypatch):
    """A recorded hand is stored at once, and answered when the test says so (``set()``)."""
    answer = threading.Event()

    def record_slowly(**kwargs):
        stored = hand_record(**kwargs)
        answer.wait(10)
        return stored

    monkeypatch.setattr(games_api, "hand_record", record_slowly)
    yield answer
    answer.set()


def test_an_undo_tapped_while_the_hand_is_being_sent_undoes_it(
    page, live_server, game, slow_answers
):
    page.goto(f"{live_server.url}/games/{game.pk}/")
    record(page, "Bob", "Ordered up", 3)
    stored(page, game, 1)  # its answer on its way
    undo_last_hand(page)
    slow_answers.set()
    hands_shown(page, 0)
    stored(page, game, 0)
    expect(page.locator("#deal")).to_have_text("Dealer: Ann")


def test_an_undo_after_a_lost_answer_undoes_the_stored_hand(page, live_server, game):
    page.goto(f"{live_server.url}/games/{game.pk}/")
    wifi_back = answer_lost(page)
    record(page, "Bob", "Ordered up", 3)
    stored(page, game, 1)
    undo_last_hand(page)
    expect(page.locator("#history > li")).to_have_count(0)
    wifi_back()
    hands_shown(page, 0)
    stored(page, game, 0)

    record(page, "Cat", "Ordered up", 3)  # the deal Ann deals again
    hands_shown(page, 1)
    assert list(game.hands.values_list("dealer", "maker")) == [(0, 2)]


def test_an_edit_after_a_lost_answer_edits_the_stored_hand(page, live_server, game):
    page.goto(f"{live_server.url}/games/{game.pk}/")
    wifi_back = answer_lost(page)
    record(page, "Bob", "Ordered up", 3)
    stored(page, game, 1)
    page.locator("#history button[data-number='1']").click()
    expect(page.locator("#entry-title")).to_have_text("Edit hand 1")
    choose(page, "maker-options", "Bob")
    tap_tricks(page, 5)
    wifi_back()
    hands_shown(page, 1)
    score_shown(page, 0, 2)
    settled(page)  # nothing else comes back
    score_shown(page, 0, 2)
    assert list(game.hands.values_list("maker_tricks", flat=True)) == [5]


def test_a_hand_entered_as_its_game_reaches_the_server_is_sent_too(page, live_server, signed_in):
    page.goto(f"{live_server.url}/games/new/")
    left = page.evaluate(
        """async () => {
            const Outbox = await import("/static/js/app/outbox.js");
            const seats = ["Ann", "Bob", "Cat", "Dan"];
            const game = { variant: "north_american", seats, first_dealer: 0 };
            const local = await Outbox.createGame(game);
            await Outbox.flush();  // the game reaches the server: it is kept by its id now
            await Outbox.recordHand(local, { dealer: 0, maker: null });  // a page still on "local-"
            await Outbox.flush();
            return (await Outbox.items()).length;
        }"""
    )
    assert left == 0
    assert list(Game.objects.get().hands.values_list("number", "maker")) == [(1, None)]


def test_an_undo_after_an_edit_of_a_hand_whose_answer_was_lost_undoes_the_hand(
    page, live_server, game
):
    page.goto(f"{live_server.url}/games/{game.pk}/")
    wifi_back = answer_lost(page)
    record(page, "Bob", "Ordered up", 3)
    stored(page, game, 1)
    page.locator("#history button[data-number='1']").click()
    choose(page, "maker-options", "Bob")
    tap_tricks(page, 5)  # an edit of the hand the server may have
    score_shown(page, 0, 2)
    undo_last_hand(page)
    expect(page.locator("#history > li")).to_have_count(0)
    wifi_back()
    expect(page.locator("#outbox")).to_be_empty(timeout=15_000)
    hands_shown(page, 0)
    stored(page, game, 0)
