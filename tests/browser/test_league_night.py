"""A league night on phones (390x844), in real Chromium: a league game's rematch stays in
the league, and the game shows in "Continue a game" and "My games" naming it; a game
started by mistake is deleted from its table, and from the admin page after a page that
asks; a public league's games read signed out; the admin page offers only what can be
done and asks before removing a member. Screenshots in test-artifacts/."""

import csv
import io
import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

from accounts.models import User
from games.models import Game
from games.services.hands import hand_record
from leagues.models import LeagueGame, MemberRole, Membership
from leagues.services.leagues import league_create
from tests.browser.conftest import PASSWORD
from tests.browser.table_steps import hands_shown, score_shown
from tests.games.support import made
from tests.leagues.played import won_by
from tests.leagues.support import league_game

pytestmark = pytest.mark.browser


def fits(page) -> None:
    """Nothing wider than the phone: no sideways scrolling."""
    assert page.evaluate("document.documentElement.scrollWidth") <= page.viewport_size["width"]


@pytest.fixture
def club(signed_in):
    """A private league the signed-in player runs, with a member who scores."""
    league = league_create(by=signed_in, name="Tuesday Club", variant="north_american")
    scorer = User.objects.create_user("scorer@example.com", PASSWORD)
    Membership.objects.create(league=league, user=scorer, role=MemberRole.MEMBER)
    return league


def test_a_league_games_rematch_is_the_leagues_next_game(page, live_server, club, shot):
    first = won_by(club, club.memberships.get(role="admin").user, ["Ann", "Bob", "Cat", "Dan"], 1)
    page.goto(f"{live_server.url}/games/{first.pk}/")
    over = page.locator("#over")
    expect(over.get_by_role("heading")).to_have_text("Team 2 (Bob & Dan) win!")
    expect(page.locator("#over-league")).to_have_text(
        "The next game counts in the league too, in the season running today."
    )
    expect(page.locator("#make-match")).to_be_hidden()  # no best of N in a league
    new_game = over.get_by_role("link", name="New league game")
    expect(new_game).to_have_attribute("href", f"/leagues/{club.slug}/games/new/")
    expect(over.get_by_role("link", name="New game", exact=True)).to_be_hidden()
    fits(page)
    shot("league-game-over")

    over.get_by_role("button", name="Next league game: same seats").click()

    expect(page).to_have_url(re.compile(rf"/games/(?!{first.pk}/)\d+/$"))  # the next one
    second = Game.objects.exclude(pk=first.pk).get()
    assert page.url.endswith(f"/games/{second.pk}/")
    expect(page.locator("#group-line")).to_have_text("Tuesday Club")
    score_shown(page, 0, 0)
    assert LeagueGame.objects.get(game=second).league == club
    assert list(second.seats.order_by("position").values_list("player_id", flat=True)) == list(
        first.seats.order_by("position").values_list("player_id", flat=True)
    )

    page.goto(f"{live_server.url}/")
    playing = page.locator("ul.cards").first
    expect(playing.get_by_role("link")).to_have_count(1)
    expect(playing).to_contain_text("In the league Tuesday Club")
    expect(playing).to_contain_text("Ann & Cat against Bob & Dan")
    shot("continue-a-league-game")
    page.get_by_role("link", name="My games").click()
    expect(page.locator(".game-league")).to_have_count(2)
    fits(page)


def test_a_game_started_by_mistake_is_deleted_from_its_table(page, live_server, club, shot):
    admin = club.memberships.get(role="admin").user
    mistake = league_game(club, admin, seats=["Ann", "Bob", "Cat", "Dan"])
    hand_record(game=mistake, record=made(0, 3), by=admin)
    page.goto(f"{live_server.url}/games/{mistake.pk}/")
    hands_shown(page, 1)
    expect(page.locator("#names-league")).to_have_text(
        "A league game plays the league's rules: its target (10 points) is the league's, and "
        "its teams keep the names they started with. Neither changes here."
    )
    expect(page.locator("#names-form")).to_be_hidden()
    expect(page.locator("#edit-game")).to_be_hidden()  # no names to fix: the roster's

    page.get_by_role("link", name="Delete this game").click()
    expect(page.get_by_role("heading", name="Edit the game")).to_be_visible()
    expect(page.locator("#league-names")).to_contain_text("its players are the league's")
    fits(page)
    shot("league-game-delete")
    page.get_by_role("checkbox", name=re.compile("Delete this game and its 1 hand")).check()
    page.get_by_role("button", name="Delete the game").click()

    expect(page.locator(".messages")).to_contain_text("The game is deleted.")
    assert not Game.objects.exists()
    page.goto(f"{live_server.url}/leagues/{club.slug}/")
    expect(page.locator("main")).to_contain_text("No game yet.")


