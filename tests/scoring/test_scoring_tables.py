"""The scoring tables of docs/rules.md §5, row by row, for every variant and house rule.

Each hand below is made by seat 1 (team 1) with seat 0 dealing; ``alone`` says who played
alone: "maker" (seat 1), "partner" (seat 3, the maker's partner), "defender" (seat 2) or
"both" (seats 1 and 2).
"""

from itertools import product

import pytest

from scoring import HandRecord, Outcome, Side, get_variant
from tests.scoring.support import make_rules, score_hand

MAKERS, DEFENDERS = Side.MAKERS, Side.DEFENDERS
MADE, MARCH, LONER_MARCH = Outcome.MADE, Outcome.MARCH, Outcome.LONER_MARCH
EUCHRED, DEFENDER_LONER_EUCHRE = Outcome.EUCHRED, Outcome.DEFENDER_LONER_EUCHRE

MAKER_LONER = {"maker": 1, "partner": 3, "both": 1}
DEFENDER_LONER = {"defender": 2, "both": 2}


def played(tricks: int, alone: str = "") -> HandRecord:
    return HandRecord(
        maker=1,
        round=2,
        upcard="9S",
        trump="hearts",
        maker_loner=MAKER_LONER.get(alone),
        defender_loner=DEFENDER_LONER.get(alone),
        maker_tricks=tricks,
    )


PREFIX = {"north_american": "na", "british": "british", "two_handed": "two-handed"}


def case(name, tricks, alone, side, points, outcome, variant="north_american", **options):
    return pytest.param(
        variant, options, tricks, alone, side, points, outcome, id=f"{PREFIX[variant]}-{name}"
    )


NORTH_AMERICAN = [
    case("made-3", 3, "", MAKERS, 1, MADE),
    case("made-4", 4, "", MAKERS, 1, MADE),
    case("march", 5, "", MAKERS, 2, MARCH),
    case("loner-made-3", 3, "maker", MAKERS, 1, MADE),
    case("loner-made-4", 4, "maker", MAKERS, 1, MADE),
    case("partner-loner-made-4", 4, "partner", MAKERS, 1, MADE),
    case("loner-march", 5, "maker", MAKERS, 4, LONER_MARCH),
    case("partner-loner-march", 5, "partner", MAKERS, 4, LONER_MARCH),
    case("euchred-2", 2, "", DEFENDERS, 2, EUCHRED),
    case("euchred-1", 1, "", DEFENDERS, 2, EUCHRED),
    case("euchred-0", 0, "", DEFENDERS, 2, EUCHRED),
    case("loner-euchred-2", 2, "maker", DEFENDERS, 2, EUCHRED),
    case("loner-euchred-0", 0, "maker", DEFENDERS, 2, EUCHRED),
    case("partner-loner-euchred-1", 1, "partner", DEFENDERS, 2, EUCHRED),
    case("lone-defender-takes-3", 2, "defender", DEFENDERS, 2, DEFENDER_LONER_EUCHRE),
    case("lone-defender-takes-4", 1, "defender", DEFENDERS, 2, DEFENDER_LONER_EUCHRE),
    case("lone-defender-takes-5", 0, "defender", DEFENDERS, 4, DEFENDER_LONER_EUCHRE),
    case("lone-defender-beaten-3", 3, "defender", MAKERS, 1, MADE),
    case("lone-defender-beaten-4", 4, "defender", MAKERS, 1, MADE),
    case("lone-defender-marched", 5, "defender", MAKERS, 2, MARCH),
    # docs/rules.md §5, "two lone players": apply the rows independently.
    case("two-loners-maker-march", 5, "both", MAKERS, 4, LONER_MARCH),
    case("two-loners-maker-4", 4, "both", MAKERS, 1, MADE),
    case("two-loners-maker-3", 3, "both", MAKERS, 1, MADE),
    case("two-loners-defender-takes-3", 2, "both", DEFENDERS, 2, DEFENDER_LONER_EUCHRE),
    case("two-loners-defender-takes-4", 1, "both", DEFENDERS, 2, DEFENDER_LONER_EUCHRE),
    case("two-loners-defender-takes-5", 0, "both", DEFENDERS, 4, DEFENDER_LONER_EUCHRE),
    # House rules (docs/rules.md §6).
    case("lone-maker-euchre-4-at-2", 2, "maker", DEFENDERS, 4, EUCHRED, lone_maker_euchre_4=True),
    case("lone-maker-euchre-4-at-0", 0, "partner", DEFENDERS, 4, EUCHRED,
         lone_maker_euchre_4=True),
    case("lone-maker-euchre-4-no-loner", 1, "", DEFENDERS, 2, EUCHRED, lone_maker_euchre_4=True),
    case("lone-maker-euchre-4-still-makes-1", 3, "maker", MAKERS, 1, MADE,
         lone_maker_euchre_4=True),
    case("lone-maker-euchre-4-lone-defender-rows-apply", 2, "both", DEFENDERS, 2,
         DEFENDER_LONER_EUCHRE, lone_maker_euchre_4=True),
    case("super-euchre", 0, "", DEFENDERS, 4, EUCHRED, super_euchre=True),
    case("super-euchre-lone-maker", 0, "maker", DEFENDERS, 4, EUCHRED, super_euchre=True),
    case("super-euchre-not-at-1", 1, "", DEFENDERS, 2, EUCHRED, super_euchre=True),
    case("super-euchre-lone-defender", 0, "defender", DEFENDERS, 4, DEFENDER_LONER_EUCHRE,
         super_euchre=True),
    case("lone-defender-euchre-4-takes-3", 2, "defender", DEFENDERS, 4, DEFENDER_LONER_EUCHRE,
         lone_defender_euchre_4=True),
    case("lone-defender-euchre-4-takes-4", 1, "both", DEFENDERS, 4, DEFENDER_LONER_EUCHRE,
         lone_defender_euchre_4=True),
    case("lone-defender-euchre-4-takes-5", 0, "defender", DEFENDERS, 4, DEFENDER_LONER_EUCHRE,
         lone_defender_euchre_4=True),
    case("lone-defender-euchre-4-beaten", 3, "defender", MAKERS, 1, MADE,
         lone_defender_euchre_4=True),
    case("32-card-deck-scores-the-same", 5, "maker", MAKERS, 4, LONER_MARCH, deck=32),
]  # fmt: skip

