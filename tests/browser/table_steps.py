"""What a player does at the table, as steps the browser tests share."""

import re

from playwright.sync_api import Page, expect

from games.services.games import game_start


def a_game(owner, *, variant="north_american", first_dealer=0, seats=None, **kwargs):
    """Ann, Bob, Cat and Dan play (North American Euchre unless told)."""
    seats = seats or ["Ann", "Bob", "Cat", "Dan"]
    return game_start(
        owner=owner, variant=variant, seats=seats, first_dealer=first_dealer, **kwargs
    )


def start_game(page: Page, live_server, seats, *, variant="North American Euchre", dealer=0):
    page.goto(f"{live_server.url}/games/new/")
    page.get_by_role("radio", name=variant).check()
    for seat, name in enumerate(seats):
        page.get_by_role("combobox", name=re.compile(f"^Seat {seat + 1}")).fill(name)
    dealer_seat = re.compile(f"seat {dealer + 1}\\)")
    page.locator("#first-dealer").get_by_role("radio", name=dealer_seat).check()
    page.get_by_role("button", name="Start the game").click()


def choose(page: Page, group: str, name: str) -> None:
    """Taps the choice whose label starts with ``name`` in a group of the hand form."""
    page.locator(f"#{group}").get_by_role("radio", name=re.compile(f"^{re.escape(name)}")).check()


def more(page: Page) -> None:
    details = page.locator("#more")
    if details.get_attribute("open") is None:
        page.get_by_text("Trump, up-card").click()


def record(
    page: Page, maker: str, how: str, tricks: int, *, trump=None, alone=None, defends=None
) -> None:
    """The common hand is three taps: the maker, how trump was made, the tricks; a loner
    or a lone defender one tap more."""
    choose(page, "maker-options", maker)
    choose(page, "round-options", how)
    if alone:
        choose(page, "maker_loner-options", alone)
    if defends:
        choose(page, "defender_loner-options", defends)
    if trump:
        more(page)
        choose(page, "trump-options", trump)
    tap_tricks(page, tricks)


def record_a_hand_the_server_refuses(page: Page) -> None:
    """Round 2 naming the turned-down suit: only the up-card says so, and the server knows."""
    choose(page, "maker-options", "Cat")
    choose(page, "round-options", "Called")
    name_the_turned_down_suit(page, "hearts", "9H")
    tap_tricks(page, 4)


def name_the_turned_down_suit(page: Page, suit: str, upcard: str) -> None:
    """The table no longer offers it (it says why instead), but a phone may still hold such
    a hand, kept by an earlier version of the page: only the server refuses it then. The
    offer taken back here stands for that version."""
    note_upcard(page, upcard)
    page.locator(f'#trump-options input[value="{suit}"]').evaluate(
        "input => input.removeAttribute('aria-disabled')"
    )
    choose(page, "trump-options", suit)


def note_upcard(page: Page, card: str | None) -> None:
    """Notes the up-card ("9H"): its suit, then its rank (two taps); or not noted (None)."""
    more(page)
    suits = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
    choose(page, "upcard-suits", suits[card[-1]] if card else "Not noted")
    if card:
        choose(page, "upcard-ranks", f"{card[:-1]} ")


def pass_out(page: Page) -> None:
    """A deal everyone passed twice: one tap."""
    page.get_by_role("button", name="Everyone passed").click()


def undo_last_hand(page: Page) -> None:
    """One tap."""
    page.get_by_role("button", name="Undo last hand").click()


def tap_tricks(page: Page, tricks: int) -> None:
    label = f"Makers took {tricks} trick{'' if tricks == 1 else 's'}"
    page.get_by_role("button", name=label, exact=True).click()


def hands_shown(page: Page, count: int) -> None:
    """Waits until the history shows ``count`` hands and nothing waits to be sent.

    An edit leaves the count as it was: wait first for what it shows (the score), or
    this may pass before the edit is even kept.
    """
    expect(page.locator("#history > li")).to_have_count(count)
    expect(page.locator("#history .waiting")).to_have_count(0)
    expect(page.locator("#outbox")).to_be_empty()  # an undo or an edit is sent too


def score_shown(page: Page, team0: int, team1: int) -> None:
    expect(page.locator("#scoreboard .score")).to_have_text([str(team0), str(team1)])


def settled(page: Page) -> None:
    """Waits until the table is done with what it was doing (keeping, sending, fetching,
    drawing): it marks itself busy (aria-busy) from a tap or a poll until all is drawn."""
    expect(page.locator("#table")).not_to_have_attribute("aria-busy", "true")
