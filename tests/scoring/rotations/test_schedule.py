"""What ``schedule`` guarantees, one test per promise (docs/rotations.md)."""

import pytest

from scoring.rotations import schedule
from scoring.rotations.whist import has_design
from tests.scoring.rotations.support import (
    assert_seated_once_a_round,
    assert_whist_night,
    count,
    every_pair,
    meetings,
)


def ids(count_: int) -> list[int]:
    """Player ids as the app has them: not 0 .. n - 1, and not in order."""
    return [1000 + (37 * i) % 997 for i in range(count_)]


WHIST_COUNTS = [v for v in range(4, 61) if v % 4 in (0, 1) and has_design(v)]


@pytest.mark.parametrize("players", [v for v in WHIST_COUNTS if 8 <= v <= 40 or v in (4, 5)])
def test_by_default_every_two_partner_once_and_oppose_twice(players):
    roster = ids(players)
    assert_whist_night(schedule(roster), roster)


@pytest.mark.parametrize("players", [v for v in WHIST_COUNTS if v > 40])
def test_the_designs_found_beyond_40_are_whist_nights_too(players):
    roster = ids(players)
    assert_whist_night(schedule(roster), roster)


def test_16_players_over_5_rounds_meet_each_other_at_most_once():
    roster = ids(16)
    met = meetings(schedule(roster, 5))
    assert {met[pair] for pair in every_pair(roster)} == {1}


@pytest.mark.parametrize(("players", "rounds"), [(20, 5), (28, 7), (44, 8), (52, 8)])
def test_rainbow_counts_meet_nobody_twice(players, rounds):
    assert max(meetings(schedule(ids(players), rounds)).values()) == 1


def partners_can_differ(players: int, rounds: int) -> bool:
    """Whether a player seated every round could have a new partner each time: 8 players
    over 8 rounds would need 8 partners out of 7."""
    return rounds <= players - 1


@pytest.mark.parametrize("players", range(8, 61))
def test_nights_of_5_to_8_rounds_never_repeat_a_partner_and_keep_byes_within_one(players):
    roster = ids(players)
    for rounds in (5, 6, 7, 8):
        plan = schedule(roster, rounds)
        counted = count(plan)
        assert_seated_once_a_round(plan)
        assert all(set(r.present()) == set(roster) for r in plan.rounds)
        assert len(plan.rounds) == rounds
        byes = [counted.byes[p] for p in roster]
        assert max(byes) - min(byes) <= 1, (rounds, byes)
        assert sum(byes) == rounds * (players % 4)
        if partners_can_differ(players, rounds):
            assert max(counted.partners.values()) == 1, rounds
        else:
            assert (players, rounds) == (8, 8)


@pytest.mark.parametrize("players", [7, 11, 15, 19, 23, 27, 31, 35, 39, 43, 47, 51, 55, 59])
@pytest.mark.parametrize("rounds", [5, 8])
def test_tables_of_three_seat_4n_plus_3_players_with_one_table_of_three_a_round(players, rounds):
    roster = ids(players)
    plan = schedule(roster, rounds, short_tables="three_handed")
    counted = count(plan)
    assert_seated_once_a_round(plan)
    for round_ in plan.rounds:
        assert round_.byes == ()
        assert sorted(len(table.seats) for table in round_.tables)[0] == 3
        assert sorted(len(table.seats) for table in round_.tables)[1:] == [4] * (players // 4)
    assert max(counted.partners.values()) == 1
    at_three = [sum(p in t.seats for r in plan.rounds for t in r.tables if len(t.seats) == 3)
                for p in roster]  # fmt: skip
    assert max(at_three) - min(at_three) <= 1


@pytest.mark.parametrize("players", [7, 11, 15, 19, 23])
def test_a_whole_night_of_tables_of_three_seats_each_player_at_one_three_times(players):
    roster = ids(players)
    plan = schedule(roster, players, short_tables="three_handed")
    counted = count(plan)
    at_three = dict.fromkeys(roster, 0)
    for round_ in plan.rounds:
        (three,) = [table for table in round_.tables if len(table.seats) == 3]
        for p in three.seats:
            at_three[p] += 1
    assert set(at_three.values()) == {3}
    assert max(counted.partners.values()) == 1


@pytest.mark.parametrize("players", [7, 10, 11, 14])
def test_without_tables_of_three_those_counts_sit_out(players):
    plan = schedule(ids(players), 6)
    assert all(len(r.byes) == players % 4 for r in plan.rounds)
    assert all(len(t.seats) == 4 for r in plan.rounds for t in r.tables)


@pytest.mark.parametrize(("players", "rounds"), [(10, 6), (16, 5), (16, 8), (23, 8), (30, 30)])
def test_the_same_input_gives_the_same_plan(players, rounds):
    assert schedule(ids(players), rounds) == schedule(ids(players), rounds)


@pytest.mark.parametrize("players", [8, 12, 13])
def test_more_rounds_than_the_design_has_keep_partners_as_even_as_they_can(players):
    rounds = 2 * (players - 1 if players % 4 == 0 else players)
    plan = schedule(ids(players), rounds)
    counted = count(plan)
    assert len(plan.rounds) == rounds
    assert_seated_once_a_round(plan)
    # Twice through a whole night's partners: nobody partners anyone a third time.
    assert max(counted.partners.values()) <= 2
