"""Ratings: OpenSkill over finished league games, in the order they finished, the same
for the same hands, and after an edit, undo, deletion or merge equal to rating every game
afresh."""

import datetime

import pytest

from games.models import Player
from games.services.games import game_delete
from games.services.hands import hand_edit, hand_record, hand_undo
from leagues.models import LeagueGame, PlayerRating, RatingEvent, RatingsDue, Season
from leagues.services.leagues import league_create
from leagues.services.roster import roster_player_merge
from leagues.standings import ratings
from leagues.standings.rebuild import league_stats_rebuild
from tests.conftest import signed_in
from tests.games.support import loner, made
from tests.leagues.support import rated
from tests.leagues.test_league_statistics import get, ids, won_by

pytestmark = pytest.mark.django_db

FOUR = ["Ann", "Bob", "Cat", "Dan"]


def assert_equals_a_fresh_rating(league) -> None:
    kept = rated(league)
    RatingEvent.objects.filter(league=league).delete()
    PlayerRating.objects.filter(league=league).delete()
    ratings.replay(league.pk)
    assert rated(league) == kept


def rating(league, name, user, **params) -> float:
    rows = get(league, "ratings/", user, **params).json()
    return {row["player"]["name"]: row["rating"] for row in rows}[name]


def test_a_rating_goes_up_with_a_win_and_down_with_a_loss(admin, league):
    won_by(league, admin, FOUR, 1)
    assert rating(league, "Bob", admin) > 1000 > rating(league, "Ann", admin)
    bob = rating(league, "Bob", admin)

    won_by(league, admin, FOUR, 0)

    assert rating(league, "Bob", admin) < bob
    history = get(league, f"players/{ids(league)['Bob']}/ratings/", admin).json()
    assert [(event["won"], event["games"]) for event in history] == [(True, 1), (False, 2)]
    assert history[0]["rating"] > 1000 and history[1]["rating"] < history[0]["rating"]


def test_the_ratings_list_is_highest_first_with_games_rated(admin, league):
    won_by(league, admin, FOUR, 1)
    won_by(league, admin, ["Eve", "Bob", "Fay", "Dan"], 1)

    rows = get(league, "ratings/", admin).json()

    assert [row["player"]["name"] for row in rows][:2] == ["Bob", "Dan"]
    assert {row["player"]["name"]: row["games"] for row in rows} == {
        "Bob": 2, "Dan": 2, "Ann": 1, "Cat": 1, "Eve": 1, "Fay": 1
    }  # fmt: skip
    ratings_now = [row["rating"] for row in rows]
    assert ratings_now == sorted(ratings_now, reverse=True)
    stats = get(league, f"players/{ids(league)['Bob']}/stats/", admin).json()
    assert stats["rating"] == rows[0]["rating"]


def test_a_player_without_a_finished_game_has_no_rating(admin, league):
    game = won_by(league, admin, FOUR, 1)
    hand_undo(game=game, number=3, by=admin)
    assert get(league, "ratings/", admin).json() == []
    stats = get(league, f"players/{ids(league)['Bob']}/stats/", admin).json()
    assert stats["rating"] is None


def test_the_same_hands_give_the_same_ratings(admin, league):
    other = league_create(by=admin, name="Mirror", variant="north_american")
    for played in (league, other):
        won_by(played, admin, FOUR, 1)
        won_by(played, admin, ["Ann", "Dan", "Cat", "Bob"], 0)
        won_by(played, admin, FOUR, 0)

    first, second = rated(league), rated(other)

    def values(found):
        return [row[:1] + row[3:] for row in found["events"]], found["now"]

    assert values(first) == values(second)
    assert_equals_a_fresh_rating(league)


def test_a_season_rates_its_own_games_and_all_time_all(admin, league):
    dates = {"starts_on": datetime.date(2020, 1, 1), "ends_on": datetime.date(2020, 2, 1)}
    spring = Season.objects.create(league=league, name="Spring", **dates)
    won_by(league, admin, FOUR, 1)
    won_by(league, admin, FOUR, 1, season=spring.pk)

    in_spring = get(league, "ratings/", admin, season=spring.pk).json()
    all_time = get(league, "ratings/", admin).json()

    assert {row["games"] for row in in_spring} == {1}
    assert {row["games"] for row in all_time} == {2}
    assert rating(league, "Bob", admin) > rating(league, "Bob", admin, season=spring.pk)


