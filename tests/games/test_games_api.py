"""The games API as docs/api.md describes it: the JSON shapes, the status codes, the database
effect of each call (nothing saved on a refusal), and the query budget."""

import uuid

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from games.models import Game, Hand, Player, Scorekeeper
from tests.factories import GameFactory, PlayerFactory
from tests.games.support import (
    PASSED_OUT,
    app_session_token,
    assert_cache_matches_hands,
    loner,
    made,
    snapshot,
)

pytestmark = pytest.mark.django_db

GAMES = "/api/v1/games/"
GAME_KEYS = {
    "id", "variant", "target", "options", "first_dealer", "seats", "teams", "score", "carried",
    "dealer", "status", "winner", "hands_played", "role", "can_edit", "can_delete",
    "share_url", "match", "league", "season", "tournament", "confirmation", "closed",
    "created_at", "updated_at",
}  # fmt: skip
HAND_KEYS = {
    "number", "client_id", "dealer", "round", "maker", "trump", "upcard", "upcard_suit",
    "maker_loner", "defender_loner", "maker_tricks", "renege", "making_team", "outcome",
    "scoring_team", "points",
    "score", "explanation", "created_at", "updated_at",
}  # fmt: skip


def hands_url(game: Game, number: int | None = None) -> str:
    return f"{GAMES}{game.pk}/hands/" + (f"{number}/" if number else "")


def counts() -> tuple[int, int, int]:
    return Game.objects.count(), Hand.objects.count(), Player.objects.count()


# --- games ------------------------------------------------------------------------------


def test_start_a_game(owner_api, owner):
    dan = PlayerFactory(owner=owner, name="Dan")
    response = owner_api.post(
        GAMES,
        {
            "variant": "north_american",
            "seats": ["Ann", "Bob", "Cat", {"player": dan.pk}],
            "first_dealer": 3,
            "options": {"stick_the_dealer": True},
            "team_names": ["Us", "Them"],
        },
    )
    assert response.status_code == 201, response.json()
    body = response.json()
    game = Game.objects.get()
    assert response["Location"] == f"{GAMES}{game.pk}/"
    assert set(body) == GAME_KEYS
    assert body["variant"] == "north_american" and body["target"] == 10
    assert body["options"]["stick_the_dealer"] is True and body["options"]["deck"] == 24
    assert body["seats"][3] == {"position": 3, "name": "Dan", "player": dan.pk}
    assert [seat["name"] for seat in body["seats"]] == ["Ann", "Bob", "Cat", "Dan"]
    assert body["teams"] == [
        {"team": 0, "seats": [0, 2], "name": "Us", "score": 0},
        {"team": 1, "seats": [1, 3], "name": "Them", "score": 0},
    ]
    assert (body["score"], body["dealer"], body["status"], body["winner"]) == (
        [0, 0],
        3,
        "in_progress",
        None,
    )
    assert (body["hands_played"], body["role"], body["can_edit"], body["share_url"]) == (
        0,
        "owner",
        True,
        None,
    )


def test_a_start_sent_again_returns_the_game_it_started(owner_api):
    start = {"variant": "two_handed", "seats": ["Ann", "Bob"], "first_dealer": 1,
             "client_id": str(uuid.uuid4())}  # fmt: skip
    first = owner_api.post(GAMES, start)
    again = owner_api.post(GAMES, start)
    assert (first.status_code, again.status_code) == (201, 200)
    assert again.json() == first.json()
    assert Game.objects.count() == 1 and Game.objects.get().client_id is not None


