"""Slovenian counts in four forms (Django's rule: n%100 is 1, 2, 3 or 4, or other): a hand
count as the pages write it and a score line as an explanation writes it take the form
their number asks for, at 1, 2, 3, 5 and 101."""

from pathlib import Path

import polib
import pytest
from django.template import Context, Template
from django.utils import translation

CATALOGUE = Path(__file__).resolve().parents[2] / "locale" / "sl" / "LC_MESSAGES" / "django.po"
#: n -> the form Slovenian asks for.
FORM = {1: 0, 2: 1, 3: 2, 5: 3, 101: 0}
HANDS = Template(
    "{% load i18n %}{% blocktranslate trimmed count counter=n %}{{ counter }} hand"
    "{% plural %}{{ counter }} hands{% endblocktranslate %}"
)
SCORE_LINE = (
    "%(outcome)s: %(rule)s, %(count)s point to %(side)s.",
    "%(outcome)s: %(rule)s, %(count)s points to %(side)s.",
)


def forms(msgid: str) -> dict[int, str]:
    entry = polib.pofile(str(CATALOGUE)).find(msgid)
    assert entry is not None and len(set(entry.msgstr_plural.values())) == 4, entry
    return entry.msgstr_plural


@pytest.mark.parametrize("n", FORM)
def test_a_hand_count(n):
    with translation.override("sl"):
        said = HANDS.render(Context({"n": n}))
    assert said == forms("%(counter)s hand")[FORM[n]] % {"counter": n}


@pytest.mark.parametrize("n", FORM)
def test_a_score_line(n):
    values = {"outcome": "O", "rule": "R", "count": n, "side": "S"}
    with translation.override("sl"):
        said = translation.ngettext(*SCORE_LINE, n) % values
    assert said == forms(SCORE_LINE[0])[FORM[n]] % values
