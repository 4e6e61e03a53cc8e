"""A double tap at the table, its taps 150 ms apart as a thumb makes them, does one thing."""

import re

import pytest
from playwright.sync_api import expect

from games.models import Game
from games.services.games import game_start
from games.services.hands import hand_record
from tests.browser.conftest import until
from tests.browser.table_steps import choose, hands_shown, settled

pytestmark = pytest.mark.browser


@pytest.fixture
def game(signed_in):
    seats = ["Ann", "Bob", "Cat", "Dan"]
    return game_start(owner=signed_in, variant="north_american", seats=seats, first_dealer=0)


# What the phone still has to send, once it has sent what it could.
SENT_AND_WAITING = """async () => {
    const { sync } = await import("/static/js/app/sync.js");
    const Outbox = await import("/static/js/app/outbox.js");
    await sync();
    return (await Outbox.items()).length;
}"""


def double_tap(button) -> None:
    """Two taps as a thumb makes them: Playwright holds each press 150 ms, so the second tap
    comes 150 ms after the first, each timed by the browser as it comes."""
    button.dblclick(delay=150)


def test_a_hand_is_recorded_once_and_the_next_choice_is_kept(page, live_server, game):
    page.goto(f"{live_server.url}/games/{game.pk}/")
    choose(page, "maker-options", "Bob")
    choose(page, "round-options", "Ordered up")
    page.get_by_role("button", name="Makers took 3 tricks", exact=True).dblclick()
    # The next maker, chosen while the first hand is still being kept, stays chosen.
    choose(page, "maker-options", "Cat")
    hands_shown(page, 1)
    cat = page.locator("#maker-options").get_by_role("radio", name=re.compile("^Cat"))
    expect(cat).to_be_checked()

    choose(page, "round-options", "Called")
    double_tap(page.get_by_role("button", name="Makers took 4 tricks", exact=True))
    settled(page)
    hands_shown(page, 2)
    expect(page.locator("#entry-error")).to_be_empty()  # the second tap is no missing maker
    assert list(game.hands.values_list("number", "maker")) == [(1, 1), (2, 2)]


def test_everyone_passed_records_one_deal(page, live_server, game):
    page.goto(f"{live_server.url}/games/{game.pk}/")
    double_tap(page.get_by_role("button", name="Everyone passed"))
    settled(page)
    hands_shown(page, 1)
    expect(page.locator("#deal")).to_have_text("Dealer: Bob")
    assert list(game.hands.values_list("number", "maker")) == [(1, None)]


def test_undo_takes_back_one_hand(page, live_server, game, signed_in):
    for maker in (1, 2):
        hand_record(game=game, record={"maker": maker, "round": 1, "maker_tricks": 3}, by=signed_in)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    hands_shown(page, 2)
    double_tap(page.get_by_role("button", name="Undo last hand"))
    settled(page)
    hands_shown(page, 1)
    assert list(game.hands.values_list("number", flat=True)) == [1]


def test_rematch_starts_one_game(page, live_server, game, signed_in):
    for maker in (1, 3, 1):  # three loner marches for Bob and Dan: 4 + 4 + 4
        record = {"maker": maker, "round": 1, "maker_loner": maker, "maker_tricks": 5}
        hand_record(game=game, record=record, by=signed_in)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    held = []  # the bar's wifi: the first new game sent waits, anything after it goes

    def first_waits(route):
        if route.request.method == "POST" and not held:
            held.append(route)
        else:
            route.continue_()

    page.route("**/api/v1/games/", first_waits)
    double_tap(page.get_by_role("button", name="Rematch"))
    until(page, lambda: held, "sending the new game")[0].continue_()  # (both taps came)
    expect(page).to_have_url(re.compile(rf"/games/(?!{game.pk}/)\d+/$"))
    # Whatever this phone kept to send has been sent: a second game would be on the server.
    assert page.evaluate(SENT_AND_WAITING) == 0
    assert Game.objects.count() == 2


def test_the_second_tap_of_a_double_tap_starts_no_edit(page, live_server, game, signed_in):
    # On the last tricks of a game, the history moves up under the thumb: the second tap
    # of the double tap lands on a hand (a click whose detail counts 2).
    hand_record(game=game, record={"maker": 1, "round": 1, "maker_tricks": 3}, by=signed_in)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    hands_shown(page, 1)
    page.locator("#history button").evaluate(
        "(el) => el.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 2 }))"
    )
    settled(page)
    expect(page.locator("#entry-title")).to_have_text("Hand 2")
    page.locator("#history button").click()  # a tap of its own
    expect(page.locator("#entry-title")).to_have_text("Edit hand 1")
