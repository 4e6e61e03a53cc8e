"""Input validated with the serializer's own fields, built once per class.

A DRF serializer builds (deep-copies) every declared field each time it is instantiated,
before it reads a value: for the body of a recorded hand that copying cost more than the
reading. ``plain_data`` validates with fields built once per serializer class: each value
goes through its field's own ``run_validation``, so what is accepted, and what it becomes,
is DRF's decision as ever. A serializer that checks more than its fields one by one
(``validate``, ``validate_<field>``, its own validators, a nested serializer) is left to
DRF, and so is any body with a refused value: the serializer then says why, in the API's
messages. tests/core/test_plain_validation.py holds the two to the same result.
"""

from collections.abc import Mapping
from functools import cache

from django.core.exceptions import ValidationError as DjangoValidationError
from rest_framework import serializers
from rest_framework.exceptions import ValidationError
from rest_framework.fields import SkipField


@cache
def _reader(serializer_class) -> tuple | None:
    """The serializer and its fields that read input, built once; None when DRF must do
    the whole check."""
    if serializer_class.validate is not serializers.Serializer.validate:
        return None
    prototype = serializer_class()
    if prototype.get_validators():
        return None
    fields = tuple(field for field in prototype.fields.values() if not field.read_only)
    for field in fields:
        checked_alone = hasattr(prototype, f"validate_{field.field_name}")
        needs_context = any(getattr(v, "requires_context", False) for v in field.validators)
        if checked_alone or needs_context or isinstance(field, serializers.BaseSerializer):
            return None
    return prototype, fields


def plain_data(serializer_class, data) -> dict | None:
    """What ``serializer_class(data=data)`` validates to, or None: ask the serializer."""
    reader = _reader(serializer_class)
    if reader is None or not isinstance(data, Mapping):
        return None
    prototype, fields = reader
    validated = {}
    for field in fields:
        try:
            value = field.run_validation(field.get_value(data))
        except SkipField:
            continue
        except (ValidationError, DjangoValidationError):
            return None
        prototype.set_value(validated, field.source_attrs, value)
    return validated
