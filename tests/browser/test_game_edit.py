"""The owner fixes a misspelt name from the table, and deletes a game started by mistake."""

import pytest
from playwright.sync_api import expect

from accounts.models import User
from games.models import Game
from games.services.games import game_delete
from tests.browser.conftest import until
from tests.browser.table_steps import (
    a_game,
    hands_shown,
    record,
    record_a_hand_the_server_refuses,
)

pytestmark = pytest.mark.browser


def kept_here(page, key: str) -> list:
    """[is the game kept on this phone, how many of its requests wait to be sent]."""
    return page.evaluate(
        """async (key) => {
            const Outbox = await import("/static/js/app/outbox.js");
            return [!!(await Outbox.getGame(key)), (await Outbox.items(key)).length];
        }""",
        key,
    )


def forgotten_here(page, key: str, seconds: float = 10) -> None:
    """Waits until the phone keeps neither the game nor anything it had to send.
    (Polled: ``wait_for_function`` would take the promise itself for a truthy answer.)"""
    until(page, lambda: kept_here(page, key) == [False, 0], f"{key} forgotten here", seconds)


def test_the_owner_fixes_a_name_and_the_table_shows_it(page, live_server, signed_in):
    game = a_game(signed_in)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    record(page, "Bob", "Ordered up", 3)
    hands_shown(page, 1)

    page.get_by_role("link", name="Fix a name, or delete the game").click()
    page.get_by_label("Seat 1").fill("Robert")
    page.get_by_role("button", name="Save the names").click()

    expect(page).to_have_url(f"{live_server.url}/games/{game.pk}/")
    expect(page.get_by_role("status").filter(has_text="Names saved")).to_be_visible()
    expect(page.locator("#deal")).to_contain_text("Robert")  # Robert deals the second hand
    expect(page.locator("#history > li")).to_contain_text(["Robert"])


def test_the_owner_deletes_a_game_and_this_phone_forgets_it(page, live_server, signed_in):
    game = a_game(signed_in)
    table = f"{live_server.url}/games/{game.pk}/"
    page.goto(table)
    record(page, "Bob", "Ordered up", 3)
    hands_shown(page, 1)
    # A second hand the server refused: it stays on this phone, to be set right. (Not one
    # held back by blocking the network: the service worker's own sync may still send it.)
    record_a_hand_the_server_refuses(page)
    expect(page.locator("#outbox .refused")).to_contain_text("refused by the server")
    assert kept_here(page, f"g{game.pk}") == [True, 1]
    page.get_by_role("link", name="Fix a name, or delete the game").click()

    page.get_by_role("button", name="Delete the game").click()
    expect(
        page.get_by_text("Tick the box to confirm you want to delete this game.")
    ).to_be_visible()
    assert Game.objects.filter(pk=game.pk).exists()
    page.get_by_label("Delete this game and its 1 hand for good").check()
    page.get_by_role("button", name="Delete the game").click()

    expect(page).to_have_url(f"{live_server.url}/games/")
    expect(page.get_by_text("The game is deleted.")).to_be_visible()
    assert not Game.objects.filter(pk=game.pk).exists()
    forgotten_here(page, f"g{game.pk}")
    page.goto(table)
    expect(page.get_by_role("heading", name="Nothing here")).to_be_visible()
    expect(page.get_by_role("main")).to_contain_text("has deleted the game")


def test_a_scorekeeper_is_not_offered_the_edit(page, live_server, signed_in):
    game = a_game(User.objects.create_user("ann@example.com", "a-long-table-password"))
    game.scorekeepers.create(user=signed_in)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    expect(page.locator("#maker-options")).to_contain_text("Ann")  # the table is shown
    page.wait_for_load_state("networkidle")
    expect(page.get_by_role("link", name="Fix a name, or delete the game")).to_be_hidden()


def test_a_phone_showing_a_game_deleted_elsewhere_says_so_and_can_forget_it(
    page, live_server, signed_in
):
    game = a_game(signed_in)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    record(page, "Bob", "Ordered up", 3)
    hands_shown(page, 1)

    game_delete(game=game)  # from another phone
    page.evaluate("document.dispatchEvent(new Event('visibilitychange'))")  # shown again

    expect(page.locator("#gone")).to_have_text(
        "No such game: it was deleted, or it is not shared with you. "
        "The score shown is the last this phone kept."
    )
    expect(page.locator("#entry")).to_be_hidden()  # no hand to record into a game gone
    page.get_by_role("button", name="Forget this game on this phone").click()
    expect(page).to_have_url(f"{live_server.url}/games/")
    forgotten_here(page, f"g{game.pk}")
