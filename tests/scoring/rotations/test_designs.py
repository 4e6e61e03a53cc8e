"""The designs as stored: each developed in full and every pair counted."""

import pytest

from scoring.rotations import Plan
from scoring.rotations.short_nights import affine_plane_rounds, rainbow_fits, rainbow_rounds
from scoring.rotations.whist import WhistDesign, has_design, whist_design
from scoring.rotations.whist_bases import BASES
from tests.scoring.rotations.support import assert_whist_night, every_pair, meetings

WHIST_COUNTS_TO_40 = [v for v in range(4, 41) if v % 4 in (0, 1)]


def test_a_design_is_stored_for_every_whist_count_from_4_to_40():
    assert [v for v in WHIST_COUNTS_TO_40 if not has_design(v)] == []
    assert not any(has_design(v) for v in (6, 7, 10, 11, 14, 15, 38, 39))


@pytest.mark.parametrize("players", sorted(BASES))
def test_each_stored_design_makes_a_whist_night(players):
    design = whist_design(players)
    assert_whist_night(Plan(design.rounds()), list(range(players)))


def test_nine_is_developed_over_z3_x_z3():
    assert whist_design(9).group.moduli == (3, 3)


def test_the_count_catches_a_base_round_with_two_players_swapped():
    right = whist_design(13)
    games = [list(game) for game in right.base]
    games[0][1], games[1][2] = games[1][2], games[0][1]
    broken = WhistDesign(13, right.group, tuple(tuple(game) for game in games))
    with pytest.raises(AssertionError):
        assert_whist_night(Plan(broken.rounds()), list(range(13)))


def test_the_affine_plane_seats_16_players_5_rounds_and_every_two_meet_exactly_once():
    plan = Plan(affine_plane_rounds())
    met = meetings(plan)
    assert len(plan.rounds) == 5
    assert all(sorted(r.seated()) == list(range(16)) for r in plan.rounds)
    assert {met[pair] for pair in every_pair(range(16))} == {1}


@pytest.mark.parametrize("tables", [5, 7, 11, 13])
def test_the_rainbow_movement_meets_nobody_twice_in_as_many_rounds_as_tables(tables):
    players = 4 * tables
    plan = Plan(rainbow_rounds(players))
    assert rainbow_fits(players)
    assert len(plan.rounds) == tables
    assert all(sorted(r.seated()) == list(range(players)) for r in plan.rounds)
    assert max(meetings(plan).values()) == 1


@pytest.mark.parametrize("tables", [6, 8, 9, 15])
def test_the_rainbow_movement_with_tables_not_prime_to_six_meets_someone_twice(tables):
    assert not rainbow_fits(4 * tables)
    assert max(meetings(Plan(rainbow_rounds(4 * tables))).values()) > 1
