"""A caller's players over the REST API: the names they keep for the people at the table.

A player belongs to the user who keeps score with them (seats name them); anyone else's
player is a 404. Renaming one fixes a misspelt name in every game it sits in.
"""

from django.db.models.functions import Lower
from django.urls import path
from django.utils.translation import gettext
from rest_framework import serializers
from rest_framework.exceptions import NotFound
from rest_framework.generics import GenericAPIView
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response

from core.api.fields import JSONStringField
from core.api.input import parse
from core.api.schema import documenter, errors
from games.api.game_input import PLAYER_NAME_LENGTH
from games.models import Player
from games.services.players import player_rename

documented = documenter("players")


class PlayerSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField()


class PlayerRenameSerializer(serializers.Serializer):
    name = JSONStringField(
        max_length=PLAYER_NAME_LENGTH,
        allow_blank=False,
        trim_whitespace=True,
        help_text="Unique among your players: names equal after NFKC and case folding are one.",
    )


class PlayerListView(GenericAPIView):
    queryset = Player.objects.none()  # the caller's, in get()
    serializer_class = PlayerSerializer
    permission_classes = [IsAuthenticated]

    @documented(
        "players_list",
        "The caller's players",
        description='By name. A seat of a new game may name one as `{"player": id}`.',
        responses={200: PlayerSerializer(many=True), **errors(403, 404)},  # 404: no such page
    )
    def get(self, request):
        page = self.paginate_queryset(request.user.players.order_by(Lower("name"), "pk"))
        return self.get_paginated_response(PlayerSerializer(page, many=True).data)


class PlayerDetailView(GenericAPIView):
    queryset = Player.objects.none()
    serializer_class = PlayerSerializer
    permission_classes = [IsAuthenticated]

    def get_player(self) -> Player:
        player = self.request.user.players.filter(pk=self.kwargs["player_id"]).first()
        if player is None:
            message = gettext("You have no player with id %(player)s.")
            raise NotFound(message % {"player": self.kwargs["player_id"]})
        return player

    @documented(
        "players_retrieve",
        "A player",
        responses={200: PlayerSerializer, **errors(403, 404)},
    )
    def get(self, request, player_id):
        return Response(PlayerSerializer(self.get_player()).data)

    @documented(
        "players_partial_update",
        "Rename a player",
        description="The new name shows in every game the player sits in. A two-handed "
        "team named after its player follows; a team name chosen at the start stays. "
        "400 PLAYER_NAME_TAKEN when another of your players has that name. Without a "
        "`name`, nothing changes.",
        request=PlayerRenameSerializer,
        responses={200: PlayerSerializer, **errors(400, 403, 404)},
    )
    def patch(self, request, player_id):
        player = self.get_player()
        data = parse(PlayerRenameSerializer, request.data, partial=True)
        if data:
            player = player_rename(player=player, **data)
        return Response(PlayerSerializer(player).data)


urlpatterns = [
    path("players/", PlayerListView.as_view(), name="player-list"),
    path("players/<id:player_id>/", PlayerDetailView.as_view(), name="player-detail"),
]