BRITISH = [
    case("made-3", 3, "", MAKERS, 1, MADE, "british"),
    case("made-4", 4, "", MAKERS, 1, MADE, "british"),
    case("march", 5, "", MAKERS, 2, MARCH, "british"),
    case("loner-made-3-no-extra-bonus", 3, "maker", MAKERS, 1, MADE, "british"),
    case("loner-made-4", 4, "partner", MAKERS, 1, MADE, "british"),
    case("loner-march", 5, "maker", MAKERS, 4, LONER_MARCH, "british"),
    case("euchred-2", 2, "", DEFENDERS, 2, EUCHRED, "british"),
    case("euchred-0", 0, "", DEFENDERS, 2, EUCHRED, "british"),
    case("loner-euchred", 1, "maker", DEFENDERS, 2, EUCHRED, "british"),
    case("lone-defender-takes-3", 2, "defender", DEFENDERS, 4, DEFENDER_LONER_EUCHRE, "british"),
    case("lone-defender-takes-4", 1, "defender", DEFENDERS, 4, DEFENDER_LONER_EUCHRE, "british"),
    case("lone-defender-takes-5", 0, "defender", DEFENDERS, 4, DEFENDER_LONER_EUCHRE, "british"),
    case("lone-defender-beaten-3", 3, "defender", MAKERS, 1, MADE, "british"),
    case("lone-defender-marched", 5, "defender", MAKERS, 2, MARCH, "british"),
    case("two-loners-maker-march", 5, "both", MAKERS, 4, LONER_MARCH, "british"),
    case("two-loners-maker-3", 3, "both", MAKERS, 1, MADE, "british"),
    case("two-loners-defender-takes-3", 2, "both", DEFENDERS, 4, DEFENDER_LONER_EUCHRE,
         "british"),
    case("two-loners-defender-takes-5", 0, "both", DEFENDERS, 4, DEFENDER_LONER_EUCHRE,
         "british"),
    case("lone-maker-euchre-4", 1, "maker", DEFENDERS, 4, EUCHRED, "british",
         lone_maker_euchre_4=True),
    case("lone-maker-euchre-4-no-loner", 0, "", DEFENDERS, 2, EUCHRED, "british",
         lone_maker_euchre_4=True),
    case("benny-card-scores-the-same", 2, "defender", DEFENDERS, 4, DEFENDER_LONER_EUCHRE,
         "british", benny_card="2S"),
]  # fmt: skip

TWO_HANDED = [
    case("made-3", 3, "", MAKERS, 1, MADE, "two_handed"),
    case("made-4", 4, "", MAKERS, 1, MADE, "two_handed"),
    case("march", 5, "", MAKERS, 2, MARCH, "two_handed"),
    case("euchred-2", 2, "", DEFENDERS, 2, EUCHRED, "two_handed"),
    case("euchred-1", 1, "", DEFENDERS, 2, EUCHRED, "two_handed"),
    case("euchred-0", 0, "", DEFENDERS, 2, EUCHRED, "two_handed"),
    case("32-card-deck", 5, "", MAKERS, 2, MARCH, "two_handed", deck=32),
]

