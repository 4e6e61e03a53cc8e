"""The schedule over the API: made for the checked-in active players from the rotation
engine, its quality reported, and a re-plan that keeps every earlier round."""

from collections import Counter
from itertools import combinations

import pytest

from tests.tournaments.support import TOURNAMENTS, filled, finished, made, scheduled, started
from tournaments.models import Round


def partners(schedule: dict) -> Counter:
    found = Counter()
    for round_ in schedule["rounds"]:
        for table in round_["tables"]:
            seats = table["seats"]
            found.update([frozenset(seats[0::2]), frozenset(seats[1::2])])
    return found


def test_eight_players_play_a_whist_night(organiser_api):
    tournament = made(organiser_api)
    players = filled(organiser_api, tournament, 8)
    schedule = scheduled(organiser_api, tournament)
    assert len(schedule["rounds"]) == 7
    assert all(round_["status"] == "planned" for round_ in schedule["rounds"])
    assert all(table["game"] is None for r in schedule["rounds"] for table in r["tables"])
    assert partners(schedule) == Counter(frozenset(pair) for pair in combinations(players, 2))
    # Every two oppose exactly twice: each of the 28 pairs once more than once.
    assert schedule["quality"] == {
        "partner_repeats": 0,
        "opponent_repeats": 28,
        "byes": {"min": 0, "max": 0},
    }
    assert organiser_api.get(f"{TOURNAMENTS}{tournament['id']}/schedule/").json() == {
        key: schedule[key] for key in ("rounds", "quality")
    }


def test_nine_players_each_sit_out_once(organiser_api):
    tournament = made(organiser_api)
    filled(organiser_api, tournament, 9)
    schedule = scheduled(organiser_api, tournament)
    assert len(schedule["rounds"]) == 9
    assert all(len(round_["byes"]) == 1 for round_ in schedule["rounds"])
    assert schedule["quality"]["byes"] == {"min": 1, "max": 1}


def test_only_the_checked_in_active_players_are_seated(organiser_api):
    tournament = made(organiser_api, rounds=3)
    players = filled(organiser_api, tournament, 9)
    url = f"{TOURNAMENTS}{tournament['id']}/players/"
    organiser_api.patch(f"{url}{players[8]}/", {"active": False}, format="json")
    schedule = scheduled(organiser_api, tournament)
    seated = {p for r in schedule["rounds"] for t in r["tables"] for p in t["seats"]}
    assert seated == set(players[:8])


def test_a_count_with_no_default_needs_rounds(organiser_api):
    tournament = made(organiser_api)
    filled(organiser_api, tournament, 6)
    response = organiser_api.post(f"{TOURNAMENTS}{tournament['id']}/schedule/", {}, format="json")
    assert (response.status_code, response.json()["code"]) == (400, "TOURNAMENT_ROUNDS_REQUIRED")
    assert not Round.objects.exists()


def test_too_few_players(organiser_api):
    tournament = made(organiser_api, rounds=2)
    filled(organiser_api, tournament, 3)
    response = organiser_api.post(f"{TOURNAMENTS}{tournament['id']}/schedule/", {}, format="json")
    assert (response.status_code, response.json()["code"]) == (400, "TOURNAMENT_PLAYER_COUNT")


def test_a_late_arrival_is_planned_in_keeping_the_rounds_played(organiser_api):
    tournament = made(organiser_api, rounds=4, round_end={"deals": 1})
    filled(organiser_api, tournament, 8)
    first = scheduled(organiser_api, tournament)
    started(organiser_api, tournament, 1)
    finished(organiser_api, tournament, 1)
    url = f"{TOURNAMENTS}{tournament['id']}/players/"
    late = organiser_api.post(url, {"name": "Late Lou"}, format="json").json()["id"]
    organiser_api.patch(f"{url}{late}/", {"checked_in": True}, format="json")
    again = scheduled(organiser_api, tournament)
    assert again["before"] == first["quality"]
    played = again["rounds"][0]
    assert [t["seats"] for t in played["tables"]] == [
        t["seats"] for t in first["rounds"][0]["tables"]
    ]
    assert played["status"] == "finished"
    assert all(t["game"] is not None for t in played["tables"])
    later = again["rounds"][1:]
    assert len(later) == 3
    assert all(len(r["byes"]) == 1 for r in later)
    assert any(late in t["seats"] for r in later for t in r["tables"])
    assert again["quality"]["partner_repeats"] == 0


def test_a_started_round_is_never_planned_again(organiser_api):
    tournament = made(organiser_api, rounds=3)
    filled(organiser_api, tournament, 8)
    scheduled(organiser_api, tournament)
    started(organiser_api, tournament, 1)
    url = f"{TOURNAMENTS}{tournament['id']}/schedule/"
    response = organiser_api.post(url, {"from_round": 1}, format="json")
    assert (response.status_code, response.json()["code"]) == (409, "TOURNAMENT_ROUND_STARTED")
    beyond = organiser_api.post(url, {"from_round": 5}, format="json")
    assert (beyond.status_code, beyond.json()["code"]) == (400, "TOURNAMENT_SCHEDULE_FROM_ROUND")


@pytest.mark.parametrize("who", ["outsider", "anonymous"])
def test_only_organisers_make_it(organiser_api, api_client, outsider_api, who):
    tournament = made(organiser_api, visibility="public")
    filled(organiser_api, tournament, 8)
    caller = outsider_api if who == "outsider" else api_client
    url = f"{TOURNAMENTS}{tournament['id']}/schedule/"
    assert caller.post(url, {}, format="json").status_code == 403
    assert not Round.objects.exists()
    assert caller.get(url).status_code == 200


def test_reading_the_schedule_costs_the_same_whatever_its_size(
    organiser_api, django_assert_num_queries
):
    tournament = made(organiser_api)
    filled(organiser_api, tournament, 16)
    scheduled(organiser_api, tournament)
    url = f"{TOURNAMENTS}{tournament['id']}/schedule/"
    # The tournament with the caller's role, its rounds, their tables.
    with django_assert_num_queries(3):
        assert len(organiser_api.get(url).json()["rounds"]) == 15


def test_a_whist_night_re_planned_keeps_its_length(organiser_api):
    tournament = made(organiser_api, round_end={"deals": 1})
    filled(organiser_api, tournament, 8)
    assert len(scheduled(organiser_api, tournament)["rounds"]) == 7
    started(organiser_api, tournament, 1)
    url = f"{TOURNAMENTS}{tournament['id']}/players/"
    organiser_api.post(url, {"name": "Late Lou", "checked_in": True}, format="json")
    organiser_api.post(url, {"name": "Later Liv", "checked_in": True}, format="json")
    again = scheduled(organiser_api, tournament)  # ten players: no whist night of their own
    assert len(again["rounds"]) == 7
    assert all(len(r["byes"]) == 2 for r in again["rounds"][1:])
