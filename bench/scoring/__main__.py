"""``python -m bench.scoring``: generate the workload, time it, print the report."""

import argparse
import platform
import random
import sys
import time
from collections.abc import Sequence

from scoring.rules import rules_for

from . import report
from .euchre_cli import EUCHRE_CLI, THEIR_SIZE, THEIRS, agreement, load_euchre_cli, their_cases
from .loops import APIS, KERNELS, harness_floor
from .timing import measure
from .workload import (
    api_inputs,
    kernel_inputs,
    make_follows,
    make_scored_hands,
    make_tricks,
    scoring_rules,
)

SEED = 2026


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bench.scoring", description="Throughput of the rules core."
    )
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--size", type=int, default=50_000, help="workload items per question")
    parser.add_argument(
        "--api-size", type=int, default=5_000, help="of which the full API runs the first N"
    )
    parser.add_argument(
        "--repeats", type=int, default=5, help="timed runs of each API loop (kernels: 7x as many)"
    )
    parser.add_argument("--show", type=int, default=10, help="disagreements printed in full")
    parser.add_argument("--no-compare", action="store_true", help=f"skip {EUCHRE_CLI}")
    args = parser.parse_args(argv)
    api_size = min(args.api_size, args.size)
    started = time.perf_counter()

    rng = random.Random(args.seed)
    north_american = rules_for("north_american")
    deck = sorted(north_american.deck.cards)  # the 24-card deck, nine to ace
    tricks = make_tricks(rng, deck, args.size)
    follows = make_follows(rng, deck, args.size)
    scored = make_scored_hands(rng, args.size)
    kernel_work = kernel_inputs(tricks, follows, scored)
    api_work = api_inputs(tricks[:api_size], follows[:api_size], scored[:api_size], north_american)
    generated = time.perf_counter() - started

    print(
        f"bench.scoring: Python {platform.python_version()} ({platform.python_implementation()}, "
        f"{platform.machine()}), seed {args.seed}"
    )
    print(
        f"workload, generated in {generated:.1f} s: {args.size:,} tricks (random trump, 2-4 "
        f"distinct cards of the 24-card deck), {args.size:,} hands of 1-5 cards with a led card "
        f"not in them, {args.size:,} valid played hand records ({len(scoring_rules())} rule sets); "
        f"the full API runs the first {api_size:,} of each"
    )
    print(
        f"best of {args.repeats * 7} runs (kernels) and {args.repeats} (full API), "
        "garbage collector off while timing"
    )
    print()

    adapter, note = None, "comparison skipped (--no-compare)."
    if not args.no_compare:
        adapter, note = load_euchre_cli(deck)
    kernel_cases = {q: (loop, kernel_work[q]) for q, (loop, _) in KERNELS.items()}
    kernel_cases["floor"] = (harness_floor, kernel_work["trick winner"])
    if adapter is not None:
        kernel_cases.update(their_cases(adapter, tricks, follows))
    ours = measure(kernel_cases, args.repeats * 7)
    floor = ours.pop("floor")
    theirs = {q: ours.pop(f"theirs {q}") for q in THEIRS if f"theirs {q}" in ours}
    api = measure({q: (loop, api_work[q]) for q, (loop, _) in APIS.items()}, args.repeats)

    for line in report.table(ours, api, floor):
        print(line)

    print()
    print(f"{EUCHRE_CLI}: {note}")
    if adapter is not None:
        calls = sum(len(f.hand) for f in follows[:THEIR_SIZE])
        for line in report.compare(theirs, ours, api, calls):
            print(line)
        print()
        print("agreement with ours on every item of the workload:")
        for line in agreement(adapter, tricks, follows, args.show):
            print(line)
    print()
    print(f"total {time.perf_counter() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
