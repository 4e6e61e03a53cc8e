"""An organiser corrects a closed tournament table's hand at the table, giving a reason,
while its players see it locked; a dispute tapped with no network waits in the outbox
and reaches the server exactly once (390x844, real Chromium). axe-core clean;
screenshots in test-artifacts/."""

import re

import pytest
from django.conf import settings
from django.test import Client
from playwright.sync_api import expect

from accounts.models import User
from games.models import Confirmation, ConfirmationState, Game, Seat
from games.services.confirmations import confirmation_act
from games.services.hands import hand_record
from leagues.services.leagues import league_create, league_update
from tests.browser.conftest import PASSWORD, PHONE, watched
from tests.browser.table_steps import record as record_at_the_table
from tests.browser.table_steps import score_shown, settled, tap_tricks
from tests.browser.test_accessibility import violations
from tests.browser.test_confirmation import member_of_a_confirming_league, nearly_won
from tests.conftest import signed_in as api_of
from tests.games.support import loner
from tests.tournaments.support import filled, finished, made, record, scheduled, started

pytestmark = pytest.mark.browser

MARCH = {"maker": 0, "trump": "hearts", "round": 2, "maker_tricks": 5}


def session_of(page, live_server, user) -> None:
    """The page's browser context holds a session of ``user``."""
    client = Client()
    client.force_login(user)
    name = settings.SESSION_COOKIE_NAME
    cookie = {"name": name, "value": client.cookies[name].value, "url": live_server.url}
    page.context.add_cookies([cookie])


def closed_table(organiser, player) -> int:
    """A one-round night of eight, a deal a table: ``player`` sits at seat 0 of the first
    table and records its march; the round is then finished, closing the table."""
    api = api_of(organiser)
    tournament = made(api, rounds=1, round_end={"deals": 1})
    filled(api, tournament, 8)
    scheduled(api, tournament)
    first = started(api, tournament, 1)["tables"][0]["game"]
    seated = Seat.objects.get(game_id=first, position=0).player
    seated.user = player
    seated.save(update_fields=["user"])
    record(api_of(player), first, MARCH)
    finished(api, tournament, 1)
    return first


def test_the_organiser_corrects_a_closed_tables_hand_with_a_reason(
    page, live_server, playwright, chromium, shot
):
    organiser = User.objects.create_user("organiser@example.com", PASSWORD)
    player = User.objects.create_user("p01@example.com", PASSWORD)
    game_id = closed_table(organiser, player)

    # The table's player: the hands read, with no edit and no undo, and a sentence why.
    browser = playwright.chromium.launch(executable_path=chromium)
    theirs = watched(browser.new_context(**PHONE).new_page())
    session_of(theirs, live_server, player)
    theirs.goto(f"{live_server.url}/games/{game_id}/")
    expect(theirs.locator("#history > li")).to_have_count(1)
    expect(theirs.locator("#history button")).to_have_count(0)
    expect(theirs.get_by_role("button", name="Undo last hand")).to_be_hidden()
    expect(theirs.locator("#confirm-locked")).to_have_text(
        "This table was closed when its round finished: its hands are locked. "
        "Only an organiser may correct them."
    )
    assert violations(theirs) == []
    shot("player-locked", on=theirs)
    browser.close()
    assert theirs.errors == []

    # The organiser, on a phone: taps the hand, sets it right, says why.
    session_of(page, live_server, organiser)
    page.goto(f"{live_server.url}/games/{game_id}/")
    score_shown(page, 2, 0)
    expect(page.locator("#confirm-locked")).to_contain_text("You may correct its hands")
    page.locator('#history button[data-number="1"]').click()
    tap_tricks(page, 4)
    why = page.get_by_role("dialog", name="Why?")
    expect(why).to_be_visible()
    reason = why.get_by_label("The reason, logged with the correction")
    expect(reason).to_be_focused()
    why.get_by_role("button", name="Correct it").click()
    expect(why.get_by_role("alert")).to_have_text(
        "Say why: the reason is logged with the correction."
    )
    assert violations(page) == []
    shot("why")
    reason.fill("Recounted")
    why.get_by_role("button", name="Correct it").click()

    expect(why).to_be_hidden()
    log = page.locator("#confirmation-log")
    logged = r"^Corrected hand 1 — Recounted — by an organiser at \d\d:\d\d$"
    expect(log).to_have_text(re.compile(logged))
    score_shown(page, 1, 0)
    settled(page)
    (entry,) = Confirmation.objects.filter(game_id=game_id)
    assert (entry.action, entry.change, entry.hand, entry.comment, entry.by_id) == (
        "correct", "edit", 1, "Recounted", organiser.pk,
    )  # fmt: skip
    assert Game.objects.get(pk=game_id).hands.get().maker_tricks == 4
    assert violations(page) == []
    shot("corrected")


