"""Keeping score together: the owner shows an invitation (a link and its QR code), a
friend opens it on their own phone, gets in (here as a guest), accepts and records;
a scorekeeper can leave; the owner sees and removes scorekeepers."""

import pytest
from playwright.sync_api import expect

from accounts.models import User
from games.models import Hand, Scorekeeper
from tests.browser.conftest import ARGS, PHONE, until, watched
from tests.browser.table_steps import a_game, hands_shown, record

pytestmark = pytest.mark.browser


@pytest.fixture
def friends_phone(playwright, chromium):
    """A second phone: a browser of its own, nobody signed in."""
    browser = playwright.chromium.launch(executable_path=chromium, args=ARGS)
    phone = watched(browser.new_context(**PHONE).new_page())
    yield phone
    browser.close()
    assert phone.errors == []


def test_a_friend_accepts_an_invitation_on_their_phone_and_records(
    page, friends_phone, live_server, signed_in, shot
):
    game = a_game(signed_in)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    panel = page.locator("#keepers")
    expect(panel).to_contain_text("invite them with a link")
    page.get_by_role("button", name="Invite", exact=True).click()
    link = page.get_by_label("The invitation's link")
    expect(link).to_be_visible()
    url = link.input_value()
    assert url.startswith(f"{live_server.url}/games/invite/")
    expect(panel).to_contain_text("Show this link or its QR code to a friend")

    page.get_by_role("link", name="Show the QR code").click()
    expect(page.get_by_role("img", name="The invitation's link as a QR code")).to_be_visible()
    shot("owner-shows-the-qr-code")

    friends_phone.goto(url)
    expect(friends_phone.locator("#main").get_by_role("link", name="Sign up")).to_be_visible()
    friends_phone.get_by_role("button", name="Play without signing up").click()
    friends_phone.get_by_role("button", name="Accept").click()
    expect(friends_phone).to_have_url(f"{live_server.url}/games/{game.pk}/")
    shot("friend-at-the-table", on=friends_phone)
    guest = User.objects.get(email__isnull=True)
    assert Scorekeeper.objects.filter(game=game, user=guest).exists()

    record(friends_phone, "Bob", "Ordered up", 3)
    hands_shown(friends_phone, 1)
    assert Hand.objects.get(game=game).recorded_by == guest

    page.goto(f"{live_server.url}/games/{game.pk}/")
    hands_shown(page, 1)
    expect(page.locator("#keepers-list li")).to_have_text(["A guest Remove"])


def test_an_invitation_by_email_is_answered_the_same_for_any_address(page, live_server, signed_in):
    User.objects.create_user("bob@example.com", "a-long-table-password")
    game = a_game(signed_in)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    email = page.get_by_label("A friend's email, if you want the link sent")
    for address in ("nobody@example.com", "bob@example.com"):
        email.fill(address)
        page.get_by_role("button", name="Invite", exact=True).click()
        expect(page.locator("#keepers-state")).to_have_text(
            f"If {address} has an account here, the link is on its way there. Or show them "
            "the link or its QR code: it works once, for 7 days."
        )
        expect(email).to_have_value("")
    assert not game.scorekeepers.exists()


def test_a_scorekeeper_leaves_a_game(page, live_server, signed_in):
    game = a_game(User.objects.create_user("ann@example.com", "a-long-table-password"))
    game.scorekeepers.create(user=signed_in)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    expect(page.locator("#maker-options")).to_contain_text("Ann")  # the table is shown
    expect(page.locator("#keeper-form")).to_be_hidden()
    expect(page.locator("#keepers-list li")).to_have_count(0)
    page.get_by_role("button", name="Leave this game").click()
    expect(page).to_have_url(f"{live_server.url}/games/")
    assert not game.scorekeepers.exists()


def test_the_owner_removes_a_scorekeeper(page, live_server, signed_in):
    game = a_game(signed_in)
    game.scorekeepers.create(user=User.objects.create_user("bob@example.com", "a-long-pass"))
    page.goto(f"{live_server.url}/games/{game.pk}/")
    expect(page.locator("#keepers-list li")).to_have_text(["bob@example.com Remove"])
    page.get_by_role("button", name="Remove bob@example.com").click()
    expect(page.locator("#keepers-list li")).to_have_count(0)
    assert not game.scorekeepers.exists()


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
    expect(page.locator("#keepers-state")).to_contain_text("invite them with a link")
    page.context.set_offline(True)
    page.get_by_role("button", name="Invite", exact=True).click()
    expect(page.locator("#keepers-state")).to_have_text("Scorekeepers need the network.")
    game.scorekeepers.create(user=User.objects.create_user("bob@example.com", "a-long-pass"))
    page.context.set_offline(False)
    expect(page.locator("#keepers-list li")).to_have_text(["bob@example.com Remove"])
    expect(page.locator("#keepers-state")).to_contain_text("as you do")


def test_a_list_arriving_late_keeps_the_note_of_a_failed_invitation(page, live_server, signed_in):
    game = a_game(signed_in)
    game.scorekeepers.create(user=User.objects.create_user("bob@example.com", "a-long-pass"))
    held = []  # the list asked for on opening waits until the invitation has failed

    def list_waits(route):
        if route.request.method == "GET" and not held:
            held.append(route)
        else:
            route.continue_()

    page.context.route("**/scorekeepers/", list_waits)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    list_request = until(page, lambda: held, "asking for the list")[0]
    the_list = list_request.fetch()  # the server's own answer, given to the page later
    page.context.set_offline(True)
    page.get_by_role("button", name="Invite", exact=True).click()
    expect(page.locator("#keepers-state")).to_have_text("Scorekeepers need the network.")
    with page.expect_response("**/scorekeepers/"):
        list_request.fulfill(response=the_list)
    expect(page.locator("#keepers-list li")).to_have_text(["bob@example.com Remove"])
    expect(page.locator("#keepers-state")).to_have_text("Scorekeepers need the network.")
