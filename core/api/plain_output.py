"""Serializer output without building the serializer's fields for every object.

A DRF serializer deep-copies each declared field when it is instantiated, and every write
of the API answers with a new one: for a recorded hand that copying cost more than the
rest of the answer. ``PlainOutput`` builds the fields once per class and then writes
each object with those same fields, exactly as ``Serializer.to_representation`` does.
A method field (``SerializerMethodField``) is answered as DRF answers it: by the
serializer's own ``get_<name>`` method, called on the serializer being written (so it
reads that serializer's context, the request). Other fields that need their serializer
instance (a related or hyperlinked field, a file) are refused when the class is first
used. tests/core/test_plain_output.py holds the two writers to the same output.
"""

from functools import cache

from django.core.exceptions import ImproperlyConfigured
from rest_framework import relations, serializers
from rest_framework.fields import SkipField

#: Fields that read the request or call back into their serializer instance.
NEEDS_AN_INSTANCE = (
    relations.RelatedField,
    relations.ManyRelatedField,
    serializers.FileField,
)


class PlainOutput:
    # Mixed into a Serializer whose fields are plain values, lists and other plain
    # serializers. No docstring: drf-spectacular would take it as each serializer's.

    def to_representation(self, instance):
        answer = {}
        for field in _fields(type(self)):
            if isinstance(field, serializers.SerializerMethodField):
                answer[field.field_name] = getattr(self, field.method_name)(instance)
                continue
            try:
                value = field.get_attribute(instance)
            except SkipField:  # an optional attribute that is absent: left out, as DRF does
                continue
            answer[field.field_name] = None if value is None else field.to_representation(value)
        return answer


@cache
def _fields(serializer_class) -> tuple:
    fields = tuple(f for f in serializer_class().fields.values() if not f.write_only)
    for field in fields:
        _refuse_if_instance_bound(f"{serializer_class.__name__}.{field.field_name}", field)
    return fields


def _refuse_if_instance_bound(name: str, field) -> None:
    """Whatever a field writes through (a list's child, a nested serializer) must be plain."""
    inner = getattr(field, "child", None)
    if isinstance(field, NEEDS_AN_INSTANCE) or (
        isinstance(field, serializers.BaseSerializer)
        and not isinstance(field, (PlainOutput, serializers.ListSerializer))
    ):
        raise ImproperlyConfigured(
            f"{name} needs its serializer instance: PlainOutput cannot write it."
        )
    if inner is not None:
        _refuse_if_instance_bound(name, inner)
