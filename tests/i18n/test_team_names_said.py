"""A team given no name is stored as "Team 1" in English and said in the reader's language:
in a refusal too (an edit that would end the game before the hands after it)."""

import pytest
from django.utils import translation
from django.utils.translation import gettext

from core.words import READER
from scoring import RuleViolation, rules_for
from scoring.game import replay
from scoring.hands import HandRecord

MARCH = HandRecord(maker=0, round=1, maker_tricks=5)  # 2 points for seats 0 and 2


@pytest.mark.parametrize("language", ["en", "nb", "sl"])  # (German says "Team 1" too)
def test_a_refusal_says_a_default_team_name_in_the_readers_words(language):
    rules = rules_for("north_american", target=2)
    with pytest.raises(RuleViolation) as refused:
        replay(rules, 3, [MARCH, MARCH], team_names=["Team 1", "Team 2"])
    with translation.override(language):
        said, team = refused.value.render(READER), gettext("Team %(number)s") % {"number": 1}
    assert team in said


def test_a_team_named_keeps_its_name_in_every_language():
    rules = rules_for("north_american", target=2)
    with pytest.raises(RuleViolation) as refused:
        replay(rules, 3, [MARCH, MARCH], team_names=["Dragons", "Team 2"])
    with translation.override("sl"):
        assert "Dragons" in refused.value.render(READER)
