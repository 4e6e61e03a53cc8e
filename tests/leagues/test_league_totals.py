"""The league's running totals follow every hand write, in its transaction: statistics
from every hand, standings from finished games; and they equal a recount from the hands."""

import datetime

import pytest
from django.core.management import call_command
from django.db import transaction
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.errors import AppError, Hidden
from games.models import Game, Hand
from games.services.games import game_delete
from games.services.hands import hand_edit, hand_record, hand_undo
from games.services.players import seats_name
from leagues.models import LeagueGame, PartnershipTotals, PlayerTotals, RivalryTotals, Season
from leagues.services.leagues import league_create
from leagues.services.roster import roster_player_merge
from scoring import RuleViolation
from tests.games.support import PASSED_OUT, loner, made
from tests.leagues.support import assert_totals_match_recount, league_game, totals

pytestmark = pytest.mark.django_db

# A season long past: a game started without one today is in none.
JAN_1, FEB_1 = datetime.date(2020, 1, 1), datetime.date(2020, 2, 1)


def row(league, name, season=None) -> PlayerTotals:
    player = league.roster.players.get(name=name)
    return PlayerTotals.objects.get(league=league, season=season, player=player)


def test_every_hand_counts_for_statistics_and_only_finished_games_for_standings(admin, league):
    game = league_game(league, admin)  # Ann and Cat (team 0) against Bob and Dan
    hand_record(game=game, record=made(1, 5), by=admin)  # Bob marches: 2 to team 1
    hand_record(game=game, record=PASSED_OUT, by=admin)

    bob = row(league, "Bob")
    assert (bob.hands, bob.hands_played, bob.maker_called, bob.maker_marches) == (2, 1, 1, 1)
    assert (bob.spades_called, bob.spades_made) == (1, 1)
    assert (row(league, "Ann").defending_hands, row(league, "Ann").hands) == (1, 2)
    assert bob.games == bob.wins == bob.points_for == 0  # the game is not finished
    assert not RivalryTotals.objects.exists()

    for _ in range(2):
        hand_record(game=game, record=loner(1, 5), by=admin)  # 4 each: 10, finished
    game.refresh_from_db()
    assert game.status == "finished"
    bob, ann = row(league, "Bob"), row(league, "Ann")
    assert (bob.games, bob.wins, bob.losses, bob.points_for, bob.points_against) == (1, 1, 0, 10, 0)
    assert (ann.games, ann.wins, ann.losses, ann.points_for, ann.points_against) == (1, 0, 1, 0, 10)
    assert (bob.loner_called, bob.loner_marches) == (2, 2)
    pair = PartnershipTotals.objects.get(player_1__name="Bob", player_2__name="Dan")
    assert (pair.games, pair.wins, pair.maker_called, pair.hands_played) == (1, 1, 3, 3)
    rivalry = RivalryTotals.objects.get(player__name="Dan", opponent__name="Cat")
    assert (rivalry.games, rivalry.wins) == (1, 1)
    assert_totals_match_recount(league)


def test_a_hand_recorded_without_its_trump_counts_under_no_suit(admin, league):
    """The table's three taps (maker, how, tricks) leave trump out: the hand is stored, and
    it counts for the maker, under no suit."""
    game = league_game(league, admin)
    hand_record(game=game, record={"maker": 1, "round": 1, "maker_tricks": 3}, by=admin)
    bob = row(league, "Bob")
    assert (bob.hands_played, bob.maker_called, bob.maker_made) == (1, 1, 1)
    assert sum(getattr(bob, f"{suit}_called") for suit in SUITS) == 0
    assert_totals_match_recount(league)


SUITS = ("spades", "hearts", "diamonds", "clubs")


def test_undo_reopens_and_an_edit_changes_the_final_score(admin, league):
    game = league_game(league, admin)
    for record in (loner(1, 5), loner(1, 5), made(1, 5)):
        hand_record(game=game, record=record, by=admin)  # 4 + 4 + 2: finished
    assert row(league, "Bob").wins == 1
    assert LeagueGame.objects.get(pk=game.pk).finished_at is not None

    hand_undo(game=game, number=3, by=admin)
    assert (row(league, "Bob").games, row(league, "Bob").maker_called) == (0, 2)
    assert LeagueGame.objects.get(pk=game.pk).finished_at is None
    hand_record(game=game, record=made(1, 5), by=admin)
    hand_edit(game=game, number=1, changes={"maker_loner": None}, by=admin)  # 2 + 4 + 2
    assert row(league, "Bob").games == 0  # 8: in progress again
    hand_record(game=game, record=made(0, 3), by=admin)
    hand_record(game=game, record=loner(3, 5), by=admin)
    game.refresh_from_db()
    assert (game.score, game.winner) == ([1, 12], 1)
    assert (row(league, "Bob").points_for, row(league, "Ann").points_for) == (12, 1)
    assert_totals_match_recount(league)


def test_deleting_a_game_takes_away_all_it_added(admin, league):
    kept = league_game(league, admin, seats=["Ann", "Bob", "Eve", "Fay"])
    hand_record(game=kept, record=made(0, 3), by=admin)
    before = totals(league)
    game = league_game(league, admin)
    for record in (loner(1, 5), loner(1, 5), made(1, 5)):
        hand_record(game=game, record=record, by=admin)

    game_delete(game=game)

    assert totals(league) == before
    assert_totals_match_recount(league)


