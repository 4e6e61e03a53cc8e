"""The table on a narrow phone, beside a second phone, and after the server signed it out."""

import re

import pytest
from playwright.sync_api import expect

from games.services.games import game_start
from games.services.hands import hand_record, hand_undo
from tests.browser.table_steps import (
    a_game,
    hands_shown,
    more,
    record,
    record_a_hand_the_server_refuses,
    score_shown,
    start_game,
    tap_tricks,
)

pytestmark = pytest.mark.browser


@pytest.fixture
def game(signed_in):
    seats = ["Ann", "Bartholomew", "Cat", "Dan"]
    return game_start(owner=signed_in, variant="north_american", seats=seats, first_dealer=0)


def test_a_hand_another_phone_recorded_shows_when_the_table_is_shown_again(
    page, live_server, game, signed_in
):
    page.goto(f"{live_server.url}/games/{game.pk}/")
    record(page, "Bartholomew", "Ordered up", 3)
    hands_shown(page, 1)
    # A scorekeeper's phone records the next hand; this phone was in a pocket.
    hand_record(game=game, record={"maker": 2, "round": 2, "maker_tricks": 3}, by=signed_in)
    page.evaluate("document.dispatchEvent(new Event('visibilitychange'))")
    hands_shown(page, 2)
    score_shown(page, 1, 1)
    expect(page.locator("#deal")).to_have_text("Dealer: Cat")


def test_signed_out_by_the_server_the_table_says_to_sign_in(page, live_server, game):
    page.goto(f"{live_server.url}/games/{game.pk}/")
    expect(page.locator("#maker-options")).to_contain_text("Ann")  # the game is kept here
    page.context.clear_cookies()
    record(page, "Ann", "Ordered up", 3)
    net = page.locator("#net")
    expect(net).to_contain_text("Sign in to send what waits on this phone")
    expect(net.get_by_role("link", name="Sign in")).to_have_attribute(
        "href", f"/accounts/login/?next=%2Fgames%2F{game.pk}%2F"
    )
    expect(page.locator("#history .waiting")).to_have_count(1)  # kept, not lost


def test_a_320_px_phone_needs_no_sideways_scroll_and_keeps_44_px_targets(page, live_server, game):
    page.set_viewport_size({"width": 320, "height": 700})
    page.goto(f"{live_server.url}/games/{game.pk}/")
    expect(page.locator("#maker-options")).to_contain_text("Bartholomew")
    assert page.evaluate("document.documentElement.scrollWidth") <= 320
    for button in page.locator(".tricks button").all():
        box = button.bounding_box()
        assert box["width"] >= 44 and box["height"] >= 44, box


def test_two_handed_hands_speak_of_one_maker_and_no_loners(page, live_server, signed_in):
    game = game_start(owner=signed_in, variant="two_handed", seats=["Eve", "Fay"], first_dealer=0)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    expect(page.locator("#more summary")).to_have_text("Trump, up-card (optional)")
    expect(page.locator("#hand-form .tricks legend")).to_have_text("Maker's tricks: tap to record")
    expect(page.locator("#passed")).to_have_text("Both passed")
    # Each side is a player: named once, not again as its players.
    expect(page.locator("#scoreboard .name")).to_have_text(["Eve", "Fay"])
    expect(page.locator("#scoreboard .players")).to_have_count(0)


def test_a_new_game_to_other_points_asks_for_the_number(page, live_server, signed_in):
    page.goto(f"{live_server.url}/games/new/")
    for seat, name in enumerate(["Ann", "Bob", "Cat", "Dan"]):
        page.get_by_role("combobox", name=re.compile(f"^Seat {seat + 1}")).fill(name)
    page.get_by_role("radio", name="Other").check()
    page.get_by_role("button", name="Start the game").click()
    expect(page.locator("#new-error")).to_have_text("Points to win: a whole number, 1 or more.")


def test_two_handed_seats_name_no_partners(page, live_server, signed_in):
    page.goto(f"{live_server.url}/games/new/")
    expect(page.locator("[data-seat='0'] .partner")).to_be_visible()
    page.get_by_role("radio", name="Two-handed Euchre").check()
    expect(page.locator("[data-seat='0'] .partner")).to_be_hidden()


