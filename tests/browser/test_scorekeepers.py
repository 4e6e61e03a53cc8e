"""The owner lets a friend with an account keep score from their own phone, and stops."""

import pytest
from playwright.sync_api import expect

from accounts.models import User
from tests.browser.table_steps import a_game

pytestmark = pytest.mark.browser


def test_the_owner_adds_a_scorekeeper_by_email_and_removes_them(page, live_server, signed_in):
    friend = User.objects.create_user("bob@example.com", "a-long-table-password")
    game = a_game(signed_in)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    panel = page.locator("#keepers")
    expect(panel).to_contain_text("add them by their email")

    email = page.get_by_label("A friend's account email")
    email.fill("nobody@example.com")
    page.get_by_role("button", name="Add", exact=True).click()
    expect(panel).to_contain_text(
        "No account has the email address nobody@example.com: ask them to sign up first."
    )

    email.fill("Bob@Example.com ")
    page.get_by_role("button", name="Add", exact=True).click()
    expect(page.locator("#keepers-list li")).to_have_text(["bob@example.com Remove"])
    expect(email).to_have_value("")
    assert list(game.scorekeepers.values_list("user", flat=True)) == [friend.pk]

    page.get_by_role("button", name="Remove bob@example.com").click()
    expect(page.locator("#keepers-list li")).to_have_count(0)
    assert not game.scorekeepers.exists()


def test_a_scorekeeper_sees_no_scorekeepers_panel(page, live_server, signed_in):
    game = a_game(User.objects.create_user("ann@example.com", "a-long-table-password"))
    game.scorekeepers.create(user=signed_in)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    expect(page.locator("#maker-options")).to_contain_text("Ann")  # the table is shown
    expect(page.locator("#keepers")).to_be_hidden()


def test_a_list_the_server_did_not_give_is_asked_for_again(page, live_server, signed_in):
    game = a_game(signed_in)
    game.scorekeepers.create(user=User.objects.create_user("bob@example.com", "a-long-pass"))
    # The list fails until the note is seen (the table may be drawn, and ask, more than once).
    page.context.route("**/scorekeepers/", lambda route: route.abort("connectionreset"))
    page.goto(f"{live_server.url}/games/{game.pk}/")
    expect(page.locator("#keepers-state")).to_contain_text("could not be fetched")
    page.context.unroute("**/scorekeepers/")
    page.evaluate("document.dispatchEvent(new Event('visibilitychange'))")  # drawn again
    expect(page.locator("#keepers-list li")).to_have_text(["bob@example.com Remove"])


def test_when_the_network_returns_the_list_is_asked_for_again(page, live_server, signed_in):
    game = a_game(signed_in)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    expect(page.locator("#keepers-state")).to_contain_text("add them by their email")
    page.context.set_offline(True)
    page.get_by_label("A friend's account email").fill("bob@example.com")
    page.get_by_role("button", name="Add", exact=True).click()
    expect(page.locator("#keepers-state")).to_have_text("Scorekeepers need the network.")
    game.scorekeepers.create(user=User.objects.create_user("bob@example.com", "a-long-pass"))
    page.context.set_offline(False)
    expect(page.locator("#keepers-list li")).to_have_text(["bob@example.com Remove"])
    expect(page.locator("#keepers-state")).to_contain_text("as you do")
