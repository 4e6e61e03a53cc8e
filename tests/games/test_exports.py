"""A game exported as a document and imported again: the same game for the caller, in
every variant; an import is validated hand by hand by the rules core and refused whole;
a resent import (same client_id) makes one game."""

import copy
import random
import uuid

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

import scoring
from games.models import Game, Hand, Player
from games.services.hands import hand_record
from leagues.services.leagues import league_create
from tests.conftest import signed_in
from tests.factories import GameFactory, UserFactory
from tests.games.support import assert_cache_matches_hands, made, snapshot
from tests.games.test_whole_games import SETUPS, random_record
from tests.leagues.support import league_game

GAMES = "/api/v1/games/"
IMPORT = f"{GAMES}import/"


def played(owner, variant, options, target, *, hands=60) -> Game:
    """A game of ``variant`` with random (seeded) hands, some with client ids, as recorded."""
    rng = random.Random(f"export{variant}{options}{target}")
    players = scoring.get_variant(variant).players
    game = GameFactory(
        owner=owner,
        variant=variant,
        options=options,
        target=target,
        first_dealer=rng.randrange(players),
        team_names=["Us", "Them"],
    )
    recorded = 0
    for _ in range(600):
        if recorded == hands or Game.objects.get(pk=game.pk).status == "finished":
            break
        client_id = uuid.UUID(int=rng.getrandbits(128)) if rng.random() < 0.5 else None
        try:
            hand_record(game=game, record=random_record(rng, players), client_id=client_id)
        except scoring.RuleViolation:
            continue
        recorded += 1
    return Game.objects.get(pk=game.pk)


def export(api, game) -> dict:
    response = api.get(f"{GAMES}{game.pk}/export/")
    assert response.status_code == 200, response.content
    return response.json()


@pytest.mark.parametrize(("variant", "options", "target"), SETUPS)
def test_export_import_export_gives_the_same_document(owner, owner_api, variant, options, target):
    game = played(owner, variant, options, target)
    assert game.hands_played > 3
    document = export(owner_api, game)
    assert (document["format"], document["version"]) == ("euchre-game", 1)
    assert len(document["hands"]) == game.hands_played

    friend = UserFactory()
    friend_api = signed_in(friend)
    imported = friend_api.post(IMPORT, document, format="json")
    assert imported.status_code == 201, imported.content
    copy_of = Game.objects.get(pk=imported.json()["id"])
    assert copy_of.owner == friend and copy_of.pk != game.pk
    assert (imported.json()["score"], imported.json()["status"]) == (game.score, game.status)
    assert_cache_matches_hands(copy_of)
    assert export(friend_api, copy_of) == document
    assert Player.objects.filter(owner=friend).count() == len(document["game"]["seats"])


def test_the_export_is_a_file_of_the_games_hands(owner_api, owner):
    game = GameFactory(owner=owner, hands=[made(1, 3), {"maker": None}, made(3, 5)])
    response = owner_api.get(f"{GAMES}{game.pk}/export/")
    assert response["Content-Disposition"] == f'attachment; filename="euchre-game-{game.pk}.json"'
    body = response.json()
    assert body["game"]["seats"] == ["Ann", "Bob", "Cat", "Dan"]
    assert [hand["number"] for hand in body["hands"]] == [1, 2, 3]
    assert [hand["outcome"] for hand in body["hands"]] == ["made", "passed_out", "march"]
    assert body["hands"][2]["score"] == game.score


def test_a_bad_hand_refuses_the_whole_import_naming_it(owner, owner_api):
    game = GameFactory(owner=owner, hands=[made(1, 3), made(2, 4), made(3, 3), made(0, 5)])
    document = export(owner_api, game)
    broken = copy.deepcopy(document)
    broken["hands"][2]["maker_loner"] = 0  # seat 0 is not on seat 3's team
    rules, state = game.rules, scoring.new_game(game.rules, game.first_dealer)
    for hand in broken["hands"][:2]:
        state = scoring.play_hand(rules, state, scoring.HandRecord(**record_of(hand))).state
    with pytest.raises(scoring.RuleViolation) as expected:
        scoring.play_hand(rules, state, scoring.HandRecord(**record_of(broken["hands"][2])))

    friend_api = signed_in(UserFactory())
    before = snapshot()
    response = friend_api.post(IMPORT, broken, format="json")
    assert response.status_code == 400
    body = response.json()
    assert body["code"] == expected.value.code.value
    assert body["message"].startswith("Hand 3: ")
    assert body["field"].startswith("hands.2")
    assert snapshot() == before


