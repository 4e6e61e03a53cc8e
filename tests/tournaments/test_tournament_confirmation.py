"""Every tournament table's result is confirmed by the other side (docs/api.md,
"Confirmation"): a seated player's own phone, the organiser settling disputes and
correcting with a reason, three-handed tables where each other seat is a side, and the
standings' marks."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from games.models import Confirmation, Game, Seat
from leagues.models import MemberRole, Membership
from tests.conftest import signed_in
from tests.factories import UserFactory
from tests.tournaments.support import (
    GAMES,
    filled,
    finished,
    made,
    record,
    recount,
    running,
    scheduled,
    started,
)
from tests.tournaments.support import standings as standings_of

pytestmark = pytest.mark.django_db

MARCH = {"maker": 0, "trump": "hearts", "round": 2, "maker_tricks": 5}


def seated_account(game_id: int, position: int):
    """An account linked to the player at ``position`` of the table: they may record."""
    user = UserFactory()
    player = Seat.objects.get(game_id=game_id, position=position).player
    player.user = user
    player.save(update_fields=["user"])
    return user


@pytest.fixture
def tables(organiser_api):
    tournament = made(organiser_api, rounds=1, round_end={"deals": 1})
    filled(organiser_api, tournament, 8)
    scheduled(organiser_api, tournament)
    return tournament, [t["game"] for t in started(organiser_api, tournament, 1)["tables"]]


def act(api, game_id: int, action="confirm", seat=1, **more):
    body = {"action": action, "seat": seat, **more}
    return api.post(f"{GAMES}{game_id}/confirmation/", body, format="json")


def test_every_table_needs_confirming_once_finished(organiser_api, tables):
    _, (first, second) = tables
    assert organiser_api.get(f"{GAMES}{first}/").json()["confirmation"] is None
    game = record(organiser_api, first, MARCH)
    # Recorded by the organiser, who sits at no seat: any seat confirms.
    assert game["confirmation"] == {
        "state": "pending",
        "seats": [0, 1, 2, 3],
        "log": [],
        "can_settle": True,  # the organiser
    }
    player = signed_in(seated_account(first, 1))
    assert player.get(f"{GAMES}{first}/").json()["confirmation"]["can_settle"] is False


def test_the_other_side_confirms_on_its_own_phone(organiser_api, tables):
    _, (first, _) = tables
    recorder, partner, opponent = (seated_account(first, seat) for seat in (0, 2, 3))
    record(signed_in(recorder), first, MARCH)
    refused = act(signed_in(partner), first, seat=2)
    assert (refused.status_code, refused.json()["code"]) == (400, "SEAT_RECORDED_RESULT")
    response = act(signed_in(opponent), first, seat=3)
    assert response.status_code == 201, response.json()
    (entry,) = response.json()["confirmation"]["log"]
    assert (entry["seat"], entry["by"]) == (3, opponent.pk)


def test_a_player_at_another_table_may_not_act(organiser_api, tables):
    _, (first, second) = tables
    record(organiser_api, first, MARCH)
    elsewhere = seated_account(second, 1)
    assert act(signed_in(elsewhere), first).status_code == 403  # an entrant reads, no more
    assert not Confirmation.objects.exists()


def test_the_organiser_settles_a_dispute_and_corrects_with_a_reason(organiser_api, tables):
    _, (first, _) = tables
    recorder, opponent = seated_account(first, 0), seated_account(first, 1)
    record(signed_in(recorder), first, MARCH)
    assert act(signed_in(opponent), first, "dispute", comment="Only 4 tricks").status_code == 201
    refused = act(signed_in(opponent), first)
    assert (refused.status_code, refused.json()["code"]) == (409, "RESULT_DISPUTED")
    assert act(organiser_api, first, seat=0).status_code == 201

    locked = signed_in(recorder).patch(f"{GAMES}{first}/hands/1/", {"maker_tricks": 4})
    assert (locked.status_code, locked.json()["code"]) == (409, "RESULT_CONFIRMED")
    body = {"maker_tricks": 4, "reason": "Table 1 counted again"}
    assert organiser_api.patch(f"{GAMES}{first}/hands/1/", body, format="json").status_code == 200
    game = organiser_api.get(f"{GAMES}{first}/").json()
    assert game["score"] == [1, 0]
    assert game["confirmation"]["state"] == "confirmed"
    assert [(e["action"], e["comment"]) for e in game["confirmation"]["log"]] == [
        ("dispute", "Only 4 tricks"),
        ("confirm", ""),
        ("correct", "Table 1 counted again"),
    ]


def test_a_table_ended_by_the_rounds_finish_waits_too(organiser_api, tables):
    tournament, (first, second) = tables
    record(organiser_api, first, MARCH)
    finished(organiser_api, tournament, 1)
    game = organiser_api.get(f"{GAMES}{second}/").json()
    assert (game["status"], game["confirmation"]["state"]) == ("finished", "pending")


def test_the_organiser_corrects_a_table_after_its_rounds_finish(organiser_api, tables):
    """A dispute found once the round is finished: the organiser's correction, with a
    reason, still reaches the closed table (logged), and the night's totals follow it."""
    tournament, (first, _) = tables
    recorder, opponent = seated_account(first, 0), seated_account(first, 1)
    record(signed_in(recorder), first, MARCH)
    finished(organiser_api, tournament, 1)
    assert act(signed_in(opponent), first, "dispute", comment="They took 2").status_code == 201
    url, euchred = f"{GAMES}{first}/hands/1/", {"maker_tricks": 2}
    for api, body in (
        (signed_in(recorder), {**euchred, "reason": "Mine"}),
        (organiser_api, euchred),
    ):
        closed = api.patch(url, body, format="json")
        assert (closed.status_code, closed.json()["code"]) == (409, "GAME_CLOSED")
    fixed = organiser_api.patch(url, {**euchred, "reason": "Recounted"}, format="json")
    assert fixed.status_code == 200, fixed.json()
    assert act(organiser_api, first, seat=1).status_code == 201
    game = organiser_api.get(f"{GAMES}{first}/").json()
    assert (game["score"], game["winner"], game["status"]) == ([0, 2], 1, "finished")
    assert [(e["action"], e["comment"]) for e in game["confirmation"]["log"]] == [
        ("dispute", "They took 2"),
        ("correct", "Recounted"),
        ("confirm", ""),
    ]
    assert running(tournament["id"]) == recount(tournament["id"])


