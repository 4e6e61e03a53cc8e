"""PlainOutput writes what DRF's own ``Serializer.to_representation`` writes, with fields
built once per class; a method field asks the serializer being written (its context
too), and any other field that needs its serializer instance is refused."""

import datetime
import uuid
from types import SimpleNamespace

import pytest
from django.core.exceptions import ImproperlyConfigured
from rest_framework import serializers
from rest_framework.renderers import JSONRenderer

from core.api.plain_output import PlainOutput


class Inner(PlainOutput, serializers.Serializer):
    score = serializers.ListField(child=serializers.IntegerField())
    status = serializers.ChoiceField(choices=["in_progress", "finished"])


class Outer(PlainOutput, serializers.Serializer):
    number = serializers.IntegerField()
    token = serializers.UUIDField(allow_null=True)
    when = serializers.DateTimeField()
    note = serializers.CharField(allow_null=True)
    winner = serializers.IntegerField(source="inner.winner", allow_null=True)
    inner = Inner()
    secret = serializers.CharField(write_only=True)


def outer(**changes):
    values = {
        "number": 3,
        "token": uuid.UUID(int=7),
        "when": datetime.datetime(2026, 12, 2, 20, 0, tzinfo=datetime.UTC),
        "note": "Ann: made",
        "secret": "never written",
        "inner": SimpleNamespace(score=[4, 10], status="finished", winner=1),
    }
    return SimpleNamespace(**{**values, **changes})


@pytest.mark.parametrize(
    "instance",
    [
        pytest.param(outer(), id="every value"),
        pytest.param(outer(token=None, note=None), id="nulls"),
        pytest.param(
            outer(inner=SimpleNamespace(score=[0, 0], status="in_progress", winner=None)),
            id="a nested null through a dotted source",
        ),
    ],
)
def test_it_writes_what_drf_writes(instance):
    mine = Outer(instance).data
    drf = serializers.Serializer.to_representation(Outer(), instance)
    assert JSONRenderer().render(mine) == JSONRenderer().render(drf)
    assert "secret" not in mine


def test_many_objects_are_written_alike():
    objects = [outer(number=n) for n in range(3)]
    assert [row["number"] for row in Outer(objects, many=True).data] == [0, 1, 2]


class WithMethod(PlainOutput, serializers.Serializer):
    number = serializers.IntegerField()
    total = serializers.SerializerMethodField()

    def get_total(self, obj) -> int:
        return obj.number * self.context["factor"]


@pytest.mark.parametrize("factor", [2, 5])
def test_a_method_field_asks_the_serializer_written_with_its_context(factor):
    objects = [outer(number=n) for n in range(3)]
    mine = WithMethod(objects, many=True, context={"factor": factor}).data
    drf = [
        serializers.Serializer.to_representation(WithMethod(context={"factor": factor}), one)
        for one in objects
    ]
    assert mine == drf == [{"number": n, "total": n * factor} for n in range(3)]


def test_a_field_that_needs_its_serializer_is_refused():
    class WithRelated(PlainOutput, serializers.Serializer):
        link = serializers.PrimaryKeyRelatedField(read_only=True)

    with pytest.raises(ImproperlyConfigured, match="WithRelated.link needs its serializer"):
        WithRelated(object()).data  # noqa: B018


def test_a_nested_serializer_that_is_not_plain_is_refused():
    class Plain(serializers.Serializer):
        total = serializers.IntegerField()

    class WithNested(PlainOutput, serializers.Serializer):
        rows = Plain(many=True)

    with pytest.raises(ImproperlyConfigured, match="WithNested.rows needs its serializer"):
        WithNested(SimpleNamespace(rows=[])).data  # noqa: B018


def test_an_absent_optional_attribute_is_left_out_as_drf_does():
    class Optional(PlainOutput, serializers.Serializer):
        number = serializers.IntegerField()
        note = serializers.CharField(required=False)

    instance = {"number": 1}
    drf = serializers.Serializer.to_representation(Optional(), instance)
    assert Optional(instance).data == drf == {"number": 1}
