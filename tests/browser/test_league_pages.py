"""League pages in Chromium, on a phone (390x844) and a wide screen (1280x800): standings
and a player's page with the counts of hands recorded over the API, the big screen
updating by itself (and recovering after the network drops), a league page read offline
with its age, and the standings downloaded and parsed. Screenshots in test-artifacts/."""

import csv
import datetime
import io
from pathlib import Path

import pytest
from playwright.sync_api import expect

from leagues.models import MemberRole, Membership
from leagues.services.leagues import league_create
from tests.browser.conftest import ARGS, PASSWORD, PHONE, controlled, watched
from tests.leagues.support import league_game

pytestmark = pytest.mark.browser

WIDE = {**PHONE, "viewport": {"width": 1280, "height": 800}, "is_mobile": False, "has_touch": False}
SCREEN_WAIT_MS = 10_000  # the big screen asks every 3 s


@pytest.fixture
def club(signed_in):
    """A private league whose admin is the signed-in player, and a member who scores."""
    from accounts.models import User

    scorer = User.objects.create_user("scorer@example.com", PASSWORD)
    league = league_create(by=signed_in, name="Tuesday Club", variant="north_american")
    Membership.objects.create(league=league, user=scorer, role=MemberRole.MEMBER)
    return league


@pytest.fixture
def api(playwright, live_server, club):
    """The scorer's phone elsewhere: signed in over the app API, recording hands."""
    context = playwright.request.new_context(base_url=live_server.url)
    login = context.post(
        "/_allauth/app/v1/auth/login",
        data={"email": "scorer@example.com", "password": PASSWORD},
    )
    assert login.ok, login.text()
    token = {"X-Session-Token": login.json()["meta"]["session_token"]}

    def loners(game, seat, count=3):
        """``count`` hands that seat ``seat`` makes alone, taking all five tricks."""
        for _ in range(count):
            hand = {"maker": seat, "round": 2, "trump": "spades", "maker_tricks": 5,
                    "maker_loner": seat}  # fmt: skip
            answer = context.post(f"/api/v1/games/{game.pk}/hands/", data=hand, headers=token)
            assert answer.status == 201, answer.text()

    yield loners
    context.dispose()


def started(club, seats):
    scorer = club.memberships.get(role=MemberRole.MEMBER).user
    return league_game(club, scorer, seats)


def fits(page) -> None:
    """Nothing wider than the screen: no sideways scrolling on a phone."""
    width = page.viewport_size["width"]
    assert page.evaluate("document.documentElement.scrollWidth") <= width


def row_of(page, table: str, name: str):
    return page.locator(f"#{table} tbody tr").filter(has=page.get_by_role("rowheader", name=name))


@pytest.fixture(params=["phone", "wide"])
def viewer(request, playwright, chromium, signed_in, page, live_server):
    """The signed-in player's browser, phone-sized or wide."""
    if request.param == "phone":
        yield page
        return
    browser = playwright.chromium.launch(executable_path=chromium, args=ARGS)
    wide = watched(browser.new_context(**WIDE).new_page())
    wide.context.add_cookies(page.context.cookies())
    yield wide
    browser.close()
    assert wide.errors == []


def test_standings_and_a_players_page_show_the_hands_recorded(viewer, live_server, club, api, shot):
    home = f"{live_server.url}/leagues/{club.slug}/"
    viewer.goto(home)
    expect(viewer.locator("#player-standings tbody")).to_contain_text("No finished game")

    api(started(club, ["Ann", "Bob", "Cat", "Dan"]), seat=1)  # Bob and Dan win 12-0
    api(started(club, ["Ann", "Bob", "Dan", "Cat"]), seat=0)  # Ann and Dan win 12-0
    viewer.reload()

    dan = row_of(viewer, "player-standings", "Dan")
    expect(dan.locator("td")).to_have_text(
        ["1", "2", "2", "0", "100%", "24", "0", "+24"], use_inner_text=True
    )
    expect(viewer.locator("#player-standings tbody th")).to_have_text(["Dan", "Ann", "Bob", "Cat"])
    expect(viewer.locator(".tie-breakers")).to_contain_text("Ranked by the larger share")
    expect(viewer.locator("#partnerships")).to_be_hidden()
    fits(viewer)
    shot(f"home-{viewer.viewport_size['width']}", on=viewer)

    # Sorted by name, then by name the other way; the rank sorts it back.
    header = viewer.locator("#player-standings thead th.name button")
    header.click()
    expect(viewer.locator("#player-standings tbody th")).to_have_text(["Ann", "Bob", "Cat", "Dan"])
    header.click()
    expect(viewer.locator("#player-standings tbody th")).to_have_text(["Dan", "Cat", "Bob", "Ann"])
    expect(viewer.locator("#player-standings thead th.name")).to_have_attribute(
        "aria-sort", "descending"
    )

    # The partnerships, without a reload.
    viewer.get_by_role("tab", name="Partnerships").click()
    expect(viewer.locator("#players")).to_be_hidden()
    expect(viewer.locator("#pair-standings tbody th").first).to_have_text("Ann & Dan")
    viewer.get_by_role("tab", name="Players").click()

    # Dan's page: the standing row, the figures, the charts a screen reader names.
    viewer.locator("#player-standings").get_by_role("link", name="Dan").click()
    expect(viewer.get_by_role("heading", level=1)).to_have_text("Dan")
    expect(viewer.locator("#player-row tbody td")).to_have_text(
        ["1", "2", "2", "0", "100%", "24", "0", "+24"], use_inner_text=True
    )
    expect(viewer.locator("#figures")).to_contain_text("Hands0")  # Dan's partners went alone:
    expect(viewer.locator("#sat-out")).to_contain_text("Sat out 6 hands")  # he sat out
    expect(viewer.get_by_role("img", name="Rating after each finished game: Dan")).to_be_visible()
    expect(viewer.get_by_role("img", name="Make % by trump suit: Dan")).to_be_visible()
    fits(viewer)
    shot(f"player-{viewer.viewport_size['width']}", on=viewer)
    viewer.emulate_media(color_scheme="dark")
    shot(f"player-dark-{viewer.viewport_size['width']}", on=viewer)
    viewer.emulate_media(color_scheme="light")

    # Head to head with Cat in one tap.
    viewer.locator("#against").get_by_role("link", name="Cat").click()
    expect(viewer.locator(".versus-score strong")).to_have_text("2–0")
    fits(viewer)
    shot(f"head-to-head-{viewer.viewport_size['width']}", on=viewer)


