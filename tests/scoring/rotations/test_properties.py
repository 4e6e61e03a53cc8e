"""Invariants over random nights, re-planned after random late arrivals and leavers."""

from hypothesis import given, settings
from hypothesis import strategies as st

from scoring.rotations import schedule
from tests.scoring.rotations.support import assert_seated_once_a_round, count
from tests.scoring.support import PROPERTY


@st.composite
def re_plans(draw):
    """A night first planned for ``players``, some of its rounds played, then players come
    and go and the rest is planned again."""
    players = draw(st.integers(4, 40))
    short_tables = draw(st.sampled_from(["bye", "three_handed"]))
    rounds = draw(st.integers(1, 10))
    played = draw(st.integers(0, rounds))
    leave = draw(st.integers(0, min(3, players - 4)))
    arrive = draw(st.integers(0, 3))
    roster = list(range(1, players + 1))
    leavers = draw(st.lists(st.sampled_from(roster), min_size=leave, max_size=leave, unique=True))
    now = [p for p in roster if p not in leavers] + list(range(100, 100 + arrive))
    seed = draw(st.integers(0, 3))
    return roster, now, rounds, played, short_tables, seed


def byes(rounds) -> dict:
    counted: dict = {}
    for round_ in rounds:
        for player in round_.byes:
            counted[player] = counted.get(player, 0) + 1
    return counted


def spread(counted: dict, players) -> int:
    return max(counted.get(p, 0) for p in players) - min(counted.get(p, 0) for p in players)


@settings(PROPERTY, max_examples=60)
@given(re_plans())
def test_a_re_planned_night_keeps_its_promises(case):
    roster, now, rounds, played, short_tables, seed = case
    first = schedule(roster, rounds, short_tables=short_tables, seed=seed)
    kept = first.rounds[:played]
    plan = schedule(now, rounds, played=kept, short_tables=short_tables, seed=seed)

    assert len(plan.rounds) == rounds
    assert plan.rounds[:played] == kept
    assert_seated_once_a_round(plan)
    for round_ in plan.rounds[played:]:
        assert sorted(round_.present()) == sorted(now)
        tables_of_three = sum(len(t.seats) == 3 for t in round_.tables)
        if short_tables == "three_handed" and len(now) % 4 == 3:
            assert (tables_of_three, round_.byes) == (1, ())
        else:
            assert (tables_of_three, len(round_.byes)) == (0, len(now) % 4)
    assert spread(byes(plan.rounds), now) <= max(1, spread(byes(kept), now))
    if min(len(roster), len(now)) >= 12:
        assert max(count(plan).partners.values()) == 1


@settings(PROPERTY, max_examples=40)
@given(st.integers(4, 30), st.integers(1, 12), st.sampled_from(["bye", "three_handed"]))
def test_a_first_plan_seats_everyone_once_a_round_and_keeps_byes_within_one(
    players, rounds, short_tables
):
    plan = schedule(range(players), rounds, short_tables=short_tables)
    assert_seated_once_a_round(plan)
    assert all(sorted(r.present()) == list(range(players)) for r in plan.rounds)
    assert spread(byes(plan.rounds), range(players)) <= 1
    if rounds <= players - 1 and players >= 8:
        assert max(count(plan).partners.values(), default=1) == 1
