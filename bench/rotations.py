"""`python -m bench.rotations` (`make bench-tournament`): how long ``scoring.rotations``
takes to seat a progressive night, and how good each plan is.

Each case is run ``--repeat`` times and the slowest time printed, against the goal of
2 seconds for a night (60 players and 8 rounds, or a re-plan after a late arrival) on a
2-core machine. Not a timed test: ``tests/bench/test_rotations_bench.py`` runs it at a tiny
size to see that it runs and reports.

    python -m bench.rotations              # 8 to 60 players, 5 to 8 rounds, whole nights
    python -m bench.rotations --tiny       # a few small nights
"""

import argparse
import platform
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from scoring.rotations import Plan, quality, schedule

GOAL_SECONDS = 2.0
HEADER = (
    f"{'night':<34} {'players':>7} {'rounds':>6} {'slowest s':>9}  "
    f"{'partner rep':>11} {'opp rep':>7} {'byes':>5} {'b2b':>4}  goal"
)


@dataclass(frozen=True)
class Case:
    name: str
    players: int
    rounds: int
    plan: Callable[[], Plan]
    before: Callable[[], object] | None = None  # run once, off the clock


def short_night(players: int, rounds: int, short_tables: str = "bye") -> Case:
    name = f"{rounds} rounds" + (", tables of three" if short_tables != "bye" else "")

    def plan() -> Plan:
        return schedule(range(players), rounds, short_tables=short_tables)

    return Case(name, players, rounds, plan)


def whole_night(players: int) -> Case:
    rounds = players - 1 if players % 4 == 0 else players
    return Case("whole whist night", players, rounds, lambda: schedule(range(players)))


def late_arrival(players: int, rounds: int, played: int, arrive: int, leave: int) -> Case:
    """Re-planned after ``played`` rounds: ``arrive`` players came and ``leave`` went."""
    roster = list(range(players))
    now = roster[leave:] + list(range(1000, 1000 + arrive))
    first = cache(lambda: schedule(roster, rounds))

    def plan() -> Plan:
        return schedule(now, rounds, played=first().rounds[:played])

    return Case(f"re-plan after {played}: +{arrive} -{leave}", len(now), rounds, plan, first)


def full_cases() -> list[Case]:
    counts = [8, 10, 12, 13, 16, 17, 19, 22, 24, 30, 32, 37, 40, 44, 49, 52, 57, 58, 59, 60]
    cases = [short_night(n, r) for n in counts for r in (5, 6, 7, 8)]
    cases += [short_night(n, 8, "three_handed") for n in (23, 43, 59)]
    cases += [whole_night(n) for n in (8, 16, 17, 24, 32, 40, 41, 48, 60)]
    cases += [
        late_arrival(60, 8, 3, 1, 0),
        late_arrival(59, 8, 3, 1, 0),
        late_arrival(40, 8, 5, 2, 3),
        late_arrival(16, 15, 4, 1, 0),
    ]
    return cases


def tiny_cases() -> list[Case]:
    return [short_night(10, 5), whole_night(8), late_arrival(12, 5, 2, 1, 0)]


def slowest(case: Case, repeat: int) -> tuple[float, Plan]:
    times, plan = [], None
    if case.before:
        case.before()
    for _ in range(repeat):
        start = time.perf_counter()
        plan = case.plan()
        times.append(time.perf_counter() - start)
    return max(times), plan


def row(case: Case, seconds: float, plan: Plan) -> str:
    q = quality(plan)
    byes = f"{q.byes_min}-{q.byes_max}"
    verdict = "met" if seconds <= GOAL_SECONDS else "MISSED"
    return (
        f"{case.name:<34} {case.players:>7} {case.rounds:>6} {seconds:>9.3f}  "
        f"{q.partner_repeats:>11} {q.opponent_repeats:>7} {byes:>5} {q.back_to_back:>4}  {verdict}"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tiny", action="store_true", help="a few small nights only")
    parser.add_argument("--repeat", type=int, default=3, help="runs of each case")
    args = parser.parse_args()
    print(f"Python {platform.python_version()} on {platform.machine()}, goal {GOAL_SECONDS} s")
    print(HEADER)
    missed = 0
    for case in tiny_cases() if args.tiny else full_cases():
        seconds, plan = slowest(case, args.repeat)
        missed += seconds > GOAL_SECONDS
        print(row(case, seconds, plan), flush=True)
    print(f"{missed} night(s) over {GOAL_SECONDS} s" if missed else "every night within the goal")
    return 0


if __name__ == "__main__":
    sys.exit(main())