FIELDS = ("variant", "options", "tricks", "alone", "side", "points", "outcome")


@pytest.mark.parametrize(FIELDS, NORTH_AMERICAN + BRITISH + TWO_HANDED)
def test_scoring_table(variant, options, tricks, alone, side, points, outcome):
    rules = make_rules(variant, **options)
    result = score_hand(rules, played(tricks, alone), before=(3, 4))
    scoring_team = 1 if side is MAKERS else 0
    assert (result.outcome, result.scoring_team, result.points) == (outcome, scoring_team, points)
    assert result.row.side is side
    expected = [3, 4]
    expected[scoring_team] += points
    assert result.state.score == tuple(expected)
    partners = f"seats {scoring_team} and {scoring_team + 2}"
    scorer = f"seat {scoring_team}" if variant == "two_handed" else partners
    assert f"{points} point{'s' if points != 1 else ''} to {scorer}" in result.explanation


@pytest.mark.parametrize(
    ("variant", "target"),
    [("north_american", 10), ("british", 11), ("two_handed", 10)],
)
def test_default_targets(variant, target):
    assert get_variant(variant).default_target == target
    assert make_rules(variant).target == target


# --- every combination, against the reference algorithm of docs/rules.md §5 --------------

SCORING_OPTIONS = {
    "north_american": ("lone_maker_euchre_4", "super_euchre", "lone_defender_euchre_4"),
    "british": ("lone_maker_euchre_4",),
    "two_handed": (),
}


def reference(variant, options, tricks, maker_alone, defender_alone):
    """docs/rules.md §5, "Reference algorithm", with the lone_defender_euchre_4 row of §6."""
    if tricks >= 3:
        if tricks < 5:
            return MAKERS, 1, MADE
        return (MAKERS, 4, LONER_MARCH) if maker_alone else (MAKERS, 2, MARCH)
    if defender_alone:
        if variant == "british" or tricks == 0 or options.get("lone_defender_euchre_4"):
            return DEFENDERS, 4, DEFENDER_LONER_EUCHRE
        return DEFENDERS, 2, DEFENDER_LONER_EUCHRE
    points = 2
    if options.get("lone_maker_euchre_4") and maker_alone:
        points = 4
    if options.get("super_euchre") and tricks == 0:
        points = 4
    return DEFENDERS, points, EUCHRED


def every_scoring_option_set(variant):
    keys = SCORING_OPTIONS[variant]
    for values in product((False, True), repeat=len(keys)):
        yield dict(zip(keys, values, strict=True))


@pytest.mark.parametrize("variant", list(SCORING_OPTIONS))
def test_every_hand_scores_as_the_reference_algorithm(variant):
    lone = ("", "maker", "defender", "both") if get_variant(variant).lone_play else ("",)
    checked = 0
    for options in every_scoring_option_set(variant):
        rules = make_rules(variant, **options)
        for tricks, alone in product(range(6), lone):
            result = score_hand(rules, played(tricks, alone))
            expected = reference(variant, options, tricks, alone in MAKER_LONER,
                                 alone in DEFENDER_LONER)  # fmt: skip
            assert (result.row.side, result.points, result.outcome) == expected, (
                options, tricks, alone,
            )  # fmt: skip
            assert result.points in {row.points for row in rules.table}
            checked += 1
    assert checked == {"north_american": 8 * 24, "british": 2 * 24, "two_handed": 6}[variant]


@pytest.mark.parametrize("variant", list(SCORING_OPTIONS))
def test_the_table_in_force_is_the_rows_some_hand_scores_by(variant):
    # A base row that house rules replace in every case it covers is not shown beside
    # the row that replaced it (the reference page would say 2 and 4 for the same hand).
    lone = ("", "maker", "defender", "both") if get_variant(variant).lone_play else ("",)
    for options in every_scoring_option_set(variant):
        rules = make_rules(variant, **options)
        used = {score_hand(rules, played(t, a)).row for t, a in product(range(6), lone)}
        assert set(rules.table) == used, options


def test_the_lone_defender_house_rule_replaces_the_row_it_overrides():
    rules = make_rules("north_american", lone_defender_euchre_4=True)
    lone_defender_3_4 = [row for row in rules.table if row.matches(2, False, True)]  # makers 2
    assert [row.points for row in lone_defender_3_4] == [4]
