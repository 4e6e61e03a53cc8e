"""The JSON of the games API (docs/api.md). Input serializers check the shape only:
whether a hand or a game is valid is for the rules core to say, through the services."""

from django.utils.translation import gettext, gettext_lazy
from drf_spectacular.utils import (
    PolymorphicProxySerializer,
    extend_schema_field,
    extend_schema_serializer,
)
from rest_framework import serializers

from core.api.fields import HouseRulesField, JSONIntegerField, JSONStringField, JSONUUIDField
from core.api.plain_output import PlainOutput
from core.api.schema import constrain
from games.groups import NO_GROUP_FIELDS
from games.links import share_url
from games.models import MatchFormat, Outcome, Player, Status, Suit, Variant
from games.permissions import Ability, Role, allows, may_delete
from games.seat_checks import MAX_SEAT, THREE_HANDED

PLAYER_NAME_LENGTH = Player._meta.get_field("name").max_length
GROUP_SLUG_LENGTH = 50
TEAM_NAME_LENGTH = 40

# --- input -----------------------------------------------------------------------------


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


class HandMeantSerializer(serializers.Serializer):
    """The query of an undo or edit: which hand the caller means, beyond its number."""

    client_id = serializers.UUIDField(required=False)


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


# --- output ----------------------------------------------------------------------------


class SeatSerializer(PlainOutput, serializers.Serializer):
    position = serializers.IntegerField()
    name = serializers.CharField(source="player.name")
    player = serializers.IntegerField(source="player_id")


class TeamSerializer(PlainOutput, serializers.Serializer):
    team = serializers.IntegerField()
    seats = serializers.ListField(child=serializers.IntegerField())
    name = serializers.CharField()
    score = serializers.IntegerField()


class PlayerScoreSerializer(PlainOutput, serializers.Serializer):
    seat = serializers.IntegerField()
    name = serializers.CharField()
    score = serializers.IntegerField()


class GameStateFields(serializers.Serializer):
    """Where the game stands: what changes with every hand."""

    score = serializers.ListField(
        child=serializers.IntegerField(),
        min_length=2,
        max_length=3,
        help_text="By team; in three_handed, by seat (each player scores alone).",
    )
    dealer = serializers.IntegerField(source="next_dealer", help_text="Whose deal is next.")
    status = serializers.ChoiceField(choices=Status.values)
    winner = serializers.IntegerField(
        allow_null=True,
        help_text="The winning team (three_handed: seat), once finished.",
    )
    hands_played = serializers.IntegerField()


class GameStateSerializer(PlainOutput, GameStateFields):
    # As every write answers it; the schema's description is GameStateFields' docstring.
    pass


def _integers(*names: str) -> dict:
    return {name: {"type": "integer"} for name in names}


# Written out: OpenAPI 3.0 reads "nullable" only beside a "type", which a $ref has not.
MATCH_SCHEMA = {
    "type": "object",
    "nullable": True,
    "description": "The match this game is one of (null: none), tallied from its games' "
    "winners: best of `length` games, or first to `length` wins.",
    "properties": {
        **_integers("id", "length", "wins_needed", "played", "number"),
        "format": {"type": "string", "enum": MatchFormat.values},
        "wins": {"type": "array", "items": {"type": "integer"}, "description": "By team."},
        "winner": {"type": "integer", "nullable": True, "description": "Once decided."},
        "games": {"type": "array", "items": {"type": "integer"}, "description": "In order."},
        "next": {"type": "integer", "nullable": True, "description": "The game after this."},
    },
    "required": [
        "id", "format", "length", "wins_needed", "wins", "played", "winner", "games",
        "number", "next",
    ],
}  # fmt: skip

TOURNAMENT_TABLE_SCHEMA = {
    "type": "object",
    "nullable": True,
    "description": "The tournament, round and table this game is played at (null: none).",
    "properties": _integers("id", "round", "table"),
    "required": ["id", "round", "table"],
}


PARTNERSHIP_VARIANTS = [key for key in Variant.values if key != THREE_HANDED]


