"""A hand's explanation and a hand's refusal are said in the reader's language.

The explanation is not stored: it is written when the hand is read, from what its row
keeps, by the rules core with Django's gettext. A refusal keeps its code and field in every
language. The German here is a small catalogue of the test's own (the project's catalogues
are the translators'), compiled for the test into a locale directory of its own.
"""

import pytest
from django.utils import translation

import scoring
from games.models import Hand
from tests.games.support import made
from tests.i18n.own_catalogue import own_catalogue

GAMES = "/api/v1/games/"

GERMAN = {
    "seats %(first)s and %(second)s": "Plätze %(first)s und %(second)s",
    "spades": "Pik",
    "made": "geschafft",
    "The makers take 3 or 4 tricks.": "Die Macher holen 3 oder 4 Stiche.",
    "Seat %(seat)s named %(trump)s in round 2": (
        "Platz %(seat)s hat in der zweiten Runde %(trump)s als Trumpf bestimmt"
    ),
    "%(bid)s.": "%(bid)s.",
    "Score %(first)s–%(second)s.": "Stand %(first)s–%(second)s.",
    "round must be 1 or 2 (got %(value)s).": "round muss 1 oder 2 sein (erhalten: %(value)s).",
}
MAKERS_TOOK = "The makers, %(makers)s, took %(count)s trick."
POINTS_TO = "%(outcome)s: %(rule)s, %(count)s point to %(side)s."
GERMAN_PLURALS = {
    (MAKERS_TOOK, MAKERS_TOOK.replace("trick.", "tricks.")): [
        "Die Macher, %(makers)s, holten %(count)s Stich.",
        "Die Macher, %(makers)s, holten %(count)s Stiche.",
    ],
    (POINTS_TO, POINTS_TO.replace("point to", "points to")): [
        "%(outcome)s: %(rule)s, %(count)s Punkt für %(side)s.",
        "%(outcome)s: %(rule)s, %(count)s Punkte für %(side)s.",
    ],
}
GERMAN_EXPLANATION = (
    "Platz 1 hat in der zweiten Runde Pik als Trumpf bestimmt. Die Macher, Plätze 1 und 3, "
    "holten 3 Stiche. Geschafft: die Macher holen 3 oder 4 Stiche, 1 Punkt für Plätze 1 und 3. "
    "Stand 0–1."
)
ENGLISH_EXPLANATION = (
    "Seat 1 named spades in round 2. The makers, seats 1 and 3, took 3 tricks. Made: the "
    "makers take 3 or 4 tricks, 1 point to seats 1 and 3. Score 0–1."
)


@pytest.fixture
def german(tmp_path):
    """A German catalogue with the words of one hand."""
    with own_catalogue(tmp_path, "de", GERMAN, GERMAN_PLURALS):
        yield


def hands_url(game) -> str:
    return f"{GAMES}{game.pk}/hands/"


def test_the_explanation_is_not_stored():
    assert "explanation" not in {field.name for field in Hand._meta.get_fields()}


def test_an_english_reader_reads_the_rules_cores_english(owner_api, game):
    body = owner_api.post(hands_url(game), made()).json()
    assert body["explanation"] == ENGLISH_EXPLANATION
    hand = Hand.objects.select_related("game").get()
    result = scoring.play_hand(
        game.rules, scoring.game_at(game.rules, 0), scoring.HandRecord(**made())
    )
    assert hand.explain() == hand.explanation == result.explanation == ENGLISH_EXPLANATION


def test_a_german_reader_reads_the_explanation_in_german(owner_api, game, german):
    owner_api.post(hands_url(game), made())
    listed = owner_api.get(hands_url(game), HTTP_ACCEPT_LANGUAGE="de").json()
    assert listed[0]["explanation"] == GERMAN_EXPLANATION
    one = owner_api.get(f"{hands_url(game)}1/", HTTP_ACCEPT_LANGUAGE="de").json()
    assert one["explanation"] == GERMAN_EXPLANATION
    # The same hand, read by an English reader: nothing of the German was kept.
    assert owner_api.get(hands_url(game)).json()[0]["explanation"] == ENGLISH_EXPLANATION
    hand = Hand.objects.select_related("game").get()
    with translation.override("de"):
        assert hand.explanation == GERMAN_EXPLANATION
        assert hand.explain() == ENGLISH_EXPLANATION  # the rules core's own English


def test_a_refusal_is_in_the_readers_language_its_code_and_field_are_not(owner_api, game, german):
    refused = {**made(), "round": 3}
    english = owner_api.post(hands_url(game), refused).json()
    german_body = owner_api.post(hands_url(game), refused, HTTP_ACCEPT_LANGUAGE="de").json()
    assert english["message"] == "round must be 1 or 2 (got 3)."
    assert german_body["message"] == "round muss 1 oder 2 sein (erhalten: 3)."
    for key in ("code", "field", "rule"):
        assert german_body[key] == english[key]
    assert (german_body["code"], german_body["field"]) == ("INVALID_ROUND", "round")
