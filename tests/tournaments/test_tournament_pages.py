"""The tournament pages: the organiser's console (and the page readers see), making a
tournament, check-in by the night's code with no account, a player's itinerary and the
TV; who sees what, and what each costs in queries whatever the night's size."""

import pytest
from django.test import Client
from django.urls import reverse

from tests.tournaments.support import filled, made, record, scheduled, started
from tournaments.models import Entrant, Tournament

pytestmark = pytest.mark.django_db

HAND = {"maker": 0, "trump": "hearts", "round": 2, "maker_tricks": 3}  # 1 to seats 0, 2


@pytest.fixture
def browser(organiser):
    client = Client()
    client.force_login(organiser)
    return client


def a_night(organiser_api, count=13, **body) -> dict:
    tournament = made(organiser_api, visibility="public", **body)
    filled(organiser_api, tournament, count)
    scheduled(organiser_api, tournament)
    return tournament


def url(name, *args, code=None) -> str:
    path = reverse(f"tournaments:{name}", args=args)
    return f"{path}?code={code}" if code else path


def test_making_a_tournament_from_the_form(browser, organiser):
    form = {
        "name": "Friday Progressive", "variant": "north_american", "visibility": "public",
        "round_end": "minutes", "round_end_value": 20, "rounds": "", "short_tables": "bye",
        "bye_credit": "fixed", "bye_points": 4, "lone_march_bonus": 1, "euchred_penalty": 0,
    }  # fmt: skip
    response = browser.post(url("tournament-new"), form)
    tournament = Tournament.objects.get()
    assert response.status_code == 302
    assert response["Location"] == url("tournament-detail", tournament.pk)
    assert (tournament.round_end, tournament.round_end_value) == ("minutes", 20)
    assert (tournament.bye_credit, tournament.bye_points) == ("fixed", 4)
    assert tournament.lone_march_bonus == 1


def test_a_refused_form_says_why_and_saves_nothing(browser):
    form = {"name": "Night", "variant": "north_american", "visibility": "public",
            "round_end": "deals", "round_end_value": 500, "short_tables": "bye",
            "bye_credit": "none", "bye_points": 3, "lone_march_bonus": 0,
            "euchred_penalty": 0}  # fmt: skip
    response = browser.post(url("tournament-new"), form)
    assert response.status_code == 200
    assert Tournament.objects.count() == 0
    assert b"round_end" in response.content or b"deals" in response.content


def test_making_one_needs_an_account(client):
    response = client.get(url("tournament-new"))
    assert response.status_code == 302
    assert "login" in response["Location"]


def test_the_console_is_the_organisers_and_readers_see_it_read_only(browser, organiser_api, client):
    tournament = a_night(organiser_api)
    console = browser.get(url("tournament-detail", tournament["id"])).content.decode()
    assert 'id="plan-make"' in console and 'id="add-player"' in console
    assert 'id="check-in-qr"' in console  # before round 1
    reader = client.get(url("tournament-detail", tournament["id"])).content.decode()
    assert 'id="plan-make"' not in reader and 'id="add-player"' not in reader
    assert "check-in" not in reader  # the join code stays with the organisers
    assert "Table 3" in reader and "P13" in reader


def test_a_private_tournament_is_not_there_to_outsiders(organiser_api, client):
    tournament = made(organiser_api)
    assert client.get(url("tournament-detail", tournament["id"])).status_code == 404
    assert client.get(url("screen", tournament["id"])).status_code == 404


@pytest.mark.parametrize("count", [5, 13])
def test_the_console_costs_the_same_whatever_the_size(
    browser, organiser_api, django_assert_num_queries, count
):
    tournament = a_night(organiser_api, count=count, rounds=3)
    round_ = started(organiser_api, tournament, 1)
    record(organiser_api, round_["tables"][0]["game"], HAND)
    # session, user; the tournament with the role; players; rounds; tables; the round's
    # games; standings; their results still to confirm or disputed; awards (standings,
    # best table, its players, their seats).
    with django_assert_num_queries(13):
        response = browser.get(url("tournament-detail", tournament["id"]))
    assert response.status_code == 200


def test_a_player_checks_in_with_the_code_and_lands_on_their_itinerary(organiser_api):
    tournament = made(organiser_api)  # private: the code is the way in
    ids = filled(organiser_api, tournament, 4, checked_in=False)
    code = Tournament.objects.get().join_code
    phone = Client()
    page = phone.get(url("check-in", tournament["id"], code=code))
    assert page.status_code == 200 and b"P03" in page.content
    response = phone.post(url("check-in", tournament["id"]), {"code": code, "player": ids[2]})
    assert response.status_code == 302
    assert response["Location"] == url("player", tournament["id"], ids[2], code=code)
    assert Entrant.objects.get(player_id=ids[2]).checked_in
    assert phone.get(response["Location"]).status_code == 200


def test_a_typed_name_checks_in_and_an_unknown_one_is_refused(organiser_api):
    tournament = made(organiser_api)
    ids = filled(organiser_api, tournament, 4, checked_in=False)
    code = Tournament.objects.get().join_code
    phone = Client()
    response = phone.post(url("check-in", tournament["id"]), {"code": code, "name": " p04 "})
    assert response.status_code == 302
    assert Entrant.objects.get(player_id=ids[3]).checked_in
    refused = phone.post(url("check-in", tournament["id"]), {"code": code, "name": "Zed"})
    assert refused.status_code == 200 and b"ask the organiser" in refused.content


