"""The input of the games API (docs/api.md): serializers that check the shape only;
whether a hand or a game is valid is for the rules core to say, through the services."""

from django.utils.translation import gettext, gettext_lazy
from drf_spectacular.utils import (
    extend_schema_field,
)
from rest_framework import serializers

from core.api.fields import HouseRulesField, JSONIntegerField, JSONStringField, JSONUUIDField
from core.api.schema import constrain
from games.models import Player, Suit, Variant
from games.seat_checks import MAX_SEAT

PLAYER_NAME_LENGTH = Player._meta.get_field("name").max_length
GROUP_SLUG_LENGTH = 50
TEAM_NAME_LENGTH = 40


@extend_schema_field({"type": "string", "enum": Variant.values})
class VariantKeyField(serializers.CharField):
    """A variant key; an unknown one is the rules core's UNKNOWN_VARIANT."""


@extend_schema_field(
    {
        "oneOf": [
            {"type": "string", "minLength": 1, "maxLength": PLAYER_NAME_LENGTH},
            {
                "type": "object",
                "properties": {"player": {"type": "integer"}},
                "required": ["player"],
                "additionalProperties": False,
            },
        ],
        "description": 'A player\'s name (new, or one of yours, any case), or {"player": id}.',
    }
)
class SeatField(serializers.Field):
    default_error_messages = {
        "invalid": gettext_lazy('A seat is a player\'s name or {{"player": id}}.'),
    }

    def to_internal_value(self, data):
        if isinstance(data, dict) and set(data) == {"player"}:
            return {"player": JSONIntegerField().run_validation(data["player"])}
        if isinstance(data, str):
            return serializers.CharField(max_length=PLAYER_NAME_LENGTH).run_validation(data)
        self.fail("invalid")


# The schema documents the values that can be valid; the rules core checks them (so a 9 is
# INVALID_SEAT, not a shape error) and knows, say, that two-handed Euchre has seats 0 and 1.


@extend_schema_field({"type": "integer", "minimum": 0, "maximum": MAX_SEAT, "nullable": True})
class SeatNumberField(JSONIntegerField):
    pass


@extend_schema_field({"type": "integer", "minimum": 0, "maximum": 5, "nullable": True})
class TricksField(JSONIntegerField):
    pass


@extend_schema_field({"type": "integer", "enum": [1, 2, None], "nullable": True})
class RoundField(JSONIntegerField):
    pass


def nullable(field_class, help_text: str, **kwargs):
    return field_class(allow_null=True, required=False, default=None, help_text=help_text, **kwargs)


class MatchSpecSerializer(serializers.Serializer):
    """A match: exactly one of its two formats."""

    best_of = serializers.IntegerField(required=False, help_text="3, 5 or 7 games.")
    first_to = serializers.IntegerField(required=False, help_text="2 to 10 wins.")

    def validate(self, attrs):
        if len(attrs) != 1:
            raise serializers.ValidationError(
                gettext('Send one of best_of and first_to, e.g. {"best_of": 3}.')
            )
        return next(iter(attrs.items()))


@extend_schema_field(
    {
        "type": "object",
        "nullable": True,
        "properties": {
            "best_of": {"type": "integer", "enum": [3, 5, 7]},
            "first_to": {"type": "integer", "minimum": 2, "maximum": 10},
        },
        "minProperties": 1,
        "maxProperties": 1,
    }
)
class MatchSpecField(serializers.Field):
    """A match as sent, read by ``MatchSpecSerializer``: ``(format, length)``."""

    def to_internal_value(self, data):
        return MatchSpecSerializer().run_validation(data)


class GameStartSerializer(serializers.Serializer):
    variant = VariantKeyField(
        required=False, help_text="Required unless `league` or `rematch_of` is sent."
    )
    target = nullable(JSONIntegerField, "Points to win; by default the variant's.")
    options = HouseRulesField()
    seats = serializers.ListField(
        child=SeatField(),
        required=False,
        help_text="Seat 0 first, clockwise: 4 seats, or 2 in two_handed (required unless "
        "`rematch_of` is sent).",
    )
    first_dealer = JSONIntegerField(
        required=False,
        help_text="The seat that deals the first hand (required unless `rematch_of` is sent).",
    )
    team_names = serializers.ListField(
        child=serializers.CharField(max_length=TEAM_NAME_LENGTH),
        min_length=2,
        max_length=2,
        required=False,
        help_text='Team 0\'s and team 1\'s; default "Team 1" and "Team 2" (the players\' names '
        "in two_handed).",
    )
    client_id = JSONUUIDField(
        required=False,
        allow_null=True,
        help_text="The client's id for this request: sending it again returns the game it "
        "started (200) instead of starting another.",
    )
    league = nullable(
        JSONStringField,
        "The slug of a league the caller belongs to: the game plays its rules and seats "
        "its roster's players.",
        max_length=GROUP_SLUG_LENGTH,
    )
    season = nullable(
        JSONIntegerField,
        "A season of that league (any dates: games are recorded late); by default the "
        "one whose dates hold today, if any.",
    )

    rematch_of = nullable(
        JSONIntegerField,
        "A finished game the caller keeps score in: the new game takes its seats, rules, "
        "team names and next dealer (any of them sent are ignored), and joins its match. "
        "A league's game is followed by the league's next game: the same roster players in "
        "the same seats, in the season holding today (not as a match: MATCH_IN_LEAGUE).",
    )
    match = MatchSpecField(
        required=False,
        allow_null=True,
        default=None,
        help_text='Start a match with this game: {"best_of": 3} (or 5, 7) or {"first_to": '
        "N} (2 to 10). With `rematch_of`, the earlier game is its first.",
    )

    def validate(self, attrs):  # the schema says so too (constrain, below)
        if attrs.get("rematch_of") is not None:
            return attrs
        required = self.error_messages["required"]  # DRF's own words, in its catalogue
        if attrs.get("variant") is None and attrs.get("league") is None:
            raise serializers.ValidationError({"variant": required})
        for name in ("seats", "first_dealer"):
            if name not in attrs:
                raise serializers.ValidationError({name: required})
        return attrs


