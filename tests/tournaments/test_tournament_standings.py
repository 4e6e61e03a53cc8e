"""The standings: running totals kept in each write's transaction, equal to a recount from
the hands after any record, undo, edit or finish; ranked by points, rounds won and loners
made, ties sharing a rank; read in a fixed number of queries."""

import pytest
from django.db import transaction
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.errors import AppError
from games.models import Game, Hand
from games.services.hands import hand_edit, hand_record, hand_undo
from scoring import RuleViolation
from tests.games.support import PASSED_OUT, loner, made
from tests.tournaments.support import TOURNAMENTS, filled, recount, running, scheduled, standings
from tests.tournaments.support import made as tournament_made
from tests.tournaments.support import started as round_started
from tournaments.models import Standing
from tournaments.services.players import entrant_add, entrant_change
from tournaments.services.rounds import round_finish, round_start
from tournaments.services.schedule import schedule_make
from tournaments.services.tournaments import tournament_create


def test_ranks_are_shared_by_rows_equal_on_all_three(organiser_api):
    tournament = tournament_made(organiser_api, rounds=1, round_end={"deals": 1})
    players = filled(organiser_api, tournament, 8)
    scheduled(organiser_api, tournament)
    first, second = (t["game"] for t in round_started(organiser_api, tournament, 1)["tables"])
    hand_record(game=Game.objects.get(pk=first), record=made(0, 3))
    hand_record(game=Game.objects.get(pk=second), record=made(1, 3))
    rows = standings(organiser_api, tournament)["players"]
    assert [row["rank"] for row in rows] == [1, 1, 1, 1, 5, 5, 5, 5]
    assert [row["points"] for row in rows] == [1, 1, 1, 1, 0, 0, 0, 0]
    winners = [row["player"]["name"] for row in rows[:4]]
    assert winners == sorted(winners)  # then by name
    assert {row["player"]["id"] for row in rows} == set(players)
    assert all(row["rounds_played"] == 1 and row["byes"] == 0 for row in rows)


def test_a_bye_adds_nothing_but_a_bye(organiser_api):
    tournament = tournament_made(organiser_api, rounds=1)
    filled(organiser_api, tournament, 5)
    scheduled(organiser_api, tournament)
    round_ = round_started(organiser_api, tournament, 1)
    (sitting_out,) = round_["byes"]
    row = next(
        r for r in standings(organiser_api, tournament)["players"]
        if r["player"]["id"] == sitting_out
    )  # fmt: skip
    assert (row["byes"], row["rounds_played"], row["points"]) == (1, 0, 0)


def test_reading_the_standings_costs_the_same_whatever_their_size(
    organiser_api, django_assert_num_queries
):
    small = tournament_made(organiser_api)
    filled(organiser_api, small, 4)
    large = tournament_made(organiser_api, name="Large")
    filled(organiser_api, large, 40)
    for tournament, count in ((small, 4), (large, 40)):
        # The tournament with the caller's role; the rows with their players' names; their
        # tables' results still pending or disputed.
        with django_assert_num_queries(3):
            body = organiser_api.get(f"{TOURNAMENTS}{tournament['id']}/standings/").json()
        assert len(body["players"]) == count


def test_an_undone_or_edited_loner_is_taken_back(organiser):
    night = Night(organiser)
    game = night.games[0]
    seat_0 = game.seats.get(position=0).player_id
    loners = Standing.objects.filter(player_id=seat_0).values_list("loners_made", "points")
    hand_record(game=game, record=loner(0, 5))
    assert loners.get() == (1, 4)
    hand_undo(game=Game.objects.get(pk=game.pk), number=1)
    assert loners.get() == (0, 0)
    hand_record(game=Game.objects.get(pk=game.pk), record=loner(0, 3))
    hand_edit(
        game=Game.objects.get(pk=game.pk), number=1, changes={**made(0, 3), "maker_loner": None}
    )
    assert loners.get() == (0, 1)
    assert running(night.tournament.pk) == recount(night.tournament.pk)


