"""The rules core's benchmark (`make bench`): its workload is what it says it is, its
clock refuses a loop whose answer changes, and a short real run prints every level."""

import os
import random
import subprocess
import sys

import pytest

from bench.http_load import ROOT
from bench.scoring.loops import APIS, KERNELS
from bench.scoring.timing import measure
from bench.scoring.workload import make_follows, make_scored_hands, make_tricks
from scoring import play_hand, rules_for

DECK = sorted(rules_for("north_american").deck.cards)


def test_the_workload_is_seeded():
    def tricks(seed):
        return make_tricks(random.Random(seed), DECK, 50)

    assert tricks(7) == tricks(7)
    assert tricks(7) != tricks(8)


def test_tricks_have_distinct_cards_and_one_seat_each():
    for trick in make_tricks(random.Random(1), DECK, 500):
        assert 2 <= len(trick.cards) <= 4
        assert len(set(trick.cards)) == len(trick.cards) == len(set(trick.seats))


def test_a_hand_to_follow_does_not_hold_the_led_card():
    for follow in make_follows(random.Random(1), DECK, 500):
        assert 1 <= len(follow.hand) <= 5
        assert follow.led not in follow.hand


def test_every_scored_hand_is_one_the_scorekeeper_accepts():
    for hand in make_scored_hands(random.Random(1), 200):
        result = play_hand(hand.rules, hand.state, hand.record)
        assert result.points > 0  # played, not passed out


def test_the_clock_refuses_a_loop_whose_answer_changes():
    calls = iter(range(10))
    with pytest.raises(AssertionError, match="different checksums"):
        measure({"drifting": (lambda work: next(calls), [1, 2])}, rounds=2)
    timing = measure({"steady": (sum, [1, 2, 3])}, rounds=3)["steady"]
    assert (timing.ops, timing.checksum) == (3, 6)


def test_a_short_run_prints_each_question_at_both_levels():
    # Like `python -m bench`, it needs no Django settings: the rules core has none.
    env = {k: v for k, v in os.environ.items() if k != "DJANGO_SETTINGS_MODULE"}
    run = subprocess.run(
        [sys.executable, "-m", "bench.scoring", "--size", "300", "--api-size", "30",
         "--repeats", "1", "--no-compare"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert run.returncode == 0, run.stderr
    lines = run.stdout.splitlines()
    assert lines[0].startswith("bench.scoring: Python")
    for question, (_, call) in KERNELS.items():
        assert any(line.startswith(f"{question:<13} kernel     {call}") for line in lines)
    for _, call in APIS.values():
        assert any(f" full API   {call} " in line for line in lines)
    assert "euchre-cli: comparison skipped (--no-compare)." in lines
