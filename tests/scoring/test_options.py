"""House rules (docs/rules.md §6, docs/api.md): defaults per variant, fixed rules, what a
variant offers."""

import pytest

from scoring import OPTION_KEYS, VARIANTS, Code, rules_for
from scoring.options import TITLES
from tests.scoring.support import VARIANT_KEYS, make_rules, refused

API_OPTION_KEYS = (
    "deck", "benny_card", "stick_the_dealer", "defend_alone", "no_loner_after_pass",
    "canadian_loner", "lone_maker_euchre_4", "super_euchre", "lone_defender_euchre_4",
    "joker_suit", "laps", "slam",  # railroad's, added to the contract with its variant
    "made_points", "march_points", "euchre_points",  # three-handed's scoring values
)  # fmt: skip

DEFAULTS = {
    "north_american": {
        "deck": 24,
        "stick_the_dealer": False,
        "defend_alone": True,
        "no_loner_after_pass": False,
        "canadian_loner": False,
        "lone_maker_euchre_4": False,
        "super_euchre": False,
        "lone_defender_euchre_4": False,
    },
    "british": {
        "deck": 25,
        "benny_card": None,
        "stick_the_dealer": False,
        "defend_alone": True,
        "no_loner_after_pass": False,
        "canadian_loner": True,
        "lone_maker_euchre_4": False,
    },
    "two_handed": {"deck": 24, "stick_the_dealer": False},
    "railroad": {
        "deck": 25,
        "benny_card": None,
        "joker_suit": "H",
        "stick_the_dealer": False,
        "defend_alone": True,
        "no_loner_after_pass": False,
        "lone_maker_euchre_4": False,
        "laps": False,
        "slam": False,
    },
    "three_handed": {
        "deck": 24,
        "stick_the_dealer": False,
        "made_points": 1,
        "march_points": 3,
        "euchre_points": 2,
    },
}
FIXED = {
    "british": {"deck": 25, "defend_alone": True, "canadian_loner": True},
    "railroad": {"defend_alone": True},
}


def test_option_keys_are_the_api_names():
    assert set(OPTION_KEYS) == set(API_OPTION_KEYS)


@pytest.mark.parametrize("variant", VARIANT_KEYS)
@pytest.mark.parametrize("given", [None, {}], ids=["options-null", "options-empty"])
def test_defaults_per_variant(variant, given):
    assert rules_for(variant, given).public_options() == DEFAULTS[variant]


@pytest.mark.parametrize("variant", VARIANT_KEYS)
def test_every_offered_option_takes_each_of_its_values(variant):
    for spec in rules_for(variant).variant.options:
        for value in spec.choices:
            assert getattr(rules_for(variant, {spec.key: value}).options, spec.key) == value
        assert spec.fixed is (spec.key in FIXED.get(variant, {}))


@pytest.mark.parametrize(("key", "value"), FIXED["british"].items())
def test_a_fixed_rule_may_be_given_its_own_value(key, value):
    assert make_rules("british", **{key: value}).public_options()[key] == value


@pytest.mark.parametrize(
    ("variant", "key"),
    [
        (variant, key)
        for variant in VARIANT_KEYS
        for key in API_OPTION_KEYS
        if key not in DEFAULTS[variant]
    ],
)
def test_options_a_variant_does_not_offer(variant, key):
    refused(Code.OPTION_NOT_APPLICABLE, f"{key} does not apply to", rules_for, variant, {key: True})


@pytest.mark.parametrize(
    ("given", "key", "value"),
    [
        pytest.param({"deck": 32}, "deck", 32, id="deck-32"),
        pytest.param({"benny_card": "2s"}, "benny_card", "2S", id="benny-lower-case"),
        pytest.param({"benny_card": " 2S "}, "benny_card", "2S", id="benny-spaces"),
        pytest.param({"benny_card": None}, "benny_card", None, id="benny-null"),
        pytest.param({"stick_the_dealer": True}, "stick_the_dealer", True, id="stick"),
    ],
)
def test_option_values_are_normalised(given, key, value):
    variant = "british" if key == "benny_card" else "north_american"
    assert getattr(rules_for(variant, given).options, key) == value


def test_target_defaults_and_overrides():
    assert rules_for("british").target == 11
    assert rules_for("british", None, 5).target == 5
    assert rules_for("north_american", {}, 11).target == 11
    assert rules_for("two_handed", None, 1000).target == 1000


def test_scoring_rows_in_force_follow_the_options():
    keys = {row.key for row in make_rules(super_euchre=True).table}
    assert "super-euchre" in keys
    assert "super-euchre" not in {row.key for row in make_rules().table}
    assert {row.key for row in make_rules("two_handed").table} == {"made", "march", "euchred"}


def test_every_house_rule_has_a_title_for_the_pages():
    assert set(TITLES) == set(OPTION_KEYS)
    titles = [spec.title for variant in VARIANTS.values() for spec in variant.options]
    assert all(title[0].isupper() or title[0].isdigit() for title in titles)
