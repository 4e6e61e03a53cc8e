"""Standings, a player's statistics, partnerships and head-to-head over the API, from
games played through the services. Seats 0 and 2 are team 0, seats 1 and 3 team 1."""

import datetime

import pytest
from rest_framework.test import APIClient

from games.services.hands import hand_record
from leagues.models import Season
from leagues.services.leagues import league_create
from tests.conftest import signed_in
from tests.games.support import PASSED_OUT, loner, made
from tests.leagues.played import two_games_and_one_in_progress, won_by
from tests.leagues.support import league_game

pytestmark = pytest.mark.django_db


def get(league, path, user=None, **params):
    client = signed_in(user) if user else APIClient()
    return client.get(f"/api/v1/leagues/{league.slug}/{path}", params)


def ids(league) -> dict:
    return dict(league.roster.players.values_list("name", "pk"))


def names(rows, key="player"):
    return [row[key]["name"] for row in rows]


@pytest.fixture
def two_games(admin, league):
    return two_games_and_one_in_progress(league, admin)


def test_standings_rank_finished_games_and_share_ranks(member, two_games):
    response = get(two_games, "standings/", member)

    assert response.status_code == 200
    players = response.json()["players"]
    assert [(row["player"]["name"], row["rank"]) for row in players] == [
        ("Dan", 1), ("Ann", 2), ("Bob", 2), ("Cat", 4)
    ]  # fmt: skip
    dan, ann = players[0], players[1]
    assert {k: dan[k] for k in ("games", "wins", "losses", "win_pct", "points_for",
                                "points_against")} == {
        "games": 2, "wins": 2, "losses": 0, "win_pct": 1.0, "points_for": 24, "points_against": 0
    }  # fmt: skip
    assert (ann["win_pct"], ann["points_for"], ann["points_against"]) == (0.5, 12, 12)
    pairs = response.json()["partnerships"]
    assert [([p["name"] for p in row["players"]], row["rank"]) for row in pairs] == [
        (["Ann", "Dan"], 1), (["Bob", "Dan"], 1), (["Ann", "Cat"], 3), (["Bob", "Cat"], 3)
    ]  # fmt: skip


def test_the_order_after_win_pct_is_wins_then_difference(admin, league):
    won_by(league, admin, ["Ann", "Bob", "Cat", "Dan"], 0)
    won_by(league, admin, ["Ann", "Bob", "Cat", "Dan"], 0)
    won_by(league, admin, ["Eve", "Fay", "Gus", "Hal"], 0)
    game = league_game(league, admin, ["Ivy", "Jon", "Kit", "Lou"])
    for record in (made(1, 3), loner(0, 5), loner(0, 5), loner(0, 5)):
        hand_record(game=game, record=record, by=admin)  # Ivy and Kit win 12 to 1

    rows = get(league, "standings/", admin).json()["players"]

    assert names(rows)[:6] == ["Ann", "Cat", "Eve", "Gus", "Ivy", "Kit"]
    assert [row["rank"] for row in rows[:6]] == [1, 1, 3, 3, 5, 5]


def test_standings_of_a_season_and_of_all_time(admin, league):
    spring = {"starts_on": datetime.date(2020, 1, 1), "ends_on": datetime.date(2020, 2, 1)}
    season = Season.objects.create(league=league, name="Spring", **spring)
    won_by(league, admin, ["Ann", "Bob", "Cat", "Dan"], 1, season=season.pk)
    won_by(league, admin, ["Ann", "Bob", "Cat", "Dan"], 0)

    in_season = get(league, "standings/", admin, season=season.pk).json()["players"]
    all_time = get(league, "standings/", admin).json()["players"]

    assert [(row["player"]["name"], row["wins"]) for row in in_season] == [
        ("Bob", 1), ("Dan", 1), ("Ann", 0), ("Cat", 0)
    ]  # fmt: skip
    found = {row["player"]["name"]: (row["games"], row["wins"]) for row in all_time}
    assert found == dict.fromkeys(("Ann", "Bob", "Cat", "Dan"), (2, 1))


def test_a_season_of_another_league_is_refused(admin, two_games):
    other = league_create(by=admin, name="Other", variant="north_american")
    season = Season.objects.create(league=other, name="S", starts_on=datetime.date(2020, 1, 1))
    ann, bob = ids(two_games)["Ann"], ids(two_games)["Bob"]
    for path in ("standings/", "partnerships/", f"players/{ann}/stats/", "head-to-head/"):
        response = get(two_games, path, admin, season=season.pk, players=f"{ann},{bob}")
        assert response.status_code == 400, path
        assert response.json()["code"] == "SEASON_NOT_IN_LEAGUE"


def test_an_empty_league_has_empty_standings(league):
    league.visibility = "public"
    league.save()
    assert get(league, "standings/").json() == {
        "players": [], "partnerships": [], "counts": {"players": 0, "partnerships": 0}
    }  # fmt: skip
    assert get(league, "partnerships/").json() == {
        "count": 0, "next": None, "previous": None, "results": []
    }  # fmt: skip


def test_a_players_statistics_count_every_hand_and_finished_games(admin, two_games):
    dan = ids(two_games)["Dan"]

    stats = get(two_games, f"players/{dan}/stats/", admin).json()

    assert (stats["games"], stats["wins"], stats["win_pct"]) == (2, 2, 1.0)
    assert stats["hands"] == 7  # three and three in finished games, one in progress
    # Dan sat out the partner's three lone marches in each finished game.
    assert (stats["sat_out"], stats["hands_played"]) == (6, 1)
    assert (stats["maker"]["called"], stats["maker"]["make_pct"]) == (0, None)
    assert stats["defending"] == {"hands": 1, "euchres": 0}  # Eve made trump and took 3


