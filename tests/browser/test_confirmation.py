"""The other side confirms a league game's result at the table, on the phone that recorded
it (390x844, real Chromium): a tap on a name of the other side confirms it; a dispute with
a comment waits for a league admin, who confirms it from the same table. axe-core clean;
screenshots in test-artifacts/."""

import pytest
from playwright.sync_api import expect

from accounts.models import User
from games.models import Confirmation, ConfirmationState, Game, Player
from games.services.hands import hand_record
from leagues.models import MemberRole, Membership
from leagues.services.leagues import league_create, league_update
from tests.browser.conftest import PASSWORD
from tests.browser.table_steps import record, score_shown, settled
from tests.browser.test_accessibility import violations
from tests.games.support import loner
from tests.leagues.support import league_game

pytestmark = pytest.mark.browser


def nearly_won(league, by) -> Game:
    """Ann's side at 8–0 after two lone marches recorded by ``by``, linked to Ann."""
    game = league_game(league, by)
    Player.objects.filter(roster=league.roster, name="Ann").update(user=by)
    for _ in range(2):
        hand_record(game=game, record=loner(0, 5), by=by)
    return game


def finish_at_the_table(page, live_server, game) -> None:
    page.goto(f"{live_server.url}/games/{game.pk}/")
    score_shown(page, 8, 0)
    record(page, "Ann", "Called", 5)  # a march: 10, the game
    expect(page.locator("#over")).to_be_visible()
    settled(page)


def member_of_a_confirming_league(user):
    """A league another account runs, whose results the other side confirms: ``user`` a
    member of it."""
    admin = User.objects.create_user("admin@example.com", PASSWORD)
    league = league_create(by=admin, name="Sunday Club", variant="north_american")
    Membership.objects.create(league=league, user=user, role=MemberRole.MEMBER)
    return league_update(league=league, confirmation=True)


def test_the_other_side_confirms_with_a_tap_on_a_name(page, live_server, signed_in, shot):
    game = nearly_won(member_of_a_confirming_league(signed_in), signed_in)
    finish_at_the_table(page, live_server, game)

    panel = page.locator("#confirmation")
    expect(panel.locator("#confirmation-headline")).to_have_text(
        "Waiting for the other side to confirm the result."
    )
    names = panel.locator("#confirm-names").get_by_role("button")
    expect(names).to_have_text(["Bob", "Dan"])
    expect(names.first).to_have_accessible_name("Confirm as Bob")
    expect(
        panel.get_by_role("button", name="Confirm the result as organiser or admin")
    ).to_be_hidden()
    assert violations(page) == []
    shot("pending")

    panel.get_by_role("button", name="Confirm as Dan").click()

    expect(panel.locator("#confirmation-headline")).to_have_text("Confirmed by Dan")
    expect(names).to_have_count(0)
    expect(panel.locator("#dispute")).to_be_hidden()
    expect(panel.locator("#confirm-locked")).to_be_visible()
    expect(page.get_by_role("button", name="Undo last hand")).to_be_hidden()
    (entry,) = Confirmation.objects.filter(game=game)
    assert (entry.action, entry.seat, entry.by_id) == ("confirm", 3, signed_in.pk)
    assert Game.objects.get(pk=game.pk).confirmation_state == ConfirmationState.CONFIRMED
    assert violations(page) == []
    shot("confirmed")


def test_a_disputed_result_is_confirmed_by_an_admin(page, live_server, signed_in, shot):
    league = league_create(by=signed_in, name="Monday Club", variant="north_american")
    league = league_update(league=league, confirmation=True)
    game = nearly_won(league, signed_in)
    finish_at_the_table(page, live_server, game)

    panel = page.locator("#confirmation")
    panel.get_by_text("Not right? Dispute it").click()
    dispute = panel.locator("#dispute-form")
    dispute.get_by_role("radio", name="Bob").check()
    dispute.get_by_role("button", name="Dispute the result").click()
    expect(panel.get_by_role("alert")).to_have_text("Say what is wrong with the result.")
    dispute.get_by_label("What is wrong?").fill("Hand 2 was a euchre")
    dispute.get_by_role("button", name="Dispute the result").click()

    expect(panel.locator("#confirmation-headline")).to_have_text("Disputed: Hand 2 was a euchre")
    expect(panel.locator("#confirm-names").get_by_role("button")).to_have_count(0)
    expect(panel.locator("#confirmation-log")).to_have_text("Disputed by Bob: Hand 2 was a euchre")
    assert Game.objects.get(pk=game.pk).confirmation_state == ConfirmationState.DISPUTED
    assert violations(page) == []
    shot("disputed")

    panel.get_by_role("button", name="Confirm the result as organiser or admin").click()

    expect(panel.locator("#confirmation-headline")).to_have_text("Confirmed by Bob")
    expect(
        panel.get_by_role("button", name="Confirm the result as organiser or admin")
    ).to_be_hidden()
    actions = Confirmation.objects.filter(game=game).order_by("pk")
    assert [(c.action, c.by_id) for c in actions] == [
        ("dispute", signed_in.pk),
        ("confirm", signed_in.pk),
    ]
    assert Game.objects.get(pk=game.pk).confirmation_state == ConfirmationState.CONFIRMED
    assert violations(page) == []
    shot("settled")


def test_an_admin_turns_confirmation_on_from_the_admin_page(page, live_server, signed_in, shot):
    league = league_create(by=signed_in, name="Friday Club", variant="north_american")
    page.goto(f"{live_server.url}/leagues/{league.slug}/admin/")
    results = page.locator("#confirmation")
    switch = results.get_by_role("checkbox", name="A player of the other side confirms each")
    expect(switch).not_to_be_checked()
    switch.check()
    results.get_by_role("button", name="Save").click()

    expect(page.get_by_text("New games' results are confirmed by the other side.")).to_be_visible()
    expect(page.locator("#confirmation").get_by_role("checkbox")).to_be_checked()
    league.refresh_from_db()
    assert league.confirmation is True
    assert violations(page) == []
    shot("admin-switch")
