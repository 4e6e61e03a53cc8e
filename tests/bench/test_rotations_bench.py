"""`make bench-tournament` at a tiny size: it runs end to end and reports each night's time
and quality (no timing asserted)."""

import subprocess
import sys

from bench.http_load import ROOT
from bench.rotations import full_cases


def test_the_benchmark_runs_at_a_tiny_size_and_reports_each_night():
    run = subprocess.run(
        [sys.executable, "-m", "bench.rotations", "--tiny", "--repeat", "1"],
        cwd=ROOT, capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert run.returncode == 0, run.stderr[-3000:]
    lines = run.stdout.splitlines()
    assert lines[1].split()[:3] == ["night", "players", "rounds"]
    rows = lines[2:-1]
    assert [row.split()[0] for row in rows] == ["5", "whole", "re-plan"]
    for row in rows:
        assert row.endswith(("met", "MISSED"))
    # The whole whist night of 8: nobody partners twice, every pair opposes twice.
    assert rows[1].split()[-5:-2] == ["0", "28", "0-0"]


def test_the_full_run_covers_8_to_60_players_and_the_re_plans():
    cases = full_cases()
    assert {case.players for case in cases} >= {8, 60, 61}
    assert {case.rounds for case in cases} >= {5, 8}
    assert any(case.name.startswith("re-plan") and case.players == 61 for case in cases)
    assert any(case.name == "whole whist night" and case.players == 60 for case in cases)