REFUSED_STARTS = [
    pytest.param({"variant": "bid_euchre"}, "UNKNOWN_VARIANT", id="unknown-variant"),
    pytest.param({"target": -3}, "INVALID_TARGET", id="negative-target"),
    pytest.param({"variant": "british", "options": {"canadian_loner": False}},
                 "INVALID_OPTION_VALUE", id="british-fixed-rule"),
    pytest.param({"options": {"farmers_hand": True}}, "UNKNOWN_OPTION", id="unknown-option"),
    pytest.param({"options": {"benny_card": "2S"}}, "OPTION_NOT_APPLICABLE", id="na-benny"),
    pytest.param({"first_dealer": 4}, "INVALID_SEAT", id="first-dealer-4"),
    pytest.param({"first_dealer": "0"}, "INVALID_INPUT", id="first-dealer-string"),
    pytest.param({"seats": ["Ann", "Bob"]}, "WRONG_NUMBER_OF_SEATS", id="two-seats"),
    pytest.param({"seats": ["Ann", "Bob", "Cat", "bob"]}, "PLAYER_SEATED_TWICE", id="bob-twice"),
    pytest.param({"seats": ["Ann", "Bob", "Cat", {"player": 99}]}, "UNKNOWN_PLAYER",
                 id="unknown-player"),
    pytest.param({"seats": ["Ann", "Bob", "Cat", ""]}, "INVALID_INPUT", id="blank-name"),
    pytest.param({"seats": ["Ann", "Bob", "Cat", 7]}, "INVALID_INPUT", id="seat-number"),
    pytest.param({"team_names": ["Us"]}, "INVALID_INPUT", id="one-team-name"),
    pytest.param({"seats": "Ann, Bob, Cat, Dan"}, "INVALID_INPUT", id="seats-not-a-list"),
    pytest.param({"league": 7}, "INVALID_INPUT", id="league-not-a-slug"),
    pytest.param({"season": 3}, "SEASON_WITHOUT_LEAGUE", id="season-without-league"),
]  # fmt: skip


@pytest.mark.parametrize(("changes", "code"), REFUSED_STARTS)
def test_a_refused_start_names_the_rule_and_saves_nothing(owner_api, changes, code):
    start = {"variant": "north_american", "seats": ["Ann", "Bob", "Cat", "Dan"], "first_dealer": 0}
    response = owner_api.post(GAMES, {**start, **changes})
    assert response.status_code == 400
    assert response.json()["code"] == code
    assert response.json()["message"]
    assert counts() == (0, 0, 0)


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        ({"options": {"farmers_hand": True}}, "options.farmers_hand"),
        ({"variant": "british", "options": {"canadian_loner": False}}, "options.canadian_loner"),
        ({"seats": ["", "Bob", "Cat", "Dan"]}, "seats.0"),
        ({"seats": ["Ann", "Bob", "Cat", ""]}, "seats.3"),
        ({"target": -3}, "target"),
    ],
)
def test_a_refused_start_names_the_input_at_fault(owner_api, changes, field):
    start = {"variant": "north_american", "seats": ["Ann", "Bob", "Cat", "Dan"], "first_dealer": 0}
    assert owner_api.post(GAMES, {**start, **changes}).json()["field"] == field


def test_a_start_sent_with_an_unknown_league_is_a_404_and_null_is_none(owner_api):
    start = {"variant": "north_american", "seats": ["Ann", "Bob", "Cat", "Dan"],
             "first_dealer": 0, "league": "tuesday-night"}  # fmt: skip
    response = owner_api.post(GAMES, start)
    assert response.status_code == 404
    assert counts() == (0, 0, 0)
    started = owner_api.post(GAMES, {**start, "league": None})
    assert started.status_code == 201
    assert started.json()["league"] is None


def test_null_options_and_target_are_the_variants_defaults(owner_api):
    start = {"variant": "british", "seats": ["Ann", "Bob", "Cat", "Dan"], "first_dealer": 0}
    response = owner_api.post(GAMES, {**start, "options": None, "target": None})
    assert response.status_code == 201, response.json()
    assert response.json()["options"] == owner_api.post(GAMES, start).json()["options"]
    assert response.json()["target"] == 11


def test_list_the_callers_games(owner_api, owner, scorekeeper, outsider):
    mine = GameFactory(owner=owner)
    keeping = GameFactory(owner=outsider)
    Scorekeeper.objects.create(game=keeping, user=owner)
    GameFactory(owner=outsider)  # not the owner's business
    GameFactory(owner=scorekeeper)
    body = owner_api.get(GAMES).json()
    assert body["count"] == 2
    roles = {game["id"]: (game["role"], game["can_edit"]) for game in body["results"]}
    assert roles == {mine.pk: ("owner", True), keeping.pk: ("scorekeeper", True)}


