"""A big league's pages show its ranked lists a page of rows at a time (?page=n): the home
page's two lists alike, the partnerships page, and the big screen the first page; ranks
are the league's on every page, and the pages say which rows they show."""

import re

import pytest

from games.models import Player
from leagues.models import PartnershipTotals, PlayerTotals
from leagues.views.reading import ROWS_SHOWN
from tests.leagues.test_league_pages import page

pytestmark = pytest.mark.django_db

PLAYERS = ROWS_SHOWN + 30


@pytest.fixture
def big(league):
    """``PLAYERS`` players, each with a finished game's totals (player i won i of 200),
    and as many partnerships, each its pair's hands and games."""
    players = Player.objects.bulk_create(
        Player(roster=league.roster, name=f"P{index:03}") for index in range(PLAYERS)
    )
    PlayerTotals.objects.bulk_create(
        PlayerTotals(league=league, player=player, games=200, wins=index, losses=200 - index)
        for index, player in enumerate(players)
    )
    PartnershipTotals.objects.bulk_create(
        PartnershipTotals(
            league=league, player_1=player, player_2=players[(index + 1) % PLAYERS],
            games=1, wins=index % 2, losses=1 - index % 2, hands_played=5,
        )
        for index, player in enumerate(players[:-1])
    )  # fmt: skip
    return league


def ranks(body: str, table: str) -> list[int]:
    found = body.split(f'id="{table}"')[1].split("</table>")[0]
    return [int(rank) for rank in re.findall(r'<td class="rank"[^>]*>(\d+)</td>', found)]


def test_the_home_page_shows_the_first_rows_and_links_the_next(member, big):
    body = page(big, user=member).content.decode()

    assert ranks(body, "player-standings") == list(range(1, ROWS_SHOWN + 1))
    assert f"Rows 1–{ROWS_SHOWN} of {PLAYERS}." in body
    # The links keep the period (the league has no season: all time).
    assert 'rel="next" href="?season=all&amp;page=2#players"' in body
    assert 'rel="prev"' not in body


def test_a_later_page_keeps_the_leagues_ranks(member, big):
    body = page(big, user=member, page=2).content.decode()

    assert ranks(body, "player-standings") == list(range(ROWS_SHOWN + 1, PLAYERS + 1))
    assert f"Rows {ROWS_SHOWN + 1}–{PLAYERS} of {PLAYERS}." in body
    assert 'rel="prev" href="?season=all&amp;page=1#players"' in body
    assert 'rel="next"' not in body
    # Partnerships: 50 wins share rank 1, 50 losses share the next, over both pages.
    assert set(ranks(body, "pair-standings")) == {(PLAYERS - 1) // 2 + 1}


@pytest.mark.parametrize("number", ["3", "0", "two"])
def test_no_such_page_is_a_404(member, big, number):
    assert page(big, user=member, page=number).status_code == 404


def test_the_partnerships_page_is_paged_too(member, big):
    first = page(big, "partnerships/", user=member).content.decode()
    second = page(big, "partnerships/", user=member, page=2).content.decode()

    assert f"Rows 1–{ROWS_SHOWN} of {PLAYERS - 1}." in first
    assert f"Rows {ROWS_SHOWN + 1}–{PLAYERS - 1} of {PLAYERS - 1}." in second
    assert 'rel="next" href="?season=all&amp;page=2"' in first
    assert page(big, "partnerships/", user=member, page=3).status_code == 404


def test_the_big_screen_shows_the_top_rows_and_says_so(member, big):
    body = page(big, "screen/standings/", user=member).content.decode()
    assert f"The top {ROWS_SHOWN} of {PLAYERS}." in body
    assert body.count("<tr data-row>") == 2 * ROWS_SHOWN


def test_a_small_league_shows_every_row_without_a_pager(member, league):
    body = page(league, user=member).content.decode()
    assert "Rows " not in body and "rows-page" not in body