def test_on_weak_wifi_a_new_game_opens_its_table_without_waiting_for_the_server(
    page, live_server, signed_in
):
    held = []
    page.context.route("**/api/v1/games/", lambda route: held.append(route))  # never answered
    start_game(page, live_server, ["Ann", "Bob", "Cat", "Dan"])
    expect(page).to_have_url(re.compile(r"/games/local/[0-9a-f-]+/$"), timeout=6_000)
    expect(page.locator("#outbox")).to_contain_text("Waiting to be sent: this game")
    assert held  # the start was sent, and is still unanswered


def test_the_table_links_its_rules_and_the_answerer_with_its_house_rules(
    page, live_server, signed_in
):
    game = game_start(
        owner=signed_in, variant="north_american", seats=["Ann", "Bob", "Cat", "Dan"],
        first_dealer=0, options={"stick_the_dealer": True}, target=11,
    )  # fmt: skip
    page.goto(f"{live_server.url}/games/{game.pk}/")
    query = "?stick_the_dealer=1&target=11"
    rules = page.get_by_role("link", name="This game's rules")
    expect(rules).to_have_attribute("href", f"/rules/north_american/{query}")
    page.get_by_role("link", name="Settle a dispute").click()
    players = "seat=Ann&seat=Bob&seat=Cat&seat=Dan&dealer=0"  # (after the #: not sent)
    expect(page).to_have_url(f"{live_server.url}/rules/north_american/answer/{query}#{players}")
    expect(page.locator(".table-rules")).to_contain_text("Stick the dealer: on")
    expect(page.locator(".table-rules")).to_contain_text("game to 11")


def test_the_answerer_opened_from_a_table_speaks_of_its_players(page, live_server, signed_in):
    game = a_game(signed_in, first_dealer=2)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    page.get_by_role("link", name="Settle a dispute").click()
    page.get_by_role("radio", name="Who won the trick?").click()
    expect(page.get_by_role("radio", name="Dan")).to_be_checked()  # left of Cat, the dealer
    page.get_by_role("radio", name="Hearts").click()
    expect(page.locator("#answer-title")).to_have_text("Tap the card Dan played.")
    for card in ("ace of diamonds", "jack of diamonds", "king of diamonds", "nine of diamonds"):
        page.get_by_role("button", name=card).click()
    expect(page.locator("#plays li")).to_have_text(["Dan: A♦", "Ann: J♦", "Bob: K♦", "Cat: 9♦"])
    expect(page.locator("#answer-title")).to_have_text("Ann wins with J♦")
    expect(page.locator("#answer-text")).to_contain_text("Ann wins with J♦: the only trump")


def test_the_answerer_does_not_let_the_leader_sit_out(page, live_server):
    page.goto(f"{live_server.url}/rules/north_american/answer/")
    page.get_by_role("radio", name="Who won the trick?").click()
    page.locator('input[name="leader"][value="1"]').check(force=True)
    expect(page.locator('input[name="out"][value="1"]')).to_be_disabled()
    expect(page.locator('input[name="out"][value="0"]')).to_be_enabled()


def refused_for_a_deal_dealt_meanwhile(page, live_server, game, user, maker, tricks) -> None:
    """Ann deals; a scorekeeper's phone records hand 1 while this one has not looked since,
    then this one records ``maker`` ordering up: refused, and opened to be set right."""
    page.goto(f"{live_server.url}/games/{game.pk}/")
    expect(page.locator("#deal")).to_have_text("Dealer: Ann")
    page.wait_for_load_state("networkidle")  # the table has asked the server
    hand_record(game=game, record={"maker": 2, "round": 2, "maker_tricks": 3}, by=user)
    record(page, maker, "Ordered up", tricks)
    second = game.seats.get(position=1).player.name
    expect(page.locator("#outbox")).to_contain_text(
        f"It is {second}'s deal, not Ann's: the deal passes to the left after every hand, "
        "passed-out deals included. The game changed on another phone after this was entered."
    )
    # The table has read the game as the other phone left it: the hand is set right on it.
    expect(page.locator("#deal")).to_have_text(f"Dealer: {second}")
    page.get_by_role("button", name="Set it right", exact=True).click()
    # The form opens on the refused hand once the table has worked out its new dealer (a
    # tap before lands on the next hand's empty form, which asks for the maker).
    expect(page.locator("#entry-title")).to_have_text("Set the refused hand right")


