"""Confirmation of a league game's result by the other side (docs/api.md, "Confirmation"),
with the league's option on: the states, who may act, the lock and an admin's correction,
retries, the option itself, the standings' marks, and what a list of games costs.

Ann (seat 0) and Bob (seat 1) are members linked to their roster players; Ann records
every hand, so seats 1 and 3 (Bob's side) confirm."""

import datetime
import uuid

import pytest
from django.core.exceptions import ValidationError
from django.db import IntegrityError, connection, transaction
from django.test.utils import CaptureQueriesContext

from games.models import Confirmation, ConfirmationState, Game, Player
from games.services.hands import hand_record
from leagues.models import MemberRole, Membership, Season
from leagues.services.leagues import league_update
from tests.conftest import signed_in
from tests.factories import UserFactory
from tests.games.support import loner
from tests.leagues.played import won_by
from tests.leagues.support import league_game

GAMES = "/api/v1/games/"


@pytest.fixture
def ann(league):
    user = UserFactory(email="ann@example.com")
    Membership.objects.create(league=league, user=user, role=MemberRole.MEMBER)
    return user


@pytest.fixture
def bob(league):
    user = UserFactory(email="bob@example.com")
    Membership.objects.create(league=league, user=user, role=MemberRole.MEMBER)
    return user


@pytest.fixture
def confirming(league):
    return league_update(league=league, confirmation=True)


def linked(league, **users) -> None:
    for name, user in users.items():
        Player.objects.filter(roster=league.roster, name=name).update(user=user)


def played(league, recorder, hands: int = 3) -> Game:
    """A league game Ann's side wins with three lone marches, each recorded by ``recorder``."""
    game = league_game(league, recorder)
    for _ in range(hands):
        hand_record(game=game, record=loner(0, 5), by=recorder)
    return Game.objects.get(pk=game.pk)


@pytest.fixture
def game(confirming, ann, bob):
    game = league_game(confirming, ann)
    linked(confirming, Ann=ann, Bob=bob)
    for _ in range(3):
        hand_record(game=game, record=loner(0, 5), by=ann)
    return Game.objects.get(pk=game.pk)


def act(user, game, action="confirm", seat=1, **more):
    return signed_in(user).post(
        f"{GAMES}{game.pk}/confirmation/", {"action": action, "seat": seat, **more}, format="json"
    )


def confirmation_of(user, game) -> dict | None:
    return signed_in(user).get(f"{GAMES}{game.pk}/").json()["confirmation"]


def test_a_finished_game_waits_for_the_other_side(game, ann):
    assert confirmation_of(ann, game) == {
        "state": "pending",
        "seats": [1, 3],
        "log": [],
        "can_settle": False,
    }


def test_a_game_in_progress_or_in_a_league_without_the_option_shows_none(league, ann, member):
    in_progress = played(league_update(league=league, confirmation=True), ann, hands=1)
    assert confirmation_of(ann, in_progress) is None
    league_update(league=league, confirmation=False)
    without = played(league, ann)
    assert without.confirmation_state == ConfirmationState.NONE
    assert confirmation_of(ann, without) is None
    response = act(ann, without)
    assert (response.status_code, response.json()["code"]) == (400, "CONFIRMATION_NOT_NEEDED")
    response = act(ann, in_progress)
    assert (response.status_code, response.json()["code"]) == (409, "GAME_NOT_FINISHED")


def test_a_player_of_the_other_side_confirms_on_the_recorders_phone(game, ann):
    response = act(ann, game, seat=3)
    assert response.status_code == 201, response.json()
    body = response.json()["confirmation"]
    assert body["state"] == "confirmed"
    (entry,) = body["log"]
    assert {k: entry[k] for k in ("action", "seat", "by", "comment")} == {
        "action": "confirm",
        "seat": 3,
        "by": ann.pk,
        "comment": "",
    }
    assert Game.objects.get(pk=game.pk).confirmation_state == ConfirmationState.CONFIRMED


