"""Making, reading and changing a tournament and its players over the API: each answer's
shape and its effect in the database, refusals saving nothing, and who may do what."""

import uuid

import pytest

from games.models import Player
from tests.conftest import signed_in
from tests.factories import UserFactory
from tests.tournaments.support import TOURNAMENTS, filled, made
from tournaments.models import Entrant, Organiser, Tournament

TOURNAMENT_KEYS = {
    "id", "name", "variant", "target", "options", "league", "season", "visibility", "rounds",
    "round_end", "short_tables", "scoring", "status", "role", "join_code", "created_at",
}  # fmt: skip


def test_make_a_tournament_with_the_defaults(organiser_api, organiser):
    body = made(organiser_api)
    assert set(body) == TOURNAMENT_KEYS
    assert body["variant"] == "north_american"
    assert body["round_end"] == {"deals": 8}
    assert (body["short_tables"], body["status"], body["role"]) == ("bye", "open", "organiser")
    assert (body["league"], body["season"], body["rounds"]) == (None, None, None)
    assert body["visibility"] == "private"
    assert body["options"]["stick_the_dealer"] is False
    assert body["scoring"] == {
        "bye_credit": "none", "bye_points": 0, "lone_march_bonus": 0, "euchred_penalty": 0
    }  # fmt: skip
    tournament = Tournament.objects.get()
    assert Organiser.objects.filter(tournament=tournament, user=organiser).exists()


def test_a_round_to_points_plays_to_them(organiser_api):
    assert made(organiser_api, round_end={"points": 7})["target"] == 7


@pytest.mark.parametrize(
    ("body", "code", "field"),
    [
        pytest.param(
            {"variant": "two_handed"},
            "TOURNAMENT_VARIANT_NOT_FOUR_HANDED",
            "variant",
            id="two-handed",
        ),
        pytest.param(
            {"round_end": {"deals": 8, "points": 10}},
            "TOURNAMENT_ROUND_END_INVALID",
            "round_end",
            id="two-ends",
        ),
        pytest.param({"round_end": {}}, "TOURNAMENT_ROUND_END_INVALID", "round_end", id="none"),
        pytest.param(
            {"round_end": {"deals": 0}}, "INVALID_INPUT", "round_end.deals", id="no-deals"
        ),
        pytest.param({"options": {"deck": 99}}, "INVALID_OPTION_VALUE", None, id="house-rule"),
        pytest.param({"rounds": 0}, "INVALID_INPUT", "rounds", id="no-rounds"),
        pytest.param(
            {"scoring": {"bye_points": 2}},
            "TOURNAMENT_BYE_POINTS_NOT_FIXED",
            "scoring.bye_points",
            id="bye-points-not-fixed",
        ),
    ],
)
def test_refusals_name_the_rule_and_save_nothing(organiser_api, body, code, field):
    response = organiser_api.post(TOURNAMENTS, {"name": "Night", **body}, format="json")
    assert response.status_code == 400, response.json()
    error = response.json()
    assert error["code"] == code, error
    if field:
        assert error["field"] == field
    assert not Tournament.objects.exists()


def test_signed_out_nobody_makes_one(api_client, db):
    response = api_client.post(TOURNAMENTS, {"name": "Night"}, format="json")
    assert (response.status_code, response.json()["code"]) == (403, "NOT_AUTHENTICATED")


def test_who_reads_what(organiser_api, api_client, db):
    private = made(organiser_api, name="Members")
    public = made(organiser_api, name="Open night", visibility="public")
    outsider = signed_in(UserFactory())
    assert outsider.get(f"{TOURNAMENTS}{private['id']}/").status_code == 404
    assert api_client.get(f"{TOURNAMENTS}{private['id']}/").status_code == 404
    read = api_client.get(f"{TOURNAMENTS}{public['id']}/")
    assert (read.status_code, read.json()["role"]) == (200, None)
    listed = [row["id"] for row in api_client.get(TOURNAMENTS).json()["results"]]
    assert listed == [public["id"]]
    mine = [row["id"] for row in organiser_api.get(TOURNAMENTS).json()["results"]]
    assert mine == [public["id"], private["id"]]