def test_escape_takes_back_the_question_and_the_edit_stays_open(page, live_server):
    organiser = User.objects.create_user("organiser@example.com", PASSWORD)
    player = User.objects.create_user("p01@example.com", PASSWORD)
    game_id = closed_table(organiser, player)
    session_of(page, live_server, organiser)
    page.goto(f"{live_server.url}/games/{game_id}/")
    page.get_by_role("button", name="Undo last hand").click()
    why = page.get_by_role("dialog", name="Why?")
    expect(why).to_be_visible()
    page.keyboard.press("Escape")
    expect(why).to_be_hidden()
    expect(page.get_by_role("button", name="Undo last hand")).to_be_focused()
    settled(page)
    expect(page.locator("#history > li")).to_have_count(1)
    assert not Confirmation.objects.filter(game_id=game_id).exists()


def test_a_dispute_tapped_offline_waits_and_is_sent_once(page, live_server, signed_in, shot):
    game = nearly_won(member_of_a_confirming_league(signed_in), signed_in)
    hand_record(game=game, record=loner(0, 5), by=signed_in)  # 12–0: over
    page.goto(f"{live_server.url}/games/{game.pk}/")
    panel = page.locator("#confirmation")
    expect(panel.locator("#confirmation-headline")).to_have_text(
        "Waiting for the other side to confirm the result."
    )
    settled(page)

    page.context.set_offline(True)
    panel.get_by_text("Not right? Dispute it").click()
    dispute = panel.locator("#dispute-form")
    dispute.get_by_role("radio", name="Bob").check()
    dispute.get_by_label("What is wrong?").fill("Hand 2 was a euchre")
    dispute.get_by_role("button", name="Dispute the result").click()

    expect(panel.locator("#confirm-waiting")).to_have_text(
        "Your dispute, for Bob, waits to be sent."
    )
    expect(page.locator("#outbox")).to_have_text("Waiting to be sent: the result's confirmation.")
    expect(panel.locator("#confirm-names").get_by_role("button")).to_have_count(0)
    assert not Confirmation.objects.exists()
    assert violations(page) == []
    shot("dispute-waiting")

    # Back online, the first answer is lost on its way: the phone sends it again, and the
    # server logs its client_id once.
    answers = []

    def lose_first_answer(route):
        response = route.fetch()
        answers.append(response.status)
        if len(answers) == 1:
            route.abort("connectionreset")
        else:
            route.fulfill(response=response)

    page.context.route(re.compile(r".*/api/v1/games/\d+/confirmation/$"), lose_first_answer)
    page.context.set_offline(False)
    expect(panel.locator("#confirmation-headline")).to_have_text(
        "Disputed: Hand 2 was a euchre", timeout=20_000
    )
    expect(panel.locator("#confirm-waiting")).to_be_hidden()
    expect(page.locator("#outbox")).to_be_empty()
    assert answers == [201, 200]
    (entry,) = Confirmation.objects.filter(game=game, action="dispute")
    assert (entry.seat, entry.comment, entry.by_id) == (1, "Hand 2 was a euchre", signed_in.pk)
    assert Confirmation.objects.count() == 1
    assert Game.objects.get(pk=game.pk).confirmation_state == ConfirmationState.DISPUTED
    assert violations(page) == []
    shot("dispute-sent")


def test_an_admin_takes_back_a_confirmed_games_last_hand_and_records_it_again(
    page, live_server, signed_in, shot
):
    """Undone by a correction, a confirmed league game is played again: the hand recorded
    in its place is a correction too, with its reason; the result stays confirmed."""
    league = league_create(by=signed_in, name="Monday Club", variant="north_american")
    league = league_update(league=league, confirmation=True)
    game = nearly_won(league, signed_in)
    hand_record(game=game, record=loner(0, 5), by=signed_in)  # 12–0: over
    confirmation_act(game=game, by=signed_in, action="confirm", seat=1)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    score_shown(page, 12, 0)

    page.get_by_role("button", name="Undo last hand").click()
    why = page.get_by_role("dialog", name="Why?")
    why.get_by_label("The reason, logged with the correction").fill("Misdealt")
    why.get_by_role("button", name="Correct it").click()
    score_shown(page, 8, 0)
    settled(page)
    expect(page.locator("#undone")).to_be_hidden()  # (put back by recording it, with a reason)

    record_at_the_table(page, "Ann", "Called", 5)  # a march: 10, the game
    expect(why).to_be_visible()
    why.get_by_label("The reason, logged with the correction").fill("Replayed")
    why.get_by_role("button", name="Correct it").click()

    log = page.locator("#confirmation-log > li")
    expect(log).to_have_count(3)
    expect(log.nth(0)).to_have_text("Confirmed by Bob")
    expect(log.nth(1)).to_have_text(re.compile(r"^Undid hand 3 — Misdealt — by a league admin at "))
    expect(log.nth(2)).to_have_text(re.compile(r"^Recorded hand 3 — Replayed — by a league admin"))
    score_shown(page, 10, 0)
    settled(page)
    corrections = Confirmation.objects.filter(game=game, action="correct").order_by("pk")
    assert [(c.change, c.hand, c.comment) for c in corrections] == [
        ("undo", 3, "Misdealt"),
        ("record", 3, "Replayed"),
    ]
    assert Game.objects.get(pk=game.pk).confirmation_state == ConfirmationState.CONFIRMED
    assert violations(page) == []
    shot("recorded-again")