def test_maker_and_defender_counts(admin, league):
    game = league_game(league, admin)  # Ann, Bob, Cat, Dan
    for record in (made(1, 3), made(1, 1), made(0, 5), PASSED_OUT,
                   {**made(2, 2), "defender_loner": 1}, loner(1, 3)):  # fmt: skip
        hand_record(game=game, record=record, by=admin)
    bob = ids(league)["Bob"]

    stats = get(league, f"players/{bob}/stats/", admin).json()

    assert (stats["hands"], stats["hands_played"]) == (6, 5)
    assert stats["maker"] | {"by_trump": None} == {
        "called": 3, "made": 2, "marches": 0, "euchred": 1, "make_pct": 2 / 3, "by_trump": None
    }  # fmt: skip
    assert stats["maker"]["by_trump"]["spades"] == {"called": 3, "made": 2}
    assert stats["defending"] == {"hands": 2, "euchres": 1}
    assert stats["loners"] == {"called": 1, "made": 1, "marches": 0}
    assert stats["defending_alone"] == {"called": 1, "euchres": 1}
    assert (stats["games"], stats["win_pct"]) == (0, 0.0)
    cat = get(league, f"players/{ids(league)['Cat']}/stats/", admin).json()
    assert cat["maker"]["make_pct"] == 0.0
    dan = get(league, f"players/{ids(league)['Dan']}/stats/", admin).json()
    assert dan["maker"]["make_pct"] is None
    # Dan sat out Bob's lone defence and Bob's loner: neither played, nor defended by Dan.
    assert (dan["hands"], dan["sat_out"], dan["hands_played"]) == (6, 2, 3)
    assert dan["defending"] == {"hands": 1, "euchres": 0}  # Bob's lone euchre is Bob's


def test_best_partner_and_nemesis_after_three_games(admin, league):
    seats = ["Ann", "Bob", "Cat", "Dan"]
    for _ in range(2):
        won_by(league, admin, seats, 1)
    ann, bob = ids(league)["Ann"], ids(league)["Bob"]
    early = get(league, f"players/{bob}/stats/", admin).json()
    assert (early["best_partner"], early["nemesis"]) == (None, None)

    won_by(league, admin, seats, 1)
    won_by(league, admin, ["Ann", "Bob", "Dan", "Cat"], 1)  # Bob and Cat win once

    bob_stats = get(league, f"players/{bob}/stats/", admin).json()
    ann_stats = get(league, f"players/{ann}/stats/", admin).json()
    assert bob_stats["best_partner"] == {"player": {"id": ids(league)["Dan"], "name": "Dan"},
                                         "games": 3, "wins": 3}  # fmt: skip
    assert bob_stats["nemesis"] is None  # he won every game
    assert ann_stats["nemesis"] == {"player": {"id": bob, "name": "Bob"}, "games": 4, "wins": 0}
    assert ann_stats["best_partner"]["player"]["name"] == "Cat"  # Dan: one game together


def test_partnerships_count_every_hand_and_rank_by_finished_games(admin, two_games):
    rows = get(two_games, "partnerships/", admin).json()["results"]

    by_pair = {tuple(p["name"] for p in row["players"]): row for row in rows}
    assert list(by_pair) == [("Ann", "Dan"), ("Bob", "Dan"), ("Ann", "Cat"), ("Bob", "Cat"),
                             ("Eve", "Fay")]  # fmt: skip
    assert by_pair[("Bob", "Dan")]["hands_played"] == 4  # three finished, one in progress
    assert by_pair[("Bob", "Dan")]["maker"] == {"called": 3, "made": 3, "marches": 3,
                                                "euchred": 0}  # fmt: skip
    eve_fay = by_pair[("Eve", "Fay")]
    assert (eve_fay["games"], eve_fay["win_pct"], eve_fay["hands_played"]) == (0, 0.0, 1)
    assert eve_fay["maker"]["made"] == 1


def test_head_to_head_against_and_as_partners(admin, two_games):
    found = ids(two_games)
    ann, dan = found["Ann"], found["Dan"]

    body = get(two_games, "head-to-head/", admin, players=f"{dan},{ann}").json()

    assert body["players"] == [{"id": dan, "name": "Dan"}, {"id": ann, "name": "Ann"}]
    assert body["against"] == {"games": 1, "wins": [1, 0]}
    assert body["partners"] == {"games": 1, "wins": 1, "losses": 0, "win_pct": 1.0,
                                "points_for": 12, "points_against": 0}  # fmt: skip


@pytest.mark.parametrize("players", ["", "1", "1,2,3", "a,b", "-1,2", "{same},{same}"])
def test_head_to_head_refuses_malformed_players(admin, two_games, players):
    same = ids(two_games)["Ann"]
    response = get(two_games, "head-to-head/", admin, players=players.format(same=same))
    assert response.status_code == 400
    assert response.json()["code"] == "PLAYERS_INVALID"


def test_head_to_head_refuses_a_player_of_another_league(admin, two_games):
    other = league_create(by=admin, name="Other", variant="north_american")
    stranger = league_game(other, admin, ["Zed", "Yan", "Xia", "Wes"]).seats.first().player_id
    response = get(two_games, "head-to-head/", admin, players=f"{ids(two_games)['Ann']},{stranger}")
    assert response.status_code == 400
    assert response.json()["code"] == "PLAYER_NOT_IN_LEAGUE"


def test_a_player_of_another_roster_has_no_stats_here(admin, league):
    other = league_create(by=admin, name="Other", variant="north_american")
    stranger = league_game(other, admin).seats.first().player_id
    assert get(league, f"players/{stranger}/stats/", admin).status_code == 404
