"""A game's story over the API (docs/api.md, "A game's story"): its hands summed up per
player, per team and per trump suit by the rules core."""

from django.urls import path
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers
from rest_framework.response import Response

from core.api.schema import errors
from games.api.games import GameView, documented
from games.api.parameters import SHARE
from games.models import Suit
from games.permissions import Ability, SignedInOrReading
from games.services.summary import game_story
from scoring.tally import SeatCounts, TeamCounts


def counters(names, help_texts=None):
    return {
        name: serializers.IntegerField(help_text=(help_texts or {}).get(name, "")) for name in names
    }


# Written out: OpenAPI 3.0 reads "nullable" only beside a "type", which a $ref has not.
@extend_schema_field(
    {
        "type": "object",
        "nullable": True,
        "properties": {"team": {"type": "integer"}, "points": {"type": "integer"}},
        "required": ["team", "points"],
    }
)
class LeadField(serializers.DictField):
    pass


TEAM_HELP = {
    "points": "Every point the team scored.",
    "points_as_makers": "Points scored as makers (a renege penalty to the makers included).",
    "points_defending": "Points scored as defenders: euchres, and reneges by the makers.",
    "euchres": "Hands the team euchred as defenders.",
    "loners": "Lone hands its players called (a hand stopped by a renege left out).",
    "lone_defences": "Hands one of its players defended alone.",
    "reneges": "Hands stopped by a renege of one of its players.",
    "best_hand": "The most points it scored in one hand.",
}

TeamStorySerializer = type(
    "TeamStorySerializer",
    (serializers.Serializer,),
    {
        "team": serializers.IntegerField(),
        "name": serializers.CharField(),
        "seats": serializers.ListField(child=serializers.IntegerField()),
        **counters(("points", "points_as_makers", "points_defending"), TEAM_HELP),
        **counters(TeamCounts.names()),
        **counters(
            ("euchres", "loners", "lone_marches", "lone_defences", "reneges", "best_hand"),
            TEAM_HELP,
        ),
    },
)

PlayerStorySerializer = type(
    "PlayerStorySerializer",
    (serializers.Serializer,),
    {
        "seat": serializers.IntegerField(),
        "name": serializers.CharField(),
        "team": serializers.IntegerField(),
        **counters(SeatCounts.names()),
        **counters(["reneges"], {"reneges": "Hands this player stopped by a renege."}),
    },
)


class SuitStorySerializer(serializers.Serializer):
    trump = serializers.ChoiceField(choices=Suit.values)
    called = serializers.IntegerField(help_text="Hands with this suit trump (reneges left out).")
    made = serializers.IntegerField()
    marches = serializers.IntegerField()
    euchred = serializers.IntegerField()
    called_by_team = serializers.ListField(child=serializers.IntegerField())


class GameSummarySerializer(serializers.Serializer):
    game = serializers.IntegerField()
    hands = serializers.IntegerField(help_text="Deals recorded, passed-out ones included.")
    passed_out = serializers.IntegerField()
    lead_changes = serializers.IntegerField(help_text="How often the other team went ahead.")
    largest_lead = LeadField(help_text="Null while nobody has led.")
    teams = TeamStorySerializer(many=True)
    players = PlayerStorySerializer(many=True, help_text="By seat.")
    suits = SuitStorySerializer(many=True)


class GameSummaryView(GameView):
    permission_classes = [SignedInOrReading]

    @documented(
        "games_summary",
        "A game's story",
        description="What the game's hands add up to, in progress or finished: who made "
        "trump how often and how it went, marches, euchres, lone hands and lone defences, "
        "reneges, per player, per team and per trump suit. Counted as the league "
        "statistics count (docs/rules.md §5.2 for a renege).",
        parameters=[SHARE],
        responses={200: GameSummarySerializer, **errors(403, 404)},
    )
    def get(self, request, game_id):
        game = self.get_game(Ability.VIEW, with_seats=True)
        return Response(GameSummarySerializer(game_story(game=game).as_dict()).data)


urlpatterns = [
    path("games/<id:game_id>/summary/", GameSummaryView.as_view(), name="game-summary"),
]
