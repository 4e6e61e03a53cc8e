"""The output of the games API (docs/api.md): a game, its hands and where it stands, as
the companion clients read them."""

from drf_spectacular.utils import (
    PolymorphicProxySerializer,
    extend_schema_field,
    extend_schema_serializer,
)
from rest_framework import serializers

from core.api.plain_output import PlainOutput
from games.groups import NO_GROUP_FIELDS
from games.links import share_url
from games.models import (
    ConfirmationAction,
    ConfirmationState,
    CorrectionChange,
    MatchFormat,
    Outcome,
    Status,
    Suit,
    Variant,
)
from games.permissions import Ability, Role, allows, may_delete
from games.seat_checks import THREE_HANDED


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


#: A finished game's confirmation by the other side (``games.services.confirmations``).
CONFIRMATION_SCHEMA = {
    "type": "object",
    "nullable": True,
    "description": "Where the other side's confirmation of the result stands: null but for "
    "a finished game that needs one (every tournament table's; a league's that asks for it).",
    "properties": {
        "state": {
            "type": "string",
            "enum": [state for state in ConfirmationState.values if state],
            "description": "pending until a seat of `seats` confirms or disputes it; a "
            "disputed result stays open until an organiser or league admin confirms it.",
        },
        "seats": {
            "type": "array",
            "items": {"type": "integer"},
            "description": "The seats that may confirm or dispute: the side that did not "
            "record the last hand (every seat when its recorder sits at none).",
        },
        "can_settle": {
            "type": "boolean",
            "description": "The caller is an organiser of the tournament or an admin of the "
            "league: they confirm for any seat, a disputed result too.",
        },
        "log": {
            "type": "array",
            "description": "Every action and correction, oldest first.",
            "items": {
                "type": "object",
                "properties": {
                    "action": {"type": "string", "enum": ConfirmationAction.values},
                    "seat": {"type": "integer", "nullable": True, "description": "None: a "
                             "correction."},
                    "by": {"type": "integer", "nullable": True, "description": "The account "
                           "that sent it (its user id); null once that account is gone."},
                    "at": {"type": "string", "format": "date-time"},
                    "comment": {"type": "string", "description": "A dispute's; a "
                                "correction's reason."},
                    "change": {
                        "type": "string",
                        "nullable": True,
                        "enum": [*CorrectionChange.values, None],
                        "description": "What a correction did to `hand`; else null.",
                    },
                    "hand": {"type": "integer", "nullable": True},
                },
                "required": ["action", "seat", "by", "at", "comment", "change", "hand"],
            },
        },
    },
    "required": ["state", "seats", "log", "can_settle"],
}  # fmt: skip


def confirmation_json(fields: dict | None) -> dict | None:
    """A game's ``confirmation_fields`` (``games.selectors.with_confirmations``) as JSON."""
    if fields is None:
        return None
    log = [
        {
            "action": entry.action,
            "seat": entry.seat,
            "by": entry.by_id,
            "at": serializers.DateTimeField().to_representation(entry.at),
            "comment": entry.comment,
            "change": entry.change or None,
            "hand": entry.hand,
        }
        for entry in fields["log"]
    ]
    return {**fields, "log": log}


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
    confirmation = serializers.SerializerMethodField(
        help_text="The other side's confirmation of a finished game's result, if it needs one."
    )
    closed = serializers.SerializerMethodField(
        help_text="Closed by its group (a tournament's round finished): its players change "
        "no hand; an organiser or admin corrects one, giving a reason."
    )
    created_at = serializers.DateTimeField()
    updated_at = serializers.DateTimeField()

    field_order = [
        "id", "variant", "target", "options", "first_dealer", "seats", "teams", "score",
        "carried", "dealer", "status", "winner", "hands_played", "role", "can_edit", "can_delete",
        "share_url",
        "match", "league", "season", "tournament", "confirmation", "closed", "created_at",
        "updated_at",
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

    # Set by games.selectors.with_confirmations; a game read elsewhere shows none.
    @extend_schema_field(CONFIRMATION_SCHEMA)
    def get_confirmation(self, game) -> dict | None:
        return confirmation_json(getattr(game, "confirmation_fields", None))

    def get_closed(self, game) -> bool:
        return game.closed_at is not None

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