def test_a_player_links_their_account_with_the_code(organiser_api, api_client):
    tournament = made(organiser_api)
    ann_id, bob_id = filled(organiser_api, tournament, 2)
    code = tournament["join_code"]
    ann = signed_in(UserFactory())
    url = f"{TOURNAMENTS}join/"
    joined = ann.post(url, {"code": code, "player": ann_id}, format="json")
    assert (joined.status_code, joined.json()["linked"]) == (200, True)
    assert ann.post(url, {"code": code, "player": ann_id}, format="json").status_code == 200
    read = ann.get(f"{TOURNAMENTS}{tournament['id']}/")
    assert (read.status_code, read.json()["role"], read.json()["join_code"]) == (
        200,
        "player",
        None,
    )
    taken = signed_in(UserFactory()).post(url, {"code": code, "player": ann_id}, format="json")
    assert (taken.status_code, taken.json()["code"]) == (409, "TOURNAMENT_PLAYER_LINKED")
    twice = ann.post(url, {"code": code, "player": bob_id}, format="json")
    assert (twice.status_code, twice.json()["code"]) == (409, "TOURNAMENT_ACCOUNT_LINKED")
    assert ann.post(url, {"code": "guess", "player": ann_id}, format="json").status_code == 404
    assert api_client.post(url, {"code": code, "player": bob_id}, format="json").status_code == 403
    assert Player.objects.filter(user__isnull=False).count() == 1
    unlinked = organiser_api.patch(
        f"{TOURNAMENTS}{tournament['id']}/players/{ann_id}/", {"linked": False}, format="json"
    )
    assert (unlinked.status_code, unlinked.json()["linked"]) == (200, False)
    assert ann.get(f"{TOURNAMENTS}{tournament['id']}/").status_code == 404


def test_a_linked_player_is_made_an_organiser(organiser_api, organiser):
    tournament = made(organiser_api)
    ann_id, bob_id = filled(organiser_api, tournament, 2)
    ann_user = UserFactory()
    ann = signed_in(ann_user)
    body = {"code": tournament["join_code"], "player": ann_id}
    ann.post(f"{TOURNAMENTS}join/", body, format="json")
    players = f"{TOURNAMENTS}{tournament['id']}/players/"
    assert ann.post(players, {"name": "Cat"}, format="json").status_code == 403
    made_one = organiser_api.patch(f"{players}{ann_id}/", {"organiser": True}, format="json")
    assert (made_one.status_code, made_one.json()["organiser"]) == (200, True)
    assert ann.post(players, {"name": "Cat"}, format="json").status_code == 201
    unlinked = organiser_api.patch(f"{players}{bob_id}/", {"organiser": True}, format="json")
    assert (unlinked.status_code, unlinked.json()["code"]) == (400, "TOURNAMENT_PLAYER_NOT_LINKED")
    assert set(Organiser.objects.values_list("user", flat=True)) == {organiser.pk, ann_user.pk}
    # Ann steps the creator down (linked as Bob), then cannot step down herself: the last.
    body = {"code": tournament["join_code"], "player": bob_id}
    organiser_api.post(f"{TOURNAMENTS}join/", body, format="json")
    assert (
        ann.patch(f"{players}{bob_id}/", {"organiser": False}, format="json").json()["organiser"]
        is False
    )
    last = ann.patch(f"{players}{ann_id}/", {"organiser": False}, format="json")
    assert (last.status_code, last.json()["code"]) == (409, "TOURNAMENT_LAST_ORGANISER")
    assert list(Organiser.objects.values_list("user", flat=True)) == [ann_user.pk]


def test_organisers_change_it_and_nobody_else(organiser_api):
    tournament = made(organiser_api, visibility="public")
    url = f"{TOURNAMENTS}{tournament['id']}/"
    changed = organiser_api.patch(url, {"name": "Saturday", "rounds": 5}, format="json")
    assert (changed.status_code, changed.json()["name"], changed.json()["rounds"]) == (
        200,
        "Saturday",
        5,
    )
    outsider = signed_in(UserFactory())
    assert outsider.patch(url, {"name": "Mine"}, format="json").status_code == 403
    assert Tournament.objects.get().name == "Saturday"


def test_the_scoring_profile_changes_only_before_the_first_round(organiser_api):
    tournament = made(organiser_api, rounds=1, scoring={"lone_march_bonus": 1})
    url = f"{TOURNAMENTS}{tournament['id']}/"
    changed = organiser_api.patch(
        url, {"scoring": {"bye_credit": "fixed", "bye_points": 2}}, format="json"
    ).json()["scoring"]
    assert changed == {
        "bye_credit": "fixed", "bye_points": 2, "lone_march_bonus": 1, "euchred_penalty": 0
    }  # fmt: skip
    filled(organiser_api, tournament, 4)
    organiser_api.post(f"{url}schedule/", {}, format="json")
    organiser_api.post(f"{url}rounds/1/start/", {}, format="json")
    locked = organiser_api.patch(url, {"scoring": {"euchred_penalty": 1}}, format="json")
    assert (locked.status_code, locked.json()["code"]) == (409, "TOURNAMENT_RULES_LOCKED")
    assert Tournament.objects.get().euchred_penalty == 0


