"""An edit changes what the scorer changed, and nothing else: every field of a hand, in
every variant. Each step opens the edit of the stored hand, changes one choice, records,
and compares the stored record with the one before."""

import pytest
from playwright.sync_api import expect

from games.services.hands import hand_record
from tests.browser.table_steps import a_game, choose, note_upcard, settled, tap_tricks

pytestmark = pytest.mark.browser

FIELDS = ("dealer", "round", "maker", "trump", "upcard", "maker_loner", "defender_loner")


def stored(game) -> dict:
    hand = game.hands.get()
    return {field: getattr(hand, field) for field in (*FIELDS, "maker_tricks")}


def first_hand(game, **record):
    hand_record(game=game, record={"maker_tricks": 4, **record})
    return stored(game)


def tricks(n):
    return lambda page: tap_tricks(page, n)


def seat(group, name):
    return lambda page: choose(page, group, name)


def upcard(card):
    return lambda page: note_upcard(page, card)


def edited_one_by_one(page, live_server, game, steps):
    """Each step: (field, the value it should now hold, what the scorer does)."""
    page.goto(f"{live_server.url}/games/{game.pk}/")
    before = stored(game)
    for field, value, change in steps:
        page.locator("#history button").first.click()
        expect(page.locator("#entry-title")).to_have_text("Edit hand 1")
        with page.context.expect_event("response", lambda r: r.request.method == "PATCH") as answer:
            change(page)
            if field != "maker_tricks":
                tap_tricks(page, before["maker_tricks"])
        assert answer.value.status == 200, answer.value.text()
        expect(page.locator("#outbox")).to_be_empty()
        settled(page)  # (the table fetches the edited game again before the next edit opens)
        after = stored(game)
        changed = {name: after[name] for name in after if after[name] != before[name]}
        assert changed == {field: value}, f"editing {field}: {before} became {after}"
        before = after


LONE_STEPS = [
    ("maker_tricks", 3, tricks(3)),
    ("trump", "clubs", seat("trump-options", "clubs")),
    ("upcard", "JD", upcard("JD")),
    ("maker_loner", 3, seat("maker_loner-options", "Dan")),
    ("defender_loner", 2, seat("defender_loner-options", "Cat")),
    ("maker", 3, seat("maker-options", "Dan")),
    ("upcard", None, upcard(None)),
    ("round", 1, seat("round-options", "Ordered up")),
    ("maker_loner", None, seat("maker_loner-options", "Nobody")),
    ("defender_loner", None, seat("defender_loner-options", "Nobody")),
    ("maker_loner", 3, seat("maker_loner-options", "Dan")),
]


@pytest.mark.parametrize("variant", ["north_american", "british"])
def test_every_field_of_a_lone_hand(page, live_server, signed_in, variant):
    game = a_game(signed_in, variant=variant, target=30)
    first_hand(game, round=2, maker=1, trump="spades", upcard="9H", maker_loner=1, defender_loner=0)
    edited_one_by_one(page, live_server, game, LONE_STEPS)


def test_every_field_of_a_joker_hand(page, live_server, signed_in):
    game = a_game(signed_in, variant="british", target=30)
    first_hand(game, round=None, maker=0, trump="hearts", upcard="JOKER", maker_loner=2)
    edited_one_by_one(page, live_server, game, [
        ("maker_tricks", 5, tricks(5)),
        ("trump", "spades", seat("trump-options", "spades")),
        ("defender_loner", 1, seat("defender_loner-options", "Bob")),
        ("maker_loner", None, seat("maker_loner-options", "Nobody")),
    ])  # fmt: skip


@pytest.mark.parametrize(
    ("variant", "seats", "maker", "other", "taken", "score"),
    [
        # at the end Ann (seat 0) ordered up and took 5: a march, 2 to Ann
        pytest.param("two_handed", ["Ann", "Bob"], 1, "Ann", 5, [2, 0], id="two-handed"),
        # at the end Bob (seat 1) ordered up and took 1: euchred, 2 to each of the other two
        pytest.param("three_handed", ["Ann", "Bob", "Cat"], 2, "Bob", 1, [2, 0, 2], id="three"),
    ],
)
def test_every_field_of_a_hand_of_players_on_their_own(
    page, live_server, signed_in, variant, seats, maker, other, taken, score
):
    game = a_game(signed_in, variant=variant, target=30, seats=seats)
    first_hand(game, round=2, maker=maker, trump="spades", upcard="9H")
    edited_one_by_one(page, live_server, game, [
        ("maker_tricks", taken, tricks(taken)),
        ("trump", "clubs", seat("trump-options", "clubs")),
        ("upcard", "JD", upcard("JD")),
        ("maker", seats.index(other), seat("maker-options", other)),
        ("upcard", None, upcard(None)),
        ("round", 1, seat("round-options", "Ordered up")),
    ])  # fmt: skip
    game.refresh_from_db()
    assert game.score == score