def test_standings_mark_each_players_unsettled_tables(organiser_api, tables):
    tournament, (first, second) = tables
    record(organiser_api, first, MARCH)
    record(organiser_api, second, MARCH)
    act(organiser_api, second, "dispute", comment="Misdeal")
    at = {
        g: set(Seat.objects.filter(game_id=g).values_list("player_id", flat=True))
        for g in tables[1]
    }
    rows = standings_of(organiser_api, tournament)["players"]
    marks = {row["player"]["id"]: (row["pending"], row["disputed"]) for row in rows}
    assert marks == {**dict.fromkeys(at[first], (1, 0)), **dict.fromkeys(at[second], (0, 1))}


def test_at_a_table_of_three_each_other_seat_confirms(organiser_api):
    night = {"short_tables": "three_handed", "round_end": {"deals": 1}, "rounds": 1}
    tournament = made(organiser_api, **night)
    filled(organiser_api, tournament, 7)
    scheduled(organiser_api, tournament)
    three = next(t for t in started(organiser_api, tournament, 1)["tables"] if len(t["seats"]) == 3)
    recorder = seated_account(three["game"], 1)
    made_it = {"maker": 1, "trump": "hearts", "round": 2, "maker_tricks": 3}
    game = record(signed_in(recorder), three["game"], made_it)
    assert game["confirmation"]["seats"] == [0, 2]
    assert act(signed_in(recorder), three["game"], seat=1).status_code == 400
    refused = act(signed_in(recorder), three["game"], seat=3)
    assert (refused.status_code, refused.json()["code"]) == (400, "NO_SUCH_SEAT")
    assert act(signed_in(recorder), three["game"], seat=2).status_code == 201
    assert Game.objects.get(pk=three["game"]).confirmation_state == "confirmed"


def list_queries(api) -> tuple[int, list]:
    with CaptureQueriesContext(connection) as queries:
        body = api.get(GAMES).json()
    return len(queries), [game["confirmation"]["can_settle"] for game in body["results"]]


def test_the_organisers_list_reads_the_confirmations_in_a_fixed_number_of_queries(
    organiser_api, tables
):
    _, (first, second) = tables
    record(organiser_api, first, MARCH)
    one, settles = list_queries(organiser_api)
    assert settles == [True]
    record(organiser_api, second, MARCH)
    # The log, the recorders' seats and the tables the caller organises: however many.
    assert list_queries(organiser_api) == (one, [True, True])


def test_in_a_league_its_admins_settle_the_tables(admin, league):
    """A tournament inside a league: any admin of the league settles its tables' results,
    as its organisers do."""
    tournament = made(signed_in(admin), league=league.slug, rounds=1, round_end={"deals": 1})
    filled(signed_in(admin), tournament, 8)
    scheduled(signed_in(admin), tournament)
    first = started(signed_in(admin), tournament, 1)["tables"][0]["game"]
    recorder, opponent = seated_account(first, 0), seated_account(first, 1)
    second_admin = UserFactory()
    for user, role in ((recorder, "member"), (opponent, "member"), (second_admin, "admin")):
        Membership.objects.get_or_create(league=league, user=user, defaults={"role": role})
    assert Membership.objects.get(user=second_admin).role == MemberRole.ADMIN
    record(signed_in(recorder), first, MARCH)
    assert act(signed_in(opponent), first, "dispute", comment="Misdeal").status_code == 201
    other_admin = signed_in(second_admin)
    # (Read for the caller: the league's admins, by its roster.)
    assert other_admin.get(f"{GAMES}{first}/").json()["confirmation"]["can_settle"] is True
    assert act(other_admin, first, seat=0).status_code == 201
    assert Game.objects.get(pk=first).confirmation_state == "confirmed"
