"""The schema states the limits the server holds requests to: each request the server
refused though the schema allowed it (issue 19) is outside the schema now, and the same
request made right is inside it."""

import json
import re
import sys

import jsonschema
import pytest
from django.core.management import call_command

from core.api.schema import NO_NUL, NOT_BLANK


@pytest.fixture(scope="module")
def schema(tmp_path_factory):
    path = tmp_path_factory.mktemp("schema") / "schema.json"
    call_command("spectacular", "--format", "openapi-json", "--file", str(path))
    return json.loads(path.read_text())


def allows(schema, component: str, body) -> bool:
    root = {"$ref": f"#/components/schemas/{component}", "components": schema["components"]}
    return jsonschema.Draft7Validator(root).is_valid(body)


def parameter(schema, path: str, name: str) -> dict:
    operation = schema["paths"][path]["get"]
    return next(p for p in operation["parameters"] if p["name"] == name)["schema"]


HAND = {"dealer": 0, "maker": 1, "round": 1, "trump": "hearts", "maker_tricks": 3}
START = {"variant": "north_american", "seats": ["Ann", "Bob", "Cat", "Dan"], "first_dealer": 0}


@pytest.mark.parametrize(
    ("component", "right", "wrong"),
    [
        ("GameStartRequest", START, {**START, "seats": []}),
        ("GameStartRequest", START, {"seats": START["seats"], "first_dealer": 0}),
        ("HandCreateRequest", HAND, {**HAND, "trump": ""}),
        ("HandCreateRequest", HAND, {k: v for k, v in HAND.items() if k != "round"}),
        ("HandScoreRequest", {**HAND, "score": [0, 0]}, {**HAND, "score": []}),
        ("HandScoreRequest", HAND, {k: v for k, v in HAND.items() if k != "round"}),
        ("PatchedPlayerRenameRequest", {"name": "Ann"}, {"name": "A\x00nn"}),
        ("PatchedPlayerRenameRequest", {"name": "Ann"}, {"name": "   "}),
        ("RosterPlayerCreateRequest", {"name": "Ann"}, {"name": "A\x00nn"}),
        ("TrickRequest", {"trump": "clubs", "plays": []}, {"trump": "", "plays": []}),
        ("PatchedMemberUpdateRequest", {"role": "admin"}, {}),
    ],
)
def test_what_the_server_refuses_the_schema_refuses(schema, component, right, wrong):
    assert allows(schema, component, right)
    assert not allows(schema, component, wrong)


def test_the_ranking_deck_is_one_a_variant_deals(schema):
    deck = parameter(schema, "/api/v1/variants/{key}/ranking/", "deck")
    assert jsonschema.Draft7Validator(deck).is_valid(24)
    assert not jsonschema.Draft7Validator(deck).is_valid(0)


def test_a_not_blank_string_is_what_drf_does_not_trim_to_nothing():
    not_blank, no_nul = re.compile(NOT_BLANK), re.compile(NO_NUL)
    for char in map(chr, range(sys.maxunicode + 1)):
        assert bool(not_blank.match(char)) == (char.strip() != "" and char != "\x00"), hex(
            ord(char)
        )
        assert bool(no_nul.match(char)) == (char != "\x00")
    assert not not_blank.match(" \x1f\u3000") and not_blank.match(" a ")


def test_a_body_with_a_required_field_is_required(schema):
    patch = schema["paths"]["/api/v1/leagues/{slug}/members/{user_id}/"]["patch"]
    assert patch["requestBody"]["required"] is True
