"""A system check validates the rules core's variant tables at start-up."""

import dataclasses

from django.core import checks

import scoring
import scoring.checks
from rules.apps import check_variant_tables


def test_the_variant_tables_are_checked_at_start_up(monkeypatch):
    assert check_variant_tables() == []
    variant = scoring.VARIANTS["north_american"]
    broken = dataclasses.replace(variant, key="broken", rows=variant.rows[:2])
    monkeypatch.setitem(scoring.checks.VARIANTS, "broken", broken)
    errors = [e for e in checks.run_checks() if e.id == "rules.E001"]
    assert errors and all(e.level == checks.ERROR for e in errors)
    assert any("broken: no row scores 0 tricks" in e.msg for e in errors)
