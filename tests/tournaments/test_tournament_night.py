"""A whole night over the API: made, filled, scheduled, played round by round, standings."""

from tests.games.support import PASSED_OUT, loner
from tests.games.support import made as hand_made
from tests.tournaments.support import (
    TOURNAMENTS,
    filled,
    finished,
    made,
    record,
    recount,
    running,
    scheduled,
    standings,
    started,
)


def test_an_eight_player_night_of_two_deal_rounds(organiser_api):
    tournament = made(organiser_api, round_end={"deals": 2}, rounds=2)
    assert tournament["round_end"] == {"deals": 2}
    players = filled(organiser_api, tournament, 8)
    schedule = scheduled(organiser_api, tournament)
    assert schedule["before"] is None
    assert len(schedule["rounds"]) == 2
    first = started(organiser_api, tournament, 1)
    assert first["status"] == "playing"
    games = [table["game"] for table in first["tables"]]
    game = organiser_api.get(f"/api/v1/games/{games[0]}/").json()
    assert game["tournament"] == {"id": tournament["id"], "round": 1, "table": 1}
    assert game["seats"][0]["player"] == first["tables"][0]["seats"][0]
    ended = record(organiser_api, games[0], loner(0), PASSED_OUT)
    assert (ended["status"], ended["winner"], ended["score"]) == ("finished", 0, [4, 0])
    refused = organiser_api.post(f"/api/v1/games/{games[0]}/hands/", hand_made(1), format="json")
    assert (refused.status_code, refused.json()["code"]) == (409, "GAME_DEALS_PLAYED")
    finished(organiser_api, tournament, 1)
    level = organiser_api.get(f"/api/v1/games/{games[1]}/").json()
    assert (level["status"], level["winner"]) == ("finished", None)
    assert running(tournament["id"]) == recount(tournament["id"])
    table = standings(organiser_api, tournament)
    assert table["final"] is False
    top = table["players"][0]
    assert (top["points"], top["rounds_won"], top["loners_made"], top["rank"]) == (4, 1, 1, 1)
    assert {row["player"]["id"] for row in table["players"]} == set(players)
    started(organiser_api, tournament, 2)
    finished(organiser_api, tournament, 2)
    assert standings(organiser_api, tournament)["final"] is True
    assert organiser_api.get(f"{TOURNAMENTS}{tournament['id']}/").json()["status"] == "finished"
