"""Seats turned so each player sits in each seat about equally (seat 0 deals first)."""

import pytest

from scoring.rotations import Plan, report, schedule
from scoring.rotations.seat_turns import turned
from scoring.rotations.whist import whist_design
from tests.scoring.rotations.support import count


def seat_spread(plan: Plan) -> int:
    """The most any player's count in one seat differs from their count in another."""
    return max(max(row.seats) - min(row.seats) for row in report(plan).players)


def test_turning_keeps_every_partnership_and_opposition():
    design = Plan(whist_design(16).rounds())
    turned_plan = turned(design, kept=0)
    assert count(turned_plan) == count(design)
    for before, after in zip(design.rounds, turned_plan.rounds, strict=True):
        assert [set(t.seats) for t in before.tables] == [set(t.seats) for t in after.tables]


def test_an_unturned_design_keeps_infinity_in_one_seat_and_turning_spreads_it():
    design = Plan(whist_design(16).rounds())
    assert seat_spread(design) == 15  # player 15, infinity, deals every round
    assert seat_spread(turned(design, kept=0)) <= 2


@pytest.mark.parametrize(
    ("players", "rounds", "short_tables"),
    [
        (16, None, "bye"), (17, None, "bye"), (24, None, "bye"), (13, None, "bye"),
        (30, 8, "bye"), (45, 8, "bye"), (11, 8, "three_handed"), (23, 23, "three_handed"),
    ],
)  # fmt: skip
def test_each_player_sits_in_each_seat_within_two_of_the_others(players, rounds, short_tables):
    plan = schedule(range(players), rounds, short_tables=short_tables)
    assert seat_spread(plan) <= 2


@pytest.mark.parametrize("players", [5, 9, 13, 17, 21, 37])
def test_a_whole_night_of_4n_plus_1_players_seats_everyone_in_every_seat_equally(players):
    plan = schedule(range(players))
    assert {row.seats for row in report(plan).players} == {((players - 1) // 4,) * 4}


def test_rounds_kept_are_not_turned():
    design = Plan(whist_design(12).rounds())
    assert turned(design, kept=4).rounds[:4] == design.rounds[:4]
    assert turned(design, kept=4).rounds[4:] != design.rounds[4:]
