"""Rounds as games: started together, each table's game ending after its deals, at its
points or at the round's finish; who records a table's hands; undo and edit until the
round is finished."""

import uuid

import pytest

from games.models import Game
from tests.conftest import signed_in
from tests.factories import UserFactory
from tests.games.support import PASSED_OUT, loner
from tests.games.support import made as hand_made
from tests.tournaments.support import (
    GAMES,
    TOURNAMENTS,
    filled,
    finished,
    made,
    record,
    scheduled,
    started,
)
from tournaments.models import Round


@pytest.fixture
def night(organiser_api):
    """Eight players checked in, three rounds of two deals planned."""
    tournament = made(organiser_api, rounds=3, round_end={"deals": 2}, visibility="public")
    players = filled(organiser_api, tournament, 8)
    scheduled(organiser_api, tournament)
    return tournament, players


def start_url(tournament, number):
    return f"{TOURNAMENTS}{tournament['id']}/rounds/{number}/start/"


def test_a_round_starts_a_game_at_each_table(organiser_api, night):
    tournament, _ = night
    round_ = started(organiser_api, tournament, 1)
    assert [table["number"] for table in round_["tables"]] == [1, 2]
    for table in round_["tables"]:
        game = Game.objects.get(pk=table["game"])
        assert list(game.seats.values_list("player_id", flat=True)) == table["seats"]
        assert (game.first_dealer, game.deals, game.variant) == (0, 2, "north_american")
        assert game.owner is None
    status = organiser_api.get(f"{TOURNAMENTS}{tournament['id']}/").json()["status"]
    assert status == "playing"


def test_starting_again_with_the_same_client_id_makes_nothing_new(organiser_api, night):
    tournament, _ = night
    body = {"client_id": str(uuid.uuid4())}
    first = organiser_api.post(start_url(tournament, 1), body, format="json")
    again = organiser_api.post(start_url(tournament, 1), body, format="json")
    assert (first.status_code, again.status_code) == (201, 200)
    assert again.json() == first.json()
    other = organiser_api.post(start_url(tournament, 1), {}, format="json")
    assert (other.status_code, other.json()["code"]) == (409, "TOURNAMENT_ROUND_STARTED")
    assert Game.objects.count() == 2


def test_rounds_start_in_order(organiser_api, night):
    tournament, _ = night
    early = organiser_api.post(start_url(tournament, 2), {}, format="json")
    assert (early.status_code, early.json()["code"]) == (
        409,
        "TOURNAMENT_PREVIOUS_ROUND_NOT_FINISHED",
    )
    started(organiser_api, tournament, 1)
    still = organiser_api.post(start_url(tournament, 2), {}, format="json")
    assert still.status_code == 409
    assert organiser_api.post(start_url(tournament, 9), {}, format="json").status_code == 404
    assert Game.objects.count() == 2


def test_finishing(organiser_api, night):
    tournament, _ = night
    url = f"{TOURNAMENTS}{tournament['id']}/rounds/1/finish/"
    planned = organiser_api.post(url)
    assert (planned.status_code, planned.json()["code"]) == (409, "TOURNAMENT_ROUND_NOT_PLAYING")
    started(organiser_api, tournament, 1)
    first = finished(organiser_api, tournament, 1)
    assert first["status"] == "finished"
    assert finished(organiser_api, tournament, 1) == first
    assert Round.objects.get(number=1).finished_at is not None


def test_a_passed_out_deal_counts_and_undo_reopens_until_the_round_finishes(organiser_api, night):
    tournament, _ = night
    game = started(organiser_api, tournament, 1)["tables"][0]["game"]
    ended = record(organiser_api, game, PASSED_OUT, hand_made(1, 3))
    assert (ended["status"], ended["winner"], ended["score"]) == ("finished", 1, [0, 1])
    undone = organiser_api.delete(f"{GAMES}{game}/hands/2/")
    assert undone.status_code in (200, 204)
    reopened = organiser_api.get(f"{GAMES}{game}/").json()
    assert (reopened["status"], reopened["winner"], reopened["hands_played"]) == (
        "in_progress",
        None,
        1,
    )
    record(organiser_api, game, loner(0))
    edited = organiser_api.patch(f"{GAMES}{game}/hands/1/", hand_made(0, 5), format="json")
    assert edited.status_code == 200, edited.json()
    assert organiser_api.get(f"{GAMES}{game}/").json()["score"] == [6, 0]
    finished(organiser_api, tournament, 1)
    for refused in (
        organiser_api.delete(f"{GAMES}{game}/hands/2/"),
        organiser_api.patch(f"{GAMES}{game}/hands/1/", hand_made(1), format="json"),
        organiser_api.post(f"{GAMES}{game}/hands/", hand_made(1), format="json"),
    ):
        assert (refused.status_code, refused.json()["code"]) == (409, "GAME_CLOSED")
    assert Game.objects.get(pk=game).hands_played == 2


def test_the_finish_ends_a_table_with_the_hands_so_far(organiser_api, night):
    tournament, _ = night
    round_ = started(organiser_api, tournament, 1)
    ahead, level = (table["game"] for table in round_["tables"])
    record(organiser_api, ahead, hand_made(1, 3))
    finished(organiser_api, tournament, 1)
    assert Game.objects.get(pk=ahead).winner == 1
    game = Game.objects.get(pk=level)
    assert (game.status, game.winner, game.closed_at is not None) == ("finished", None, True)


