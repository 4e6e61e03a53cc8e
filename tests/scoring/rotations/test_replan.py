"""Planning again after rounds were played: late arrivals and leavers (docs/rotations.md)."""

import pytest

from scoring.rotations import schedule
from tests.scoring.rotations.support import assert_seated_once_a_round, count


def ids(count_: int, first: int = 1) -> list[int]:
    return list(range(first, first + count_))


def byes_by_player(rounds) -> dict:
    counted = {}
    for round_ in rounds:
        for player in round_.byes:
            counted[player] = counted.get(player, 0) + 1
    return counted


@pytest.mark.parametrize(
    ("players", "rounds", "played", "arrive", "leave"),
    [
        pytest.param(16, 8, 3, 1, 0, id="one-arrives-at-16"),
        pytest.param(60, 8, 3, 1, 0, id="one-arrives-at-60"),
        pytest.param(17, 8, 3, 0, 1, id="one-leaves-17"),
        pytest.param(24, 8, 4, 2, 3, id="two-come-three-go"),
        pytest.param(13, 13, 8, 1, 0, id="arrives-late-in-a-whist-night"),
        pytest.param(30, 7, 1, 0, 5, id="five-leave-after-round-one"),
        pytest.param(11, 8, 5, 4, 0, id="four-arrive-at-a-small-night"),
    ],
)
def test_a_re_plan_keeps_the_rounds_played_and_the_promises_for_the_rest(
    players, rounds, played, arrive, leave
):
    roster = ids(players)
    first = schedule(roster, rounds)
    kept = first.rounds[:played]
    now = roster[leave:] + ids(arrive, first=1000)
    plan = schedule(now, rounds, played=kept)

    assert plan.rounds[:played] == kept
    assert len(plan.rounds) == rounds
    assert_seated_once_a_round(plan)
    for round_ in plan.rounds[played:]:
        assert sorted(round_.present()) == sorted(now)
        assert len(round_.byes) == len(now) % 4
    assert max(count(plan).partners.values()) == 1
    before = byes_by_player(kept)
    after = byes_by_player(plan.rounds)
    spread_before = max(before.get(p, 0) for p in now) - min(before.get(p, 0) for p in now)
    spread_after = max(after.get(p, 0) for p in now) - min(after.get(p, 0) for p in now)
    assert spread_after <= max(1, spread_before)


@pytest.mark.parametrize(("players", "rounds"), [(16, None), (13, None), (18, 8), (23, 6)])
def test_planning_again_with_nobody_come_or_gone_changes_nothing(players, rounds):
    roster = ids(players)
    first = schedule(roster, rounds)
    for played in (1, 3):
        assert schedule(roster, rounds, played=first.rounds[:played]) == first


def test_a_late_arrival_sits_out_before_those_who_already_have_until_level():
    roster = ids(13)
    first = schedule(roster)  # 13 rounds, one bye each
    plan = schedule([*roster, 99], played=first.rounds[:8], rounds=13)
    counted = byes_by_player(plan.rounds)
    assert counted[99] >= 1
    assert {counted.get(p, 0) for p in [*roster, 99]} <= {1, 2}


def test_the_tables_of_three_stay_one_a_round_after_a_late_arrival():
    roster = ids(14)
    first = schedule(roster, 8)
    plan = schedule([*roster, 99], 8, played=first.rounds[:2], short_tables="three_handed")
    assert plan.rounds[:2] == first.rounds[:2]
    for round_ in plan.rounds[2:]:
        assert round_.byes == ()
        assert sorted(len(t.seats) for t in round_.tables) == [3, 4, 4, 4]


def test_every_round_played_leaves_nothing_to_plan():
    roster = ids(12)
    first = schedule(roster, 6)
    assert schedule(roster, 6, played=first.rounds) == first
