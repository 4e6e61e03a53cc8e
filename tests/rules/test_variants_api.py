"""GET /api/v1/variants/, /variants/{key}/ and /variants/{key}/ranking/: the variant data
as the rules core holds it, to anyone, and a 400 or 404 naming the problem."""

import pytest
from rest_framework.test import APIClient

from scoring import VARIANTS, Suit, plain_order, rules_for, trump_order
from tests.rules.support import VARIANT_KEYS, refused, url

VARIANT_FIELDS = {
    "key", "name", "summary", "players", "deck_sizes", "default_target", "lone_play",
    "options", "scoring_table", "sources", "reference",
}  # fmt: skip
OPTION_FIELDS = {"key", "default", "choices", "fixed", "summary", "source"}
ROW_FIELDS = {
    "key", "outcome", "description", "tricks", "maker_loner", "defender_loner", "side",
    "points", "option", "source",
}  # fmt: skip


def expected_variant(variant) -> dict:
    """The variant as docs/api.md describes it, written from the core's data."""
    return {
        "key": variant.key,
        "name": variant.name,
        "summary": variant.summary,
        "players": variant.players,
        "deck_sizes": list(variant.deck_sizes),
        "default_target": variant.default_target,
        "lone_play": variant.lone_play,
        "sources": variant.sources,
        "reference": f"/rules/{variant.key}/",
        "options": [
            {
                "key": spec.key,
                "default": spec.default,
                "choices": list(spec.choices),
                "fixed": spec.fixed,
                "summary": spec.summary,
                "source": spec.source,
            }
            for spec in variant.options
        ],
        "scoring_table": [
            {
                "key": r.key,
                "outcome": r.outcome.value,
                "description": r.description,
                "tricks": list(r.tricks),
                "maker_loner": r.maker_loner,
                "defender_loner": r.defender_loner,
                "side": r.side.value,
                "points": r.points,
                "option": r.option,
                "source": r.source,
            }
            for r in variant.rows
        ],
    }


def test_the_list_holds_every_variant(api_client):
    response = api_client.get("/api/v1/variants/")
    assert response.status_code == 200
    body = response.json()
    assert [v["key"] for v in body] == list(VARIANTS)
    assert body == [expected_variant(v) for v in VARIANTS.values()]


@pytest.mark.parametrize("key", VARIANT_KEYS)
def test_one_variant(api_client, key):
    response = api_client.get(url(key))
    assert response.status_code == 200
    body = response.json()
    assert set(body) == VARIANT_FIELDS
    assert all(set(option) == OPTION_FIELDS for option in body["options"])
    assert all(set(row) == ROW_FIELDS for row in body["scoring_table"])
    assert body == expected_variant(VARIANTS[key])


def test_the_seeded_values_come_through():
    # A few values of docs/rules.md, spelled out, so the comparison above is not only core vs core.
    na, british, two, railroad, three = (expected_variant(VARIANTS[k]) for k in VARIANT_KEYS)
    assert (three["players"], three["lone_play"], three["default_target"]) == (3, False, 10)
    three_points = {r["key"]: r["points"] for r in three["scoring_table"]}
    assert three_points == {"made": 1, "march": 3, "euchred": 2}
    assert (na["players"], na["deck_sizes"], na["default_target"]) == (4, [24, 32], 10)
    assert (british["deck_sizes"], british["default_target"]) == ([25], 11)
    assert (two["players"], two["lone_play"]) == (2, False)
    assert (railroad["deck_sizes"], railroad["default_target"]) == ([25, 33], 10)
    railroad_points = {r["key"]: r["points"] for r in railroad["scoring_table"]}
    assert railroad_points["lone-defender-euchre"] == 4
    points = {r["key"]: r["points"] for r in british["scoring_table"]}
    assert points["lone-defender-euchre"] == 4 and points["loner-march"] == 4
    defaults = {o["key"]: o["default"] for o in na["options"]}
    assert defaults["defend_alone"] is True and defaults["stick_the_dealer"] is False


@pytest.mark.parametrize("path", ["nope/", "nope/ranking/?trump=hearts", "NORTH_AMERICAN/"])
def test_an_unknown_variant_is_a_404(api_client, path):
    body = refused(api_client.get(f"/api/v1/variants/{path}"), 404, "UNKNOWN_VARIANT", None)
    assert "north_american" in body["message"]


