"""A house rule is named by its title in every language, never by its API key: on the rules
pages (a key shows only in a code element, where the page shows it on purpose, beside the
title in the options table) and in the refusals that name one."""

import re
from html.parser import HTMLParser

import pytest
from django.utils import translation
from django.utils.translation import gettext

from core.words import READER
from scoring import RuleViolation, reference, rules_for
from scoring.hands import HandRecord, validate_hand
from scoring.options import OPTION_KEYS, TITLES

LANGUAGES = ["en", "nb", "de", "nl", "sl"]
#: The keys no sentence holds by chance ("deck" is a word too).
KEYS = re.compile("|".join(rf"\b{key}\b" for key in OPTION_KEYS if "_" in key))
#: Each variant's page with the house rules whose texts show only when they are on or off.
PAGES = [
    "/rules/north_american/?defend_alone=off&no_loner_after_pass=on&stick_the_dealer=on",
    "/rules/north_american/?lone_maker_euchre_4=on&lone_defender_euchre_4=on",
    "/rules/british/?no_loner_after_pass=on&stick_the_dealer=on",
    "/rules/two_handed/?stick_the_dealer=on",
]


class Prose(HTMLParser):
    """A page's text as read, without its scripts, styles and code elements."""

    def __init__(self, html: str):
        super().__init__()
        self.parts, self.skipping = [], 0
        self.feed(html)

    def handle_starttag(self, tag, attrs):
        self.skipping += tag in ("script", "style", "code")

    def handle_endtag(self, tag):
        self.skipping -= tag in ("script", "style", "code")

    def handle_data(self, data):
        if not self.skipping:
            self.parts.append(data)

    @property
    def text(self) -> str:
        return " ".join(" ".join(self.parts).split())


def prose(client, address: str, language: str) -> str:
    response = client.get(address, headers={"accept-language": language})
    assert response.status_code == 200, address
    return Prose(response.content.decode()).text


def title(key: str, language: str) -> str:
    with translation.override(language):
        return gettext(TITLES[key])


@pytest.mark.django_db
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_rules_pages_name_no_house_rule_by_its_key(client, language):
    for address in PAGES:
        text = prose(client, address, language)
        assert [found.group() for found in KEYS.finditer(text)] == [], address


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_decided_ambiguities_name_house_rules_by_their_titles(language):
    with translation.override(language):
        said = {
            item.split(".")[0]: item
            for variant in ("north_american", "british")
            for section in reference.sections(rules_for(variant), READER)
            if section.anchor == "ambiguities"
            for item in section.items
        }
    assert title("lone_defender_euchre_4", language) in said["A4"]
    assert title("defend_alone", language) in said["A6"]
    assert title("no_loner_after_pass", language) in said["A6"]
    assert title("no_loner_after_pass", language) in said["A7"]
    assert title("lone_maker_euchre_4", language) in said["A8"]
    assert title("stick_the_dealer", language) in said["A14"]


def refusal(options: dict, record: HandRecord, language: str) -> str:
    rules = rules_for("north_american", options)
    with pytest.raises(RuleViolation) as refused:
        validate_hand(rules, record, dealer=0)
    with translation.override(language):
        return refused.value.render(READER)


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_refusal_names_the_house_rule_that_refuses(language):
    lone_defender = HandRecord(maker=1, round=1, defender_loner=2, maker_tricks=3)
    said = refusal({"defend_alone": False}, lone_defender, language)
    assert title("defend_alone", language) in said and not KEYS.search(said)
    passed = HandRecord(maker=2, round=1, defender_loner=1, maker_tricks=3)  # seat 1 passed
    said = refusal({"no_loner_after_pass": True}, passed, language)
    assert title("no_loner_after_pass", language) in said and not KEYS.search(said)
