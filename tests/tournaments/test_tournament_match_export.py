"""A tournament as Euchre Match Notation JSON, over the API and as a download: the players,
the result and each table's game with its round, table and four player ids by seat; for
whoever may read it, in a fixed number of queries however many rounds were played."""

import pytest

from games.models import Game, Hand
from games.services.exports import RECORD_FIELDS, game_document, game_import
from games.services.hands import hand_record
from tests.conftest import signed_in
from tests.factories import UserFactory
from tests.games.support import PASSED_OUT, loner, made
from tests.tournaments.support import TOURNAMENTS, filled, finished, scheduled, started
from tests.tournaments.support import made as tournament_made
from tournaments.models import Table


def played(api, rounds: int, **body) -> dict:
    """A night of eight players and two-deal rounds, ``rounds`` of them played."""
    tournament = tournament_made(api, rounds=rounds, round_end={"deals": 2}, **body)
    filled(api, tournament, 8)
    scheduled(api, tournament)
    for number in range(1, rounds + 1):
        for table in started(api, tournament, number)["tables"]:
            game = Game.objects.get(pk=table["game"])
            hand_record(game=game, record=loner(1) if number % 2 else made(0, 3))
            hand_record(game=Game.objects.get(pk=game.pk), record=PASSED_OUT)
        finished(api, tournament, number)
    return tournament


def exported(api, tournament: dict) -> dict:
    response = api.get(f"{TOURNAMENTS}{tournament['id']}/export/")
    assert response.status_code == 200, response.json()
    assert response["Content-Disposition"] == (
        f'attachment; filename="tournament-{tournament["id"]}-match.emn.json"'
    )
    return response.json()


@pytest.mark.parametrize("rounds", [1, 3])
def test_the_export_is_a_fixed_number_of_queries(organiser_api, rounds, django_assert_num_queries):
    tournament = played(organiser_api, rounds)
    # The tournament with the caller's role, the standings, the rounds' count; the tables
    # with their rounds and games, the seats with their players, the hands.
    with django_assert_num_queries(6):
        document = exported(organiser_api, tournament)
    assert len(document["games"]) == 2 * rounds
    assert document["metadata"]["matchFormat"] == {"type": "PROGRESSIVE", "target": rounds}


def test_the_document_holds_the_players_the_result_and_every_tables_game(organiser_api):
    tournament = played(organiser_api, 3)
    document = exported(organiser_api, tournament)
    assert document["fileType"] == "Euchre Match Notation"
    assert document["version"] == "1.2"
    metadata = document["metadata"]
    assert metadata["title"] == "Friday night"
    standings = organiser_api.get(f"{TOURNAMENTS}{tournament['id']}/standings/").json()
    rows = standings["players"]
    assert [player["id"] for player in metadata["players"]] == [
        str(row["player"]["id"]) for row in rows
    ]
    assert metadata["result"] == {
        "status": "COMPLETED",
        "winner": [str(row["player"]["id"]) for row in rows if row["rank"] == 1],
        "scores": {str(row["player"]["id"]): row["points"] for row in rows},
    }
    tables = Table.objects.filter(round__tournament_id=tournament["id"]).order_by(
        "round__number", "number"
    )
    assert [(game["round"], game["table"]) for game in document["games"]] == [
        (table.round.number, table.number) for table in tables
    ]
    assert [game["gameIndex"] for game in document["games"]] == list(range(len(tables)))
    for entry, table in zip(document["games"], tables, strict=True):
        assert entry["playersOverride"] == [str(player) for player in table.seats]
        game = table.game
        hands = game.hands.order_by("number")
        assert entry["gameData"] == game_document(game, hands)


def test_each_game_comes_back_through_the_games_import(organiser_api, organiser):
    """The same seats, hands and score; as a plain game (the round that ended it after its
    deals is the tournament's), as a league's game comes back."""
    tournament = played(organiser_api, 2)
    document = exported(organiser_api, tournament)
    names = {player["id"]: player["name"] for player in document["metadata"]["players"]}
    for entry in document["games"]:
        table = Table.objects.get(
            round__tournament_id=tournament["id"],
            round__number=entry["round"],
            number=entry["table"],
        )
        again, created = game_import(owner=organiser, document=entry["gameData"])
        assert created
        assert [seat.player.name for seat in again.seats.all()] == [
            names[player] for player in entry["playersOverride"]
        ]
        assert again.score == table.game.score

        def records(game: Game) -> list[tuple]:
            fields = ("number", *RECORD_FIELDS, "outcome", "points", "score_0", "score_1")
            return list(Hand.objects.filter(game=game).order_by("number").values_list(*fields))

        assert records(again) == records(table.game)
        assert len(records(again)) == 2


def test_an_unfinished_tournament_is_in_progress_with_no_winner(organiser_api):
    tournament = tournament_made(organiser_api)
    filled(organiser_api, tournament, 8)
    document = exported(organiser_api, tournament)
    assert document["metadata"]["result"]["status"] == "IN_PROGRESS"
    assert document["metadata"]["result"]["winner"] == []
    assert document["games"] == []


def test_a_private_tournaments_export_is_hidden(organiser_api, api_client, client, organiser):
    tournament = tournament_made(organiser_api)
    path = f"{TOURNAMENTS}{tournament['id']}/export/"
    assert api_client.get(path).status_code == 404
    assert signed_in(UserFactory()).get(path).status_code == 404
    download = f"/tournaments/{tournament['id']}/match.json"
    assert client.get(download).status_code == 404
    client.force_login(UserFactory())
    assert client.get(download).status_code == 404
    client.force_login(organiser)
    assert client.get(download).status_code == 200


def test_a_public_tournaments_export_is_readable_signed_out(organiser_api, api_client, client):
    tournament = played(organiser_api, 1, visibility="public")
    document = exported(api_client, tournament)
    response = client.get(f"/tournaments/{tournament['id']}/match.json")
    assert response.status_code == 200
    assert response["Content-Type"] == "application/json"
    assert response["Content-Disposition"] == (
        f'attachment; filename="tournament-{tournament["id"]}-match.emn.json"'
    )
    assert response.json() == document