def test_anyone_may_read_without_an_account():
    client = APIClient()
    client.credentials(HTTP_X_SESSION_TOKEN="not-a-real-token")
    assert client.get(url("british")).status_code == 200


# --- ranking ----------------------------------------------------------------------------


def core_ranking(rules, trump: Suit) -> dict:
    deck = rules.deck
    return {
        "trump": [deck.name(c) for c in trump_order(trump, deck)],
        "plain": {
            s.label: [deck.name(c) for c in plain_order(s, trump, deck)] for s in Suit if s != trump
        },
    }


RANKING_CASES = [
    pytest.param(key, query, options, id=f"{key}-{i}")
    for i, (key, query, options) in enumerate(
        [
            ("north_american", {}, {}),
            ("north_american", {"deck": "32"}, {"deck": 32}),
            ("two_handed", {"deck": "32"}, {"deck": 32}),
            ("two_handed", {}, {}),
            ("british", {}, {}),
            ("british", {"benny_card": "2S"}, {"benny_card": "2S"}),
            ("british", {"benny_card": ""}, {}),
        ]
    )
]


@pytest.mark.parametrize(("key", "query", "options"), RANKING_CASES)
@pytest.mark.parametrize("trump", list(Suit), ids=lambda s: s.label)
def test_ranking_is_the_cores(api_client, key, query, options, trump):
    response = api_client.get(url(key, "ranking"), {"trump": trump.label, **query})
    assert response.status_code == 200, response.content
    body = response.json()
    assert body == {
        **core_ranking(rules_for(key, options), trump),
        "rule": f"/rules/{key}/#ranking",
    }


@pytest.mark.parametrize(
    ("key", "query", "trump"),
    [
        ("north_american", {"trump": "hearts"}, ["JH", "JD", "AH", "KH", "QH", "10H", "9H"]),
        ("north_american", {"trump": "C"}, ["JC", "JS", "AC", "KC", "QC", "10C", "9C"]),
        ("north_american", {"trump": "Spades", "deck": "32"},
         ["JS", "JC", "AS", "KS", "QS", "10S", "9S", "8S", "7S"]),
        ("british", {"trump": "diamonds"}, ["JOKER", "JD", "JH", "AD", "KD", "QD", "10D", "9D"]),
        ("british", {"trump": "diamonds", "benny_card": "2s"},
         ["2S", "JD", "JH", "AD", "KD", "QD", "10D", "9D"]),
    ],
)  # fmt: skip
def test_ranking_as_the_rulebook_prints_it(api_client, key, query, trump):
    body = api_client.get(url(key, "ranking"), query).json()
    assert body["trump"] == trump
    same_colour = {"H": "D", "D": "H", "S": "C", "C": "S"}[trump[-1][-1]]
    left_suit = {"H": "hearts", "D": "diamonds", "S": "spades", "C": "clubs"}[same_colour]
    assert "J" + same_colour in trump
    assert "J" + same_colour not in body["plain"][left_suit]  # the left bower left its suit
    assert len(body["plain"][left_suit]) == len(trump) - 2 - (trump[0] in ("JOKER", "2S"))
    assert len(body["plain"]) == 3


@pytest.mark.parametrize(
    ("key", "query", "code", "field"),
    [
        ("north_american", {}, "INVALID_INPUT", "trump"),
        ("north_american", {"trump": "trumps"}, "INVALID_SUIT", "trump"),
        ("north_american", {"trump": ""}, "INVALID_INPUT", "trump"),
        ("north_american", {"trump": "x" * 50}, "INVALID_INPUT", "trump"),
        ("north_american", {"trump": "hearts", "deck": "many"}, "INVALID_INPUT", "deck"),
        ("north_american", {"trump": "hearts", "deck": "28"}, "INVALID_OPTION_VALUE", "deck"),
        ("british", {"trump": "hearts", "deck": "32"}, "INVALID_OPTION_VALUE", "deck"),
        ("north_american", {"trump": "hearts", "benny_card": "2S"}, "OPTION_NOT_APPLICABLE",
         "benny_card"),
        ("british", {"trump": "hearts", "benny_card": "3S"}, "INVALID_OPTION_VALUE",
         "benny_card"),
    ],
)  # fmt: skip
def test_bad_ranking_queries_are_400(api_client, key, query, code, field):
    body = refused(api_client.get(url(key, "ranking"), query), 400, code, field)
    if code != "INVALID_INPUT":
        assert body["rule"].startswith(f"/rules/{key}/#")
