"""The JSON of a tournament's schedule, rounds, standings and awards (docs/api.md,
"Tournaments"): what ``tournaments.api.play`` reads and answers."""

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from core.api.fields import JSONIntegerField, JSONUUIDField
from games.api.exports import GameExportSerializer
from tournaments import exports
from tournaments.models import RoundStatus

# --- input -----------------------------------------------------------------------------


class ScheduleCreateSerializer(serializers.Serializer):
    from_round = JSONIntegerField(
        required=False,
        allow_null=True,
        default=None,
        min_value=1,
        help_text="Plan from this round on; default: the first round not started.",
    )


class RoundClockSerializer(serializers.Serializer):
    action = serializers.ChoiceField(
        choices=["pause", "resume", "last_hand"],
        help_text="Pause the clock, resume it, or call the last hand.",
    )


class RoundStartSerializer(serializers.Serializer):
    client_id = JSONUUIDField(
        required=False,
        allow_null=True,
        default=None,
        help_text="Sending it again answers the round it started (200).",
    )


# --- output ----------------------------------------------------------------------------


class TournamentTableSerializer(serializers.Serializer):
    number = serializers.IntegerField()
    seats = serializers.ListField(child=serializers.IntegerField(), help_text="Player ids.")
    game = serializers.IntegerField(source="game_id", allow_null=True)


class ClockSerializer(serializers.Serializer):
    started_at = serializers.DateTimeField(allow_null=True, help_text="It runs from then.")
    paused_at = serializers.DateTimeField(
        source="clock_paused_at", allow_null=True, help_text="Paused since then (null: running)."
    )
    paused_seconds = serializers.IntegerField(
        source="clock_paused_seconds", help_text="How long it stood paused before."
    )
    finished_at = serializers.DateTimeField(allow_null=True, help_text="It stopped then.")
    last_hand = serializers.BooleanField(help_text="The organiser called the last hand.")


class TournamentRoundSerializer(serializers.Serializer):
    number = serializers.IntegerField()
    status = serializers.ChoiceField(choices=RoundStatus.values)
    tables = TournamentTableSerializer(many=True, source="tables.all")
    byes = serializers.ListField(child=serializers.IntegerField(), help_text="Player ids.")
    clock = ClockSerializer(source="*", help_text="The round's clock (minutes: the round end).")


class ScheduleByesSerializer(serializers.Serializer):
    min = serializers.IntegerField(source="byes_min")
    max = serializers.IntegerField(source="byes_max")


class ScheduleQualitySerializer(serializers.Serializer):
    partner_repeats = serializers.IntegerField()
    opponent_repeats = serializers.IntegerField()
    byes = ScheduleByesSerializer(source="*")


class ScheduleSerializer(serializers.Serializer):
    rounds = TournamentRoundSerializer(many=True)
    quality = ScheduleQualitySerializer()


def _integers(*names: str) -> dict:
    return {name: {"type": "integer"} for name in names}


# Written out: OpenAPI 3.0 reads "nullable" only beside a "type", which a $ref has not.
QUALITY_BEFORE_SCHEMA = {
    "type": "object",
    "nullable": True,
    "description": "The quality of the schedule it replaced (null: it replaced no round).",
    "properties": {
        **_integers("partner_repeats", "opponent_repeats"),
        "byes": {"type": "object", "properties": _integers("min", "max"),
                 "required": ["min", "max"]},
    },
    "required": ["partner_repeats", "opponent_repeats", "byes"],
}  # fmt: skip


class ScheduleMadeSerializer(ScheduleSerializer):
    before = serializers.SerializerMethodField()

    @extend_schema_field(QUALITY_BEFORE_SCHEMA)
    def get_before(self, schedule) -> dict | None:
        before = getattr(schedule, "before", None)
        return None if before is None else ScheduleQualitySerializer(before).data


class SchedulePreviewSerializer(serializers.Serializer):
    before = serializers.SerializerMethodField()
    quality = ScheduleQualitySerializer()

    @extend_schema_field(QUALITY_BEFORE_SCHEMA)
    def get_before(self, preview) -> dict | None:
        before = preview["before"]
        return None if before is None else ScheduleQualitySerializer(before).data


class TournamentPlayerSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField()


class TournamentPlayerNameSerializer(serializers.Serializer):
    id = serializers.IntegerField(source="player_id")
    name = serializers.CharField(source="player.name")


class TournamentStandingSerializer(serializers.Serializer):
    player = TournamentPlayerNameSerializer(source="*")
    points = serializers.IntegerField()
    rounds_played = serializers.IntegerField()
    rounds_won = serializers.IntegerField()
    byes = serializers.IntegerField()
    loners_made = serializers.IntegerField()
    rank = serializers.IntegerField()
    pending = serializers.IntegerField(
        help_text="Finished tables of the player's whose result the other side has not "
        "confirmed yet (counted already)."
    )
    disputed = serializers.IntegerField(
        help_text="Finished tables of the player's whose result is disputed, until an "
        "organiser confirms it (counted already)."
    )


class TournamentStandingsSerializer(serializers.Serializer):
    players = TournamentStandingSerializer(many=True)
    final = serializers.BooleanField()


class AwardSerializer(serializers.Serializer):
    value = serializers.IntegerField(help_text="0 (and no players) until someone has one.")
    players = TournamentPlayerSerializer(many=True)


class RoundScoreSerializer(serializers.Serializer):
    round = serializers.IntegerField()
    table = serializers.IntegerField()
    points = serializers.IntegerField(help_text="The side's points at its table.")
    players = TournamentPlayerSerializer(many=True, help_text="The side.")


class AwardsSerializer(serializers.Serializer):
    most_loners = AwardSerializer(help_text="Loners made (3 tricks or more).")
    most_euchres = AwardSerializer(help_text="Euchres inflicted, defending.")
    highest_round = RoundScoreSerializer(many=True, help_text="Ties all named; [] before any.")


# --- Euchre Match Notation (the schema of ``tournaments.exports.match_document``) ------


class MatchPlayerSerializer(serializers.Serializer):
    id = serializers.CharField(help_text="The player's id, as a string.")
    name = serializers.CharField()


class MatchFormatSerializer(serializers.Serializer):
    type = serializers.ChoiceField(choices=[exports.MATCH_TYPE])
    target = serializers.IntegerField(help_text="Its rounds, as scheduled.")


class MatchResultSerializer(serializers.Serializer):
    status = serializers.ChoiceField(choices=["COMPLETED", "IN_PROGRESS"])
    winner = serializers.ListField(
        child=serializers.CharField(),
        help_text="The ids ranked first once the tournament is finished; empty before.",
    )
    scores = serializers.DictField(
        child=serializers.IntegerField(), help_text="Each player's standings points, by id."
    )


class MatchMetadataSerializer(serializers.Serializer):
    matchId = serializers.CharField()
    title = serializers.CharField()
    date = serializers.DateTimeField()
    players = MatchPlayerSerializer(many=True)
    matchFormat = MatchFormatSerializer()
    result = MatchResultSerializer()


class MatchGameSerializer(serializers.Serializer):
    gameIndex = serializers.IntegerField()
    round = serializers.IntegerField(help_text="Kept beside the game: EMN has no field for it.")
    table = serializers.IntegerField(help_text="Kept beside the game: EMN has no field for it.")
    playersOverride = serializers.ListField(
        child=serializers.CharField(),
        min_length=4,
        max_length=4,
        help_text="The player ids by seat; seats 0 and 2 partner seats 1 and 3.",
    )
    gameData = GameExportSerializer(
        help_text="The table's game as `GET /api/v1/games/{id}/export/` writes it."
    )


class MatchDocumentSerializer(serializers.Serializer):
    fileType = serializers.ChoiceField(choices=[exports.MATCH_FILE_TYPE])
    version = serializers.CharField(help_text=f'The EMN version: "{exports.MATCH_VERSION}".')
    metadata = MatchMetadataSerializer()
    games = MatchGameSerializer(many=True)