def test_get_a_game(owner_api, game):
    response = owner_api.get(f"{GAMES}{game.pk}/")
    assert response.status_code == 200
    assert response.json()["id"] == game.pk and set(response.json()) == GAME_KEYS


# --- hands ------------------------------------------------------------------------------


def test_record_a_hand(scorekeeper_api, scorekeeper, game):
    client_id = str(uuid.uuid4())
    record = {
        "client_id": client_id, "dealer": 0, "round": 1, "maker": 2, "upcard": "jc",
        "trump": "clubs", "maker_loner": 2, "defender_loner": None, "maker_tricks": 5,
    }  # fmt: skip
    response = scorekeeper_api.post(hands_url(game), record)
    assert response.status_code == 201, response.json()
    body = response.json()
    assert set(body) == HAND_KEYS | {"status", "winner", "game"}
    assert {key: body[key] for key in record} == {**record, "upcard": "JC"}
    assert (body["status"], body["winner"]) == ("in_progress", None)  # the game's, docs/api.md
    assert (body["number"], body["making_team"], body["outcome"]) == (1, 0, "loner_march")
    assert (body["scoring_team"], body["points"], body["score"]) == (0, 4, [4, 0])
    assert (
        "Seat 2 ordered up the upcard to their partner, the dealer, in round 1"
        in (body["explanation"])
    )
    assert body["game"] == {
        "score": [4, 0],
        "dealer": 1,
        "status": "in_progress",
        "winner": None,
        "hands_played": 1,
    }
    assert Hand.objects.get().recorded_by == scorekeeper
    assert_cache_matches_hands(game)


def test_the_same_client_id_again_records_nothing_and_returns_the_same_body(owner_api, game):
    record = {**made(1, 3), "client_id": str(uuid.uuid4())}
    first = owner_api.post(hands_url(game), record)
    again = owner_api.post(hands_url(game), record)
    assert (first.status_code, again.status_code) == (201, 200)
    assert again.json() == first.json()
    assert Hand.objects.count() == 1
    assert_cache_matches_hands(game)


def test_a_passed_out_deal_needs_only_a_null_maker(owner_api, game):
    body = owner_api.post(hands_url(game), PASSED_OUT).json()
    assert (body["outcome"], body["points"], body["scoring_team"], body["making_team"]) == (
        "passed_out",
        0,
        None,
        None,
    )
    assert body["game"]["dealer"] == 1


def test_a_british_joker_up_card_has_no_round(owner_api, owner):
    game = GameFactory(owner=owner, variant="british", first_dealer=1)
    record = {"maker": 1, "round": None, "upcard": "JOKER", "trump": "diamonds",
              "maker_tricks": 3}  # fmt: skip
    body = owner_api.post(hands_url(game), record).json()
    assert (body["round"], body["upcard"], body["trump"], body["outcome"]) == (
        None,
        "JOKER",
        "diamonds",
        "made",
    )


@pytest.mark.parametrize("sent", ["2s", "JOKER"])
def test_a_benny_up_card_is_answered_as_the_joker(owner_api, owner, sent):
    # docs/api.md: "the British joker is "JOKER"", in output exactly so, whatever stands for it.
    game = GameFactory(owner=owner, variant="british", options={"benny_card": "2S"})
    record = {"maker": 0, "round": None, "upcard": sent, "trump": "clubs", "maker_tricks": 3}
    assert owner_api.post(hands_url(game), record).json()["upcard"] == "JOKER"


def test_the_hands_in_order(owner_api, game):
    for record in (made(1, 3), PASSED_OUT, made(0, 5)):
        owner_api.post(hands_url(game), record)
    body = owner_api.get(hands_url(game)).json()
    assert [(h["number"], h["dealer"], h["points"]) for h in body] == [(1, 0, 1), (2, 1, 0),
                                                                        (3, 2, 2)]  # fmt: skip
    assert set(body[0]) == HAND_KEYS
    assert owner_api.get(hands_url(game, 2)).json() == body[1]
    assert owner_api.get(hands_url(game, 4)).status_code == 404


