"""A night of 4n + 3 with tables of three: each round seats one table of three instead of
byes, and that table plays three-handed Euchre, each player scoring alone."""

import pytest

from tests.tournaments.support import (
    GAMES,
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

pytestmark = pytest.mark.django_db

#: Seat 1 makes it (1 to seat 1); then seat 2 is euchred (2 to seats 0 and 1).
MADE = {"maker": 1, "trump": "hearts", "round": 2, "maker_tricks": 3}
EUCHRED = {"maker": 2, "trump": "spades", "round": 2, "maker_tricks": 2}


@pytest.fixture
def night(organiser_api):
    night = {"short_tables": "three_handed", "round_end": {"deals": 8}, "rounds": 5}
    tournament = made(organiser_api, **night)
    filled(organiser_api, tournament, 15)
    return tournament, scheduled(organiser_api, tournament)


def test_each_round_seats_a_table_of_three_and_no_byes(night):
    _, schedule = night
    for round_ in schedule["rounds"]:
        assert sorted(len(table["seats"]) for table in round_["tables"]) == [3, 4, 4, 4]
        assert round_["byes"] == []


def test_the_table_of_three_plays_three_handed_and_each_scores_alone(organiser_api, night):
    tournament, _ = night
    tables = started(organiser_api, tournament, 1)["tables"]
    three = next(table for table in tables if len(table["seats"]) == 3)
    four = next(table for table in tables if len(table["seats"]) == 4)
    assert organiser_api.get(f"{GAMES}{four['game']}/").json()["variant"] == "north_american"

    game = record(organiser_api, three["game"], MADE, EUCHRED)

    assert game["variant"] == "three_handed"
    assert [player["score"] for player in game["players"]] == [2, 3, 0]
    seated = three["seats"]
    points = {row["player"]["id"]: row["points"] for row in standings(organiser_api, tournament)[
        "players"]}  # fmt: skip
    assert [points[player] for player in seated] == [2, 3, 0]
    assert running(tournament["id"]) == recount(tournament["id"])

    finished(organiser_api, tournament, 1)
    rows = {row["player"]["id"]: row for row in standings(organiser_api, tournament)["players"]}
    assert [rows[player]["rounds_won"] for player in seated] == [0, 1, 0]  # seat 1 ahead
    assert running(tournament["id"]) == recount(tournament["id"])
