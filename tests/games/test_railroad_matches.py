"""Railroad's laps and slam in a match over the API (docs/rules.md §7b): a rematch opens at
the points the winning hand scored past the target, and a game won to love counts twice."""

import pytest

from games.models import Game
from tests.factories import GameFactory
from tests.games.support import loner, made

pytestmark = pytest.mark.django_db

GAMES = "/api/v1/games/"


def railroad(owner, **options):
    return GameFactory(owner=owner, variant="railroad", options=options)


def record(api, game_id: int, *hands: dict) -> dict:
    for hand in hands:
        response = api.post(f"{GAMES}{game_id}/hands/", hand)
        assert response.status_code == 201, response.json()
    return api.get(f"{GAMES}{game_id}/").json()


def test_a_rematch_opens_at_the_laps_the_winning_hand_carried(owner_api, owner):
    first = railroad(owner, laps=True)
    # Seats 0 and 2: a lone march, 4; another, 8; a march, 10; seats 1 and 3 score 1 between.
    ended = record(owner_api, first.pk, loner(0), made(1), loner(0), loner(2))
    assert (ended["score"], ended["winner"]) == ([12, 1], 0)
    second = owner_api.post(GAMES, {"rematch_of": first.pk, "match": {"best_of": 3}}).json()
    assert (second["score"], second["hands_played"]) == ([2, 0], 0)
    after = record(owner_api, second["id"], made(1))
    assert after["score"] == [2, 1]
    assert owner_api.delete(f"{GAMES}{second['id']}/hands/1/").status_code == 204
    assert owner_api.get(f"{GAMES}{second['id']}/").json()["score"] == [2, 0]  # back to its laps


def test_without_laps_or_a_match_a_rematch_opens_at_love(owner_api, owner):
    first = railroad(owner)
    record(owner_api, first.pk, loner(0), loner(0), loner(0))
    second = owner_api.post(GAMES, {"rematch_of": first.pk, "match": {"best_of": 3}}).json()
    assert second["score"] == [0, 0]
    laps = railroad(owner, laps=True)
    record(owner_api, laps.pk, loner(0), loner(0), loner(0))
    plain = owner_api.post(GAMES, {"rematch_of": laps.pk}).json()  # no match: no laps
    assert (plain["score"], plain["carried"]) == ([0, 0], [0, 0])


def test_the_laps_come_from_the_matchs_last_game(owner_api, owner):
    first = railroad(owner, laps=True)
    record(owner_api, first.pk, loner(0), made(1), loner(0), loner(2))  # 12–1
    second = owner_api.post(GAMES, {"rematch_of": first.pk, "match": {"best_of": 5}}).json()
    ended = record(owner_api, second["id"], loner(1), loner(1), made(1), made(1))  # 10 exactly
    assert (ended["score"], ended["winner"]) == ([2, 10], 1)
    third = owner_api.post(GAMES, {"rematch_of": first.pk}).json()  # named by its first game
    assert third["carried"] == [0, 0]  # game 2 carried nothing past 10


def test_laps_never_open_a_game_won(owner_api, owner):
    first = GameFactory(owner=owner, variant="railroad", options={"laps": True}, target=2)
    ended = record(owner_api, first.pk, loner(0))  # 4: two past a target of 2
    assert ended["winner"] == 0
    second = owner_api.post(GAMES, {"rematch_of": first.pk, "match": {"best_of": 3}}).json()
    assert second["carried"] == [1, 0]  # at most the target − 1


def test_a_change_to_a_game_whose_laps_were_carried_is_refused(owner_api, owner):
    first = railroad(owner, laps=True)
    record(owner_api, first.pk, loner(0), made(1), loner(0), loner(2))  # 12–1: 2 carried
    second = owner_api.post(GAMES, {"rematch_of": first.pk, "match": {"best_of": 3}}).json()
    undo = owner_api.delete(f"{GAMES}{first.pk}/hands/4/")
    assert (undo.status_code, undo.json()["code"]) == (409, "LAPS_CARRIED")
    assert f"Game {second['id']} of the match opened at 2–0" in undo.json()["message"]
    edit = owner_api.patch(f"{GAMES}{first.pk}/hands/4/", {"maker_tricks": 3})  # 9–1: no win
    assert (edit.status_code, edit.json()["code"]) == (409, "LAPS_CARRIED")
    same = owner_api.patch(f"{GAMES}{first.pk}/hands/2/", {"trump": "clubs"})  # still 12–1
    assert same.status_code == 200, same.json()
    assert owner_api.get(f"{GAMES}{first.pk}/").json()["score"] == [12, 1]