REFUSALS = [
    pytest.param("ann", "confirm", 0, {}, 400, "SEAT_RECORDED_RESULT", id="recorders-own-seat"),
    pytest.param("bob", "confirm", 2, {}, 400, "SEAT_RECORDED_RESULT", id="recorders-partner"),
    pytest.param("bob", "dispute", 1, {}, 400, "DISPUTE_NEEDS_COMMENT", id="dispute-says-why"),
    pytest.param(
        "bob", "dispute", 1, {"comment": "  "}, 400, "DISPUTE_NEEDS_COMMENT", id="blank-comment"
    ),
    pytest.param("bob", "confirm", 4, {}, 400, "INVALID_INPUT", id="no-seat-4"),
    pytest.param("bob", "agree", 1, {}, 400, "INVALID_INPUT", id="unknown-action"),
    pytest.param("outsider", "confirm", 1, {}, 404, "NOT_FOUND", id="outside-a-private-league"),
]


@pytest.mark.parametrize(("who", "action", "seat", "more", "status", "code"), REFUSALS)
def test_who_may_not_act_and_why(game, ann, bob, who, action, seat, more, status, code):
    users = {"ann": ann, "bob": bob, "outsider": UserFactory(email="out@example.com")}
    response = act(users[who], game, action, seat, **more)
    assert (response.status_code, response.json()["code"]) == (status, code)
    assert not Confirmation.objects.exists()
    assert Game.objects.get(pk=game.pk).confirmation_state == ConfirmationState.PENDING


def test_a_reader_of_a_public_league_may_not_act(game, ann):
    league_update(league=game.league_game.league, visibility="public")
    response = act(UserFactory(email="reader@example.com"), game)
    assert response.status_code == 403
    assert not Confirmation.objects.exists()


def test_a_disputed_result_waits_for_an_admin(game, ann, bob, admin):
    assert confirmation_of(admin, game)["can_settle"] is True
    response = act(bob, game, "dispute", 1, comment="Hand 2 was a euchre")
    assert response.status_code == 201
    assert response.json()["confirmation"]["state"] == "disputed"
    refused = act(bob, game, "confirm", 3)
    assert (refused.status_code, refused.json()["code"]) == (409, "RESULT_DISPUTED")
    settled = act(admin, game, "confirm", 0)  # an admin acts for any seat
    assert settled.status_code == 201
    log = settled.json()["confirmation"]["log"]
    assert [(e["action"], e["seat"], e["by"], e["comment"]) for e in log] == [
        ("dispute", 1, bob.pk, "Hand 2 was a euchre"),
        ("confirm", 0, admin.pk, ""),
    ]
    again = act(bob, game, "dispute", 1, comment="still wrong")
    assert (again.status_code, again.json()["code"]) == (409, "RESULT_CONFIRMED")


def test_retries_log_nothing_more(game, bob):
    client_id = str(uuid.uuid4())
    assert act(bob, game, "dispute", 1, comment="No", client_id=client_id).status_code == 201
    assert act(bob, game, "dispute", 1, comment="No", client_id=client_id).status_code == 200
    assert act(bob, game, "dispute", 1, comment="No").status_code == 200  # the same again
    assert Confirmation.objects.count() == 1
    assert act(bob, game, "dispute", 3, comment="Hand 1 too").status_code == 201
    assert Confirmation.objects.count() == 2


def test_confirming_twice_is_confirmed_once(game, bob):
    assert act(bob, game).status_code == 201
    second = act(bob, game, seat=3)
    assert second.status_code == 200
    assert len(second.json()["confirmation"]["log"]) == 1


def hand_url(game, number=None, query=""):
    return f"{GAMES}{game.pk}/hands/" + (f"{number}/" if number else "") + query


LOCKED_WRITES = [
    pytest.param("delete", lambda g: hand_url(g, 3), None, id="undo"),
    pytest.param("patch", lambda g: hand_url(g, 1), {"maker_tricks": 3}, id="edit"),
    pytest.param("post", lambda g: hand_url(g), loner(1, 5), id="record"),
]


@pytest.mark.parametrize(("method", "url", "body"), LOCKED_WRITES)
def test_a_confirmed_result_is_locked(game, ann, bob, admin, method, url, body):
    assert act(bob, game).status_code == 201
    for user, reason in ((ann, None), (ann, "a typo"), (admin, None)):
        extra = {} if reason is None else {"reason": reason}
        if method == "delete":
            response = signed_in(user).delete(url(game) + (f"?reason={reason}" if reason else ""))
        else:
            response = getattr(signed_in(user), method)(url(game), {**body, **extra}, format="json")
        assert (response.status_code, response.json()["code"]) == (409, "RESULT_CONFIRMED")
    after = Game.objects.get(pk=game.pk)
    assert (after.hands_played, after.score, after.version) == (3, [12, 0], game.version + 1)


