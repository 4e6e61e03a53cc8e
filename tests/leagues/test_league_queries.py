"""Recording a hand in a league game costs a fixed number of queries: the same at hand 1
and hand 30, and in a league of 10 games or 1,000."""

import uuid

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from games.models import Game, Seat
from leagues.models import LeagueGame
from tests.conftest import signed_in
from tests.games.support import loner, made
from tests.leagues.support import league_game, totals_queries

pytestmark = pytest.mark.django_db

# 1 SAVEPOINT (the test's transaction stands for BEGIN), 2 the game FOR UPDATE, 3 the
# caller's role in the league with the game's league, season and seats, 4 INSERT the hand,
# 5 UPDATE the game's cache, then three statements (upsert the players' totals, upsert the
# partnerships' totals, raise the league's stats version: its cached standings are stale),
# sent together on PostgreSQL, and 6 RELEASE SAVEPOINT (COMMIT).
TOTALS = totals_queries(3)
LEAGUE_HAND = 6 + TOTALS

# The hand that finishes a game leaves the league's ratings due from it
# (leagues.standings.ratings.due; the next read of the ratings replays them): one UPDATE
# of the league's stats version row.
RATE = 1


PLAYED = made(1, 3)  # a point to team 1: hands that every totals table counts


def long_games(league) -> None:
    league.target = 1000  # thirty hands and more without an end
    league.save()


def hand_queries(api, game, record=PLAYED) -> int:
    with CaptureQueriesContext(connection) as queries:
        response = api.post(
            f"/api/v1/games/{game.pk}/hands/", {**record, "client_id": str(uuid.uuid4())}
        )
    assert response.status_code == 201, response.content
    return len(queries)


def more_games(league, template: Game, count: int) -> None:
    """``count`` more games of the league, written in bulk, seated like ``template``."""
    fields = {
        name: getattr(template, name)
        for name in ("owner_id", "variant", "target", "options", "first_dealer", "team_names",
                     "next_dealer", "roster_id", "group_kind")
    }  # fmt: skip
    games = Game.objects.bulk_create(Game(**fields) for _ in range(count))
    LeagueGame.objects.bulk_create(LeagueGame(game=game, league=league) for game in games)
    seats = list(template.seats.all())
    Seat.objects.bulk_create(
        Seat(game=game, position=seat.position, player_id=seat.player_id)
        for game in games
        for seat in seats
    )


def test_a_league_hand_costs_the_same_at_hand_1_and_hand_30(member, league):
    long_games(league)
    game = league_game(league, member)
    api = signed_in(member)
    first = hand_queries(api, game)
    for _ in range(28):
        hand_queries(api, game)
    assert (first, hand_queries(api, game)) == (LEAGUE_HAND, LEAGUE_HAND)


def test_a_league_hand_costs_the_same_in_a_league_of_10_or_1000_games(member, league):
    long_games(league)
    game = league_game(league, member)
    api = signed_in(member)
    more_games(league, game, 9)
    in_10 = hand_queries(api, game)
    more_games(league, game, 990)
    assert LeagueGame.objects.filter(league=league).count() == 1000
    assert (in_10, hand_queries(api, game)) == (LEAGUE_HAND, LEAGUE_HAND)


def test_the_hand_that_finishes_a_game_adds_head_to_head_and_when_it_finished(member, league):
    game = league_game(league, member)
    api = signed_in(member)
    hand_queries(api, game, loner(1, 5))
    hand_queries(api, game, loner(1, 5))
    # 12 points: finished. + upsert the head-to-head totals (with the others on
    # PostgreSQL), + when its last hand was recorded, + UPDATE its finished_at.
    head_to_head = totals_queries(4) - TOTALS
    assert hand_queries(api, game, loner(1, 5)) == LEAGUE_HAND + head_to_head + 2 + RATE
    assert LeagueGame.objects.get(pk=game.pk).finished_at is not None
