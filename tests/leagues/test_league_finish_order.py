"""When a league game finished, which orders the ratings: the time its last hand was
recorded, kept while the game stays finished (its seats changed, an earlier hand edited),
cleared when it reopens, found again from the hands by the rebuild; and the ratings are
rated again only when a game's winner (or whether it finished) changes."""

import datetime

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from games.models import Hand, Player
from games.services.hands import hand_edit, hand_record, hand_undo
from games.services.players import seats_name
from leagues.models import LeagueGame, PlayerRating, RatingEvent
from leagues.standings.rebuild import league_stats_rebuild
from tests.conftest import signed_in
from tests.games.support import loner, made
from tests.leagues.support import assert_totals_match_recount, league_game, rated
from tests.leagues.test_league_statistics import get, ids, won_by

pytestmark = pytest.mark.django_db

FOUR = ["Ann", "Bob", "Cat", "Dan"]


def finished_at(game):
    return LeagueGame.objects.get(pk=game.pk).finished_at


def last_hand_at(game):
    return Hand.objects.filter(game=game).order_by("-number").first().created_at


def rated_order(league, name: str, user) -> list[int]:
    history = get(league, f"players/{ids(league)[name]}/ratings/", user).json()
    return [event["game"] for event in history]


def test_a_game_finishes_when_its_last_hand_was_recorded(admin, league):
    game = won_by(league, admin, FOUR, 1)
    assert finished_at(game) == last_hand_at(game)


def test_changing_who_sat_in_a_finished_game_keeps_its_place_in_the_finish_order(admin, league):
    first = won_by(league, admin, FOUR, 1)
    second = won_by(league, admin, FOUR, 0)
    when = finished_at(first)
    Player.objects.create(roster=league.roster, name="Eve")

    seats_name(game=first, names=["Ann", "Bob", "Cat", "Eve"])  # Eve sat there, not Dan

    assert finished_at(first) == when
    assert rated_order(league, "Bob", admin) == [first.pk, second.pk]
    assert rated_order(league, "Eve", admin) == [first.pk]
    assert_totals_match_recount(league)


def test_an_edit_that_leaves_the_winner_rates_nothing_again(admin, league):
    game = won_by(league, admin, FOUR, 1)  # 12 to 0
    events = list(RatingEvent.objects.order_by("pk").values_list("pk", "mu"))
    current = list(PlayerRating.objects.order_by("pk").values_list("pk", "mu"))

    with CaptureQueriesContext(connection) as queries:
        hand_edit(game=game, number=1, changes={"maker_loner": None}, by=admin)  # 10 to 0

    game.refresh_from_db()
    assert (game.score, game.winner) == ([0, 10], 1)
    rating_tables = [q["sql"] for q in queries if "leagues_rating" in q["sql"]]
    assert rating_tables == []
    assert list(RatingEvent.objects.order_by("pk").values_list("pk", "mu")) == events
    assert list(PlayerRating.objects.order_by("pk").values_list("pk", "mu")) == current
    assert_totals_match_recount(league)


def test_an_edit_that_turns_the_winner_rates_from_that_game_on(admin, league):
    game = league_game(league, admin)
    for record in (loner(1, 5), loner(0, 5), loner(1, 5), loner(0, 5), made(1, 5)):
        hand_record(game=game, record=record, by=admin)  # 8 to 10: team 1
    later = won_by(league, admin, FOUR, 1)
    when = finished_at(game)

    hand_edit(game=game, number=5, changes={"maker": 0}, by=admin)  # 10 to 8: team 0

    game.refresh_from_db()
    assert game.winner == 0
    assert finished_at(game) == when  # its last hand is the same hand
    history = get(league, f"players/{ids(league)['Bob']}/ratings/", admin).json()
    assert [(event["game"], event["won"]) for event in history] == [
        (game.pk, False),
        (later.pk, True),
    ]
    assert_totals_match_recount(league)


def test_undone_into_progress_then_finished_again_it_rates_after_games_finished_meanwhile(
    admin, league
):
    first = won_by(league, admin, FOUR, 1)
    second = won_by(league, admin, FOUR, 0)

    hand_undo(game=first, number=3, by=admin)
    assert finished_at(first) is None
    assert rated_order(league, "Bob", admin) == [second.pk]

    hand_record(game=first, record=loner(1, 5), by=admin)

    assert finished_at(first) == last_hand_at(first) > finished_at(second)
    assert rated_order(league, "Bob", admin) == [second.pk, first.pk]
    assert_totals_match_recount(league)


def test_the_rebuild_finds_when_each_game_finished_from_its_hands(admin, league):
    first = won_by(league, admin, FOUR, 1)
    second = won_by(league, admin, FOUR, 0)
    open_game = league_game(league, admin)
    hand_record(game=open_game, record=made(1, 3), by=admin)
    expected = rated(league)
    long_ago = datetime.datetime(2001, 1, 1, tzinfo=datetime.UTC)
    LeagueGame.objects.filter(pk=second.pk).update(finished_at=long_ago)  # out of order
    LeagueGame.objects.filter(pk=open_game.pk).update(finished_at=long_ago)  # not finished

    league_stats_rebuild(league=league)

    assert finished_at(first) == last_hand_at(first)
    assert finished_at(second) == last_hand_at(second)
    assert finished_at(open_game) is None
    assert rated(league) == expected


def test_an_admin_deleting_a_league_game_over_the_api_takes_its_totals_and_ratings(admin, league):
    first = won_by(league, admin, FOUR, 1)
    second = won_by(league, admin, FOUR, 0)

    response = signed_in(admin).delete(f"/api/v1/games/{first.pk}/")

    assert response.status_code == 204
    assert not RatingEvent.objects.filter(game_id=first.pk).exists()
    assert rated_order(league, "Bob", admin) == [second.pk]
    standings = get(league, "standings/", admin).json()["players"]
    assert {row["player"]["name"]: row["games"] for row in standings} == dict.fromkeys(FOUR, 1)
    assert_totals_match_recount(league)
