"""The rules core writes its prose (a hand's explanation, a trick's, a refusal) through the
``Words`` it is given, so a reader's language reaches every word of it: with words that
shout, no English is left lower-case (but the one letter a rule's description starts a
clause with)."""

import re

import pytest

import scoring
from scoring import HandRecord, RuleViolation, game_at, play_hand, rules_for
from scoring.words import ENGLISH, Words


def _placeholders_kept(text: str) -> str:
    """Upper-casing a template upper-cases its placeholders' names: put them back."""
    return re.sub(r"%\(([A-Z_]+)\)S", lambda m: f"%({m.group(1).lower()})s", text)


WORDS = Words(
    gettext=lambda text: _placeholders_kept(text.upper()),
    ngettext=lambda one, many, n: _placeholders_kept((one if n == 1 else many).upper()),
)


def english_left(text: str) -> list[str]:
    return [word for word in re.findall(r"[a-z]+", text) if len(word) > 1]


HANDS = [
    ("north_american", {}, HandRecord(maker=1, round=2, trump="spades", maker_tricks=3)),
    ("north_american", {}, HandRecord(maker=2, round=1, upcard="JC", trump="clubs",
                                      maker_loner=2, defender_loner=1, maker_tricks=1)),
    ("north_american", {}, HandRecord(maker=0, round=1, upcard="9H", maker_tricks=5)),
    ("north_american", {}, HandRecord(maker=1, round=1, upcard="9H", maker_tricks=0)),
    ("north_american", {}, HandRecord(maker=1, round=2, trump="spades", renege=0)),
    ("north_american", {}, HandRecord()),
    ("british", {}, HandRecord(maker=0, upcard="JOKER", trump="hearts", maker_tricks=4)),
    ("two_handed", {}, HandRecord(maker=1, round=2, trump="clubs", maker_tricks=2)),
]  # fmt: skip


@pytest.mark.parametrize(("variant", "options", "record"), HANDS)
def test_every_word_of_an_explanation_is_the_readers(variant, options, record):
    rules = rules_for(variant, options, 1)  # a target of 1: the game ends with the hand
    result = play_hand(rules, game_at(rules, 0), record)
    assert result.explain(ENGLISH) == result.explanation
    assert english_left(result.explain(WORDS)) == [], result.explain(WORDS)


def test_every_word_of_a_trick_and_of_the_legal_plays_is_the_readers():
    rules = rules_for("british", {"benny_card": "2S"})
    tricks = [
        ("hearts", [(0, "JD"), (1, "2S"), (2, "AH"), (3, "9S")]),
        ("hearts", [(0, "AS"), (1, "9S"), (2, "JC"), (3, "KD")]),
        ("hearts", [(0, "AS"), (1, "9S"), (2, "JD"), (3, "JH")]),
    ]
    for trump, plays in tricks:
        trick = scoring.trick_winner(rules, trump, plays)
        assert english_left(trick.explain(WORDS)) == [], trick.explain(WORDS)
    for led, hand in [
        ("AD", ["JD", "2S", "9D"]),
        ("AD", ["JD", "9C"]),
        ("JD", ["AH"]),
        (None, ["AH"]),
    ]:
        legal = scoring.legal_plays(rules, "hearts", led, hand)
        assert english_left(legal.explain(WORDS)) == [], legal.explain(WORDS)


NA, TWO = rules_for("north_american"), rules_for("two_handed")


@pytest.mark.parametrize(
    "refuse",
    [
        lambda: play_hand(NA, game_at(NA, 0), HandRecord(maker=1, round=3, maker_tricks=3)),
        lambda: play_hand(TWO, game_at(TWO, 0), HandRecord(
            maker=1, round=2, trump="clubs", maker_loner=1, maker_tricks=3)),
        lambda: play_hand(NA, game_at(NA, 0, [10, 3]), HandRecord(
            maker=1, round=2, trump="clubs", maker_tricks=3)),
        lambda: scoring.replay(rules_for("north_american", target=1), 0, [HandRecord(
            maker=1, round=2, trump="clubs", maker_tricks=3)] * 3),
        lambda: scoring.replay(NA, 0, [HandRecord(
            maker=1, round=1, upcard="9H", trump="clubs", maker_tricks=3)]),
    ],
)  # fmt: skip
def test_a_refusal_is_a_template_said_in_the_readers_words(refuse):
    with pytest.raises(RuleViolation) as refused:
        refuse()
    error = refused.value
    assert error.render(ENGLISH) == error.message == str(error)
    said = error.render(WORDS)
    assert said != error.message and english_left(said) == [], said
