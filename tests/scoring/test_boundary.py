"""The rules core's edges: it imports no web framework, and whatever a client sends, it
answers or raises RuleViolation with a stable code, never another exception.
"""

import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scoring import (
    OPTION_KEYS,
    Code,
    HandRecord,
    RuleViolation,
    game_at,
    legal_plays,
    new_game,
    play_hand,
    rules_for,
    trick_winner,
)
from tests.scoring.support import (
    DECK_32,
    PROPERTY,
    VALID_HAND,
    VARIANT_KEYS,
    any_rules,
    make_rules,
    refused,
)

ROOT = Path(__file__).resolve().parents[2]
FRAMEWORKS = ("django", "rest_framework", "allauth")
IMPORT_EVERY_MODULE = f"""
import importlib, pkgutil, sys
import scoring
names = [m.name for m in pkgutil.walk_packages(scoring.__path__, "scoring.")]
for name in names:
    importlib.import_module(name)
print(" ".join(sorted(names)))
print(" ".join(m for m in {FRAMEWORKS!r} if m in sys.modules))
"""


def modules_on_disk() -> set[str]:
    """Every module under scoring/ but the package itself, named from its file."""
    names = set()
    for path in (ROOT / "scoring").rglob("*.py"):
        parts = path.relative_to(ROOT).with_suffix("").parts
        names.add(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return names - {"scoring"}


def test_importing_every_scoring_module_leaves_the_web_frameworks_out():
    done = subprocess.run(
        [sys.executable, "-c", IMPORT_EVERY_MODULE],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    imported, frameworks = done.stdout.splitlines()
    # Every file is reached, in subpackages too: a module nobody lists is still checked.
    assert set(imported.split()) == modules_on_disk()
    assert {"scoring.cards", "scoring.reference", "scoring.reference.search"} <= modules_on_disk()
    assert frameworks == ""


# --- bad input raises RuleViolation, with its code --------------------------------------

NA = make_rules()


@pytest.mark.parametrize(
    ("field", "value", "code"),
    [
        ("maker", "1", Code.INVALID_SEAT),
        ("maker", True, Code.INVALID_SEAT),
        ("maker", 7, Code.INVALID_SEAT),
        ("maker", {"seat": 1}, Code.INVALID_SEAT),
        ("maker_loner", False, Code.INVALID_SEAT),
        ("defender_loner", [0], Code.INVALID_SEAT),
        ("dealer", 0.0, Code.INVALID_SEAT),
        ("maker_tricks", None, Code.INVALID_TRICK_COUNT),
        ("maker_tricks", 7, Code.INVALID_TRICK_COUNT),
        ("maker_tricks", [3], Code.INVALID_TRICK_COUNT),
        ("maker_tricks", {"n": 3}, Code.INVALID_TRICK_COUNT),
        ("round", {"round": 2}, Code.INVALID_ROUND),
        ("round", float("nan"), Code.INVALID_ROUND),
        ("trump", ["hearts"], Code.INVALID_SUIT),
        ("trump", {"suit": "hearts"}, Code.INVALID_SUIT),
        ("upcard", ["9S"], Code.UNKNOWN_CARD),
        ("upcard", {"card": "9S"}, Code.UNKNOWN_CARD),
        ("upcard", "QX", Code.UNKNOWN_CARD),
    ],
)
def test_junk_in_a_hand_record(field, value, code):
    record = HandRecord(**{**VALID_HAND, field: value})
    error = refused(code, ".", play_hand, NA, new_game(NA), record)
    assert error.field == field


@pytest.mark.parametrize(
    "plays",
    [
        pytest.param(None, id="null"),
        pytest.param("AS KS", id="string"),
        pytest.param({"0": "AS", "1": "KS"}, id="object"),
        pytest.param(7, id="number"),
        pytest.param([1, 2, 3], id="numbers"),
        pytest.param([(0, "AS", 1), (1, "KS", 2)], id="triples"),
        pytest.param([(0,), (1,)], id="seats-only"),
        pytest.param(["AS", "KS"], id="cards-only"),
        pytest.param([{"seat": 0, "card": "AS"}, {"seat": 1, "card": "KS"}], id="objects"),
    ],
)
def test_plays_that_are_not_seat_and_card_pairs(plays):
    refused(Code.WRONG_NUMBER_OF_PLAYS, "seat and a card", trick_winner, NA, "hearts", plays)


@pytest.mark.parametrize(
    ("call", "code"),
    [
        pytest.param(lambda: trick_winner(NA, "hearts", [("0", "AS"), (1, "KS")]),
                     Code.INVALID_SEAT, id="trick-seat-string"),
        pytest.param(lambda: trick_winner(NA, "hearts", [(0, ["AS"]), (1, "KS")]),
                     Code.UNKNOWN_CARD, id="trick-card-list"),
        pytest.param(lambda: trick_winner(NA, ["hearts"], [(0, "AS"), (1, "KS")]),
                     Code.INVALID_SUIT, id="trick-trump-list"),
        pytest.param(lambda: legal_plays(NA, "hearts", {"card": "AS"}, ["KS"]),
                     Code.UNKNOWN_CARD, id="led-object"),
        pytest.param(lambda: legal_plays(NA, "hearts", "AS", [["KS"]]),
                     Code.UNKNOWN_CARD, id="hand-of-lists"),
        pytest.param(lambda: legal_plays(NA, "hearts", "AS", 5),
                     Code.INVALID_HAND_SIZE, id="hand-number"),
        pytest.param(lambda: rules_for("two_handed", {"defend_alone": [True]}),
                     Code.OPTION_NOT_APPLICABLE, id="option-not-applicable"),
        pytest.param(lambda: rules_for("north_american", {"stick_the_dealer": {}}),
                     Code.INVALID_OPTION_VALUE, id="option-object"),
        pytest.param(lambda: rules_for("north_american", {None: True}),
                     Code.UNKNOWN_OPTION, id="option-key-null"),
        pytest.param(lambda: rules_for({"variant": "british"}),
                     Code.UNKNOWN_VARIANT, id="variant-object"),
        pytest.param(lambda: rules_for("british", None, [11]),
                     Code.INVALID_TARGET, id="target-list"),
        pytest.param(lambda: game_at(NA, 0, [[1], 0]), Code.INVALID_SCORE, id="score-nested"),
        pytest.param(lambda: game_at(NA, [0]), Code.INVALID_SEAT, id="dealer-list"),
    ],
)  # fmt: skip
def test_junk_elsewhere(call, code):
    refused(code, ".", call)


# --- and for anything at all (hypothesis) ------------------------------------------------

SCALARS = (
    st.none()
    | st.booleans()
    | st.integers(-3, 8)
    | st.integers()
    | st.floats()
    | st.text(max_size=8)
)
JSON = st.recursive(
    SCALARS,
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3)
    ),
    max_leaves=6,
)
SEATS = st.integers(-1, 4) | JSON
FUZZ = settings(PROPERTY, max_examples=100)
CARD_WORDS = [*DECK_32, "JOKER", "2S", "2s", "th", "jd", "", "J", "10"]
CARDS = st.sampled_from(CARD_WORDS) | JSON
SUITS = st.sampled_from(["hearts", "Spades", "d", "C", "", "trump"]) | JSON


