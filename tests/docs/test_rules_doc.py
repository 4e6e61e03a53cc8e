"""docs/rules.md says what ``scoring`` does: its tables are generated from the rules core
(docs/rules_tables.py), and its hand-written lists name every code and decision the core has.
No database."""

import importlib.util
import re
from pathlib import Path

import pytest

from scoring import Code, RuleViolation, rules_for
from scoring.errors import STATE_CONFLICTS
from scoring.reference import AMBIGUITIES
from tests.docs.support import scoring_codes

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "rules.md"


def load_generator():
    spec = importlib.util.spec_from_file_location("rules_tables", ROOT / "docs" / "rules_tables.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


GENERATOR = load_generator()
TEXT = DOC.read_text(encoding="utf-8")


def section(number: str) -> str:
    """The text of ``## §number`` up to the next section of its level or above."""
    match = re.search(rf"^## §{re.escape(number)} .*?(?=^## §|\Z)", TEXT, re.M | re.S)
    assert match, f"docs/rules.md has no section §{number}"
    return match[0]


def words(text: str) -> str:
    return " ".join(text.split())


def table_cells(text: str) -> list[list[str]]:
    """The body rows of every Markdown table in ``text``, as lists of cells."""
    rows = []
    for line in text.splitlines():
        if line.startswith("|") and not line.startswith("|---"):
            rows.append([cell.strip() for cell in line.strip("|").split("|")])
    return [row for row in rows if row[0] not in ("code", "key")]


def test_the_generated_tables_are_what_scoring_holds():
    fresh = GENERATOR.generate(TEXT)
    stale = [
        name
        for name, old, new in zip(
            GENERATOR.block_names(TEXT),
            GENERATOR.BLOCK.findall(TEXT),
            GENERATOR.BLOCK.findall(fresh),
            strict=True,
        )
        if old != new
    ]
    assert fresh == TEXT, (
        f"docs/rules.md differs from scoring in {stale}: "
        "run .venv/bin/python docs/rules_tables.py and commit the result"
    )


def test_every_table_the_generator_writes_is_in_the_doc_once():
    assert sorted(GENERATOR.block_names(TEXT)) == sorted(GENERATOR.BLOCKS)


def test_the_sections_keep_their_numbers():
    numbers = re.findall(r"^#{2,3} §([\d.]+) ", TEXT, re.M)
    assert numbers == [
        "0", "1", "1.1", "1.2", "2", "3", "4", "5", "5.1", "5.2", "5.3", "6", "7", "8", "9",
    ]  # fmt: skip


def test_section_8_lists_every_code_of_the_rules_core_and_no_other():
    rows = table_cells(section("8"))
    listed = [row[0].strip("`") for row in rows]
    assert len(listed) == len(set(listed)), "a code is listed twice"
    assert set(listed) == scoring_codes()


@pytest.mark.parametrize("row", table_cells(section("8")), ids=lambda row: row[0].strip("`"))
def test_section_8_says_which_codes_are_conflicts(row):
    code, status = row[0].strip("`"), row[2]
    assert status == ("409" if code in STATE_CONFLICTS else "400")


def test_section_9_discusses_every_decided_ambiguity():
    decided = {a.key for a in AMBIGUITIES}
    entries = dict(re.findall(r"^- \*\*(A\d+) (.*?)(?=^- \*\*A|^\S|\Z)", section("9"), re.M | re.S))
    assert decided <= set(entries), f"not discussed: {sorted(decided - set(entries))}"
    for key in set(entries) - decided:
        assert "Not modelled" in entries[key], f"{key} is in the doc but not in scoring"


TARGETS = [(0, False), (1, True), (1000, True), (1001, False)]


@pytest.mark.parametrize(("target", "allowed"), TARGETS)
def test_the_target_range_the_doc_states(target, allowed):
    assert "any whole number from 1 to 1000" in words(section("5"))
    assert "not a whole number from 1 to 1000" in words(section("8"))
    try:
        rules_for("north_american", target=target)
    except RuleViolation as error:
        assert error.code == Code.INVALID_TARGET
        assert not allowed
    else:
        assert allowed
