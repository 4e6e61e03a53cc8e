"""schemathesis over the tournaments API, in process: requests generated from the OpenAPI
schema, sent signed in as the organiser of a tournament with players, a schedule and a
round being played. No answer may be a 5xx; every status, content type and body must be
the ones the schema documents, and data the schema allows is never refused as malformed."""

import pytest

from games.services.hands import hand_record
from tests.api_schema import CHECKS, aim, api_schema, call, examples, schema_valid_input_accepted
from tests.factories import UserFactory
from tests.games.support import app_session_token, made
from tournaments.models import Entrant
from tournaments.services.players import entrant_add, entrant_change
from tournaments.services.rounds import round_start
from tournaments.services.schedule import schedule_make
from tournaments.services.tournaments import tournament_create

schema = api_schema(r"^/api/v1/tournaments/")


def night(organiser) -> dict:
    """A tournament of eight with its first round playing and a hand recorded: the path
    parameters that reach it."""
    tournament = tournament_create(by=organiser, name="Night", rounds=3)
    for number in range(8):
        entrant, _ = entrant_add(tournament=tournament, name=f"P{number}")
        entrant_change(entrant=entrant, checked_in=True)
    schedule_make(tournament=tournament)
    round_, _ = round_start(tournament=tournament, number=1)
    hand_record(game=round_.tables.first().game, record=made(1, 3), by=organiser)
    player = Entrant.objects.filter(tournament=tournament).values_list("player_id", flat=True)
    return {"tournament_id": tournament.pk, "player_id": player.first(), "number": 1}


@pytest.fixture
def organised(db, client):
    organiser = UserFactory(email="organiser@example.com")
    return night(organiser), app_session_token(client, organiser.email)


@schema.parametrize()
@examples(15)
def test_the_tournaments_api_answers_as_documented(case, organised, keep_the_test_connection):
    reals, token = organised
    aim(case, reals)
    call(case, token, [*CHECKS, schema_valid_input_accepted])