# Every bad input of docs/product.md "Bad input is refused": 400 naming the rule, nothing saved.
BAD_HANDS = [
    pytest.param("north_american", {}, made(tricks=6), "INVALID_TRICK_COUNT", id="tricks-6"),
    pytest.param("north_american", {}, made(tricks=-1), "INVALID_TRICK_COUNT", id="tricks-neg"),
    pytest.param("north_american", {}, made(maker=4), "INVALID_SEAT", id="no-seat-4"),
    pytest.param("two_handed", {}, made(maker=2), "INVALID_SEAT", id="two-handed-seat-2"),
    pytest.param("north_american", {}, made(1, maker_loner=0), "ALONE_SEAT_NOT_ON_MAKING_TEAM",
                 id="loner-on-the-wrong-team"),
    pytest.param("north_american", {}, made(1, maker_loner=1, defender_loner=3),
                 "DEFENDER_ALONE_SEAT_NOT_DEFENDER", id="two-loners-on-one-team"),
    pytest.param("north_american", {"defend_alone": False}, made(1, defender_loner=0),
                 "DEFENDER_ALONE_NOT_ALLOWED", id="defending-alone-forbidden"),
    pytest.param("north_american", {}, made(1, upcard="9S"), "TURNED_DOWN_SUIT_NAMED",
                 id="turned-down-suit"),
    pytest.param("british", {}, {"maker": 2, "round": 1, "upcard": "AH", "maker_tricks": 3},
                 "DEALER_PARTNER_MUST_GO_ALONE", id="british-partner-not-alone"),
    pytest.param("north_american", {"stick_the_dealer": True}, PASSED_OUT,
                 "STICK_THE_DEALER_NO_PASS_OUT", id="stick-the-dealer"),
    pytest.param("two_handed", {}, made(1, maker_loner=1), "NO_LONE_PLAY_IN_VARIANT",
                 id="two-handed-loner"),
    pytest.param("north_american", {}, {**made(), "dealer": 1}, "WRONG_DEALER",
                 id="not-the-dealers-turn"),
    pytest.param("north_american", {}, made(trump="trumps"), "INVALID_SUIT", id="no-such-suit"),
    pytest.param("north_american", {}, made(upcard="1H"), "UNKNOWN_CARD", id="no-such-card"),
    pytest.param("north_american", {}, made(upcard="JOKER"), "JOKER_NOT_IN_DECK",
                 id="joker-in-north-american"),
    pytest.param("north_american", {}, made(round=None), "ROUND_REQUIRED", id="no-round"),
    pytest.param("north_american", {}, made(maker_tricks="3"), "INVALID_INPUT",
                 id="tricks-as-a-string"),
    pytest.param("north_american", {}, {"round": 1}, "INVALID_INPUT", id="no-maker-key"),
]  # fmt: skip


@pytest.mark.parametrize(("variant", "options", "record", "code"), BAD_HANDS)
def test_a_bad_hand_is_refused_with_its_rule(owner_api, owner, variant, options, record, code):
    game = GameFactory(owner=owner, variant=variant, options=options)
    before = snapshot()
    response = owner_api.post(hands_url(game), record)
    assert response.status_code == 400, response.json()
    body = response.json()
    assert body["code"] == code
    assert body["message"]
    if code != "INVALID_INPUT":
        assert body["rule"].startswith(f"/rules/{variant}/#"), body  # links the rule broken
    assert snapshot() == before
    assert_cache_matches_hands(game)


def test_a_finished_game_refuses_more_hands_with_409(owner_api, game):
    for _ in range(3):
        response = owner_api.post(hands_url(game), loner(1))
    assert response.json()["game"] == {
        "score": [0, 12],
        "dealer": 3,
        "status": "finished",
        "winner": 1,
        "hands_played": 3,
    }
    response = owner_api.post(hands_url(game), made())
    assert response.status_code == 409
    assert response.json()["code"] == "GAME_ALREADY_OVER"
    assert "The game is over" in response.json()["message"]
    assert Hand.objects.count() == 3