def test_an_admin_corrects_a_confirmed_result_giving_a_reason(game, bob, admin):
    assert act(bob, game).status_code == 201
    api = signed_in(admin)
    edited = api.patch(
        hand_url(game, 3), {"maker_tricks": 3, "reason": "Bob's slip"}, format="json"
    )
    assert edited.status_code == 200, edited.json()
    assert api.delete(hand_url(game, 3, "?reason=Recount")).status_code == 204
    body = api.get(f"{GAMES}{game.pk}/").json()
    assert body["score"] == [8, 0]
    assert body["confirmation"] is None  # in progress again: no result to show
    log = Confirmation.objects.filter(action="correct").order_by("pk")
    assert [(c.by_id, c.change, c.hand, c.comment) for c in log] == [
        (admin.pk, "edit", 3, "Bob's slip"),
        (admin.pk, "undo", 3, "Recount"),
    ]
    recorded = api.post(hand_url(game), {**loner(0, 5), "reason": "Replayed"}, format="json")
    assert recorded.status_code == 201
    final = api.get(f"{GAMES}{game.pk}/").json()["confirmation"]
    assert final["state"] == "confirmed"
    assert [e["action"] for e in final["log"]] == ["confirm", "correct", "correct", "correct"]
    assert final["log"][-1]["change"] == "record"


def test_a_recorder_seated_nowhere_leaves_every_seat_free(confirming, member, bob):
    game = played(confirming, member)  # a member keeping score, not playing
    assert confirmation_of(member, game)["seats"] == [0, 1, 2, 3]
    assert act(member, game, seat=0).status_code == 201


def test_the_other_side_follows_the_recorder_of_the_last_hand(game, ann, bob):
    hands = Game.objects.get(pk=game.pk).hands
    hands.filter(number=3).update(recorded_by=bob)
    assert confirmation_of(ann, game)["seats"] == [0, 2]


def test_admins_turn_the_option_on_and_off_over_the_api(league, admin, member):
    url = f"/api/v1/leagues/{league.slug}/"
    assert signed_in(admin).get(url).json()["confirmation"] is False
    assert signed_in(member).patch(url, {"confirmation": True}, format="json").status_code == 403
    bad = signed_in(admin).patch(url, {"confirmation": "yes"}, format="json")
    assert bad.status_code == 400
    response = signed_in(admin).patch(url, {"confirmation": True}, format="json")
    assert (response.status_code, response.json()["confirmation"]) == (200, True)
    started = league_game(league, member)
    assert started.confirmation_state == ConfirmationState.PENDING
    assert signed_in(admin).patch(url, {"confirmation": False}, format="json").status_code == 200
    assert league_game(league, member).confirmation_state == ConfirmationState.NONE


def test_the_admin_page_turns_the_option_on(client, league, admin):
    client.force_login(admin)
    url = f"/leagues/{league.slug}/admin/confirmation/"
    assert client.post(url, {"confirmation": "on"}).status_code == 302
    league.refresh_from_db()
    assert league.confirmation is True
    page = client.get(f"/leagues/{league.slug}/admin/").content.decode()
    assert 'id="confirmation-on" checked' in page
    client.post(url, {})
    league.refresh_from_db()
    assert league.confirmation is False


def marks(user, league, **period) -> dict:
    url = f"/api/v1/leagues/{league.slug}/standings/"
    rows = signed_in(user).get(url, period).json()["players"]
    return {row["player"]["name"]: (row["pending"], row["disputed"]) for row in rows}


def test_standings_mark_the_rows_with_unsettled_results(game, ann, bob, admin, confirming):
    assert marks(ann, confirming) == dict.fromkeys(("Ann", "Bob", "Cat", "Dan"), (1, 0))
    act(bob, game, "dispute", 1, comment="Hand 2")
    assert marks(ann, confirming) == dict.fromkeys(("Ann", "Bob", "Cat", "Dan"), (0, 1))
    act(admin, game, "confirm", 1)
    assert marks(ann, confirming) == dict.fromkeys(("Ann", "Bob", "Cat", "Dan"), (0, 0))


