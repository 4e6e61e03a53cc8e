"""A round's clock over the API: it starts with the round; organisers pause it, resume it
(the time it stood paused is kept) and call the last hand; a round not being played has no
clock to change; the round's JSON carries the clock."""

import datetime

import pytest

from tests.tournaments.support import TOURNAMENTS, filled, made, scheduled, started
from tournaments.models import Round

pytestmark = pytest.mark.django_db


def clock(api, tournament, number, action):
    return api.post(
        f"{TOURNAMENTS}{tournament['id']}/rounds/{number}/clock/", {"action": action}, format="json"
    )


@pytest.fixture
def playing(organiser_api):
    tournament = made(organiser_api, round_end={"minutes": 20}, rounds=2)
    filled(organiser_api, tournament, 8)
    scheduled(organiser_api, tournament)
    round_ = started(organiser_api, tournament, 1)
    return tournament, round_


def test_the_round_starts_its_clock(playing):
    _tournament, round_ = playing
    assert round_["clock"]["started_at"] is not None
    assert round_["clock"]["paused_at"] is None
    assert round_["clock"]["paused_seconds"] == 0
    assert round_["clock"]["last_hand"] is False


def test_pause_and_resume_keep_the_time_it_stood(organiser_api, playing):
    tournament, _round = playing
    paused = clock(organiser_api, tournament, 1, "pause")
    assert paused.status_code == 200 and paused.json()["clock"]["paused_at"] is not None
    again = clock(organiser_api, tournament, 1, "pause").json()  # again: nothing changes
    assert again["clock"]["paused_at"] == paused.json()["clock"]["paused_at"]
    earlier = Round.objects.get(number=1).clock_paused_at - datetime.timedelta(minutes=3)
    Round.objects.filter(number=1).update(clock_paused_at=earlier)  # paused 3 minutes ago
    resumed = clock(organiser_api, tournament, 1, "resume").json()
    assert resumed["clock"]["paused_at"] is None
    assert 180 <= resumed["clock"]["paused_seconds"] <= 182


def test_the_last_hand_is_called(organiser_api, playing):
    tournament, _round = playing
    assert clock(organiser_api, tournament, 1, "last_hand").json()["clock"]["last_hand"] is True
    schedule = organiser_api.get(f"{TOURNAMENTS}{tournament['id']}/schedule/").json()
    assert schedule["rounds"][0]["clock"]["last_hand"] is True


def test_a_round_not_played_has_no_clock_to_change(organiser_api, playing):
    tournament, _round = playing
    answer = clock(organiser_api, tournament, 2, "pause")
    assert answer.status_code == 409
    assert answer.json()["code"] == "TOURNAMENT_ROUND_NOT_PLAYING"
    assert clock(organiser_api, tournament, 1, "stop").status_code == 400


def test_only_organisers_run_the_clock(outsider_api, playing):
    tournament, _round = playing
    assert clock(outsider_api, tournament, 1, "pause").status_code in (403, 404)
    assert Round.objects.get(number=1).clock_paused_at is None
