"""A game as a document (``euchre-game``, version 1) and back (docs/api.md): export it,
and import it as a game of the caller's own."""

from django.urls import path, reverse
from drf_spectacular.utils import OpenApiResponse
from rest_framework import serializers, status
from rest_framework.generics import GenericAPIView
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response

from core.api.fields import HouseRulesField, JSONIntegerField, JSONStringField, JSONUUIDField
from core.api.input import parse
from core.api.schema import documenter, errors
from games.api.game_input import (
    PLAYER_NAME_LENGTH,
    TEAM_NAME_LENGTH,
    HandRecordSerializer,
    VariantKeyField,
)
from games.api.game_serializers import GAME, GameSerializer
from games.api.games import GameView
from games.api.parameters import SHARE
from games.models import Game, Outcome, Status
from games.permissions import SHARE_PARAM, Ability, SignedInOrReading
from games.selectors import game_get_for_user, game_hands
from games.services import exports
from games.services.exports import game_document, game_import

documented = documenter("games")

#: The most hands an import takes: far beyond any game played to its target.
MAX_IMPORT_HANDS = 1000


class ExportedGameSerializer(serializers.Serializer):
    variant = VariantKeyField()
    target = JSONIntegerField()
    options = HouseRulesField()
    first_dealer = JSONIntegerField()
    team_names = serializers.ListField(
        child=serializers.CharField(max_length=TEAM_NAME_LENGTH),
        min_length=2,
        max_length=3,
        help_text="Team 0's and team 1's; three_handed: the three players' names, seat 0 first "
        "(no teams: an import takes them from the seats).",
    )
    seats = serializers.ListField(
        child=JSONStringField(max_length=PLAYER_NAME_LENGTH),
        min_length=2,
        max_length=4,
        help_text="The players' names, seat 0 first.",
    )
    carried = serializers.ListField(
        child=JSONIntegerField(min_value=0, max_value=1000),
        min_length=2,
        max_length=3,
        required=False,
        help_text="The score it opened at, by side: laps carried in from a match's game "
        "before (railroad's `laps`); all 0 when left out.",
    )
    created_at = serializers.DateTimeField(required=False, allow_null=True)
    # Read by people, not by an import (the hands say it again):
    score = serializers.ListField(child=serializers.IntegerField(), read_only=True)
    status = serializers.ChoiceField(choices=Status.values, read_only=True)
    winner = serializers.IntegerField(allow_null=True, read_only=True)
    hands_played = serializers.IntegerField(read_only=True)
    league = serializers.CharField(
        allow_null=True, read_only=True, help_text="The league's slug, if it was played in one."
    )


class ExportedHandSerializer(HandRecordSerializer):
    number = JSONIntegerField(required=False, help_text="1, 2, 3… in order, if sent.")
    client_id = JSONUUIDField(required=False, allow_null=True)
    created_at = serializers.DateTimeField(required=False, allow_null=True)
    # What the rules made of it, for people; an import scores every hand again.
    outcome = serializers.ChoiceField(choices=Outcome.values, read_only=True)
    making_team = serializers.IntegerField(allow_null=True, read_only=True)
    scoring_team = serializers.IntegerField(allow_null=True, read_only=True)
    points = serializers.IntegerField(read_only=True)
    score = serializers.ListField(child=serializers.IntegerField(), read_only=True)


class GameExportSerializer(serializers.Serializer):
    format = serializers.ChoiceField(choices=[exports.FORMAT])
    version = serializers.ChoiceField(choices=[exports.VERSION])
    game = ExportedGameSerializer()
    hands = serializers.ListField(child=ExportedHandSerializer(), max_length=MAX_IMPORT_HANDS)


class GameImportSerializer(GameExportSerializer):
    format = JSONStringField(help_text=f'"{exports.FORMAT}"')
    version = JSONIntegerField(help_text=f"{exports.VERSION}")
    client_id = JSONUUIDField(
        required=False,
        allow_null=True,
        help_text="The client's id for this import: sending it again returns the game it "
        "made (200) instead of making another.",
    )


class GameExportView(GameView):
    permission_classes = [SignedInOrReading]

    @documented(
        "games_export",
        "A game as a document to keep or import",
        description="Versioned JSON (`format` `euchre-game`, `version` 1): the ruleset, the "
        "seats by name and every hand's record, with what each scored. Whoever may read "
        f"the game may export it (with `?{SHARE_PARAM}=` too).",
        parameters=[SHARE],
        responses={200: GameExportSerializer, **errors(403, 404)},
    )
    def get(self, request, game_id):
        game = self.get_game(Ability.VIEW, with_seats=True)
        body = game_document(game, game_hands(game=game), league=game.group_fields["league"])
        filename = f"euchre-game-{game.pk}.json"
        return Response(body, headers={"Content-Disposition": f'attachment; filename="{filename}"'})


class GameImportView(GenericAPIView):
    queryset = Game.objects.none()
    serializer_class = GameImportSerializer
    permission_classes = [IsAuthenticated]

    @documented(
        "games_import",
        "Make an exported game again, as the caller's own",
        description="Reads a document of `GET /games/{id}/export/`: the same ruleset, seats "
        "(by name, among the caller's players) and hands, every hand scored again by the "
        "rules in order. A hand that breaks a rule refuses the whole import: 400 with the "
        "rule's code, the message starting `Hand N:` and `field` `hands.<N-1>`. Other codes: "
        "`NOT_A_GAME_EXPORT`, `EXPORT_VERSION_UNSUPPORTED`, `HANDS_OUT_OF_ORDER`. A "
        "league's game comes back as a game of the caller's own.",
        request=GameImportSerializer,
        responses={
            201: GAME,
            200: OpenApiResponse(GAME, description="Imported already (same client_id)."),
            **errors(400, 403),
        },
    )
    def post(self, request):
        document = parse(GameImportSerializer, request.data)
        game, created = game_import(
            owner=request.user, document=document, client_id=document.get("client_id")
        )
        game = game_get_for_user(user=request.user, game_id=game.pk)
        body = GameSerializer(game, context={"request": request}).data
        location = reverse("api:game-detail", args=[game.pk])
        code = status.HTTP_201_CREATED if created else status.HTTP_200_OK
        return Response(body, status=code, headers={"Location": location})


urlpatterns = [
    path("games/import/", GameImportView.as_view(), name="game-import"),
    path("games/<id:game_id>/export/", GameExportView.as_view(), name="game-export"),
]