def answer(call, *args):
    """The call's result, or the RuleViolation it raised; any other exception escapes."""
    try:
        return call(*args)
    except RuleViolation as error:
        assert error.code in set(Code)
        assert isinstance(error.message, str) and error.message
        return error


@st.composite
def records(draw):
    fields = {
        "maker": draw(SEATS),
        "round": draw(st.sampled_from([None, 1, 2]) | JSON),
        "trump": draw(st.none() | SUITS),
        "upcard": draw(st.none() | CARDS),
        "maker_loner": draw(st.none() | SEATS),
        "defender_loner": draw(st.none() | SEATS),
        "maker_tricks": draw(st.integers(-1, 6) | JSON),
        "dealer": draw(st.none() | SEATS),
    }
    keep = draw(st.sets(st.sampled_from(sorted(fields))))
    return HandRecord(**{key: value for key, value in fields.items() if key in keep})


@FUZZ
@given(any_rules(), st.integers(0, 3), records())
def test_any_hand_record_is_scored_or_refused(rules, dealer, record):
    state = game_at(rules, dealer % rules.players)
    result = answer(play_hand, rules, state, record)
    if not isinstance(result, RuleViolation):
        assert result.points >= 0
        assert sum(result.state.score) == result.points


@FUZZ
@given(
    any_rules(),
    SUITS,
    st.lists(st.tuples(SEATS, CARDS), max_size=5) | st.lists(JSON, max_size=5) | JSON,
)
def test_any_trick_is_judged_or_refused(rules, trump, plays):
    result = answer(trick_winner, rules, trump, plays)
    if not isinstance(result, RuleViolation):
        assert result.winner in [seat for seat, _ in plays]


@FUZZ
@given(any_rules(), SUITS, st.none() | CARDS, st.lists(CARDS, max_size=6) | JSON)
def test_any_legal_plays_question_is_answered_or_refused(rules, trump, led, hand):
    result = answer(legal_plays, rules, trump, led, hand)
    if not isinstance(result, RuleViolation):
        assert result.legal
        assert set(result.legal) <= {rules.deck.parse(card) for card in hand}


OPTION_VALUES = st.sampled_from([None, True, False, 24, 25, 32, "2S", "2s"]) | JSON


@FUZZ
@given(
    st.sampled_from(VARIANT_KEYS) | JSON,
    st.none() | st.dictionaries(st.sampled_from(OPTION_KEYS) | st.text(), OPTION_VALUES) | JSON,
    st.none() | st.integers(-1, 12) | JSON,
)
def test_any_game_settings_are_resolved_or_refused(variant, options, target):
    answer(rules_for, variant, options, target)


@FUZZ
@given(any_rules(), SEATS, st.none() | st.lists(st.integers(-1, 12) | JSON, max_size=3) | JSON)
def test_any_game_state_is_accepted_or_refused(rules, dealer, score):
    answer(new_game, rules, dealer)
    answer(game_at, rules, dealer, score)