def test_check_in_needs_the_nights_code(organiser_api):
    tournament = made(organiser_api, visibility="public")
    ids = filled(organiser_api, tournament, 4, checked_in=False)
    phone = Client()
    assert phone.get(url("check-in", tournament["id"])).status_code == 404
    wrong = phone.post(url("check-in", tournament["id"]), {"code": "nope", "player": ids[0]})
    assert wrong.status_code == 404
    assert not Entrant.objects.get(player_id=ids[0]).checked_in


def test_sixty_phones_behind_one_address_all_check_in(organiser_api, settings):
    settings.API_THROTTLE_RATES = {"writes": "120/min", "account_lookups": "10/min"}
    tournament = made(organiser_api)
    ids = filled(organiser_api, tournament, 60, checked_in=False)
    code = Tournament.objects.get().join_code
    for player in ids:
        response = Client(REMOTE_ADDR="203.0.113.7").post(
            url("check-in", tournament["id"]), {"code": code, "player": player}
        )
        assert response.status_code == 302
    assert Entrant.objects.filter(checked_in=True).count() == 60


def test_the_itinerary_says_where_a_player_sits_with_whom(organiser_api, client):
    tournament = a_night(organiser_api)
    round_ = started(organiser_api, tournament, 1)
    table = round_["tables"][0]
    record(organiser_api, table["game"], HAND)
    me, partner = table["seats"][0], table["seats"][2]
    page = client.get(url("player", tournament["id"], me)).content.decode()
    assert "Table 1, seat 1" in page
    assert f"P{partner:02}" not in page or "Partner:" in page
    assert "Score:" in page and "1–0" in page


@pytest.mark.parametrize("count", [5, 13])
def test_the_live_parts_cost_the_same_and_answer_304_unchanged(
    organiser_api, client, django_assert_num_queries, count
):
    tournament = a_night(organiser_api, count=count, rounds=3)
    round_ = started(organiser_api, tournament, 1)
    me = round_["tables"][0]["seats"][0]
    record(organiser_api, round_["tables"][0]["game"], HAND)
    for part in (url("screen-part", tournament["id"]), url("player-part", tournament["id"], me)):
        # the tournament; its key; players; rounds; tables; the round's games; standings;
        # their results still to confirm or disputed; and on the TV the awards (standings,
        # the best table score, its tables, seats)
        with django_assert_num_queries(12 if "screen" in part else 8):
            first = client.get(part)
        assert first.status_code == 200
        # the tournament; its key
        with django_assert_num_queries(2):
            again = client.get(part, HTTP_IF_NONE_MATCH=first["ETag"])
        assert again.status_code == 304
        record(organiser_api, round_["tables"][0]["game"], HAND)
        assert client.get(part, HTTP_IF_NONE_MATCH=first["ETag"]).status_code == 200


def test_the_tv_shows_the_qr_before_round_one_and_the_tables_after(organiser_api, client):
    tournament = a_night(organiser_api)
    before = client.get(url("screen", tournament["id"])).content.decode()
    assert "Check in" in before and "<svg" in before
    started(organiser_api, tournament, 1)
    after = client.get(url("screen", tournament["id"])).content.decode()
    assert "<svg" not in after
    assert "Table 3" in after and "Most loners" in after


def test_the_preview_costs_a_replan_and_saves_nothing(organiser_api):
    tournament = a_night(organiser_api)
    planned = organiser_api.get(f"/api/v1/tournaments/{tournament['id']}/schedule/").json()
    started(organiser_api, tournament, 1)
    filled_before = Tournament.objects.get().round_set.count()
    late = organiser_api.post(
        f"/api/v1/tournaments/{tournament['id']}/players/", {"name": "Late", "checked_in": True}
    )
    assert late.status_code == 201
    preview = organiser_api.post(f"/api/v1/tournaments/{tournament['id']}/schedule/preview/")
    assert preview.status_code == 200
    body = preview.json()
    assert body["before"] == planned["quality"]
    assert set(body["quality"]) == {"partner_repeats", "opponent_repeats", "byes"}
    assert Tournament.objects.get().round_set.count() == filled_before
    made_now = scheduled(organiser_api, tournament)
    assert made_now["quality"] == body["quality"]
    assert made_now["before"] == body["before"]


def test_only_organisers_preview(organiser_api, outsider_api):
    tournament = a_night(organiser_api)
    answer = outsider_api.post(f"/api/v1/tournaments/{tournament['id']}/schedule/preview/")
    assert answer.status_code == 403


@pytest.mark.parametrize("count", [5, 13])
def test_the_print_outs_hold_every_part_in_a_fixed_count_of_queries(
    organiser_api, client, django_assert_num_queries, count
):
    tournament = a_night(organiser_api, count=count, rounds=3)
    started(organiser_api, tournament, 1)
    # the tournament; players; rounds; tables; standings; their results still to confirm
    with django_assert_num_queries(6):
        response = client.get(url("print", tournament["id"]))
    page = response.content.decode()
    assert response.status_code == 200
    for part in ("Table tents", "Rotation chart", "Score sheets", "Guide cards", "Standings"):
        assert part in page
    assert page.count('class="guide-card"') == count
    assert page.count("<svg") == count // 4  # a QR code a table of round 1


def test_the_print_outs_of_a_private_night_are_not_there_to_outsiders(organiser_api, client):
    tournament = made(organiser_api)
    assert client.get(url("print", tournament["id"])).status_code == 404