#: How long a correction's reason may be (``games.models.Confirmation.comment``).
COMMENT_LENGTH = 500


def reason_field(**kwargs):
    return JSONStringField(
        required=False,
        max_length=COMMENT_LENGTH,
        help_text="Why an organiser or league admin changes a confirmed result (logged in "
        "its `confirmation`); without it, a confirmed game's hands are 409 RESULT_CONFIRMED.",
        **kwargs,
    )


class HandMeantSerializer(serializers.Serializer):
    """The query of an undo or edit: which hand the caller means, beyond its number, and
    an undo's ``reason`` (a confirmed result's correction)."""

    client_id = serializers.UUIDField(required=False)
    reason = serializers.CharField(required=False, allow_blank=True, max_length=COMMENT_LENGTH)


class HandRecordSerializer(serializers.Serializer):
    """A hand as recorded (docs/rules.md §8), JSON types as sent; PATCH sends any part."""

    dealer = nullable(SeatNumberField, "If sent, it must be the game's current dealer.")
    round = nullable(
        RoundField,
        "1: the upcard was ordered up; 2: another suit was named; null only for a British "
        "joker up-card.",
    )
    maker = SeatNumberField(
        allow_null=True, help_text="The seat that made trump; null records a passed-out deal."
    )
    trump = nullable(JSONStringField, "spades, hearts, diamonds or clubs.")
    upcard = nullable(JSONStringField, 'e.g. "10H", "JD", "JOKER".')
    upcard_suit = nullable(
        JSONStringField,
        "The up-card's suit, when its rank was not noted (with `upcard`, the same suit). In "
        "round 1 it is trump: either noted, the other is filled in.",
    )
    maker_loner = nullable(SeatNumberField, "The seat on the making team that went alone.")
    defender_loner = nullable(SeatNumberField, "The defender who defended alone.")
    maker_tricks = nullable(TricksField, "Tricks the makers took, 0 to 5; null with `renege`.")
    renege = nullable(
        SeatNumberField,
        "The seat whose renege stopped the hand: the other side scores the penalty "
        "(docs/rules.md §5.2) and `maker_tricks` is null.",
    )


class HandCreateSerializer(HandRecordSerializer):
    client_id = JSONUUIDField(
        required=False,
        allow_null=True,
        help_text="The client's id for this hand: sending it again returns the stored hand.",
    )
    reason = reason_field()


class HandChangeSerializer(HandRecordSerializer):
    """An edit of a hand: any part of its record, and the reason for a correction."""

    reason = reason_field()


class GameChangeSerializer(serializers.Serializer):
    team_names = serializers.ListField(
        child=serializers.CharField(max_length=TEAM_NAME_LENGTH),
        min_length=2,
        max_length=2,
        required=False,
        help_text="Team 0's and team 1's.",
    )
    target = JSONIntegerField(
        required=False,
        help_text="Points to win: changes only while no team has reached it or the new one "
        "(TARGET_ALREADY_REACHED).",
    )


constrain(
    "GameStartRequest",
    properties={"seats": {"minItems": 2, "maxItems": 4}},
    anyOf=[  # a new game names its seats and dealer; a rematch takes them from the game before
        {"required": ["variant", "seats", "first_dealer"]},
        {
            "required": ["league", "seats", "first_dealer"],
            "properties": {"league": {"type": "string"}},
        },
        {"required": ["rematch_of"], "properties": {"rematch_of": {"type": "integer"}}},
    ],
)

SUITS = [*Suit.values, None]
#: A deal someone made names its bidding round (null only for the British joker up-card).
MADE_HAS_ROUND = [{"properties": {"maker": {"enum": [None]}}}, {"required": ["round"]}]
constrain("HandCreateRequest", properties={"trump": {"enum": SUITS}}, anyOf=MADE_HAS_ROUND)
constrain("PatchedHandChangeRequest", properties={"trump": {"enum": SUITS}})