def test_seasons_keep_their_own_rows(admin, league):
    spring = Season.objects.create(league=league, name="S", starts_on=JAN_1, ends_on=FEB_1)
    in_spring = league_game(league, admin, season=spring.pk)
    outside = league_game(league, admin)
    hand_record(game=in_spring, record=made(1, 3), by=admin)
    hand_record(game=outside, record=made(1, 3), by=admin)
    hand_record(game=outside, record=made(1, 3), by=admin)

    assert row(league, "Bob", season=spring).maker_called == 1
    assert row(league, "Bob").maker_called == 3  # all time: the season's and the others
    assert_totals_match_recount(league)


def test_a_merge_moves_the_totals(admin, league):
    game = league_game(league, admin, seats=["Ann", "Bob", "Cat", "Danny"])
    other = league_game(league, admin)
    for record in (loner(3, 5), loner(3, 5), made(3, 5)):
        hand_record(game=game, record=record, by=admin)
    hand_record(game=other, record=made(3, 3), by=admin)
    roster = league.roster.players
    danny, dan = roster.get(name="Danny"), roster.get(name="Dan")

    roster_player_merge(league=league, player=danny, into=dan)

    dan_row = row(league, "Dan")
    assert (dan_row.maker_called, dan_row.games, dan_row.wins) == (4, 1, 1)
    assert not PlayerTotals.objects.filter(player_id=danny.pk).exists()
    assert_totals_match_recount(league)


def test_a_plain_game_writes_no_totals(owner):
    from tests.factories import GameFactory

    GameFactory(owner=owner, hands=[made(1, 5), loner(1, 5), loner(1, 5)])
    assert not PlayerTotals.objects.exists()


def test_the_rebuild_command_recomputes_every_row(admin, league, capsys):
    game = league_game(league, admin)
    for record in (loner(1, 5), made(0, 3), loner(1, 5), made(1, 5)):
        hand_record(game=game, record=record, by=admin)
    expected = totals(league)
    PlayerTotals.objects.filter(league=league).update(hands=99, wins=7)
    PartnershipTotals.objects.filter(league=league).delete()

    call_command("rebuild_league_stats", league.slug)

    assert totals(league) == expected
    assert "tuesday-club: rebuilt" in capsys.readouterr().out


# --- the property: any sequence of writes leaves the totals equal to a recount ----------
# Record, undo, edit, delete a game, change who sat in one, merge two roster players; the
# recount rebuilds the totals, when each game finished, and the ratings in that order.

GAMES = 3
PLAYS = st.one_of(
    st.builds(made, st.integers(0, 3), st.integers(0, 5)),
    st.builds(loner, st.integers(0, 3), st.integers(0, 5)),
    st.just(PASSED_OUT),
)
#: Who may take a seat: the roster's players, and Gus, new to it when first named.
NAMED = st.sampled_from(["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus"])
RECORD = st.tuples(st.just("record"), st.integers(0, GAMES - 1), PLAYS)
WRITES = st.one_of(
    *[RECORD] * 5,  # mostly hands recorded, so that games finish
    st.tuples(st.just("undo"), st.integers(0, GAMES - 1)),
    st.tuples(st.just("edit"), st.integers(0, GAMES - 1), st.integers(1, 8), PLAYS),
    st.tuples(st.just("edit"), st.integers(0, GAMES - 1), st.integers(1, 8), PLAYS),
    st.tuples(st.just("delete"), st.just(GAMES - 1)),  # the others play on
    st.tuples(st.just("seat"), st.integers(0, GAMES - 1), st.integers(0, 3), NAMED),
    st.tuples(st.just("merge"), st.sampled_from([("Dan", "Eve"), ("Fay", "Gus"), ("Eve", "Ann")])),
)
REFUSED = (RuleViolation, AppError, Hidden, Hand.DoesNotExist, Game.DoesNotExist)


def apply(write, games, league, by) -> None:
    kind, *args = write
    try:
        if kind == "record":
            hand_record(game=games[args[0]], record=args[1], by=by)
        elif kind == "undo":
            game = Game.objects.filter(pk=games[args[0]].pk).first()
            if game is not None:
                hand_undo(game=game, number=game.hands_played, by=by)
        elif kind == "edit":
            hand_edit(game=games[args[0]], number=args[1], changes=args[2], by=by)
        elif kind == "delete":
            game_delete(game=games[args[0]])
        elif kind == "seat":
            game = Game.objects.filter(pk=games[args[0]].pk).first()
            if game is not None:
                names = [seat.player.name for seat in game.seats.order_by("position")]
                names[args[1]] = args[2]
                seats_name(game=game, names=names)
        else:
            roster = league.roster.players
            player, into = (roster.filter(name=name).first() for name in args[0])
            if player is not None and into is not None:
                roster_player_merge(league=league, player=player, into=into)
    except REFUSED:
        pass


@settings(
    deadline=None,
    max_examples=30,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(writes=st.lists(WRITES, min_size=10, max_size=40))
def test_the_running_totals_equal_a_recount_after_any_writes(admin, writes):
    with transaction.atomic():
        # To 5: games finish, reopen and change their final score within a few writes.
        league = league_create(by=admin, name="Property", variant="north_american", target=5)
        season = Season.objects.create(league=league, name="S", starts_on=JAN_1, ends_on=FEB_1)
        games = [
            league_game(league, admin, season=season.pk),
            league_game(league, admin, seats=["Eve", "Ann", "Bob", "Cat"]),
            league_game(league, admin, seats=["Cat", "Ann", "Dan", "Fay"], season=season.pk),
        ]
        for write in writes:
            apply(write, games, league, admin)
        assert_totals_match_recount(league)
        transaction.set_rollback(True)
