"""The JSON of the tournaments API (docs/api.md, "Tournaments"). Input serializers check the
shape; the rules (round ends, variants, seating) are the services' and the rules core's."""

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from core.api.fields import HouseRulesField, JSONIntegerField, JSONStringField, JSONUUIDField
from games.api.game_input import PLAYER_NAME_LENGTH, VariantKeyField
from games.converters import LARGEST_KEY
from scoring.rotations.refusals import MOST_ROUNDS
from tournaments.access import TournamentRole
from tournaments.models import (
    ByeCredit,
    ShortTables,
    Tournament,
    TournamentStatus,
    Visibility,
)
from tournaments.services.tournaments import MOST, profile_of, round_end_of

NAME_LENGTH = Tournament._meta.get_field("name").max_length


def _name(help_text: str, **kwargs):
    return JSONStringField(
        max_length=NAME_LENGTH,
        allow_blank=False,
        trim_whitespace=True,
        help_text=help_text,
        **kwargs,
    )


def _rounds(**kwargs):
    return JSONIntegerField(
        min_value=1,
        max_value=MOST_ROUNDS,
        help_text="Its number of rounds; by default 4n - 1 for 4n players, 4n + 1 for 4n + 1 "
        "(another count needs it).",
        **kwargs,
    )


class TournamentRoundEndSerializer(serializers.Serializer):
    """One of the three (the service refuses another shape: TOURNAMENT_ROUND_END_INVALID)."""

    deals = JSONIntegerField(
        required=False, min_value=1, max_value=MOST["deals"], help_text="After n deals."
    )
    minutes = JSONIntegerField(
        required=False,
        min_value=1,
        max_value=MOST["minutes"],
        help_text="When the organiser finishes the round.",
    )
    points = JSONIntegerField(
        required=False, min_value=1, max_value=MOST["points"], help_text="At n points."
    )


class ScoringProfileSerializer(serializers.Serializer):
    """What a round adds to a player's tournament score beyond their side's points at the
    table (the table's own scoring never changes); each left out keeps its default."""

    bye_credit = serializers.ChoiceField(
        choices=ByeCredit.values,
        required=False,
        help_text='A round sat out adds: "none" (the default), the player\'s "average" per '
        'round played, or "fixed" bye_points.',
    )
    bye_points = JSONIntegerField(
        required=False, min_value=0, max_value=100, help_text='With "fixed" only; default 0.'
    )
    lone_march_bonus = JSONIntegerField(
        required=False,
        min_value=0,
        max_value=100,
        help_text="Points the lone player adds beyond the side's for a lone march (1: a "
        "lone march worth 4 gives the lone player 5, the partner 4); default 0.",
    )
    euchred_penalty = JSONIntegerField(
        required=False,
        min_value=0,
        max_value=100,
        help_text="Points each player of a euchred making side loses; default 0.",
    )


class TournamentCreateSerializer(serializers.Serializer):
    name = _name("The tournament's name.")
    variant = VariantKeyField(required=False, help_text="Four-handed; north_american.")
    options = HouseRulesField()
    league = JSONStringField(
        required=False,
        allow_null=True,
        default=None,
        help_text="A league's slug: its games are the league's (its admins only; its rules).",
    )
    season = JSONIntegerField(
        required=False,
        allow_null=True,
        default=None,
        help_text="The league's season its games count in; default: the one holding today.",
    )
    visibility = serializers.ChoiceField(
        choices=Visibility.values, required=False, help_text="Private (the default)."
    )
    rounds = _rounds(required=False, allow_null=True, default=None)
    round_end = TournamentRoundEndSerializer(required=False, help_text='Default {"deals": 8}.')
    short_tables = serializers.ChoiceField(
        choices=ShortTables.values,
        required=False,
        help_text='"bye" (the default), or "three_handed": a count of 4n + 3 seats a table '
        "of three each round, playing three-handed Euchre, instead of byes.",
    )
    scoring = ScoringProfileSerializer(required=False)


class TournamentUpdateSerializer(serializers.Serializer):
    name = _name("The tournament's name.", required=False)
    visibility = serializers.ChoiceField(choices=Visibility.values, required=False)
    rounds = _rounds(required=False)
    round_end = TournamentRoundEndSerializer(
        required=False, help_text="Only before the first round."
    )
    scoring = ScoringProfileSerializer(required=False, help_text="Only before the first round.")


