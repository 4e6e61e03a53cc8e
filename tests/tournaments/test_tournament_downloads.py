"""A tournament's CSV downloads: the standings and every deal with its round, table and
seats; for whoever may read it, in a fixed number of queries."""

import csv
import io

from games.models import Game
from games.services.hands import hand_record
from tests.games.support import PASSED_OUT, made
from tests.tournaments.support import filled, finished, scheduled, started
from tests.tournaments.support import made as tournament_made


def rows_of(response) -> list[list[str]]:
    assert response.status_code == 200
    assert response["Content-Type"] == "text/csv; charset=utf-8"
    return list(csv.reader(io.StringIO(response.content.decode("utf-8-sig"))))


def test_the_downloads_hold_the_standings_and_every_deal(
    organiser_api, client, organiser, django_assert_num_queries
):
    tournament = tournament_made(organiser_api, rounds=2, round_end={"deals": 2})
    filled(organiser_api, tournament, 8)
    scheduled(organiser_api, tournament)
    for number in (1, 2):
        for table in started(organiser_api, tournament, number)["tables"]:
            game = Game.objects.get(pk=table["game"])
            hand_record(game=game, record=made(1, 3))
            hand_record(game=Game.objects.get(pk=game.pk), record=PASSED_OUT)
        finished(organiser_api, tournament, number)
    client.force_login(organiser)
    base = f"/tournaments/{tournament['id']}/"
    standings = rows_of(client.get(f"{base}standings.csv"))
    assert standings[0] == [
        "rank", "player", "points", "rounds_played", "rounds_won", "byes", "loners_made",
        "euchres",
    ]  # fmt: skip
    assert len(standings) == 1 + 8
    assert {row[3] for row in standings[1:]} == {"2"}
    # The session, its user, the tournament with the caller's role; the tables with their
    # games, the seats with their players, the hands.
    with django_assert_num_queries(6):
        hands = rows_of(client.get(f"{base}hands.csv"))
    assert hands[0][:3] == ["round", "table", "game_id"]
    assert [row[:2] for row in hands[1:]] == [
        ["1", "1"], ["1", "1"], ["1", "2"], ["1", "2"],
        ["2", "1"], ["2", "1"], ["2", "2"], ["2", "2"],
    ]  # fmt: skip
    assert hands[1][hands[0].index("outcome")] == "made"


def test_a_private_tournaments_downloads_are_hidden(organiser_api, client):
    tournament = tournament_made(organiser_api)
    assert client.get(f"/tournaments/{tournament['id']}/standings.csv").status_code == 404
    assert client.get(f"/tournaments/{tournament['id']}/hands.csv").status_code == 404
