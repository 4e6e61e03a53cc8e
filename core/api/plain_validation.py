"""Everyday input checked without building a serializer's fields.

A DRF serializer builds (deep-copies) every declared field for each request before it
reads a value; for the body of a recorded hand that is most of the cost of reading it.
``plain_data`` reads the declared fields once per class and accepts a body only when
every value is plainly valid: a JSON integer for an integer field, a short printable
string, a UUID in a string, null where allowed. Anything else returns None and goes
through the serializer, whose messages are the API's. tests/core/test_plain_validation.py
holds the two to the same result.
"""

import uuid
from functools import cache

from rest_framework import serializers
from rest_framework.fields import empty

from core.api.fields import JSONIntegerField, JSONStringField, JSONUUIDField

INVALID = object()


def _integer(value):
    # Huge integers go to DRF, which refuses numbers of over 1000 digits.
    return value if type(value) is int and -(10**18) < value < 10**18 else INVALID


def _string_of_at_most(longest: int):
    # Printable ASCII has no NUL and no surrogates: DRF's other two string validators.
    def read(value):
        plain = type(value) is str and value.isascii() and value.isprintable()
        return value if plain and len(value) <= longest else INVALID

    return read


def _uuid(value):
    try:
        return uuid.UUID(hex=value) if type(value) is str else INVALID
    except ValueError:
        return INVALID


def _reader(field):
    """How to read a plain value of this field, or None when only DRF should."""
    if field.read_only or field.source not in (None, field.field_name):
        return None
    if isinstance(field, JSONStringField):
        if field.min_length or not field.allow_blank or field.trim_whitespace:
            return None
        return _string_of_at_most(field.max_length)
    if field.validators:
        return None
    if isinstance(field, JSONIntegerField) and field.max_value is field.min_value is None:
        return _integer
    if type(field) is JSONUUIDField:
        return _uuid
    return None


@cache
def _plan(serializer_class) -> tuple | None:
    """(name, read, allow_null, required, default) per field; None if one has no reader,
    or if the serializer checks more than its fields."""
    if serializer_class.validate is not serializers.Serializer.validate:
        return None
    plan = []
    for name, field in serializer_class._declared_fields.items():
        read = _reader(field)
        if read is None:
            return None
        plan.append((name, read, field.allow_null, field.required, field.default))
    return tuple(plan)


def plain_data(serializer_class, data) -> dict | None:
    """What ``serializer_class(data=data)`` would validate to, or None: ask the serializer."""
    plan = _plan(serializer_class)
    if plan is None or type(data) is not dict:
        return None
    validated = {}
    for name, read, allow_null, required, default in plan:
        if name not in data:
            if required:
                return None
            if default is not empty:
                validated[name] = default
            continue
        value = data[name]
        if value is None:
            if not allow_null:
                return None
            validated[name] = None
            continue
        value = read(value)
        if value is INVALID:
            return None
        validated[name] = value
    return validated