# --- edit and undo ----------------------------------------------------------------------


def test_edit_a_hand_and_the_game_is_scored_again(owner_api, game):
    for record in (made(1, 3), made(0, 3), made(1, 4)):
        owner_api.post(hands_url(game), record)
    response = owner_api.patch(hands_url(game, 1), {"maker_tricks": 5})
    assert response.status_code == 200, response.json()
    body = response.json()
    assert (body["number"], body["outcome"], body["points"], body["score"]) == (
        1,
        "march",
        2,
        [0, 2],
    )
    assert body["game"]["score"] == [1, 3]
    assert owner_api.get(hands_url(game, 3)).json()["score"] == [1, 3]
    assert_cache_matches_hands(game)


def test_an_edit_ending_the_game_early_is_a_409_with_a_clear_message(owner_api, game):
    for record in (loner(0), loner(0), made(0, 3), made(1, 3)):
        owner_api.post(hands_url(game), record)
    before = snapshot()
    response = owner_api.patch(hands_url(game, 3), {"maker_tricks": 5})
    assert response.status_code == 409
    assert response.json()["code"] == "GAME_WOULD_END_EARLY"  # the game is not over yet
    assert response.json()["message"].startswith("Hand 3 would now win the game")
    assert snapshot() == before
    assert_cache_matches_hands(game)


def test_an_edit_to_a_passed_out_deal_needs_only_a_null_maker(owner_api, game):
    owner_api.post(hands_url(game), loner(1))
    owner_api.post(hands_url(game), made(0, 3))
    body = owner_api.patch(hands_url(game, 1), {"maker": None}).json()
    assert (body["outcome"], body["points"], body["score"]) == ("passed_out", 0, [0, 0])
    assert (body["trump"], body["maker_loner"], body["maker_tricks"]) == (None, None, None)
    assert owner_api.get(hands_url(game, 2)).json()["score"] == [1, 0]
    assert_cache_matches_hands(game)


@pytest.mark.parametrize(
    ("changes", "status", "code"),
    [
        pytest.param(
            {"maker": None, "maker_tricks": 3},
            400,
            "PASSED_OUT_HAS_PLAY",
            id="passed-out-with-tricks",
        ),
        pytest.param({"maker_tricks": 9}, 400, "INVALID_TRICK_COUNT", id="tricks-9"),
        pytest.param({"dealer": 3}, 400, "WRONG_DEALER", id="another-dealer"),
        pytest.param({"maker": "one"}, 400, "INVALID_INPUT", id="maker-not-a-seat"),
    ],
)
def test_a_bad_edit_saves_nothing(owner_api, game, changes, status, code):
    owner_api.post(hands_url(game), made(1, 3))
    before = snapshot()
    response = owner_api.patch(hands_url(game, 1), changes)
    assert (response.status_code, response.json()["code"]) == (status, code)
    assert snapshot() == before


def test_undo_the_last_hand(owner_api, game):
    for _ in range(3):
        owner_api.post(hands_url(game), loner(1))
    assert owner_api.delete(hands_url(game, 2)).status_code == 409
    assert owner_api.delete(hands_url(game, 7)).status_code == 404
    response = owner_api.delete(hands_url(game, 3))
    assert response.status_code == 204
    body = owner_api.get(f"{GAMES}{game.pk}/").json()
    assert (body["status"], body["winner"], body["score"], body["dealer"]) == (
        "in_progress",
        None,
        [0, 8],
        2,
    )
    assert_cache_matches_hands(game)


