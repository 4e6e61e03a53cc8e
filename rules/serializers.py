"""Serializers of the variants and rules-answerer API.

Input serializers check the JSON shape only: a seat is a JSON integer, a card or a
suit a JSON string, a list a list. Whether the card is in the deck, the seat at the
table, the option offered: the rules core decides and raises ``RuleViolation``.
"""

from django.utils.translation import gettext_lazy as _
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from core.api.fields import HouseRulesField, JSONIntegerField, JSONStringField
from core.api.schema import constrain
from scoring import VARIANTS, Outcome, Side, Suit

# --- variants ------------------------------------------------------------------------------


class OptionSpecSerializer(serializers.Serializer):
    key = serializers.CharField()
    default = serializers.JSONField(help_text="The value when a game does not choose.")
    choices = serializers.ListField(child=serializers.JSONField())
    fixed = serializers.BooleanField(help_text="Part of the variant: cannot be changed.")
    summary = serializers.CharField()
    source = serializers.CharField(help_text="The rule text it comes from (docs/rules.md §0).")


class ScoringRowSerializer(serializers.Serializer):
    key = serializers.CharField()
    outcome = serializers.CharField()
    description = serializers.CharField()
    tricks = serializers.ListField(
        child=serializers.IntegerField(), help_text="The makers' tricks this row covers."
    )
    maker_loner = serializers.BooleanField(
        allow_null=True, help_text="true: needs a lone maker; false: none; null: either."
    )
    defender_loner = serializers.BooleanField(
        allow_null=True, help_text="true: needs a lone defender; false: none; null: either."
    )
    side = serializers.ChoiceField([side.value for side in Side], help_text="Who scores.")
    points = serializers.IntegerField()
    option = serializers.CharField(
        allow_null=True, help_text="The house rule that must be on for this row to count."
    )
    source = serializers.CharField()


class VariantSerializer(serializers.Serializer):
    key = serializers.CharField()
    name = serializers.CharField()
    summary = serializers.CharField()
    players = serializers.IntegerField()
    deck_sizes = serializers.ListField(child=serializers.IntegerField())
    default_target = serializers.IntegerField()
    lone_play = serializers.BooleanField(help_text="Whether anyone may go alone.")
    options = OptionSpecSerializer(many=True)
    scoring_table = ScoringRowSerializer(
        source="rows",
        many=True,
        help_text="Rows in order; the first that matches a hand applies (house-rule rows "
        "only when their option is on).",
    )
    sources = serializers.CharField()
    reference = serializers.CharField(help_text="The rules reference page of this variant.")


# --- the answerer --------------------------------------------------------------------------


#: What the schema promises a client: the suits' names; the decks some variant deals.
SUITS = [suit.label for suit in Suit]
DECKS = sorted({size for variant in VARIANTS.values() for size in variant.deck_sizes})


@extend_schema_field({"type": "string", "enum": SUITS})
class SuitNameField(serializers.CharField):
    pass


@extend_schema_field({"type": "integer", "enum": DECKS})
class DeckField(serializers.IntegerField):
    pass


class RankingQuerySerializer(serializers.Serializer):
    trump = SuitNameField(max_length=20, help_text="spades, hearts, diamonds or clubs.")
    deck = DeckField(required=False, help_text="The deck's size, as the variant offers it.")
    benny_card = serializers.CharField(
        required=False, allow_blank=True, max_length=20, help_text='"2S" in british.'
    )


class RankingSerializer(serializers.Serializer):
    trump = serializers.ListField(child=serializers.CharField(), help_text="High to low.")
    plain = serializers.DictField(
        child=serializers.ListField(child=serializers.CharField()),
        help_text="The three other suits, each high to low.",
    )
    rule = serializers.CharField()


class PlaySerializer(serializers.Serializer):
    """The shape of a play, for the schema; ``PlayField`` checks it."""

    seat = JSONIntegerField()
    card = JSONStringField()


@extend_schema_field(PlaySerializer(many=True))
class PlaysField(serializers.Field):
    """A list of plays ``{"seat": <JSON integer>, "card": <JSON string>}``, read as
    (seat, card) pairs: the shape a list of ``PlaySerializer`` checks, in one field.

    /trick/ is the answerer's busiest endpoint, and copying and running DRF's nested
    fields for every request was most of its time.
    """

    default_error_messages = {
        "not_a_list": _("Must be a list of plays."),
        "too_many": _("At most 16 plays."),
        # (self.fail() formats the message: the braces are doubled, in every language)
        "invalid": _('Each play is an object {{"seat": <JSON integer>, "card": <JSON string>}}.'),
    }

    def to_internal_value(self, data):
        if not isinstance(data, list):
            self.fail("not_a_list")
        if len(data) > 16:
            self.fail("too_many")
        plays = []
        for play in data:
            seat, card = (play.get("seat"), play.get("card")) if isinstance(play, dict) else (0, 0)
            if type(seat) is not int or not isinstance(card, str) or len(card) > 20:
                self.fail("invalid")
            plays.append((seat, card))
        return plays


