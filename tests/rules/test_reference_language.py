"""The rules reference in the reader's language: every sentence, title, label and term
goes through the ``Words`` a page passes, with its numbers kept, and the search reads
the text in that language. A stand-in translator (no catalogue needed) marks what it
translated: «…» around each string, and a few words put into "Norwegian"."""

import re

import pytest
from django.utils import translation

from scoring import Suit, reference, rules_for
from scoring.words import ENGLISH, Words
from tests.rules.support import VARIANT_KEYS

MARKED = Words(gettext=lambda text: f"«{text}»", ngettext=lambda one, many, n: f"«{many}»")
NORWEGIAN_WORDS = {"trump": "trumf", "trick": "stikk", "dealer": "giver", "bower": "bower"}


def norwegian(text: str) -> str:
    """A few words put into Norwegian, the placeholders left as they are."""
    parts = re.split(r"(%\(\w+\)s|\{\w+\})", text)
    for i in range(0, len(parts), 2):
        for english, said in NORWEGIAN_WORDS.items():
            parts[i] = re.sub(rf"\b{english}", said, parts[i])
    return "".join(parts)


FAKE_NORWEGIAN = Words(gettext=norwegian, ngettext=lambda one, many, n: norwegian(many))
HOUSE_RULES = [{}, {"stick_the_dealer": True}, {"defend_alone": False}, {"deck": 32}]


def every_rules():
    for variant in VARIANT_KEYS:
        for options in HOUSE_RULES:
            try:
                yield rules_for(variant, options)
            except Exception:  # (a house rule the variant does not offer)
                continue
    yield rules_for("british", {"benny_card": "2S", "no_loner_after_pass": True}, 15)


@pytest.mark.parametrize("rules", list(every_rules()), ids=lambda r: r.variant.key)
def test_every_sentence_of_a_page_goes_through_the_readers_words(rules):
    for section in reference.sections(rules, MARKED):
        assert section.title.startswith("«") and section.title.endswith("»")
        for paragraph in section.paragraphs:
            # One marked sentence (or two joined), a translated name inside it maybe.
            assert paragraph.startswith("«") and paragraph.endswith("»"), paragraph
        for item in section.items:
            assert "«" in item, item
        assert "{" not in section.text and "%(" not in section.text and "None" not in section.text


@pytest.mark.parametrize("rules", list(every_rules()), ids=lambda r: r.variant.key)
def test_english_is_the_default_and_the_same_as_the_english_words(rules):
    assert reference.sections(rules) == reference.sections(rules, ENGLISH)


def test_the_numbers_stay_in_the_translated_text():
    text = " ".join(s.text for s in reference.sections(rules_for("british", {}, 15), MARKED))
    assert "this table plays to 15" in text
    assert "«British Euchre»" in text  # the variant's name is translated too


def test_labels_glossary_and_comparison_are_translated():
    rules = rules_for("british", {"benny_card": "2S"})
    cards = [label for _, group in reference.deck_by_suit(rules, MARKED) for label in group]
    assert all(label.words.startswith("«") for label in cards)
    assert {label.suit for label in cards} == {suit.label for suit in Suit} | {"joker"}
    assert reference.value_text(True, MARKED) == "«on»"
    assert reference.value_text(32, MARKED) == "32"
    assert reference.loner_label(None, MARKED) == "«either»"
    for term in reference.GLOSSARY:
        name, definition = reference.term_in(term, MARKED)
        assert name == f"«{term.term}»" and definition == f"«{term.definition}»"
        assert term.anchor.startswith("glossary-") and "«" not in term.anchor
    for label, cells in reference.comparison(MARKED):
        assert label.startswith("«")
        assert all(cell.isdigit() or "«" in cell for cell in cells), cells


def test_the_search_reads_the_text_in_the_readers_language():
    hits = reference.search("trumf stikk", words=FAKE_NORWEGIAN, language="nb")
    assert hits and not hits[0].missing
    assert "trumf" in hits[0].excerpt.lower() or "stikk" in hits[0].excerpt.lower()
    # The English words find nothing where the text says them otherwise...
    assert not any(
        "trump" in hit.excerpt
        for hit in reference.search("trumf", words=FAKE_NORWEGIAN, language="nb")
    )
    # ...and English searches keep their own index.
    assert reference.search("left bower")[0].title == "Glossary: Left bower"


def test_the_search_drops_a_languages_question_words_and_endings():
    assert reference.searched_words("hvem vinner stikket", "nb") == ["vinner", "stikket"]
    assert reference.searched_words("Wer gewinnt den Stich?", "de") == ["gewinnt", "stich"]
    hits = reference.search("hvem stikket", words=FAKE_NORWEGIAN, language="nb")  # stikk-et
    assert hits and not hits[0].missing and "stikk" in hits[0].excerpt


@pytest.mark.django_db
def test_pages_and_api_ask_django_for_the_readers_language(client, monkeypatch):
    # With no catalogue for the language the text stays English: the page still renders.
    with translation.override("nb"):
        response = client.get("/rules/north_american/", HTTP_ACCEPT_LANGUAGE="nb")
    assert response.status_code == 200
    seen = []

    def said(text):
        seen.append(text)
        return text

    monkeypatch.setattr("rules.views.gettext", said)
    assert client.get("/rules/british/").status_code == 200
    assert (
        "British Euchre" in seen
        and "The dealer must name a suit in round 2, so a deal can never be passed out." in seen
    )