def record_of(hand: dict) -> dict:
    fields = ("dealer", "round", "maker", "trump", "upcard", "maker_loner", "defender_loner")
    return {field: hand[field] for field in (*fields, "maker_tricks")}


def test_a_hand_after_the_end_is_a_400_naming_it(owner, owner_api):
    game = GameFactory(owner=owner, hands=[made(1, 5, maker_loner=1)] * 3)
    assert game.status == "finished"
    document = export(owner_api, game)
    document["hands"].append({**document["hands"][0], "number": 4, "client_id": None})
    document["hands"][3]["dealer"] = None
    response = owner_api.post(IMPORT, document, format="json")
    assert (response.status_code, response.json()["code"]) == (400, "GAME_ALREADY_OVER")
    assert response.json()["message"].startswith("Hand 4: ")


def test_a_resent_import_makes_one_game(owner, owner_api):
    game = GameFactory(owner=owner, hands=[made(1, 3), made(2, 4)])
    document = {**export(owner_api, game), "client_id": str(uuid.uuid4())}
    first = owner_api.post(IMPORT, document, format="json")
    again = owner_api.post(IMPORT, document, format="json")
    assert (first.status_code, again.status_code) == (201, 200)
    assert first.json()["id"] == again.json()["id"]
    assert Game.objects.filter(owner=owner).count() == 2
    assert Hand.objects.filter(game_id=first.json()["id"]).count() == 2
    without = {**document, "client_id": None}
    assert owner_api.post(IMPORT, without, format="json").status_code == 201  # a copy meant


@pytest.mark.parametrize(
    ("change", "code"),
    [
        ({"format": "something-else"}, "NOT_A_GAME_EXPORT"),
        ({"version": 2}, "EXPORT_VERSION_UNSUPPORTED"),
    ],
)
def test_what_is_not_a_game_export_is_refused(owner, owner_api, change, code):
    document = export(owner_api, GameFactory(owner=owner, hands=[made(1, 3)]))
    before = snapshot()
    response = owner_api.post(IMPORT, {**document, **change}, format="json")
    assert (response.status_code, response.json()["code"]) == (400, code)
    assert snapshot() == before


def test_hands_must_run_in_order(owner, owner_api):
    document = export(owner_api, GameFactory(owner=owner, hands=[made(1, 3), made(2, 3)]))
    document["hands"].reverse()
    response = owner_api.post(IMPORT, document, format="json")
    assert (response.status_code, response.json()["code"]) == (400, "HANDS_OUT_OF_ORDER")
    assert response.json()["field"] == "hands.0.number"


def test_an_import_needs_an_account(api_client, owner, owner_api):
    document = export(owner_api, GameFactory(owner=owner))
    response = api_client.post(IMPORT, document, format="json")
    assert (response.status_code, response.json()["code"]) == (403, "NOT_AUTHENTICATED")


def test_an_export_costs_the_same_queries_however_long_the_game(owner, owner_api):
    short = GameFactory(owner=owner, target=100, hands=[made(1, 3)])
    long = GameFactory(owner=owner, target=100, hands=[made(1, 3), made(2, 4)] * 10)
    with CaptureQueriesContext(connection) as one:
        export(owner_api, short)
    with CaptureQueriesContext(connection) as twenty:
        assert len(export(owner_api, long)["hands"]) == 20
    assert len(twenty) == len(one)


def test_a_leagues_game_exports_its_league_and_imports_as_the_callers_own(db):
    founder = UserFactory()
    league = league_create(by=founder, name="Tuesday Club", variant="north_american")
    game = league_game(league, by=founder)
    hand_record(game=game, record=made(1, 3), by=founder)
    api = signed_in(founder)
    document = export(api, game)
    assert document["game"]["league"] == "tuesday-club"
    imported = api.post(IMPORT, document, format="json")
    assert imported.status_code == 201
    assert (imported.json()["league"], imported.json()["role"]) == (None, "owner")
    assert export(api, Game.objects.get(pk=imported.json()["id"]))["game"]["league"] is None