def test_an_edit_scores_the_game_again_from_its_laps(owner_api, owner):
    first = railroad(owner, laps=True)
    record(owner_api, first.pk, loner(1), loner(1), loner(3))  # 12 for seats 1 and 3
    second = owner_api.post(GAMES, {"rematch_of": first.pk, "match": {"first_to": 2}}).json()
    record(owner_api, second["id"], made(0), made(0))
    response = owner_api.patch(f"{GAMES}{second['id']}/hands/1/", {"maker_tricks": 5})
    assert response.status_code == 200, response.json()
    assert owner_api.get(f"{GAMES}{second['id']}/").json()["score"] == [3, 2]


def test_a_slam_counts_two_games_in_the_match(owner_api, owner):
    first = railroad(owner, slam=True)
    record(owner_api, first.pk, loner(0), loner(0), loner(2))  # 12–0: a slam
    second = owner_api.post(GAMES, {"rematch_of": first.pk, "match": {"best_of": 5}}).json()
    assert (second["match"]["wins"], second["match"]["winner"]) == ([2, 0], None)
    record(owner_api, second["id"], made(1), loner(0), loner(0), loner(0))  # 12–1: no slam
    decided = owner_api.get(f"{GAMES}{second['id']}/").json()["match"]
    assert (decided["wins"], decided["played"], decided["winner"]) == ([3, 0], 2, 0)
    listed = next(g for g in owner_api.get(GAMES).json()["results"] if g["id"] == second["id"])
    assert listed["match"]["wins"] == [3, 0]


def test_without_slam_a_game_to_love_counts_once(owner_api, owner):
    first = railroad(owner)
    record(owner_api, first.pk, loner(0), loner(0), loner(2))
    second = owner_api.post(GAMES, {"rematch_of": first.pk, "match": {"best_of": 3}}).json()
    assert second["match"]["wins"] == [1, 0]
    assert Game.objects.get(pk=first.pk).match_worth == 1


def test_an_export_keeps_the_laps_and_an_import_opens_at_them(owner_api, owner):
    first = railroad(owner, laps=True)
    record(owner_api, first.pk, loner(0), made(1), loner(0), loner(2))
    second = owner_api.post(GAMES, {"rematch_of": first.pk, "match": {"best_of": 3}}).json()
    record(owner_api, second["id"], made(1))
    document = owner_api.get(f"{GAMES}{second['id']}/export/").json()
    assert document["game"]["carried"] == [2, 0]
    again = owner_api.post(f"{GAMES}import/", document)
    assert again.status_code == 201, again.json()
    assert (again.json()["score"], again.json()["hands_played"]) == ([2, 1], 1)
    for carried, says in (
        ([10, 0], "below the target of 10"),  # a game cannot open won
        ([2, 1], "one side's points"),
    ):
        document["game"]["carried"] = carried
        refused = owner_api.post(f"{GAMES}import/", document).json()
        assert (refused["code"], refused["field"]) == ("INVALID_SCORE", "carried")
        assert says in refused["message"]
    document["game"]["options"]["laps"] = False
    document["game"]["carried"] = [2, 0]
    refused = owner_api.post(f"{GAMES}import/", document).json()
    assert "opens at 0–0 unless the house rule “Laps”" in refused["message"]


def test_a_slam_cannot_open_a_match_it_has_already_won(owner_api, owner):
    first = railroad(owner, slam=True)
    record(owner_api, first.pk, loner(0), loner(0), loner(2))  # 12–0: two games of best of 3
    response = owner_api.post(GAMES, {"rematch_of": first.pk, "match": {"best_of": 3}})
    assert (response.status_code, response.json()["code"]) == (409, "MATCH_DECIDED")
    assert "was a slam and counts two games" in response.json()["message"]
    assert Game.objects.count() == 1 and Game.objects.get().match is None  # nothing kept
