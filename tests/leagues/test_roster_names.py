"""A league's roster compares names by the one rule (core.names) when players are added,
renamed and seated, and names the spelling it keeps when it refuses one."""

import pytest

from tests.conftest import signed_in

pytestmark = pytest.mark.django_db

LEAGUES = "/api/v1/leagues/"


@pytest.mark.parametrize(("kept", "sent"), [("Éva", "éva"), ("Kate", "\u212aATE")])
def test_a_roster_name_taken_in_another_spelling_is_refused(member, league, kept, sent):
    url = f"{LEAGUES}{league.slug}/players/"
    assert signed_in(member).post(url, {"name": kept}).status_code == 201
    taken = signed_in(member).post(url, {"name": sent})
    assert taken.status_code == 400, taken.content
    body = taken.json()
    assert (body["code"], body["field"]) == ("PLAYER_NAME_TAKEN", "name")
    assert f"named {kept} already" in body["message"]
    assert list(league.roster.players.values_list("name", flat=True)) == [kept]


def test_a_league_game_seats_the_roster_player_of_that_name(member, league):
    url = f"{LEAGUES}{league.slug}/players/"
    eva = signed_in(member).post(url, {"name": "Éva"}).json()["id"]
    started = signed_in(member).post(
        "/api/v1/games/", {"league": league.slug, "seats": ["E\u0301VA", "Bob", "Cat", "Dan"],
                           "first_dealer": 0},
    )  # fmt: skip
    assert started.status_code == 201, started.content
    assert started.json()["seats"][0]["player"] == eva
    assert league.roster.players.count() == 4
