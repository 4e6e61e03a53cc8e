"""A game's story at its end, a best of 3 through rematches, a renege recorded at the
table and the shared link's QR code, in Chromium on a phone (390x844)."""

import csv
import io

import pytest
from playwright.sync_api import expect

from games.models import Game
from games.services.hands import hand_record
from tests.browser.conftest import wait_until
from tests.browser.table_steps import a_game, choose, hands_shown, record, score_shown

pytestmark = pytest.mark.browser

LONE_MARCH = {"maker": 1, "round": 2, "trump": "spades", "maker_tricks": 5, "maker_loner": 1}


def two_lone_marches(game) -> None:
    """Bob's two lone marches, recorded from another phone: 8–0 to Team 2."""
    for _ in range(2):
        hand_record(game=game, record=LONE_MARCH, by=game.owner)


def the_winning_hand(page, live_server, game) -> None:
    page.goto(f"{live_server.url}/games/{game.pk}/")
    score_shown(page, 0, 8)
    record(page, "Bob", "Called", 5)  # a march: 10, the game
    expect(page.locator("#over")).to_be_visible()


def test_the_story_at_the_end_of_a_best_of_3(page, live_server, signed_in, shot):
    first = a_game(signed_in)
    two_lone_marches(first)
    the_winning_hand(page, live_server, first)
    expect(page.locator("#over-title")).to_contain_text("Team 2")
    expect(page.locator("#match-tally")).to_be_hidden()  # no match yet
    expect(page.get_by_role("link", name="The story of the game")).to_be_visible()

    page.get_by_role("button", name="Best of 3 from here").click()
    expect(page.locator("#match-tally")).to_have_text("Best of 3 · Team 1 0–1 Team 2 · game 2")
    score_shown(page, 0, 0)
    second = Game.objects.exclude(pk=first.pk).get()
    first.refresh_from_db()
    assert second.match_id == first.match_id is not None
    assert second.first_dealer == first.next_dealer

    two_lone_marches(second)
    the_winning_hand(page, live_server, second)
    expect(page.locator("#match-tally")).to_have_text("Team 2 won the match 2–0 (best of 3)")
    expect(page.locator("#make-match")).to_be_hidden()
    expect(page.get_by_role("button", name="Rematch: same seats and rules")).to_be_visible()
    expect(page.locator("#over")).to_be_in_viewport()
    shot("game-over")

    page.get_by_role("link", name="The story of the game").click()
    expect(page.get_by_role("heading", level=1)).to_have_text("Team 2 won 10–0")
    expect(page.locator("#story-match")).to_have_text("Team 2 won the match 2–0 (best of 3)")
    highlights = page.locator(".highlights li")
    expect(highlights.first).to_have_text(
        "Bob made trump most: 3 times, and made it 3 times, 3 of them marches."
    )
    expect(page.locator("#story-hands > li")).to_have_count(3)
    expect(page.get_by_role("row", name="Lone marches 0 2")).to_be_visible()
    page.evaluate("window.scrollTo(0, 0)")
    shot("end-of-game-summary")
    fits = "document.documentElement.scrollWidth <= window.innerWidth"
    assert page.evaluate(fits), "the story is wider than the phone"

    with page.expect_download() as download:
        page.get_by_role("link", name="Download the hands (CSV)").click()
    text = download.value.path().read_text(encoding="utf-8-sig")
    rows = list(csv.DictReader(io.StringIO(text, newline="")))
    assert [(row["hand_number"], row["outcome"], row["points"]) for row in rows] == [
        ("1", "loner_march", "4"),
        ("2", "loner_march", "4"),
        ("3", "march", "2"),
    ]


def test_a_renege_recorded_at_the_table(page, live_server, signed_in):
    game = a_game(signed_in)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    choose(page, "maker-options", "Bob")
    choose(page, "round-options", "Called")
    page.get_by_text("A renege was claimed").click()
    page.get_by_role("button", name="Ann reneged").click()
    hands_shown(page, 1)
    score_shown(page, 0, 2)
    expect(page.locator("#history")).to_contain_text("Ann reneged")
    hand = game.hands.get()
    assert (hand.renege, hand.maker_tricks, hand.outcome, hand.points) == (0, None, "renege", 2)


def test_the_shared_link_as_a_qr_code(page, live_server, signed_in):
    game = a_game(signed_in)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    qr = page.get_by_role("img", name="QR code of the read-only link")
    expect(qr).to_be_hidden()
    page.get_by_role("button", name="Share a read-only link").click()
    expect(qr).to_be_visible()
    loaded = "document.getElementById('share-qr').complete"
    assert wait_until(page, loaded)
    assert page.evaluate("document.getElementById('share-qr').naturalWidth") > 0
    page.get_by_role("button", name="Stop sharing").click()
    expect(qr).to_be_hidden()
