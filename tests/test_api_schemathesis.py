"""schemathesis over the WHOLE API schema (games, players, leagues, tournaments, rules,
accounts), in process, with every check that applies to data the schema allows: no 5xx,
every status, header, content type and body as documented, and no schema-valid request
refused as malformed ("schema-valid request rejected"). Signed in (app session token) as a user who
owns a game with a hand, a scorekeeper and a share link, and runs a league with a game, a
season and an invitation. Bounded: a few examples per operation, about a minute."""

import datetime

import pytest
from schemathesis.checks import (
    content_type_conformance,
    not_a_server_error,
    response_headers_conformance,
    response_schema_conformance,
    status_code_conformance,
    use_after_free,
)

from games.services.games import game_share
from games.services.hands import hand_record
from leagues.models import Season
from leagues.services.leagues import league_create
from leagues.services.members import invitation_create
from tests.api_schema import aim, api_schema, call, examples, schema_valid_input_accepted
from tests.factories import GameFactory, ScorekeeperFactory, UserFactory
from tests.games.support import app_session_token, made
from tests.leagues.support import league_game
from tests.tournaments.test_tournaments_schemathesis import night

schema = api_schema(r"^/api/")

CHECKS = [
    not_a_server_error,
    status_code_conformance,
    content_type_conformance,
    response_schema_conformance,
    response_headers_conformance,
    use_after_free,
    schema_valid_input_accepted,
]


@pytest.fixture
def world(db, client):
    """What the requests aim at, by path parameter name, and the session token."""
    user = UserFactory(email="everything@example.com")
    league = league_create(by=user, name="Club", variant="north_american")
    played = league_game(league, user)
    hand_record(game=played, record=made(1, 3), by=user)
    Season.objects.create(league=league, name="Old", starts_on=datetime.date(2020, 1, 1),
                          ends_on=datetime.date(2020, 2, 1))  # fmt: skip
    invitation = invitation_create(league=league, by=user)
    game = GameFactory(owner=user, target=25)
    keeper = ScorekeeperFactory(game=game)
    hand_record(game=game, record=made(1, 3))
    game_share(game=game)
    reals = {
        "game_id": game.pk,
        "number": 1,
        "user_id": keeper.user.pk,
        "player_id": game.seats.get(position=0).player_id,
        "slug": league.slug,
        "code": invitation.code,
        "tournament_id": night(user)["tournament_id"],
    }
    return reals, app_session_token(client, user.email)


@schema.parametrize()
@examples(6)
def test_the_whole_api_answers_as_documented(case, world, keep_the_test_connection):
    reals, token = world
    aim(case, reals)
    call(case, token, CHECKS)
