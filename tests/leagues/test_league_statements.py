"""The league hand's reads built once (``leagues.standings.statements``) give the ORM's rows."""

import pytest
from django.contrib.auth.models import AnonymousUser

from games.models import Seat
from games.services.games import game_start
from leagues.models import League
from leagues.standings.statements import league_role, seated_in_league
from leagues.visibility import with_role
from tests.leagues.played import won_by
from tests.leagues.support import league_game

pytestmark = pytest.mark.django_db


def orm_seats(game_id: int) -> list[tuple]:
    rows = Seat.objects.filter(game_id=game_id).values_list(
        "position",
        "player_id",
        "game__league_game__league",
        "game__league_game__season",
        "game__league_game__finished_at",
    )
    return sorted(rows.order_by())


def orm_role(roster_id: int, user) -> tuple | None:
    return (
        with_role(League.objects.filter(roster_id=roster_id), user)
        .values_list("visibility", "role")
        .first()
    )


def test_the_seats_of_a_league_game_in_progress_and_finished(member, league):
    playing = league_game(league, member)
    finished = won_by(league, member, ["Eve", "Fay", "Gus", "Hal"], 1)
    for game in (playing, finished):
        assert sorted(seated_in_league(game.pk)) == orm_seats(game.pk)
    finished_at = seated_in_league(finished.pk)[0][4]
    assert finished_at is not None and finished_at.tzinfo is not None


def test_the_seats_of_a_game_outside_any_league(member):
    game = game_start(
        owner=member, variant="north_american", seats=["A", "B", "C", "D"], first_dealer=0
    )
    found = seated_in_league(game.pk)
    assert sorted(found) == orm_seats(game.pk) and {row[2] for row in found} == {None}


def test_the_role_of_admin_member_outsider_and_anonymous(admin, member, outsider, league):
    game = league_game(league, member)
    for user in (admin, member, outsider, AnonymousUser()):
        visibility, role, seats = league_role(league.roster_id, user.pk, game.pk)
        assert (visibility, role) == orm_role(league.roster_id, user)
        assert sorted(seats) == orm_seats(game.pk)
    assert league_role(league.roster_id, member.pk, game.pk)[:2] == ("private", "member")
    assert league_role(league.roster_id, admin.pk, game.pk)[:2] == ("private", "admin")
    assert league_role(league.roster_id + 1000, admin.pk, game.pk) is None
