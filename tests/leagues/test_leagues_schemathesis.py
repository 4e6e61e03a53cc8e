"""schemathesis over the leagues API, in process: requests generated from the OpenAPI
schema, sent signed in as the admin of a league with a game, a roster, a season and an
invitation. No answer may be a 5xx; every status, content type and body must be the ones
the schema documents."""

import datetime

import pytest

from games.services.hands import hand_record
from leagues.models import Season
from leagues.services.leagues import league_create
from leagues.services.members import invitation_create
from tests.api_schema import aim, api_schema, call, examples
from tests.factories import UserFactory
from tests.games.support import app_session_token, made
from tests.leagues.support import league_game

schema = api_schema(r"^/api/v1/leagues/")


@pytest.fixture
def club(db, client):
    admin = UserFactory(email="club-admin@example.com")
    league = league_create(by=admin, name="Club", variant="north_american")
    game = league_game(league, admin)
    hand_record(game=game, record=made(1, 3), by=admin)
    Season.objects.create(league=league, name="Old", starts_on=datetime.date(2020, 1, 1),
                          ends_on=datetime.date(2020, 2, 1))  # fmt: skip
    invitation = invitation_create(league=league, by=admin)
    return league, admin, invitation, app_session_token(client, admin.email)


def reals_of(league, admin, invitation) -> dict:
    """The real league, member, player and code."""
    player = league.roster.players.order_by("pk").values_list("pk", flat=True).first()
    return {"slug": league.slug, "user_id": admin.pk, "player_id": player,
            "code": invitation.code}  # fmt: skip


@schema.parametrize()
@examples(15)
def test_the_leagues_api_answers_as_documented(case, club, keep_the_test_connection):
    league, admin, invitation, token = club
    aim(case, reals_of(league, admin, invitation))
    call(case, token)