def test_add_players_by_name_once(organiser_api):
    tournament = made(organiser_api)
    url = f"{TOURNAMENTS}{tournament['id']}/players/"
    client_id = str(uuid.uuid4())
    first = organiser_api.post(url, {"name": "Ann", "client_id": client_id}, format="json")
    assert first.status_code == 201
    assert first.json() == {
        "id": first.json()["id"], "name": "Ann", "checked_in": False, "active": True,
        "linked": False, "organiser": False,
    }  # fmt: skip
    again = organiser_api.post(url, {"name": "Ann", "client_id": client_id}, format="json")
    assert (again.status_code, again.json()) == (200, first.json())
    same_name = organiser_api.post(url, {"name": "ann"}, format="json")
    assert (same_name.status_code, same_name.json()["id"]) == (200, first.json()["id"])
    by_id = organiser_api.post(url, {"player": first.json()["id"]}, format="json")
    assert by_id.status_code == 200
    assert Entrant.objects.count() == 1
    listed = organiser_api.get(url).json()
    assert [row["name"] for row in listed] == ["Ann"]


@pytest.mark.parametrize(
    ("body", "code"),
    [
        pytest.param({"player": 999999}, "TOURNAMENT_PLAYER_NOT_IN_ROSTER", id="unknown-player"),
        pytest.param({"name": "Ann", "player": 1}, "TOURNAMENT_PLAYER_NAME_OR_ID", id="both"),
        pytest.param({}, "TOURNAMENT_PLAYER_NAME_OR_ID", id="neither"),
        pytest.param({"name": ""}, "INVALID_INPUT", id="blank"),
    ],
)
def test_a_player_refused(organiser_api, body, code):
    tournament = made(organiser_api)
    response = organiser_api.post(f"{TOURNAMENTS}{tournament['id']}/players/", body, format="json")
    assert (response.status_code, response.json()["code"]) == (400, code)
    assert not Entrant.objects.exists()


def test_check_in_and_leave(organiser_api):
    tournament = made(organiser_api)
    (player,) = filled(organiser_api, tournament, 1, checked_in=False)
    url = f"{TOURNAMENTS}{tournament['id']}/players/{player}/"
    assert organiser_api.patch(url, {"checked_in": True}, format="json").json()["checked_in"]
    gone = organiser_api.patch(url, {"active": False}, format="json").json()
    assert (gone["checked_in"], gone["active"]) == (True, False)
    assert Entrant.objects.filter(checked_in=True, active=False).count() == 1
    missing = organiser_api.patch(
        f"{TOURNAMENTS}{tournament['id']}/players/999999/", {"active": False}, format="json"
    )
    assert missing.status_code == 404


def test_only_organisers_add_players(organiser_api, api_client):
    tournament = made(organiser_api, visibility="public")
    url = f"{TOURNAMENTS}{tournament['id']}/players/"
    outsider = signed_in(UserFactory())
    assert outsider.post(url, {"name": "Eve"}, format="json").status_code == 403
    assert api_client.post(url, {"name": "Eve"}, format="json").status_code == 403
    assert outsider.get(url).status_code == 200
    assert not Entrant.objects.exists()


def test_sixty_players_checked_in_at_the_door_trip_no_rate_limit(settings, organiser_api):
    # The production limit of writes per caller: one organiser's phone, one write a player
    # (no account needed, so no sign-up limit per address either).
    settings.API_THROTTLE_RATES = {"writes": "120/min"}
    tournament = made(organiser_api)
    url = f"{TOURNAMENTS}{tournament['id']}/players/"
    answers = [
        organiser_api.post(url, {"name": f"P{n}", "checked_in": True}, format="json").status_code
        for n in range(60)
    ]
    assert answers == [201] * 60
    assert Entrant.objects.filter(checked_in=True).count() == 60


def test_reads_cost_the_same_whatever_their_size(organiser_api, django_assert_num_queries):
    for count in (1, 12):
        made(organiser_api, name=f"Night {count}")
    tournament = made(organiser_api, name="Big")
    filled(organiser_api, tournament, 30)
    # The page's count, the page of tournaments with the caller's role.
    with django_assert_num_queries(2):
        assert organiser_api.get(TOURNAMENTS).json()["count"] == 3
    # The tournament with the caller's role.
    with django_assert_num_queries(1):
        organiser_api.get(f"{TOURNAMENTS}{tournament['id']}/")
    # The tournament with the caller's role; the players with their names and organisers.
    with django_assert_num_queries(2):
        assert len(organiser_api.get(f"{TOURNAMENTS}{tournament['id']}/players/").json()) == 30
