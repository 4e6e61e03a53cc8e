"""The OpenAPI schema describes the variants and answerer endpoints: requests, answers
and the error bodies, with no authentication needed; and it validates without warnings."""

import json

import pytest
from django.core.management import call_command
from django.test import Client

from scoring import VARIANTS

# Every operation can also answer 406 (no JSON accepted), and one with a body 413 (too
# large), 415 (not JSON) and 429 (too many: every POST counts against the caller's limit).
PATHS = {
    "/api/v1/variants/": ("get", {"200", "406"}),
    "/api/v1/variants/{key}/": ("get", {"200", "404", "406"}),
    "/api/v1/variants/{key}/ranking/": ("get", {"200", "400", "404", "406"}),
    "/api/v1/variants/{key}/trick/": ("post", {"200", "400", "404", "406", "413", "415", "429"}),
    "/api/v1/variants/{key}/legal-plays/": (
        "post",
        {"200", "400", "404", "406", "413", "415", "429"},
    ),
    "/api/v1/variants/{key}/score/": (
        "post",
        {"200", "400", "404", "406", "409", "413", "415", "429"},
    ),
}
ERROR = "#/components/schemas/Error"


@pytest.fixture(scope="module")
def schema():
    response = Client().get("/api/schema/", {"format": "json"})
    assert response.status_code == 200
    return json.loads(response.content)


def test_the_schema_validates_without_warnings(tmp_path):
    call_command("spectacular", "--validate", "--fail-on-warn", "--file", tmp_path / "s.yaml")


@pytest.mark.parametrize("path", PATHS)
def test_each_endpoint_is_described(schema, path):
    method, statuses = PATHS[path]
    operation = schema["paths"][path][method]
    assert set(operation["responses"]) == statuses
    for status in statuses - {"200"}:
        body = operation["responses"][status]["content"]["application/json"]["schema"]
        assert body == {"$ref": ERROR}
    assert operation["security"] == [{}]  # anyone: no account, no token
    if "{key}" in path:
        key = next(p for p in operation["parameters"] if p["name"] == "key")
        assert sorted(key["schema"]["enum"]) == sorted(VARIANTS)
    if method == "post":
        assert operation["requestBody"]["content"]["application/json"]["schema"]["$ref"]


def component(schema, name):
    return schema["components"]["schemas"][name]


def test_the_request_and_answer_bodies(schema):
    trick = component(schema, "TrickRequest")
    assert set(trick["required"]) == {"trump", "plays"}
    assert set(component(schema, "PlayRequest")["properties"]) == {"seat", "card"}
    options = trick["properties"]["options"]
    assert options["additionalProperties"] is False
    assert set(options["properties"]) == {
        "deck", "benny_card", "stick_the_dealer", "defend_alone", "no_loner_after_pass",
        "canadian_loner", "lone_maker_euchre_4", "super_euchre", "lone_defender_euchre_4",
        "joker_suit", "laps", "slam", "made_points", "march_points", "euchre_points",
    }  # fmt: skip
    assert set(component(schema, "TrickResult")["properties"]) == {
        "winner", "winning_card", "explanation", "rule",
    }  # fmt: skip
    assert set(component(schema, "LegalPlaysRequest")["required"]) == {"trump", "hand"}
    score = component(schema, "HandScoreRequest")
    assert set(score["required"]) == {"dealer", "maker"}
    assert {"round", "trump", "upcard", "maker_loner", "defender_loner", "maker_tricks",
            "options", "target", "score"} <= set(score["properties"])  # fmt: skip
    result = component(schema, "HandScoreResult")
    assert {"score", "finished", "winner"}.isdisjoint(result["required"])
    assert {"outcome", "scoring_team", "points", "next_dealer", "explanation"} <= set(
        result["required"]
    )
    variant = component(schema, "Variant")
    assert {"key", "name", "players", "deck_sizes", "default_target", "options",
            "scoring_table"} <= set(variant["required"])  # fmt: skip