class TrickSerializer(serializers.Serializer):
    trump = JSONStringField()
    plays = PlaysField(
        help_text="In the order played, one per active player: 4, 3 with a lone player, 2 "
        "with two or in two_handed.",
    )
    options = HouseRulesField()
    names = serializers.ListField(
        child=JSONStringField(max_length=60),
        required=False,
        help_text="The players' names, one a seat in seat order: the explanation then names "
        "the winner (by default, by seat number).",
    )


class ExplainedSerializer(serializers.Serializer):
    explanation = serializers.CharField()
    rule = serializers.CharField(help_text="The section of the rules reference that decides.")


class TrickResultSerializer(ExplainedSerializer):
    winner = serializers.IntegerField(help_text="The seat that takes the trick.")
    winning_card = serializers.CharField()


class LegalPlaysSerializer(serializers.Serializer):
    trump = JSONStringField()
    led = JSONStringField(
        allow_null=True, required=False, default=None, help_text="null: you are leading."
    )
    hand = serializers.ListField(child=JSONStringField(), max_length=16)
    options = HouseRulesField()


class LegalPlaysResultSerializer(ExplainedSerializer):
    legal = serializers.ListField(child=serializers.CharField())


class HandScoreSerializer(serializers.Serializer):
    """A hand record (as for a game, without client_id), the dealer and the game so far."""

    dealer = JSONIntegerField()
    maker = JSONIntegerField(allow_null=True, help_text="null: a passed-out deal.")
    round = JSONIntegerField(allow_null=True, required=False, default=None)
    trump = JSONStringField(allow_null=True, required=False, default=None)
    upcard = JSONStringField(allow_null=True, required=False, default=None)
    upcard_suit = JSONStringField(
        allow_null=True,
        required=False,
        default=None,
        help_text="The up-card's suit, when its rank was not noted.",
    )
    maker_loner = JSONIntegerField(allow_null=True, required=False, default=None)
    defender_loner = JSONIntegerField(allow_null=True, required=False, default=None)
    maker_tricks = JSONIntegerField(allow_null=True, required=False, default=None)
    renege = JSONIntegerField(
        allow_null=True,
        required=False,
        default=None,
        help_text="The seat whose renege stopped the hand (instead of `maker_tricks`).",
    )
    options = HouseRulesField()
    target = JSONIntegerField(required=False, default=None, allow_null=True)
    score = serializers.ListField(
        child=JSONIntegerField(),
        required=False,
        default=None,
        allow_null=True,
        max_length=8,
        help_text="Points of team 0 and team 1 before the hand (three_handed: of seats 0, 1 "
        "and 2).",
    )


class HandScoreResultSerializer(ExplainedSerializer):
    outcome = serializers.ChoiceField([outcome.value for outcome in Outcome])
    making_team = serializers.IntegerField(allow_null=True)
    scoring_team = serializers.IntegerField(
        allow_null=True,
        help_text="The side that scored; null when none did, or (three_handed) when a euchre "
        "scored for both of the maker's opponents.",
    )
    points = serializers.IntegerField(
        help_text="What the side that scored scored (three_handed, a euchre: each opponent)."
    )
    level = serializers.ListField(
        child=serializers.IntegerField(),
        required=False,
        help_text="three_handed, with `score`: the seats level at the top at the target or "
        "past it, who play on until one leads (else empty).",
    )
    row = serializers.CharField(allow_null=True, help_text="The scoring row applied.")
    next_dealer = serializers.IntegerField()
    score = serializers.ListField(
        child=serializers.IntegerField(), required=False, help_text="After the hand."
    )
    finished = serializers.BooleanField(required=False)
    winner = serializers.IntegerField(allow_null=True, required=False)


# The schema states the limits the server holds a request to (tests/test_api_schemathesis.py).
constrain("TrickRequest", properties={"plays": {"maxItems": 16}, "trump": {"enum": SUITS}})
constrain("LegalPlaysRequest", properties={"trump": {"enum": SUITS}})
constrain(
    "HandScoreRequest",
    properties={"trump": {"enum": [*SUITS, None]}, "score": {"minItems": 2, "maxItems": 3}},
    anyOf=[{"properties": {"maker": {"enum": [None]}}}, {"required": ["round"]}],
)