def test_an_admin_deletes_a_game_from_the_admin_page_after_a_page_that_asks(
    page, live_server, club, shot
):
    admin = club.memberships.get(role="admin").user
    kept = won_by(club, admin, ["Ann", "Bob", "Cat", "Dan"], 0)
    stale = league_game(club, admin, seats=["Eve", "Fay", "Gus", "Hal"])
    page.goto(f"{live_server.url}/leagues/{club.slug}/admin/")
    games = page.locator("#games li")
    expect(games.first).to_contain_text("in progress, 0 hands")  # in progress first
    games.first.get_by_role("link", name="Delete…").click()

    expect(page.get_by_role("heading", name="Delete this game?")).to_be_visible()
    expect(page.locator("#delete")).to_contain_text("Its 0 hands go with it")
    fits(page)
    shot("admin-game-delete")
    page.get_by_role("link", name="Cancel").click()
    expect(page.locator("#games li")).to_have_count(2)
    page.locator("#games li").first.get_by_role("link", name="Delete…").click()
    page.get_by_role("button", name="Delete the game").click()

    expect(page.locator(".messages")).to_contain_text("no longer count it")
    expect(page.locator("#games li")).to_have_count(1)
    assert list(Game.objects.values_list("pk", flat=True)) == [kept.pk]
    assert stale.pk not in LeagueGame.objects.values_list("game_id", flat=True)


def test_a_public_leagues_game_reads_signed_out(page, live_server, signed_in, shot):
    league = league_create(
        by=signed_in, name="Open Table", variant="north_american", visibility="public"
    )
    game = won_by(league, signed_in, ["Ann", "Bob", "Cat", "Dan"], 0)
    page.context.clear_cookies()

    page.goto(f"{live_server.url}/leagues/{league.slug}/")
    page.locator("main ul.cards").get_by_role("link").first.click()

    expect(page).to_have_url(f"{live_server.url}/games/{game.pk}/")
    score_shown(page, 12, 0)
    expect(page.locator("#history > li")).to_have_count(3)
    expect(page.locator("#history button")).to_have_count(0)  # to read, not to edit
    for part in ("#entry", "#undo", "#rematch", "#watching", "#delete-game", "#names"):
        expect(page.locator(part)).to_be_hidden()
    expect(page.locator("#reading")).to_have_text(
        "The league's members keep the score here: it follows the table by itself."
    )
    fits(page)
    shot("public-league-game-signed-out")

    page.get_by_role("link", name="The story of this game").click()
    expect(page.get_by_role("heading", level=1)).to_contain_text("Team 1 won 12–0")
    with page.expect_download() as waiting:
        page.get_by_role("link", name=re.compile("hands.*CSV|CSV", re.I)).first.click()
    text = Path(waiting.value.path()).read_text(encoding="utf-8-sig")
    assert len(list(csv.DictReader(io.StringIO(text)))) == 3


def test_the_admin_page_offers_only_what_can_be_done_and_asks_first(page, live_server, club, shot):
    admin = club.memberships.get(role="admin").user
    scorer = User.objects.get(email="scorer@example.com")
    league_game(club, admin, seats=["Ann", "Bob", "Cat", "Dan"])
    league_game(club, admin, seats=["Ann", "Bobby", "Eve", "Fay"])
    page.goto(f"{live_server.url}/leagues/{club.slug}/admin/")

    me = page.locator(f"#member-{admin.pk}")
    expect(me).to_contain_text("The league's only admin stays an admin")
    expect(me.get_by_role("link")).to_have_count(0)
    expect(me.get_by_role("button")).to_have_count(0)
    bob = page.get_by_role("combobox", name="Merge Bob into")
    expect(bob.locator("option")).to_have_text(["Bobby", "Eve", "Fay"])
    expect(page.get_by_role("combobox", name="Merge Ann into")).to_have_count(0)
    fits(page)
    shot("admin-offers")

    page.locator(f"#member-{scorer.pk}").get_by_role("link", name="Remove…").click()
    expect(page.get_by_role("heading")).to_have_text("Remove scorer@example.com from Tuesday Club?")
    assert club.memberships.filter(user=scorer).exists()  # asked, not done
    fits(page)
    page.get_by_role("button", name="Remove scorer@example.com").click()
    expect(page.locator(".messages")).to_contain_text("scorer@example.com is no longer a member.")
    assert not club.memberships.filter(user=scorer).exists()
