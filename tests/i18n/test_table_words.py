"""The table's words as its players say them. German names stick the dealer in German
wherever it shows (the house rule, the rules reference, the table's sheet), and gives each
meaning its own word: trump is *bestimmt* (made, whichever way), a suit named in round 2 or
on a joker is *gewählt*. In every language, the sentence that asks how trump was made does
not use the word of one of its answers for the question. A card shows the ranks the cards
of the reader's language print (German: B, D, K, A), its API code the English letters."""

import gettext
import json
import re
from pathlib import Path

import polib
import pytest
from django.utils import translation

from core.words import reader_table_sheet

LOCALE = Path(__file__).resolve().parents[2] / "locale"
LANGUAGES = ["nb", "de", "nl", "sl"]
#: The English of a suit named (in round 2, or by the dealer on a joker turned up).
NAMING = re.compile(
    r"\b(name|names|named) (a suit|trump|one of|any of|%\((suit|trump)\)s)|\bcalled %\(suit\)s|"
    r"may (never|not) be named|be named in round 2|another suit was named"
)


def catalogue(language: str, domain: str = "django") -> polib.POFile:
    return polib.pofile(str(LOCALE / language / "LC_MESSAGES" / f"{domain}.po"))


def scripts(language: str) -> gettext.NullTranslations:
    """The scripts' catalogue (djangojs), as the page's script reads it (English: none)."""
    return gettext.translation("djangojs", LOCALE, languages=[language], fallback=True)


@pytest.mark.django_db
@pytest.mark.parametrize(
    "address",
    ["/rules/north_american/?stick_the_dealer=on", "/rules/british/", "/rules/", "/games/new/"],
)
def test_german_says_stick_the_dealer_in_german_wherever_it_shows(client, address):
    page = client.get(address, headers={"accept-language": "de"}).content.decode()
    assert "stick the dealer" not in page.lower()
    assert "Geberzwang" in page


def test_the_german_tables_sheet_says_stick_the_dealer_in_german():
    with translation.override("de"):
        sheet = json.dumps(reader_table_sheet(), ensure_ascii=False)
    assert "stick the dealer" not in sheet.lower() and "Geberzwang" in sheet


def test_german_names_a_suit_with_its_own_word_never_the_word_for_making_trump():
    named = [
        entry
        for domain in ("django", "djangojs")
        for entry in catalogue("de", domain)
        if NAMING.search(entry.msgid)
    ]
    assert len(named) >= 15  # the rules reference, the refusals, the story and the table
    assert [entry.msgstr for entry in named if "bestimm" in entry.msgstr.lower()] == []
    assert all("wähl" in entry.msgstr.lower() for entry in named), [e.msgstr for e in named]


@pytest.mark.parametrize("language", LANGUAGES)
def test_how_trump_was_made_is_asked_without_the_word_of_an_answer(language):
    said = scripts(language).gettext
    question = said("Choose how trump was made: ordered up or called.").lower()
    for answer in (said("Ordered up"), said("Called")):
        assert question.count(answer.lower()) == 1, (question, answer)


#: The ranks each language's cards print, and a card as a page writes it (JH and AS).
PRINTED = {"en": ("J♥", "A♠"), "de": ("B♥", "A♠"), "nb": ("Kn♥", "E♠"), "nl": ("B♥", "A♠")}
TRICK = ["AS", "JH", "9C", "10D"]  # hearts trump: the jack of hearts wins


@pytest.mark.django_db
@pytest.mark.parametrize("language", PRINTED)
def test_a_card_shows_the_ranks_the_readers_cards_print(client, language):
    jack, ace = PRINTED[language]
    page = client.get("/rules/north_american/", headers={"accept-language": language})
    ranking = re.findall(r'data-card="(\w+)"><span aria-hidden="true">([^<]+)</span>', page.text)
    assert ("JH", jack) in ranking and ("AS", ace) in ranking
    answer = client.post(
        "/api/v1/variants/north_american/trick/",
        {"trump": "hearts", "plays": [{"seat": s, "card": c} for s, c in enumerate(TRICK)]},
        content_type="application/json",
        headers={"accept-language": language},
    )
    assert answer.status_code == 200, answer.content
    assert jack in answer.json()["explanation"] and answer.json()["winning_card"] == "JH"


@pytest.mark.parametrize("language", PRINTED)
def test_the_tables_up_card_ranks_are_the_readers(language):
    printed = scripts(language).pgettext
    assert (f"{printed('card rank', 'J')}♥", f"{printed('card rank', 'A')}♠") == PRINTED[language]