def test_games_are_rated_in_the_order_they_finished(admin, league):
    first = won_by(league, admin, FOUR, 1)
    second = won_by(league, admin, FOUR, 0)
    later = datetime.datetime(2100, 1, 1, tzinfo=datetime.UTC)
    LeagueGame.objects.filter(pk=first.pk).update(finished_at=later)  # as if it ended last

    ratings.replay(league.pk)

    history = get(league, f"players/{ids(league)['Bob']}/ratings/", admin).json()
    assert [event["game"] for event in history] == [second.pk, first.pk]


def test_editing_an_early_game_rates_every_later_game_again(admin, league):
    first = won_by(league, admin, FOUR, 1)
    won_by(league, admin, FOUR, 0)
    won_by(league, admin, ["Ann", "Dan", "Cat", "Bob"], 0)
    bob = rating(league, "Bob", admin)

    hand_edit(game=first, number=3, changes={"maker_tricks": 0}, by=admin)  # no longer won

    assert rating(league, "Bob", admin) < bob
    assert_equals_a_fresh_rating(league)


def test_undoing_into_progress_and_finishing_again_equals_a_fresh_rating(admin, league):
    first = won_by(league, admin, FOUR, 1)
    won_by(league, admin, FOUR, 0)
    hand_undo(game=first, number=3, by=admin)
    assert_equals_a_fresh_rating(league)
    assert RatingEvent.objects.filter(game_id=first.pk).count() == 0

    hand_record(game=first, record=loner(1, 5), by=admin)

    assert_equals_a_fresh_rating(league)
    assert RatingEvent.objects.filter(game_id=first.pk).count() == 4  # all time; no season


def test_deleting_a_finished_game_equals_a_fresh_rating(admin, league):
    first = won_by(league, admin, FOUR, 1)
    won_by(league, admin, ["Ann", "Eve", "Cat", "Dan"], 0)
    game_delete(game=first)
    assert_equals_a_fresh_rating(league)
    assert {row["player"]["name"] for row in get(league, "ratings/", admin).json()} == {
        "Ann", "Eve", "Cat", "Dan"
    }  # fmt: skip


def test_merging_players_equals_a_fresh_rating(admin, league):
    won_by(league, admin, FOUR, 1)
    won_by(league, admin, ["Ann", "Robert", "Cat", "Dan"], 1)
    found = ids(league)

    roster_player_merge(
        league=league,
        player=Player.objects.get(pk=found["Robert"]),
        into=Player.objects.get(pk=found["Bob"]),
    )

    assert_equals_a_fresh_rating(league)
    rows = get(league, "ratings/", admin).json()
    assert {row["player"]["name"]: row["games"] for row in rows}["Bob"] == 2


def test_recording_through_the_api_rates_the_game(member, league):
    game = won_by(league, member, FOUR, 1)
    api = signed_in(member)
    response = api.patch(f"/api/v1/games/{game.pk}/hands/3/", made(1, 3))
    assert response.status_code == 200, response.content
    assert not RatingEvent.objects.filter(game_id=game.pk).exists()  # in progress again
    assert_equals_a_fresh_rating(league)


def due(league) -> tuple | None:
    """The earliest game the ratings are due to be replayed from, if any."""
    rows = RatingsDue.objects.filter(league=league).values_list("finished_at", "game_id")
    return min(rows, default=None)


def finished(game) -> tuple:
    return (LeagueGame.objects.get(pk=game.pk).finished_at, game.pk)


def test_a_hand_rates_nothing_and_the_next_read_replays_from_the_earliest_game_due(admin, league):
    first = won_by(league, admin, FOUR, 1)
    ratings.settle(league.pk)
    first_finished = finished(first)
    second = won_by(league, admin, ["Ann", "Eve", "Cat", "Dan"], 0)
    assert due(league) == finished(second)
    assert not RatingEvent.objects.filter(game_id=second.pk).exists()  # no hand rated it

    hand_edit(game=first, number=3, changes={"maker_tricks": 0}, by=admin)  # reopened
    third = won_by(league, admin, FOUR, 0)
    assert due(league) == first_finished  # the earliest of the games whose winner changed
    assert RatingsDue.objects.filter(league=league).count() == 3
    assert first_finished < finished(second) < finished(third)

    rows = get(league, "ratings/", admin).json()  # the read replays them, from the first
    assert due(league) is None
    assert {row["player"]["name"]: row["games"] for row in rows}["Ann"] == 2
    assert_equals_a_fresh_rating(league)


def test_a_rebuild_leaves_nothing_due(admin, league):
    won_by(league, admin, FOUR, 1)
    assert due(league) is not None
    league_stats_rebuild(league=league)
    assert due(league) is None
    assert RatingEvent.objects.filter(league=league).count() == 4