def test_a_retried_undo_or_edit_never_reaches_a_hand_recorded_since(
    owner_api, scorekeeper_api, game
):
    mine = {**made(1, 3), "client_id": str(uuid.uuid4())}
    owner_api.post(hands_url(game), mine)
    meant = f"{hands_url(game, 1)}?client_id={mine['client_id']}"
    assert owner_api.delete(meant).status_code == 204  # its answer lost: the phone retries
    theirs = {**made(0, 5), "client_id": str(uuid.uuid4())}
    assert scorekeeper_api.post(hands_url(game), theirs).status_code == 201  # now hand 1
    before = snapshot()

    again = owner_api.delete(meant)
    assert again.status_code == 404
    assert again.json()["message"] == (
        f"Game {game.pk} has no hand 1 with client_id {mine['client_id']}."
    )
    assert owner_api.patch(meant, {"maker_tricks": 4}).status_code == 404
    assert snapshot() == before
    their_hand = f"{hands_url(game, 1)}?client_id={theirs['client_id']}"
    assert owner_api.patch(their_hand, {"maker_tricks": 4}).json()["points"] == 1
    # With a later hand recorded too, hand 1 is not the last: still "gone", not "not last".
    scorekeeper_api.post(hands_url(game), made(1, 3))
    assert owner_api.delete(meant).status_code == 404
    assert owner_api.delete(their_hand).json()["code"] == "ONLY_LAST_HAND_CAN_BE_UNDONE"
    assert Hand.objects.count() == 2
    assert_cache_matches_hands(game)


def test_an_undo_naming_its_hand_by_something_else_than_a_uuid_is_refused(owner_api, game):
    owner_api.post(hands_url(game), made())
    response = owner_api.delete(f"{hands_url(game, 1)}?client_id=the-last-one")
    assert (response.status_code, response.json()["field"]) == (400, "client_id")
    assert Hand.objects.count() == 1


@pytest.mark.parametrize(
    ("method", "path"),
    [("get", ""), ("post", "hands/"), ("patch", "hands/1/"), ("delete", "hands/1/")],
)
def test_a_game_id_no_key_can_hold_is_not_found(owner_api, method, path):
    response = getattr(owner_api, method)(f"{GAMES}{2**63 + 5}/{path}", made())
    assert (response.status_code, response.json()["code"]) == (404, "NOT_FOUND")


@pytest.mark.parametrize(
    ("method", "path", "body"),
    [
        ("post", "hands/", {"maker": "north"}),
        ("patch", "hands/1/", {"maker_tricks": 9.5}),
        ("patch", "hands/1/?client_id=not-a-uuid", {}),
        ("delete", "hands/1/?client_id=not-a-uuid", None),
    ],
)
def test_who_may_not_write_hears_that_before_what_is_wrong_with_the_input(
    owner_api, outsider_api, game, method, path, body
):
    owner_api.post(hands_url(game), made())
    token = owner_api.post(f"{GAMES}{game.pk}/share/").json()["share_token"]
    url = f"{GAMES}{game.pk}/{path}"
    viewer_url = url + ("&" if "?" in url else "?") + f"share={token}"

    def answer(api, url):
        response = getattr(api, method)(url, body)
        return response.status_code, response.json()["code"]

    assert answer(outsider_api, url) == (404, "NOT_FOUND")
    assert answer(outsider_api, viewer_url) == (403, "PERMISSION_DENIED")
    assert answer(outsider_api, f"{GAMES}{game.pk + 1}/{path}") == (404, "NOT_FOUND")
    assert answer(owner_api, url) == (400, "INVALID_INPUT")


def test_a_user_id_no_key_can_hold_is_not_found(owner_api, game):
    response = owner_api.delete(f"{GAMES}{game.pk}/scorekeepers/{2**63}/")
    assert (response.status_code, response.json()["code"]) == (404, "NOT_FOUND")
    largest = owner_api.delete(f"{GAMES}{game.pk}/scorekeepers/{2**63 - 1}/")
    assert largest.status_code == 404  # a key, but no one's


def test_the_schema_says_how_large_an_id_can_be(client):
    schema = client.get("/api/schema/", {"format": "json"}).json()
    operation = schema["paths"]["/api/v1/games/{game_id}/scorekeepers/{user_id}/"]["delete"]
    sizes = {p["name"]: p["schema"] for p in operation["parameters"] if p["in"] == "path"}
    assert sizes["user_id"] == sizes["game_id"] == {"type": "integer", "maximum": 2**63 - 1}


