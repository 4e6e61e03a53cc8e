"""The JSON of a league's standings and statistics (docs/api.md, "Leagues"): what
``leagues.standings.statistics`` reads, described for the schema and rendered."""

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from leagues.api.serializers import PlayerRefSerializer, SeasonQuerySerializer

# --- input -----------------------------------------------------------------------------


class HeadToHeadQuerySerializer(SeasonQuerySerializer):
    players = serializers.CharField(
        max_length=40,
        allow_blank=True,
        help_text="Two roster players' ids, comma-separated: `12,34`.",
    )


#: Rows in a page of standings or partnerships unless ``limit`` asks otherwise, and the most.
PAGE_ROWS = 50
MOST_ROWS = 500


class RankedQuerySerializer(SeasonQuerySerializer):
    limit = serializers.IntegerField(
        default=PAGE_ROWS,
        min_value=1,
        max_value=MOST_ROWS,
        help_text=f"Rows in the page (of each list), in standings order; at most {MOST_ROWS}.",
    )
    offset = serializers.IntegerField(
        default=0, min_value=0, help_text="Rows before the page, in standings order."
    )


# --- output ----------------------------------------------------------------------------


class StandingFields(serializers.Serializer):
    games = serializers.IntegerField(help_text="Finished games.")
    wins = serializers.IntegerField()
    losses = serializers.IntegerField()
    win_pct = serializers.FloatField(help_text="wins / games, from 0 to 1.")
    points_for = serializers.IntegerField(help_text="The final scores of their side, added.")
    points_against = serializers.IntegerField(help_text="The other side's, added.")


class RankedFields(StandingFields):
    rank = serializers.IntegerField(
        help_text="Shared by rows equal in win_pct, wins and difference."
    )


class PlayerStandingSerializer(RankedFields):
    player = PlayerRefSerializer()
    pending = serializers.IntegerField(
        help_text="The player's finished games in the period whose result the other side "
        "has not confirmed yet (counted already; 0 in a league without confirmation)."
    )
    disputed = serializers.IntegerField(
        help_text="The player's finished games in the period whose result is disputed, "
        "until an admin confirms it (counted already)."
    )


class PartnershipStandingSerializer(RankedFields):
    players = PlayerRefSerializer(many=True, help_text="The two partners, lower id first.")


class CountsSerializer(serializers.Serializer):
    players = serializers.IntegerField(help_text="Rows of players, every page together.")
    partnerships = serializers.IntegerField(help_text="Rows of partnerships, every page together.")


class StandingsSerializer(serializers.Serializer):
    players = PlayerStandingSerializer(many=True)
    partnerships = PartnershipStandingSerializer(many=True)
    counts = CountsSerializer()


class MakingSerializer(serializers.Serializer):
    called = serializers.IntegerField()
    made = serializers.IntegerField(help_text="The making side took 3 tricks or more.")
    marches = serializers.IntegerField(help_text="The making side took all 5.")
    euchred = serializers.IntegerField(help_text="The making side took fewer than 3.")


class TrumpSerializer(serializers.Serializer):
    called = serializers.IntegerField()
    made = serializers.IntegerField()


class ByTrumpSerializer(serializers.Serializer):
    clubs = TrumpSerializer()
    diamonds = TrumpSerializer()
    hearts = TrumpSerializer()
    spades = TrumpSerializer()


class MakerSerializer(MakingSerializer):
    make_pct = serializers.FloatField(allow_null=True, help_text="made / called; null: none.")
    by_trump = ByTrumpSerializer()


class DefendingSerializer(serializers.Serializer):
    hands = serializers.IntegerField(
        help_text="Hands they played on the defending side (not one they sat out)."
    )
    euchres = serializers.IntegerField(help_text="Of those, the makers took fewer than 3.")


class LonersSerializer(serializers.Serializer):
    called = serializers.IntegerField()
    made = serializers.IntegerField()
    marches = serializers.IntegerField()


class DefendingAloneSerializer(serializers.Serializer):
    called = serializers.IntegerField()
    euchres = serializers.IntegerField()


# A nested serializer that may be null is an "allOf" without a "type" in the schema, where
# OpenAPI 3.0 ignores "nullable": spelled out instead.
ACQUAINTANCE = {
    "type": "object",
    "nullable": True,
    "properties": {
        "player": {
            "type": "object",
            "properties": {"id": {"type": "integer"}, "name": {"type": "string"}},
            "required": ["id", "name"],
        },
        "games": {"type": "integer", "description": "Finished games together (or against)."},
        "wins": {"type": "integer", "description": "Of those, the ones the player's side won."},
    },
    "required": ["player", "games", "wins"],
}


class PlayerStatsSerializer(StandingFields):
    player = PlayerRefSerializer()
    hands = serializers.IntegerField(help_text="Deals they sat at, passed out included.")
    sat_out = serializers.IntegerField(
        help_text="Deals they sat out while their partner went alone (on either side)."
    )
    hands_played = serializers.IntegerField(help_text="Deals not passed out and not sat out.")
    maker = MakerSerializer(help_text="The hands where the player is the maker seat.")
    defending = DefendingSerializer()
    loners = LonersSerializer(help_text="The player going alone as maker.")
    defending_alone = DefendingAloneSerializer()
    best_partner = serializers.SerializerMethodField(
        help_text="Null until a partner has 3 finished games with them."
    )
    rating = serializers.FloatField(
        allow_null=True, help_text="See the ratings; null before a finished game."
    )
    nemesis = serializers.SerializerMethodField(
        help_text="Null until an opponent of 3 finished games or more beat them more often "
        "than not."
    )

    @extend_schema_field(ACQUAINTANCE)
    def get_best_partner(self, stats) -> dict | None:
        return stats["best_partner"]

    @extend_schema_field(ACQUAINTANCE)
    def get_nemesis(self, stats) -> dict | None:
        return stats["nemesis"]


class RatingSerializer(serializers.Serializer):
    player = PlayerRefSerializer()
    rating = serializers.FloatField(help_text="40 × mu: a new player's is 1000.")
    mu = serializers.FloatField(help_text="The model's mean skill.")
    sigma = serializers.FloatField(help_text="Its uncertainty.")
    games = serializers.IntegerField(help_text="The finished games rated.")


class RatingEventSerializer(serializers.Serializer):
    game = serializers.IntegerField(source="game_id")
    finished_at = serializers.DateTimeField()
    won = serializers.BooleanField(help_text="The player's side won the game.")
    rating = serializers.FloatField(help_text="After the game.")
    mu = serializers.FloatField()
    sigma = serializers.FloatField()
    games = serializers.IntegerField(help_text="The finished games rated, this one included.")


class PartnershipSerializer(RankedFields):
    players = PlayerRefSerializer(many=True, help_text="The two partners, lower id first.")
    hands_played = serializers.IntegerField(help_text="Deals not passed out, finished or not.")
    maker = MakingSerializer(help_text="The hands their side made trump.")


class AgainstSerializer(serializers.Serializer):
    games = serializers.IntegerField(help_text="Finished games on opposite sides.")
    wins = serializers.ListField(
        child=serializers.IntegerField(), help_text="Each player's wins, in `players` order."
    )


class HeadToHeadSerializer(serializers.Serializer):
    players = PlayerRefSerializer(many=True, help_text="The two players, in the order asked.")
    against = AgainstSerializer()
    partners = StandingFields(help_text="Their finished games as partners.")
