"""Browser tests wait on a condition, or drive time with Playwright's clock: a fixed wait
passes on a quiet machine and fails on a busy one (CI's)."""

import re
from pathlib import Path

TESTS = Path(__file__).resolve().parent
FIXED_WAIT = re.compile(r"wait_for_timeout\(|time\.sleep\(|\bsleep\(")


def test_no_browser_test_waits_a_fixed_time():
    browser_tests = [
        path
        for path in TESTS.rglob("*.py")
        if path != Path(__file__)
        and ("browser" in path.parts or "mark.browser" in path.read_text())
    ]
    assert len(browser_tests) > 20
    waits = [
        f"{path.relative_to(TESTS)}:{number}: {line.strip()}"
        for path in browser_tests
        for number, line in enumerate(path.read_text().splitlines(), 1)
        if FIXED_WAIT.search(line)
    ]
    assert waits == []