@pytest.mark.parametrize("method", ["delete", "patch"])
def test_an_empty_client_id_names_no_hand_and_changes_nothing(owner_api, game, method):
    owner_api.post(hands_url(game), made())
    before = snapshot()
    response = getattr(owner_api, method)(f"{hands_url(game, 1)}?client_id=", {"maker_tricks": 4})
    assert (response.status_code, response.json()["field"]) == (400, "client_id")
    assert snapshot() == before


@pytest.mark.parametrize("client_id", [12345, True, ["0b0e6c5e-4c8d-4b7e-9d8e-1f2a3b4c5d6e"]])
def test_a_client_id_is_a_uuid_in_a_json_string(owner_api, game, client_id):
    response = owner_api.post(hands_url(game), {**made(), "client_id": client_id})
    assert (response.status_code, response.json()["field"]) == (400, "client_id")
    assert not game.hands.exists()


# --- scorekeepers and the share link ----------------------------------------------------


def test_a_share_link_lets_anyone_read_until_it_is_rotated_or_revoked(
    owner_api, api_client, outsider_api, game
):
    share = f"{GAMES}{game.pk}/share/"
    created = owner_api.post(share)
    assert created.status_code == 201
    token = created.json()["share_token"]
    assert created.json()["share_url"] == f"http://testserver/games/{game.pk}/?share={token}"
    assert owner_api.get(f"{GAMES}{game.pk}/").json()["share_url"] == created.json()["share_url"]
    read = api_client.get(f"{GAMES}{game.pk}/", {"share": token})
    assert read.status_code == 200
    assert (read.json()["role"], read.json()["can_edit"], read.json()["share_url"]) == (
        "viewer",
        False,
        None,
    )
    assert api_client.get(hands_url(game), {"share": token}).status_code == 200
    stale = {"HTTP_X_SESSION_TOKEN": "signed-out-long-ago"}  # reads like no token at all
    assert api_client.get(hands_url(game), {"share": token}, **stale).status_code == 200
    assert outsider_api.post(f"{hands_url(game)}?share={token}", made()).status_code == 403
    rotated = owner_api.post(share).json()["share_token"]
    assert api_client.get(f"{GAMES}{game.pk}/", {"share": token}).status_code == 404
    assert api_client.get(f"{GAMES}{game.pk}/", {"share": rotated}).status_code == 200
    assert owner_api.delete(share).status_code == 204
    assert api_client.get(f"{GAMES}{game.pk}/", {"share": rotated}).status_code == 404
    assert owner_api.get(f"{GAMES}{game.pk}/").json()["share_url"] is None


def test_an_app_records_with_its_allauth_session_token(client, owner, game):
    token = app_session_token(client, owner.email)
    response = client.post(
        hands_url(game), made(), content_type="application/json", HTTP_X_SESSION_TOKEN=token
    )
    assert response.status_code == 201
    assert client.post(hands_url(game), made(), content_type="application/json").status_code == 403


# --- query budgets ----------------------------------------------------------------------


def test_recording_a_hand_costs_the_same_queries_at_hand_1_and_hand_30(
    owner_api, game, django_assert_num_queries
):
    def record() -> None:
        # 1 SAVEPOINT (the test's transaction stands for BEGIN), 2 the game FOR UPDATE,
        # its owner the caller, 3 INSERT the hand (a retry would find its client_id
        # taken), 4 UPDATE the game's cache, 5 RELEASE SAVEPOINT (COMMIT).
        with django_assert_num_queries(5):
            response = owner_api.post(
                hands_url(game), {**PASSED_OUT, "client_id": str(uuid.uuid4())}
            )
        assert response.status_code == 201

    record()
    for _ in range(28):
        owner_api.post(hands_url(game), PASSED_OUT)
    record()
    assert Hand.objects.count() == 30


def test_listing_games_does_not_grow_with_their_number(owner_api, owner):
    def query_count() -> int:
        with CaptureQueriesContext(connection) as queries:
            assert owner_api.get(GAMES).status_code == 200
        return len(queries)

    GameFactory(owner=owner)
    one = query_count()
    for _ in range(19):
        GameFactory(owner=owner, hands=[made()])
    assert query_count() == one == 3  # the count, the page of games, their seats and players
