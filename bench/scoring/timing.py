"""The clock: the best of several runs of each loop, the loops taking turns."""

import gc
import time
from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class Timing:
    ops: int
    best: float
    checksum: int

    @property
    def rate(self) -> float:
        return self.ops / self.best


def measure(cases: dict[str, tuple[Callable[[list], int], list]], rounds: int) -> dict[str, Timing]:
    """The best of ``rounds`` timed runs of each ``loop(work)``, with the GC off.

    The cases take turns, one run each per round, so a burst of load from
    another process on the machine falls on every case alike rather than
    on whichever case happened to be running.
    """
    times: dict[str, list[float]] = {key: [] for key in cases}
    checksums: dict[str, set[int]] = {key: set() for key in cases}
    enabled = gc.isenabled()
    gc.collect()
    gc.disable()
    try:
        for _ in range(rounds):
            for key, (loop, work) in cases.items():
                start = time.perf_counter()
                checksums[key].add(loop(work))
                times[key].append(time.perf_counter() - start)
    finally:
        if enabled:
            gc.enable()
    timings = {}
    for key, (_, work) in cases.items():
        if len(checksums[key]) != 1:
            raise AssertionError(f"{key} gave different checksums: {checksums[key]}")
        timings[key] = Timing(len(work), min(times[key]), checksums[key].pop())
    return timings
