"""Writers at once on PostgreSQL: two organisers starting the same round make one set of
games; the tables of a round recording hands at once leave the standings equal to a
recount (players at different tables share no totals row, but each writer holds its own
game's lock while it writes them)."""

from games.models import Game, Player
from tests.conftest import signed_in
from tests.factories import UserFactory
from tests.games.support import PASSED_OUT, made
from tests.races import ROW_LOCK_RACES, at_once
from tests.tournaments.support import TOURNAMENTS, filled, recount, running, scheduled, started
from tests.tournaments.support import made as tournament_made
from tournaments.models import Entrant, Organiser, Round, Tournament

pytestmark = ROW_LOCK_RACES


def test_two_organisers_starting_a_round_at_once_make_one_set_of_games(organiser_api):
    tournament = tournament_made(organiser_api, rounds=2)
    filled(organiser_api, tournament, 16)
    scheduled(organiser_api, tournament)
    second = UserFactory()
    Organiser.objects.create(tournament_id=tournament["id"], user=second)
    answers = []

    def start(user):
        client = signed_in(user)
        url = f"{TOURNAMENTS}{tournament['id']}/rounds/1/start/"
        return lambda: answers.append(client.post(url, {}, format="json"))

    at_once(start(Tournament.objects.get().created_by), start(second))
    assert sorted(answer.status_code for answer in answers) == [201, 409]
    assert Game.objects.count() == 4
    assert Round.objects.get(number=1).tables.filter(game__isnull=True).count() == 0


def test_every_table_recording_at_once_leaves_the_standings_equal_to_a_recount(organiser_api):
    tournament = tournament_made(organiser_api, rounds=1, round_end={"deals": 12})
    filled(organiser_api, tournament, 16)
    scheduled(organiser_api, tournament)
    tables = started(organiser_api, tournament, 1)["tables"]
    statuses = []

    def scorer(table, seed):
        user = UserFactory()
        Player.objects.filter(pk=table["seats"][0]).update(user=user)
        client = signed_in(user)

        def write():
            for i in range(12):
                record = PASSED_OUT if (i + seed) % 4 == 0 else made((i + seed) % 4, 3 + i % 3)
                url = f"/api/v1/games/{table['game']}/hands/"
                statuses.append(client.post(url, record, format="json").status_code)

        return write

    at_once(*(scorer(table, seed) for seed, table in enumerate(tables)))
    assert statuses == [201] * 48
    assert set(Game.objects.values_list("status", flat=True)) == {"finished"}
    assert running(tournament["id"]) == recount(tournament["id"])


def test_one_request_sent_twice_at_once_adds_one_player(organiser_api, organiser):
    tournament = tournament_made(organiser_api)
    url = f"{TOURNAMENTS}{tournament['id']}/players/"
    body = {"name": "Ann", "client_id": "6f1c1d56-0d1a-4c53-9a0e-7d1f0c3b2a11"}
    answers = []

    def add():
        answers.append(signed_in(organiser).post(url, body, format="json").status_code)

    at_once(add, add)
    assert sorted(answers) == [200, 201]
    assert Entrant.objects.count() == 1
