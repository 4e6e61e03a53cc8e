"""A game's story over the API, and a renege recorded, edited and undone like any hand
(docs/api.md, "A game's story" and "Reneges")."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from games.models import Hand
from games.services.games import game_share
from tests.games.support import PASSED_OUT, assert_cache_matches_hands, loner, made

pytestmark = pytest.mark.django_db

GAMES = "/api/v1/games/"


def summary_url(game) -> str:
    return f"{GAMES}{game.pk}/summary/"


def hands_url(game, number=None) -> str:
    return f"{GAMES}{game.pk}/hands/" + (f"{number}/" if number else "")


def reneged(seat, maker=1, **more) -> dict:
    return {"maker": maker, "round": 2, "trump": "spades", "renege": seat, **more}


def play(api, game, *records):
    for record in records:
        response = api.post(hands_url(game), record)
        assert response.status_code == 201, response.json()


def test_a_renege_scores_the_penalty_to_the_other_side(owner_api, game):
    body = owner_api.post(hands_url(game), reneged(0, maker_loner=1)).json()
    assert (body["outcome"], body["renege"], body["maker_tricks"]) == ("renege", 0, None)
    assert (body["scoring_team"], body["points"], body["score"]) == (1, 4, [0, 4])
    assert "Seat 0 reneged" in body["explanation"]
    game.refresh_from_db()
    assert_cache_matches_hands(game)


@pytest.mark.parametrize(
    ("record", "code"),
    [
        (reneged(0, maker_tricks=3), "RENEGE_HAS_TRICKS"),
        (reneged(3, maker_loner=1), "RENEGE_SEAT_SITS_OUT"),
        (reneged(4), "INVALID_SEAT"),
        ({**PASSED_OUT, "renege": 2}, "PASSED_OUT_HAS_PLAY"),
    ],
)
def test_a_renege_is_validated_like_any_hand(owner_api, game, record, code):
    response = owner_api.post(hands_url(game), record)
    assert response.status_code == 400
    assert response.json()["code"] == code
    assert not Hand.objects.filter(game=game).exists()


def test_a_hand_edited_into_a_renege_and_back(owner_api, game):
    play(owner_api, game, made(1, 4), made(2, 3))
    edited = owner_api.patch(hands_url(game, 1), {"renege": 2}).json()
    assert (edited["outcome"], edited["maker_tricks"], edited["points"]) == ("renege", None, 2)
    assert owner_api.get(hands_url(game, 2)).json()["score"] == [1, 2]
    back = owner_api.patch(hands_url(game, 1), {"maker_tricks": 5}).json()  # as the page sends
    assert (back["outcome"], back["scoring_team"], back["points"]) == ("march", 1, 2)
    assert owner_api.delete(hands_url(game, 2)).status_code == 204
    game.refresh_from_db()
    assert_cache_matches_hands(game)


def test_the_summary_adds_up_the_hands(owner_api, game):
    # Dealers 0, 1, 2, 3, 0: Bob (1) makes, Cat (2) is euchred, a pass, Bob goes alone
    # and marches, Ann (0) reneges against Bob.
    play(owner_api, game, made(1, 3), made(2, 1), PASSED_OUT, loner(1, 5), reneged(0))
    body = owner_api.get(summary_url(game)).json()
    assert (body["game"], body["hands"], body["passed_out"]) == (game.pk, 5, 1)
    team0, team1 = body["teams"]
    assert (team0["name"], team0["seats"], team0["points"]) == ("Team 1", [0, 2], 0)
    assert (team1["points"], team1["points_as_makers"], team1["points_defending"]) == (9, 7, 2)
    assert (team1["maker_called"], team1["maker_made"], team1["euchres"]) == (2, 2, 1)
    assert (team1["loners"], team1["lone_marches"], team1["best_hand"]) == (1, 1, 4)
    assert (team0["reneges"], team0["maker_euchred"]) == (1, 1)
    bob = body["players"][1]
    assert (bob["name"], bob["team"], bob["maker_called"], bob["loner_marches"]) == (
        "Bob", 1, 2, 1,
    )  # fmt: skip
    assert (bob["spades_called"], bob["defending_euchres"]) == (2, 1)
    assert [p["reneges"] for p in body["players"]] == [1, 0, 0, 0]
    spades = next(s for s in body["suits"] if s["trump"] == "spades")
    assert (spades["called"], spades["made"], spades["euchred"]) == (3, 2, 1)
    assert spades["called_by_team"] == [1, 2]
    assert body["largest_lead"] == {"team": 1, "points": 9}
    assert body["lead_changes"] == 0


def test_a_summary_costs_the_same_queries_however_long_the_game(owner_api, game):
    play(owner_api, game, made(1, 3))
    with CaptureQueriesContext(connection) as short:
        assert owner_api.get(summary_url(game)).status_code == 200
    play(owner_api, game, made(2, 3), made(3, 3), made(0, 4), PASSED_OUT)
    with CaptureQueriesContext(connection) as longer:
        assert owner_api.get(summary_url(game)).status_code == 200
    assert len(longer) == len(short)


def test_the_summary_is_read_with_the_share_link_and_hidden_from_others(
    api_client, outsider_api, game
):
    assert outsider_api.get(summary_url(game)).status_code == 404
    assert api_client.get(summary_url(game)).status_code == 403
    token = game_share(game=game)
    shared = api_client.get(summary_url(game), {"share": token})
    assert shared.status_code == 200
    assert shared.json()["hands"] == 0
