"""Plain input (``core.api.plain_validation``) reads what the serializer would, or steps aside."""

import uuid

from hypothesis import given, settings
from hypothesis import strategies as st

from core.api.plain_validation import plain_data
from games.api.game_serializers import (
    GameStartSerializer,
    HandCreateSerializer,
    ScorekeeperAddSerializer,
)

NAMES = [*HandCreateSerializer._declared_fields, "extra"]
VALUES = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.integers(min_value=-(10**1100), max_value=10**1100),
    st.floats(allow_nan=False),
    st.text(max_size=25),
    st.sampled_from(["hearts", "JOKER", "10H", "", " spades", "a\x00b", "\ud800", "x" * 21]),
    st.uuids().map(str),
    st.uuids().map(lambda u: u.hex),
    st.lists(st.integers(), max_size=2),
    st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
)
PLAIN = st.one_of(
    st.none(), st.integers(-3, 9), st.sampled_from(["hearts", "9S", "JOKER"]), st.uuids().map(str)
)
BODIES = st.one_of(
    # Mostly plain bodies, where the two must agree on every value...
    st.fixed_dictionaries(
        {"maker": st.one_of(st.none(), st.integers(0, 3))},
        optional={name: st.one_of(PLAIN, PLAIN, VALUES) for name in NAMES if name != "maker"},
    ),
    # ...and anything at all.
    st.dictionaries(st.sampled_from(NAMES), VALUES),
    st.lists(st.integers(), max_size=2),
    st.text(max_size=5),
    st.none(),
)


def by_serializer(data) -> dict | None:
    serializer = HandCreateSerializer(data=data)
    return dict(serializer.validated_data) if serializer.is_valid() else None


@settings(max_examples=1500, deadline=None)  # (timing is not what it checks: a busy machine)
@given(BODIES)
def test_plain_input_agrees_with_the_serializer_whenever_it_answers(body):
    plain = plain_data(HandCreateSerializer, body)
    if plain is not None:
        assert plain == by_serializer(body)
        assert [type(v) for v in plain.values()] == [type(v) for v in by_serializer(body).values()]


def test_the_everyday_bodies_take_the_plain_way():
    client_id = uuid.uuid4()
    bodies = [
        {"maker": None},
        {"maker": 1, "round": 1, "trump": "hearts", "maker_tricks": 3},
        {"maker": 2, "round": 2, "trump": "Spades", "upcard": "10H", "maker_loner": 2,
         "maker_tricks": 5, "dealer": 1, "client_id": str(client_id)},
        {"maker": 3, "round": None, "upcard": "JOKER", "trump": "clubs", "defender_loner": 0,
         "maker_tricks": 2, "client_id": client_id.hex},
    ]  # fmt: skip
    for body in bodies:
        plain = plain_data(HandCreateSerializer, body)
        assert plain == by_serializer(body), body


def test_anything_else_is_left_to_the_serializer():
    for body in (
        {"round": 1},  # maker is required
        {"maker": True},
        {"maker": "1"},
        {"maker": 1.0},
        {"maker": 1, "trump": "x" * 21},
        {"maker": 1, "client_id": "not-a-uuid"},
        ["maker", 1],
    ):
        assert plain_data(HandCreateSerializer, body) is None, body


def test_any_field_that_checks_its_value_alone_takes_the_plain_way():
    body = {"email": "ann@example.com"}
    serializer = ScorekeeperAddSerializer(data=body)
    assert serializer.is_valid()
    assert plain_data(ScorekeeperAddSerializer, body) == dict(serializer.validated_data)
    assert plain_data(ScorekeeperAddSerializer, {"email": "not an address"}) is None


def test_serializers_with_a_check_of_their_own_always_use_drf():
    # GameStartSerializer checks the seats against each other in validate().
    assert plain_data(GameStartSerializer, {"variant": "british", "seats": ["A", "B"]}) is None


def test_serializers_that_check_more_than_their_fields_always_use_drf():
    class Checked(HandCreateSerializer):
        def validate(self, attrs):
            raise AssertionError("plain input would skip this")

    body = {"round": 1, "maker": 1, "maker_tricks": 3}
    assert plain_data(HandCreateSerializer, body) is not None
    assert plain_data(Checked, body) is None
