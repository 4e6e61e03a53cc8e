"""The race harness (``tests.races``): its tasks run together, and a task's failure fails
the test that raced them."""

import threading

import pytest

from tests.races import at_once


def test_the_tasks_run_at_the_same_time():
    both_in = threading.Barrier(2, timeout=10)  # broken unless the two wait at once
    at_once(both_in.wait, both_in.wait)


def test_a_tasks_failure_is_raised_in_the_tests_thread():
    def fails():
        assert 1 + 1 == 3, "a race went wrong"

    with pytest.raises(AssertionError, match="a race went wrong"):
        at_once(fails, lambda: None)
