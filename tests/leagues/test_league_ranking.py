"""A page of standings read as a range of the ranking's index (leagues.standings.ranking)
is the same slice of the same ranking as sorting every row would give: rows in order,
ranks the league's (a group of equal rows cut by a page's edge keeps its rank), counts
of every row. Held against a plain sort of every row, by exact fractions."""

from fractions import Fraction

import pytest
from django.db import transaction
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.models import Player
from leagues.models import PartnershipTotals, PlayerTotals
from leagues.services.leagues import league_create
from leagues.standings import statistics

pytestmark = pytest.mark.django_db

#: Names whose order is Python's case folding, not the database's: "éva" between "Dan"
#: and "Fay", "ann" before "Bob".
NAMES = ["ann", "Bob", "Cat", "Dan", "éva", "Fay", "Gus", "Hal", "ivy", "Jon", "Kim", "Lou"]

# Few distinct counts, so that rows tie often and pages cut groups of equal rows.
RECORD = st.tuples(st.integers(0, 3), st.integers(0, 3), st.integers(0, 2), st.integers(0, 2))


def oracle(rows: list[tuple[str, int, int, int]]) -> list[tuple[str, int]]:
    """(name, rank) of every row with a finished game, by sorting them all."""

    def strength(row):
        _, games, wins, margin = row
        return (Fraction(wins, games), wins, margin)

    played = sorted((row for row in rows if row[1] > 0), key=lambda row: row[0].casefold())
    played.sort(key=strength, reverse=True)
    ranked = []
    for index, row in enumerate(played):
        same = index and strength(played[index - 1]) == strength(row)
        ranked.append((row[0], ranked[-1][1] if same else index + 1))
    return ranked


def seeded(admin, records) -> tuple:
    league = league_create(by=admin, name="Ranked", variant="north_american")
    players = Player.objects.bulk_create(
        Player(roster=league.roster, name=name) for name in NAMES[: len(records)]
    )
    rows = []
    for player, (games, won, scored, let_in) in zip(players, records, strict=False):
        wins = min(won, games)
        PlayerTotals.objects.create(
            league=league, player=player, games=games, wins=wins, losses=games - wins,
            points_for=scored, points_against=let_in,
        )  # fmt: skip
        rows.append((player.name, games, wins, scored - let_in))
    return league, rows


@settings(
    deadline=None,
    max_examples=60,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(
    records=st.lists(RECORD, min_size=0, max_size=len(NAMES)),
    offset=st.integers(0, 13),
    limit=st.one_of(st.none(), st.integers(1, 6)),
)
def test_a_page_is_the_slice_of_the_whole_ranking(admin, records, offset, limit):
    with transaction.atomic():
        league, rows = seeded(admin, records)
        whole = oracle(rows)
        page = statistics.player_standings(league=league, season=None, offset=offset, limit=limit)
        end = None if limit is None else offset + limit
        assert [(row["player"]["name"], row["rank"]) for row in page.rows] == whole[offset:end]
        assert page.count == len(whole)
        transaction.set_rollback(True)


def test_one_players_rank_is_the_rank_the_standings_give(admin):
    league, rows = seeded(admin, [(2, 1, 3, 1), (2, 2, 1, 0), (2, 1, 3, 1), (0, 0, 0, 0)])
    ranks = dict(oracle(rows))
    for player in league.roster.players.all():
        row = statistics.player_standing(league=league, season=None, player_id=player.pk)
        assert (row and row["rank"]) == ranks.get(player.name)
    assert ranks == {"Bob": 1, "ann": 2, "Cat": 2}


def test_partnerships_without_a_finished_game_come_last_in_their_list(admin):
    league = league_create(by=admin, name="Pairs", variant="north_american")
    ann, bob, cat = Player.objects.bulk_create(
        Player(roster=league.roster, name=name) for name in ("Ann", "Bob", "Cat")
    )
    PartnershipTotals.objects.create(league=league, player_1=ann, player_2=bob, hands_played=4)
    PartnershipTotals.objects.create(
        league=league, player_1=ann, player_2=cat, games=1, losses=1, points_against=10,
        hands_played=6,
    )  # fmt: skip
    page = statistics.partnerships(league=league, season=None)
    names = [[player["name"] for player in row["players"]] for row in page.rows]
    assert names == [["Ann", "Cat"], ["Ann", "Bob"]]
    assert [row["rank"] for row in page.rows] == [1, 2]
    standings = statistics.standings(league=league, season=None)
    assert standings["counts"] == {"players": 0, "partnerships": 1}