def test_a_round_to_points_ends_at_them(organiser_api):
    tournament = made(organiser_api, rounds=1, round_end={"points": 3})
    filled(organiser_api, tournament, 4)
    scheduled(organiser_api, tournament)
    (table,) = started(organiser_api, tournament, 1)["tables"]
    game = record(organiser_api, table["game"], hand_made(0, 5), PASSED_OUT, hand_made(2, 3))
    assert (game["status"], game["winner"], game["target"]) == ("finished", 0, 3)


def test_a_round_by_minutes_ends_when_the_organiser_finishes_it(organiser_api):
    tournament = made(organiser_api, rounds=1, round_end={"minutes": 20})
    filled(organiser_api, tournament, 4)
    scheduled(organiser_api, tournament)
    (table,) = started(organiser_api, tournament, 1)["tables"]
    game = record(organiser_api, table["game"], *[hand_made(1, 5)] * 6)
    assert (game["status"], game["score"]) == ("in_progress", [0, 12])
    finished(organiser_api, tournament, 1)
    assert Game.objects.get(pk=table["game"]).winner == 1


def link(tournament: dict, player_id: int):
    """A new account, linked to the player with the tournament's code."""
    api = signed_in(UserFactory())
    body = {"code": tournament["join_code"], "player": player_id}
    assert api.post(f"{TOURNAMENTS}join/", body, format="json").status_code == 200
    return api


def test_the_tables_players_with_accounts_record_its_hands(organiser_api, api_client, night):
    tournament, _ = night
    mine, other = started(organiser_api, tournament, 1)["tables"]
    seated = link(tournament, mine["seats"][1])
    elsewhere = link(tournament, other["seats"][0])
    outsider = signed_in(UserFactory())
    url = f"{GAMES}{mine['game']}/hands/"
    assert seated.post(url, hand_made(1), format="json").status_code == 201
    assert elsewhere.post(url, hand_made(1), format="json").status_code == 403
    assert outsider.post(url, hand_made(1), format="json").status_code == 403
    assert api_client.post(url, hand_made(1), format="json").status_code == 403
    read = api_client.get(f"{GAMES}{mine['game']}/")
    assert (read.status_code, read.json()["can_edit"]) == (200, False)
    assert seated.delete(f"{GAMES}{mine['game']}/").status_code == 403
    assert Game.objects.get(pk=mine["game"]).hands_played == 1


def test_a_private_tournaments_tables_are_hidden_but_from_its_players(organiser_api):
    tournament = made(organiser_api, rounds=1)
    filled(organiser_api, tournament, 8)
    scheduled(organiser_api, tournament)
    table, other = started(organiser_api, tournament, 1)["tables"]
    outsider = signed_in(UserFactory())
    assert outsider.get(f"{GAMES}{table['game']}/").status_code == 404
    assert outsider.post(f"{GAMES}{table['game']}/hands/", hand_made(1)).status_code == 404
    assert organiser_api.delete(f"{GAMES}{table['game']}/").status_code == 403
    elsewhere = link(tournament, other["seats"][0])  # plays in the night, at table 2
    read = elsewhere.get(f"{GAMES}{table['game']}/")
    assert (read.status_code, read.json()["can_edit"]) == (200, False)
    assert elsewhere.post(f"{GAMES}{table['game']}/hands/", hand_made(1)).status_code == 403


@pytest.mark.parametrize("who", ["outsider", "player"])
def test_only_organisers_start_and_finish(organiser_api, night, who):
    tournament, players = night
    caller = signed_in(UserFactory()) if who == "outsider" else link(tournament, players[0])
    assert caller.post(start_url(tournament, 1), {}, format="json").status_code == 403
    started(organiser_api, tournament, 1)
    url = f"{TOURNAMENTS}{tournament['id']}/rounds/1/finish/"
    assert caller.post(url).status_code == 403
    assert Round.objects.get(number=1).status == "playing"


def test_a_finished_night_given_another_round_plays_on(organiser_api):
    tournament = made(organiser_api, rounds=1, round_end={"deals": 1})
    filled(organiser_api, tournament, 4)
    scheduled(organiser_api, tournament)
    started(organiser_api, tournament, 1)
    finished(organiser_api, tournament, 1)
    url = f"{TOURNAMENTS}{tournament['id']}/"
    assert organiser_api.get(url).json()["status"] == "finished"
    organiser_api.patch(url, {"rounds": 2}, format="json")
    scheduled(organiser_api, tournament)
    started(organiser_api, tournament, 2)
    assert organiser_api.get(url).json()["status"] == "playing"
    assert organiser_api.get(f"{url}standings/").json()["final"] is False
    finished(organiser_api, tournament, 2)
    assert organiser_api.get(f"{url}standings/").json()["final"] is True


def test_recording_a_tables_hand_costs_a_fixed_number_of_queries(
    organiser_api, night, django_assert_num_queries
):
    tournament, _ = night
    table = started(organiser_api, tournament, 1)["tables"][0]
    seated = link(tournament, table["seats"][0])
    url = f"{GAMES}{table['game']}/hands/"
    seated.post(url, hand_made(1), format="json")
    # A plain game's five (SAVEPOINT, the game FOR UPDATE, INSERT the hand, UPDATE the
    # game's cache, RELEASE), and: the caller's role from the tournament with the table's
    # seats, and one UPDATE adding to the totals of the players whose totals change (the
    # side that scored).
    with django_assert_num_queries(7):
        assert seated.post(url, hand_made(2), format="json").status_code == 201