class EntrantCreateSerializer(serializers.Serializer):
    """``name`` or ``player``, one of the two (else 400 TOURNAMENT_PLAYER_NAME_OR_ID)."""

    name = JSONStringField(
        max_length=PLAYER_NAME_LENGTH,
        allow_blank=False,
        trim_whitespace=True,
        required=False,
        help_text="A new or known player of the tournament (names equal after NFKC and case "
        "folding are one).",
    )
    player = JSONIntegerField(
        required=False,
        min_value=1,
        max_value=LARGEST_KEY,
        help_text="A player of the tournament's roster.",
    )
    checked_in = serializers.BooleanField(
        required=False, default=False, help_text="Added at the door: checked in at once."
    )
    client_id = JSONUUIDField(
        required=False,
        allow_null=True,
        help_text="Sending it again answers the player it added (200), adding nothing.",
    )


class EntrantUpdateSerializer(serializers.Serializer):
    checked_in = serializers.BooleanField(required=False)
    active = serializers.BooleanField(required=False, help_text="False: the player has left.")
    linked = serializers.BooleanField(
        required=False, help_text="False: unlink the player's account (true does nothing)."
    )
    organiser = serializers.BooleanField(
        required=False,
        help_text="Make the player's linked account an organiser (or no longer one).",
    )


class TournamentJoinSerializer(serializers.Serializer):
    code = JSONStringField(max_length=64, allow_blank=False, help_text="The tournament's code.")
    player = JSONIntegerField(
        min_value=1, max_value=LARGEST_KEY, help_text="The caller's player in the tournament."
    )


# --- output ----------------------------------------------------------------------------


class TournamentSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField()
    variant = serializers.CharField()
    target = serializers.IntegerField(help_text="The target its tables' games play to.")
    options = serializers.DictField(help_text="Every house rule of the variant, resolved.")
    league = serializers.SerializerMethodField(help_text="The league's slug; null: none.")
    season = serializers.SerializerMethodField(
        help_text="The league's season its games count in; null: none (or the league's "
        "games without a season)."
    )
    visibility = serializers.ChoiceField(choices=Visibility.values)
    rounds = serializers.IntegerField(allow_null=True, help_text="Null: the players' count's.")
    round_end = serializers.SerializerMethodField()
    short_tables = serializers.ChoiceField(choices=ShortTables.values)
    scoring = serializers.SerializerMethodField()
    status = serializers.ChoiceField(choices=TournamentStatus.values)
    role = serializers.ChoiceField(
        choices=[role.value for role in TournamentRole], allow_null=True, help_text="The caller's."
    )
    join_code = serializers.SerializerMethodField(
        help_text="For organisers (null to others): players sign in and link their account "
        "to their name with it (POST /api/v1/tournaments/join/)."
    )
    created_at = serializers.DateTimeField()

    def get_league(self, tournament) -> str | None:
        return (tournament.within or {}).get("league")

    def get_season(self, tournament) -> int | None:
        return (tournament.within or {}).get("season")

    @extend_schema_field(TournamentRoundEndSerializer)
    def get_round_end(self, tournament) -> dict:
        return round_end_of(tournament)

    @extend_schema_field({"type": "string", "nullable": True})
    def get_join_code(self, tournament) -> str | None:
        organiser = getattr(tournament, "role", None) == TournamentRole.ORGANISER
        return tournament.join_code if organiser else None

    @extend_schema_field(ScoringProfileSerializer)
    def get_scoring(self, tournament) -> dict:
        return profile_of(tournament)


class EntrantSerializer(serializers.Serializer):
    id = serializers.IntegerField(source="player_id", help_text="The player's id.")
    name = serializers.CharField(source="player.name")
    checked_in = serializers.BooleanField()
    active = serializers.BooleanField()
    linked = serializers.SerializerMethodField(help_text="Linked to an account?")
    organiser = serializers.BooleanField(help_text="Is their linked account an organiser?")

    def get_linked(self, entrant) -> bool:
        return entrant.player.user_id is not None