def test_a_seasons_standings_mark_only_the_seasons_unsettled_results(confirming, ann, bob):
    """The marks count the unsettled games of the period asked for, among every game of
    every group whose result waits."""
    linked(confirming, Ann=ann, Bob=bob)
    spring, summer = (
        Season.objects.create(
            league=confirming, name=name, starts_on=datetime.date(2020, month, 1),
            ends_on=datetime.date(2020, month + 2, 28),
        )
        for name, month in (("Spring", 3), ("Summer", 6))
    )  # fmt: skip
    act(bob, won_by(confirming, ann, ["Ann", "Bob", "Cat", "Dan"], 0, season=spring.pk))
    won_by(confirming, ann, ["Ann", "Bob", "Cat", "Dan"], 0, season=summer.pk)
    won_by(confirming, ann, ["Ann", "Bob", "Eve", "Fay"], 0)  # outside either season
    four = ("Ann", "Bob", "Cat", "Dan")
    assert marks(ann, confirming, season=spring.pk) == dict.fromkeys(four, (0, 0))
    assert marks(ann, confirming, season=summer.pk) == dict.fromkeys(four, (1, 0))
    assert marks(ann, confirming) == {
        **dict.fromkeys(("Ann", "Bob"), (2, 0)),
        **dict.fromkeys(("Cat", "Dan"), (1, 0)),
        **dict.fromkeys(("Eve", "Fay"), (1, 0)),
    }


def list_queries(user, league) -> int:
    with CaptureQueriesContext(connection) as queries:
        response = signed_in(user).get(f"/api/v1/leagues/{league.slug}/games/")
    assert response.status_code == 200
    return len(queries)


def test_a_game_read_with_its_confirmation_costs_two_queries_more(
    game, ann, bob, django_assert_num_queries
):
    act(bob, game, "dispute", 1, comment="No")
    api = signed_in(ann)
    # The game, the caller's role in its league, its league's fields, its seats; then its
    # confirmation's log and the seat of its last hand's recorder.
    with django_assert_num_queries(4 + 2):
        body = api.get(f"{GAMES}{game.pk}/").json()
    assert body["confirmation"]["state"] == "disputed"


def test_a_list_of_games_reads_their_confirmations_in_two_queries(confirming, ann, bob):
    linked(confirming, Ann=ann, Bob=bob)
    first = played(confirming, ann)
    act(bob, first)
    one = list_queries(ann, confirming)
    for _ in range(4):
        act(bob, played(confirming, ann), "dispute", 3, comment="No")
    assert list_queries(ann, confirming) == one
    plain = league_update(league=confirming, confirmation=False)
    Game.objects.update(confirmation_state=ConfirmationState.NONE)
    # The same list with no game needing confirmation: the log and the recorders not read.
    assert list_queries(ann, plain) == one - 2


def test_the_log_holds_its_rules(game, ann):
    dispute = Confirmation(game=game, action="dispute", seat=1, by=ann, comment="")
    with pytest.raises(ValidationError):
        dispute.full_clean()
    with pytest.raises(IntegrityError), transaction.atomic():
        Confirmation.objects.create(game=game, action="dispute", seat=1, by=ann, comment="")
    with pytest.raises(IntegrityError), transaction.atomic():
        Confirmation.objects.create(game=game, action="correct", seat=None, by=ann, comment="x")
    with pytest.raises(IntegrityError), transaction.atomic():
        Game.objects.filter(pk=game.pk).update(confirmation_state="maybe")


def test_the_league_page_marks_the_rows_with_unsettled_results(client, game, ann, bob, confirming):
    client.force_login(ann)
    page = client.get(f"/leagues/{confirming.slug}/").content.decode()
    assert page.count("1 result to be confirmed") == 4
    act(bob, game, "dispute", 1, comment="Hand 2")
    page = client.get(f"/leagues/{confirming.slug}/").content.decode()
    assert page.count("1 result disputed") == 4
    assert "to be confirmed" not in page


def test_the_admin_shows_the_log_read_only(client, game, bob):
    act(bob, game, "dispute", 1, comment="Hand 2 was a euchre")
    client.force_login(UserFactory(email="root@example.com", is_staff=True, is_superuser=True))
    page = client.get(f"/admin/games/game/{game.pk}/change/")
    assert page.status_code == 200
    assert b"Hand 2 was a euchre" in page.content