def test_a_hand_refused_because_another_phone_dealt_meanwhile_can_be_set_right(
    page, live_server, game, signed_in
):
    refused_for_a_deal_dealt_meanwhile(page, live_server, game, signed_in, "Bartholomew", 3)
    tap_tricks(page, 3)  # as entered: only its dealer was wrong
    hands_shown(page, 2)
    expect(page.locator("#deal")).to_have_text("Dealer: Cat")
    assert list(game.hands.values_list("dealer", "maker")) == [(0, 2), (1, 1)]


def test_a_loner_forced_by_the_old_deal_goes_when_the_hand_is_set_right(
    page, live_server, signed_in
):
    game = game_start(
        owner=signed_in, variant="british", seats=["Ann", "Bob", "Cat", "Dan"], first_dealer=0
    )
    # Cat, Ann's partner, orders up: under Ann's deal she must go alone.
    refused_for_a_deal_dealt_meanwhile(page, live_server, game, signed_in, "Cat", 5)
    # Under Bob's deal Cat orders up as an opponent: alone only if she says so.
    more(page)
    loner = page.locator("#maker_loner-options")
    expect(loner.get_by_role("radio", name="Nobody")).to_be_checked()
    expect(loner.get_by_role("radio", name="Nobody")).to_be_enabled()
    expect(page.locator("#must-go-alone")).to_be_hidden()
    tap_tricks(page, 5)
    hands_shown(page, 2)
    second = game.hands.get(number=2)
    assert (second.dealer, second.maker, second.maker_loner, second.points) == (1, 2, None, 2)


def test_a_hand_refused_because_the_game_is_over_can_only_be_discarded(
    page, live_server, game, signed_in
):
    page.goto(f"{live_server.url}/games/{game.pk}/")
    page.wait_for_load_state("networkidle")  # the table has asked the server
    for maker in (0, 2, 0, 2, 0):  # another phone: Ann and Cat march to 10
        hand_record(game=game, record={"maker": maker, "round": 2, "maker_tricks": 5}, by=signed_in)
    record(page, "Bartholomew", "Ordered up", 3)
    expect(page.locator("#outbox")).to_contain_text("The game is over")
    expect(page.locator("#outbox").get_by_role("button", name="Set it right")).to_have_count(0)
    page.locator("#outbox").get_by_role("button", name="Discard").click()
    expect(page.locator("#over")).to_be_visible()


def test_an_edit_of_a_hand_another_phone_undid_says_so(page, live_server, game, signed_in):
    for maker in (1, 2):
        hand_record(game=game, record={"maker": maker, "round": 1, "maker_tricks": 3}, by=signed_in)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    hands_shown(page, 2)
    page.locator('#history button[data-number="2"]').click()
    hand_undo(game=game, number=2, by=signed_in)  # meanwhile, on a scorekeeper's phone
    tap_tricks(page, 5)
    expect(page.locator("#outbox .refused")).to_have_text(
        "Edit of hand 2 was refused by the server: Hand 2 is not in the game any more. "
        "The game changed on another phone after this was entered. Discard"
    )


def test_an_undo_after_another_phone_recorded_a_hand_says_so(page, live_server, game, signed_in):
    hand_record(game=game, record={"maker": 1, "round": 1, "maker_tricks": 3}, by=signed_in)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    hands_shown(page, 1)
    page.wait_for_load_state("networkidle")  # the table has asked the server
    hand_record(game=game, record={"maker": 2, "round": 2, "maker_tricks": 3}, by=signed_in)
    page.get_by_role("button", name="Undo last hand").click()
    expect(page.locator("#outbox .refused")).to_contain_text(
        "Only the last hand (hand 2) can be undone; edit hand 1 instead. "
        "The game changed on another phone after this was entered."
    )


def test_a_refused_hand_left_unchanged_gives_the_focus_back_to_it(page, live_server, game):
    page.goto(f"{live_server.url}/games/{game.pk}/")
    record_a_hand_the_server_refuses(page)
    refused = page.locator("#history button").filter(has_text="refused")
    refused.click()
    expect(page.locator("#entry-title")).to_have_text("Set the refused hand right")
    page.keyboard.press("Escape")
    expect(refused).to_be_focused()
