"""The tournament pages' finish: the message after making one, the standings marking
results still to confirm or disputed, the itinerary's plan in data attributes (for its
notice when a round starts or the plan changes), and the live pages kept offline."""

import pytest
from django.test import Client
from django.urls import reverse

from tests.tournaments.support import filled, made, record, scheduled, started
from tournaments.models import Tournament

pytestmark = pytest.mark.django_db

GAMES = "/api/v1/games/"
MARCH = {"maker": 0, "trump": "hearts", "round": 2, "maker_tricks": 5}
FORM = {
    "name": "Friday Progressive", "variant": "north_american", "visibility": "public",
    "round_end": "minutes", "round_end_value": 20, "rounds": "", "short_tables": "bye",
    "bye_credit": "fixed", "bye_points": 4, "lone_march_bonus": 1, "euchred_penalty": 0,
}  # fmt: skip


def url(name, *args) -> str:
    return reverse(f"tournaments:{name}", args=args)


@pytest.fixture
def night(organiser_api):
    tournament = made(organiser_api, visibility="public", rounds=2, round_end={"deals": 1})
    filled(organiser_api, tournament, 8)
    scheduled(organiser_api, tournament)
    return tournament, started(organiser_api, tournament, 1)


def test_making_a_tournament_says_it_is_made_on_the_next_page(organiser):
    browser = Client()
    browser.force_login(organiser)
    response = browser.post(url("tournament-new"), FORM, follow=True)
    assert Tournament.objects.get().name == "Friday Progressive"
    assert "Friday Progressive is made: add its players." in response.content.decode()


def test_the_standings_mark_results_to_confirm_and_disputed(organiser_api, night, client):
    tournament, round_ = night
    first, second = (table["game"] for table in round_["tables"])
    page = client.get(url("tournament-detail", tournament["id"])).content.decode()
    assert "to confirm" not in page and "disputed" not in page
    record(organiser_api, first, MARCH)
    record(organiser_api, second, MARCH)
    body = {"action": "dispute", "seat": 1, "comment": "Only 4 tricks"}
    assert (
        organiser_api.post(f"{GAMES}{second}/confirmation/", body, format="json").status_code == 201
    )
    for page_url in (
        url("tournament-detail", tournament["id"]),
        url("screen-part", tournament["id"]),
    ):
        page = client.get(page_url).content.decode()
        assert page.count("1 to confirm") == 4, page_url  # the first table's four players
        assert page.count(">disputed<") == 4, page_url  # the second's
    me = round_["tables"][0]["seats"][0]
    assert "1 to confirm" in client.get(url("player-part", tournament["id"], me)).content.decode()


def test_the_itinerary_carries_its_plan_for_the_notice(organiser_api, night, client):
    tournament, round_ = night
    table = round_["tables"][1]
    me = table["seats"][3]
    part = client.get(url("player-part", tournament["id"], me)).content.decode()
    assert 'data-playing="1"' in part
    assert f'data-round="1" data-table="{table["number"]}" data-seat="4"' in part
    assert 'data-round="2"' in part


def test_the_live_pages_say_when_they_were_drawn_and_ask_to_be_kept(night, client):
    tournament, round_ = night
    me = round_["tables"][0]["seats"][0]
    for page_url in (url("player", tournament["id"], me), url("screen", tournament["id"])):
        page = client.get(page_url).content.decode()
        assert 'data-drawn="20' in page
        assert f'data-worker="{reverse("games:service-worker")}"' in page


def test_the_service_worker_keeps_the_tournaments_live_parts(client):
    worker = client.get(reverse("games:service-worker")).content.decode()
    assert "TOURNAMENT_LIVE" in worker and "X-Kept-At" in worker
