"""Standings and partnerships are answered from the cache while the league stays as it was
(``leagues.api.versioned``): a repeated read costs the league's row and its version, a
client holding the answer gets a 304, and every write that changes the answer shows at
once."""

import pytest

from games.services.players import seats_name
from leagues.models import StatsVersion
from tests.conftest import signed_in
from tests.games.support import made
from tests.leagues.played import two_games_and_one_in_progress, won_by
from tests.leagues.support import league_game

pytestmark = pytest.mark.django_db

#: The league and its stats version, then on a miss each list's first page: three reads
#: (tests/leagues/test_league_read_queries.py).
HIT = 2
MISS = {"standings/": HIT + 2 * 3 + 1, "partnerships/": HIT + 3}  # + the unsettled results


def url(league, path: str) -> str:
    return f"/api/v1/leagues/{league.slug}/{path}"


def names(standings: dict) -> list[str]:
    return [row["player"]["name"] for row in standings["players"]]


@pytest.mark.parametrize("path", MISS)
def test_a_repeated_read_costs_the_league_and_its_version(
    member, league, path, django_assert_num_queries
):
    two_games_and_one_in_progress(league, member)
    api = signed_in(member)
    with django_assert_num_queries(MISS[path]):
        first = api.get(url(league, path))
    with django_assert_num_queries(HIT):
        again = api.get(url(league, path))
    assert first.status_code == again.status_code == 200
    assert first.content == again.content
    assert first["ETag"] == again["ETag"]
    assert first["Content-Type"] == "application/json"


@pytest.mark.parametrize("path", MISS)
def test_the_etag_sent_back_is_a_304_without_a_body(
    member, league, path, django_assert_num_queries
):
    two_games_and_one_in_progress(league, member)
    api = signed_in(member)
    etag = api.get(url(league, path))["ETag"]
    with django_assert_num_queries(HIT):
        response = api.get(url(league, path), headers={"If-None-Match": etag})
    assert response.status_code == 304
    assert response.content == b""
    assert response["ETag"] == etag
    other = api.get(url(league, path), headers={"If-None-Match": '"something-else"'})
    assert other.status_code == 200 and other.content


def test_a_season_and_a_limit_are_answers_of_their_own(member, league):
    two_games_and_one_in_progress(league, member)
    api = signed_in(member)
    whole = api.get(url(league, "standings/"))
    top = api.get(url(league, "standings/"), {"limit": 1})
    assert whole["ETag"] != top["ETag"]
    lists = ("players", "partnerships")
    assert top.json() == {**{kind: whole.json()[kind][:1] for kind in lists},
                          "counts": whole.json()["counts"]}  # fmt: skip
    assert whole.json()["counts"] == {kind: len(whole.json()[kind]) for kind in lists}


def test_a_recorded_hand_changes_the_answers_at_once(member, league):
    two_games_and_one_in_progress(league, member)
    api = signed_in(member)
    before = {path: api.get(url(league, path)) for path in MISS}
    version = StatsVersion.objects.get(pk=league.pk).version

    game = league_game(league, member, ["Gus", "Hal", "Ivy", "Jon"])
    response = api.post(f"/api/v1/games/{game.pk}/hands/", made(0, 3))
    assert response.status_code == 201, response.content

    assert StatsVersion.objects.get(pk=league.pk).version > version
    partnerships = api.get(url(league, "partnerships/"))
    assert partnerships["ETag"] != before["partnerships/"]["ETag"]
    gus = [row for row in partnerships.json()["results"] if row["players"][0]["name"] == "Gus"]
    assert [row["hands_played"] for row in gus] == [1]
    stale = api.get(url(league, "partnerships/"), headers={"If-None-Match": before[
        "partnerships/"]["ETag"]})  # fmt: skip
    assert stale.status_code == 200

    won_by(league, member, ["Gus", "Hal", "Ivy", "Jon"], 0)  # finished: standings count it
    standings = api.get(url(league, "standings/")).json()
    assert {"Gus", "Ivy"} <= set(names(standings))
    assert names(standings) != names(before["standings/"].json())


def test_a_renamed_player_shows_at_once_in_the_standings(admin, member, league):
    two_games_and_one_in_progress(league, member)
    api = signed_in(admin)
    assert "Ann" in names(api.get(url(league, "standings/")).json())
    ann = league.roster.players.get(name="Ann")

    response = api.patch(url(league, f"players/{ann.pk}/"), {"name": "Anne"})
    assert response.status_code == 200, response.content
    assert "Anne" in names(api.get(url(league, "standings/")).json())

    # A new name typed on a league game's seat renames the roster player (games' side).
    game = won_by(league, member, ["Anne", "Bob", "Cat", "Dan"], 0)
    api.get(url(league, "standings/"))
    seats_name(game=game, names=["Annie", "Bob", "Cat", "Dan"])
    standings = api.get(url(league, "standings/")).json()
    assert "Annie" in names(standings) and "Anne" not in names(standings)


def test_a_deleted_game_leaves_the_answers_at_once(admin, member, league):
    game = won_by(league, member, ["Ann", "Bob", "Cat", "Dan"], 1)
    api = signed_in(admin)
    assert names(api.get(url(league, "standings/")).json())
    assert api.delete(f"/api/v1/games/{game.pk}/").status_code == 204
    assert api.get(url(league, "standings/")).json() == {
        "players": [], "partnerships": [], "counts": {"players": 0, "partnerships": 0}
    }  # fmt: skip


def test_a_304_only_after_the_league_may_be_read(member, outsider, league):
    two_games_and_one_in_progress(league, member)
    etag = signed_in(member).get(url(league, "standings/"))["ETag"]
    response = signed_in(outsider).get(url(league, "standings/"), headers={"If-None-Match": etag})
    assert response.status_code == 404


def test_a_limit_keeps_the_ranks(member, league):
    two_games_and_one_in_progress(league, member)
    api = signed_in(member)
    whole = api.get(url(league, "partnerships/")).json()["results"]
    top = api.get(url(league, "partnerships/"), {"limit": 2}).json()
    assert top["results"] == whole[:2] and top["count"] == len(whole) > 2
    assert top["previous"] is None and "limit=2" in top["next"] and "offset=2" in top["next"]
    rest = api.get(top["next"]).json()
    assert rest["results"] == whole[2:4] and rest["previous"].startswith("http")
    for limit in (0, 501):
        refused = api.get(url(league, "partnerships/"), {"limit": limit})
        assert refused.status_code == 400
        assert refused.json()["code"] == "INVALID_INPUT" and refused.json()["field"] == "limit"