def test_the_big_screen_updates_by_itself_and_recovers_after_the_network_drops(
    page, live_server, club, api, shot
):
    page.goto(f"{live_server.url}/leagues/{club.slug}/")
    controlled(page)  # the worker, as on a member's laptop, must not freeze the screen
    answers = []
    page.on("response", lambda r: "/screen/standings/" in r.url and answers.append(r.status))
    page.goto(f"{live_server.url}/leagues/{club.slug}/screen/")
    expect(page.locator("#screen-players tbody")).to_contain_text("No finished game")
    shot("screen-empty")

    api(started(club, ["Ann", "Bob", "Cat", "Dan"]), seat=0)  # recorded elsewhere
    expect(page.locator("#screen-players tbody th").first).to_have_text(
        "Ann", timeout=SCREEN_WAIT_MS
    )
    fits(page)
    shot("screen")
    page.set_viewport_size({"width": 1280, "height": 800})  # a TV's proportions
    fits(page)
    shot("screen-wide")

    page.context.set_offline(True)
    expect(page.locator("#screen-status")).to_contain_text("Reconnecting", timeout=SCREEN_WAIT_MS)
    api(started(club, ["Eve", "Fay", "Gus", "Hal"]), seat=1)
    page.context.set_offline(False)
    expect(page.locator("#screen-status")).to_have_text("", timeout=SCREEN_WAIT_MS)
    expect(page.locator("#screen-players tbody")).to_contain_text("Fay", timeout=SCREEN_WAIT_MS)
    assert page.locator("button, form, input, select").count() == 0  # nothing to press
    # Unchanged standings cost a 304 and an empty body; the table stays as it is.
    with page.expect_response(
        lambda r: "/screen/standings/" in r.url and r.status == 304, timeout=SCREEN_WAIT_MS
    ):
        pass
    expect(page.locator("#screen-players tbody tr")).to_have_count(8)
    assert 200 in answers


def test_a_league_page_opened_before_reads_offline_and_says_how_old_it_is(
    page, live_server, club, api, shot
):
    api(started(club, ["Ann", "Bob", "Cat", "Dan"]), seat=0)
    home = f"{live_server.url}/leagues/{club.slug}/"
    page.goto(home)
    controlled(page)
    page.reload()  # through the worker now: it keeps the page
    expect(page.locator("#copy-age")).to_have_text("")
    ann = page.locator("#player-standings").get_by_role("link", name="Ann")
    ann.click()
    expect(page.get_by_role("heading", level=1)).to_have_text("Ann")
    player = page.url

    page.context.set_offline(True)
    later = datetime.datetime.now(datetime.UTC) + datetime.timedelta(minutes=10)
    page.clock.install(time=later)
    page.goto(home)
    expect(row_of(page, "player-standings", "Ann").locator("td").first).to_have_text("1")
    expect(page.locator("#copy-age")).to_have_text(
        "You are offline: a saved copy from 10 minutes ago."
    )
    shot("offline-home")
    page.goto(player)
    expect(page.get_by_role("heading", level=1)).to_have_text("Ann")
    expect(page.locator("#copy-age")).to_contain_text("You are offline: a saved copy from")


def test_the_standings_download_as_csv(page, live_server, club, api):
    api(started(club, ["Zoë", "Bob", "Cat", "Dan"]), seat=0)
    page.goto(f"{live_server.url}/leagues/{club.slug}/")
    with page.expect_download() as waiting:
        page.get_by_role("link", name="players", exact=True).click()
    download = waiting.value
    assert download.suggested_filename == "tuesday-club-all-time-standings.csv"
    text = Path(download.path()).read_text(encoding="utf-8-sig")
    rows = list(csv.DictReader(io.StringIO(text)))
    assert [(row["rank"], row["player"], row["wins"]) for row in rows] == [
        ("1", "Cat", "1"), ("1", "Zoë", "1"), ("3", "Bob", "0"), ("3", "Dan", "0")
    ]  # fmt: skip