def test_the_profile_adds_its_bonus_and_penalty_and_the_bye_credit(organiser, organiser_api):
    night = Night(organiser, {"lone_march_bonus": 1, "euchred_penalty": 2})
    game = night.games[0]
    seats = dict(game.seats.values_list("position", "player_id"))
    hand_record(game=game, record=loner(0, 5))  # a lone march: 4 to the side, 5 to seat 0
    hand_record(game=Game.objects.get(pk=game.pk), record=made(1, 2))  # 1 and 3 euchred
    points = dict(Standing.objects.values_list("player_id", "points"))
    assert [points[seats[seat]] for seat in range(4)] == [5 + 2, -2, 4 + 2, -2]
    assert Standing.objects.get(player_id=seats[0]).euchres == 1
    assert running(night.tournament.pk) == recount(night.tournament.pk)


@pytest.mark.parametrize(
    ("scoring", "credit"),
    [
        pytest.param({}, 0, id="none"),
        pytest.param({"bye_credit": "fixed", "bye_points": 3}, 3, id="fixed"),
        pytest.param({"bye_credit": "average"}, 3, id="average"),  # 5 in 2 rounds: 2.5, up
    ],
)
def test_a_bye_credit_is_added_when_read(organiser, organiser_api, scoring, credit):
    night = Night(organiser, scoring)
    sitting_out = night.tournament.round_set.get(number=1).byes[0]
    row = Standing.objects.get(player_id=sitting_out)
    row.points, row.rounds_played = 5, 2  # as if they had played two rounds for 5
    row.save()
    body = organiser_api.get(f"{TOURNAMENTS}{night.tournament.pk}/standings/").json()
    (shown,) = [r for r in body["players"] if r["player"]["id"] == sitting_out]
    assert (shown["points"], shown["byes"]) == (5 + credit, 1)


# --- the property: any sequence of writes leaves the totals equal to a recount ----------

PLAYS = st.one_of(
    st.builds(made, st.integers(0, 3), st.integers(0, 5)),
    st.builds(loner, st.integers(0, 3), st.integers(0, 5)),
    st.just(PASSED_OUT),
)
TABLES = 2
WRITES = st.one_of(
    *[st.tuples(st.just("record"), st.integers(0, TABLES - 1), PLAYS)] * 4,
    st.tuples(st.just("undo"), st.integers(0, TABLES - 1)),
    st.tuples(st.just("edit"), st.integers(0, TABLES - 1), st.integers(1, 4), PLAYS),
    st.tuples(st.just("finish")),
)
REFUSED = (RuleViolation, AppError, Hand.DoesNotExist)
PROFILES = st.fixed_dictionaries(
    {"lone_march_bonus": st.integers(0, 2), "euchred_penalty": st.integers(0, 2)}
)


class Night:
    """A tournament of nine (a bye each round) over three rounds of four deals, played by
    the services: each ``finish`` ends the round being played and starts the next."""

    def __init__(self, organiser, scoring=None):
        self.tournament = tournament_create(
            by=organiser, name="Property", rounds=3, round_end={"deals": 4}, scoring=scoring
        )
        for number in range(9):
            entrant, _ = entrant_add(tournament=self.tournament, name=f"P{number}")
            entrant_change(entrant=entrant, checked_in=True)
        schedule_make(tournament=self.tournament)
        self.number = 0
        self.next_round()

    def next_round(self) -> None:
        self.number += 1
        round_, _ = round_start(tournament=self.tournament, number=self.number)
        self.games = [table.game for table in round_.tables.order_by("number")]

    def apply(self, write) -> None:
        kind, *args = write
        try:
            if kind == "finish":
                round_finish(tournament=self.tournament, number=self.number)
                if self.number < 3:
                    self.next_round()
                return
            game = Game.objects.get(pk=self.games[args[0]].pk)
            if kind == "record":
                hand_record(game=game, record=args[1])
            elif kind == "undo":
                hand_undo(game=game, number=game.hands_played)
            else:
                hand_edit(game=game, number=args[1], changes=args[2])
        except REFUSED:
            pass


@settings(
    deadline=None,
    max_examples=40,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(writes=st.lists(WRITES, min_size=5, max_size=30), scoring=PROFILES)
def test_the_running_totals_equal_a_recount_after_any_writes(organiser, writes, scoring):
    with transaction.atomic():
        night = Night(organiser, scoring)
        for write in writes:
            night.apply(write)
        assert running(night.tournament.pk) == recount(night.tournament.pk)
        assert Standing.objects.filter(tournament=night.tournament).count() == 9
        transaction.set_rollback(True)