@extend_schema_serializer(component_name="PartnershipGame")
class GameSerializer(PlainOutput, GameStateFields):
    # The one writer of a game's JSON (every answer with a game, the table's refresh
    # included): fields built once per class (``PlainOutput``), the seats prefetched. A
    # three-handed game is written by ``ThreeHandedGameSerializer``: players, no teams.

    id = serializers.IntegerField()
    variant = serializers.ChoiceField(choices=PARTNERSHIP_VARIANTS)
    target = serializers.IntegerField()
    options = serializers.DictField(help_text="Every house rule of the variant, resolved.")
    first_dealer = serializers.IntegerField()
    seats = SeatSerializer(many=True)
    teams = TeamSerializer(many=True)
    carried = serializers.ListField(
        child=serializers.IntegerField(),
        help_text="The score it opened at, by team: points the winning hand of the match's "
        "game before scored past its target (railroad's `laps`); else [0, 0].",
    )
    role = serializers.ChoiceField(choices=[r.value for r in Role], help_text="The caller's.")
    can_edit = serializers.SerializerMethodField(help_text="May the caller record hands?")
    can_delete = serializers.SerializerMethodField(
        help_text="May the caller delete the game? Its owner; in a league, its admins, and "
        "the member who started it while it has no hand."
    )
    share_url = serializers.SerializerMethodField(
        help_text="The read-only link, for the owner while the game is shared; else null."
    )
    match = serializers.SerializerMethodField(
        help_text="The match this game is one of (null: none), tallied from its games."
    )
    league = serializers.SerializerMethodField(help_text="The league's slug, if in one.")
    season = serializers.SerializerMethodField(help_text="The league season's id, if any.")
    tournament = serializers.SerializerMethodField(
        help_text="The tournament, round and table it is played at, if any."
    )
    created_at = serializers.DateTimeField()
    updated_at = serializers.DateTimeField()

    field_order = [
        "id", "variant", "target", "options", "first_dealer", "seats", "teams", "score",
        "carried", "dealer", "status", "winner", "hands_played", "role", "can_edit", "can_delete",
        "share_url",
        "match", "league", "season", "tournament", "created_at", "updated_at",
    ]  # fmt: skip

    def get_fields(self):
        fields = super().get_fields()
        return {name: fields[name] for name in self.field_order}

    # Set by games.services.matches.with_match_fields; a game read elsewhere is in none.
    @extend_schema_field(MATCH_SCHEMA)
    def get_match(self, game) -> dict | None:
        return getattr(game, "match_fields", None)

    # Set by games.selectors.with_group_fields; a game read elsewhere is in no group.
    @extend_schema_field({"type": "string", "nullable": True})
    def get_league(self, game) -> str | None:
        return getattr(game, "group_fields", NO_GROUP_FIELDS)["league"]

    @extend_schema_field({"type": "integer", "nullable": True})
    def get_season(self, game) -> int | None:
        return getattr(game, "group_fields", NO_GROUP_FIELDS)["season"]

    @extend_schema_field(TOURNAMENT_TABLE_SCHEMA)
    def get_tournament(self, game) -> dict | None:
        return getattr(game, "group_fields", NO_GROUP_FIELDS).get("tournament")

    def get_can_edit(self, game) -> bool:
        return allows(game.role, Ability.RECORD)

    def get_can_delete(self, game) -> bool:
        return may_delete(game, game.role, self.context["request"].user)

    @extend_schema_field({"type": "string", "format": "uri", "nullable": True})
    def get_share_url(self, game) -> str | None:
        return _share_url_for(self.context["request"], game)

    def to_representation(self, game):
        if game.variant == THREE_HANDED:
            if getattr(self, "_three", None) is None:  # (one writer for a whole list)
                self._three = ThreeHandedGameSerializer(context=self.context)
            return self._three.to_representation(game)
        return super().to_representation(game)


@extend_schema_serializer(component_name="ThreeHandedGame")
class ThreeHandedGameSerializer(GameSerializer):
    """A three-handed game: each seat scores alone, so ``players`` (by seat) and no teams;
    ``level``, the seats level at the top at the target or past it, who play on."""

    variant = serializers.ChoiceField(choices=[THREE_HANDED])
    teams = None
    players = PlayerScoreSerializer(many=True, source="players_by_seat")
    level = serializers.ListField(
        child=serializers.IntegerField(),
        help_text="The seats level at the top at the target or past it: they play on until "
        "one leads (empty otherwise).",
    )

    field_order = [
        "players" if name == "teams" else name for name in GameSerializer.field_order
    ] + ["level"]

    def to_representation(self, game):
        return PlainOutput.to_representation(self, game)


#: Every game's JSON, as the schema states it: a partnership game, or a three-handed one.
GAME = PolymorphicProxySerializer(
    component_name="Game",
    serializers={
        **dict.fromkeys(PARTNERSHIP_VARIANTS, GameSerializer),
        THREE_HANDED: ThreeHandedGameSerializer,
    },
    resource_type_field_name="variant",
    many=False,
)
GAMES = PolymorphicProxySerializer(
    component_name="Game",
    serializers=GAME.serializers,
    resource_type_field_name="variant",
    many=True,
)


def _share_url_for(request, game) -> str | None:
    if not (game.share_token and allows(game.role, Ability.MANAGE)):
        return None
    return share_url(request, game)


class HandSerializer(PlainOutput, serializers.Serializer):
    number = serializers.IntegerField()
    client_id = serializers.UUIDField(allow_null=True)
    dealer = serializers.IntegerField()
    round = serializers.IntegerField(allow_null=True)
    maker = serializers.IntegerField(allow_null=True)
    trump = serializers.ChoiceField(choices=Suit.values, allow_null=True)
    upcard = serializers.CharField(allow_null=True)
    upcard_suit = serializers.ChoiceField(
        choices=Suit.values,
        allow_null=True,
        help_text="The up-card's suit: noted, or forced (in round 1 trump is the up-card's suit).",
    )
    maker_loner = serializers.IntegerField(allow_null=True)
    defender_loner = serializers.IntegerField(allow_null=True)
    maker_tricks = serializers.IntegerField(allow_null=True)
    renege = serializers.IntegerField(allow_null=True, help_text="The seat that reneged, if any.")
    making_team = serializers.IntegerField(allow_null=True)
    outcome = serializers.ChoiceField(choices=Outcome.values)
    scoring_team = serializers.IntegerField(allow_null=True)
    points = serializers.IntegerField()
    score = serializers.ListField(
        child=serializers.IntegerField(), help_text="The game's score after this hand, by team."
    )
    explanation = serializers.CharField()
    created_at = serializers.DateTimeField()
    updated_at = serializers.DateTimeField()


class RecordedHandSerializer(HandSerializer):
    """A hand just written, with the game's new ``status`` and ``winner`` (docs/api.md), and the
    rest of where the game stands under ``game``."""

    status = serializers.ChoiceField(
        source="game.status", choices=Status.values, help_text="The game's, after this write."
    )
    winner = serializers.IntegerField(
        source="game.winner", allow_null=True, help_text="The game's winning team, once finished."
    )
    game = GameStateSerializer(help_text="The game as it stands now.")


class ShareLinkSerializer(serializers.Serializer):
    share_token = serializers.CharField()
    share_url = serializers.URLField()


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
constrain("PatchedHandRecordRequest", properties={"trump": {"enum": SUITS}})
