"""The side awards: most loners made, most euchres inflicted, the highest round score; ties
all named; read in a fixed number of queries."""

from games.models import Game
from games.services.hands import hand_record
from tests.games.support import loner, made
from tests.tournaments.support import TOURNAMENTS, filled, scheduled, started
from tests.tournaments.support import made as tournament_made


def awards(api, tournament) -> dict:
    response = api.get(f"{TOURNAMENTS}{tournament['id']}/awards/")
    assert response.status_code == 200
    return response.json()


def test_awards_name_whoever_shares_them(organiser_api, django_assert_num_queries):
    tournament = tournament_made(organiser_api, rounds=1, round_end={"deals": 3})
    filled(organiser_api, tournament, 8)
    scheduled(organiser_api, tournament)
    before = awards(organiser_api, tournament)
    assert before == {
        "most_loners": {"value": 0, "players": []},
        "most_euchres": {"value": 0, "players": []},
        "highest_round": [],
    }
    first, second = started(organiser_api, tournament, 1)["tables"]
    hand_record(game=Game.objects.get(pk=first["game"]), record=loner(0, 5))  # 4 to seats 0, 2
    hand_record(game=Game.objects.get(pk=second["game"]), record=made(1, 5))  # 2 to seats 1, 3
    hand_record(game=Game.objects.get(pk=second["game"]), record=made(1, 5))  # 4 to them
    hand_record(game=Game.objects.get(pk=second["game"]), record=made(0, 1))  # 2 to them, euchre
    # The tournament with the caller's role; the totals with their players; the best round;
    # its tables; their seats.
    with django_assert_num_queries(5):
        found = awards(organiser_api, tournament)
    assert found["most_loners"]["value"] == 1
    assert [p["id"] for p in found["most_loners"]["players"]] == [first["seats"][0]]
    euchred_by = {p["id"] for p in found["most_euchres"]["players"]}
    assert (found["most_euchres"]["value"], euchred_by) == (1, set(second["seats"][1::2]))
    (best,) = found["highest_round"]
    assert (best["round"], best["table"], best["points"]) == (1, 2, 6)
    assert {p["id"] for p in best["players"]} == set(second["seats"][1::2])


def test_awards_of_a_private_tournament_are_hidden(organiser_api, outsider_api):
    tournament = tournament_made(organiser_api)
    assert outsider_api.get(f"{TOURNAMENTS}{tournament['id']}/awards/").status_code == 404
