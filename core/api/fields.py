"""Fields of the API's JSON shared by every app: strict JSON types, and house rules.

Strict: a JSON integer is not read from "1", nor a JSON string from 1. House rules are
passed to the rules core as sent: it knows the keys and the values each variant allows.
"""

from django.utils.translation import gettext_lazy
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from scoring import OPTION_KEYS, VARIANTS


class JSONIntegerField(serializers.IntegerField):
    default_error_messages = {"invalid": gettext_lazy("Must be a JSON integer.")}

    def to_internal_value(self, data):
        if type(data) is not int:
            self.fail("invalid")
        return super().to_internal_value(data)


class JSONBooleanField(serializers.BooleanField):
    """A JSON true or false (DRF would take "yes", 1 or "on" for one too)."""

    default_error_messages = {"invalid": gettext_lazy("Must be a JSON boolean.")}

    def to_internal_value(self, data):
        if type(data) is not bool:
            self.fail("invalid")
        return data


class JSONUUIDField(serializers.UUIDField):
    """A UUID written as a JSON string (DRF would take a JSON integer for one too)."""

    def to_internal_value(self, data):
        if not isinstance(data, str):
            self.fail("invalid", value=data)
        return super().to_internal_value(data)


class JSONStringField(serializers.CharField):
    """A JSON string, passed on as sent (the core trims it and reads it case-insensitively)."""

    default_error_messages = {"invalid": gettext_lazy("Must be a JSON string.")}

    def __init__(self, **kwargs):
        kwargs.setdefault("max_length", 20)
        kwargs.setdefault("allow_blank", True)
        kwargs.setdefault("trim_whitespace", False)
        super().__init__(**kwargs)

    def to_internal_value(self, data):
        if not isinstance(data, str):
            self.fail("invalid")
        return super().to_internal_value(data)


def _house_rules_schema() -> dict:
    """Every house rule key with the values some variant offers (which apply: per variant)."""
    properties = {}
    for key in OPTION_KEYS:
        specs = [spec for v in VARIANTS.values() if (spec := v.option(key)) is not None]
        choices = list(dict.fromkeys(choice for spec in specs for choice in spec.choices))
        kinds = {type(choice) for choice in choices if choice is not None}
        schema = {"description": " / ".join(dict.fromkeys(spec.summary for spec in specs))}
        if kinds == {bool}:
            schema["type"] = "boolean"
        else:
            schema.update(type="integer" if kinds == {int} else "string", enum=choices)
            if None in choices:
                schema["nullable"] = True
        properties[key] = schema
    return {
        "type": "object",
        "properties": properties,
        "additionalProperties": False,
        "description": "House rules (docs/rules.md §6). A key the variant does not offer, "
        "or a value it does not allow, is a 400.",
    }


@extend_schema_field(_house_rules_schema())
class HouseRulesField(serializers.Field):
    """An object of house rules, passed to the core as sent: it knows the keys and values.
    Left out or null, the variant's defaults apply."""

    default_error_messages = {"invalid": gettext_lazy("Must be an object of house rules.")}

    def __init__(self, **kwargs):
        super().__init__(required=False, allow_null=True, **kwargs)

    def to_internal_value(self, data):
        if not isinstance(data, dict):
            self.fail("invalid")
        return data
