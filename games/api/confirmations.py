"""Confirming a finished game's result over the REST API (docs/api.md, "Confirmation"):
a seat of the side that did not record the last hand confirms or disputes it; organisers
and league admins act for any seat (``games.services.confirmations``)."""

from django.urls import path
from drf_spectacular.utils import OpenApiResponse
from rest_framework import serializers, status
from rest_framework.response import Response

from core.api.fields import JSONIntegerField, JSONUUIDField
from core.api.input import parse
from core.api.schema import documenter, errors
from games.api.game_input import COMMENT_LENGTH
from games.api.game_serializers import GAME
from games.api.games import GameView
from games.models import ConfirmationAction
from games.permissions import caller_role
from games.seat_checks import MAX_SEAT
from games.selectors import with_group_fields, with_match_fields, with_seats
from games.services.confirmations import confirmation_act

documented = documenter("games")


class ConfirmationInput(serializers.Serializer):
    action = serializers.ChoiceField(
        choices=[ConfirmationAction.CONFIRM, ConfirmationAction.DISPUTE]
    )
    seat = JSONIntegerField(
        min_value=0, max_value=MAX_SEAT, help_text="The seat whose player confirms or disputes."
    )
    comment = serializers.CharField(
        required=False,
        allow_blank=True,
        max_length=COMMENT_LENGTH,
        help_text="What is wrong with the result: a dispute needs one.",
    )
    client_id = JSONUUIDField(
        required=False,
        allow_null=True,
        help_text="The client's id for this action: sending it again logs nothing more.",
    )


class ConfirmationView(GameView):
    @documented(
        "games_confirmation_create",
        "Confirm or dispute a finished game's result",
        description="A seat of the side that did not record the game's last hand (its "
        "`confirmation.seats`) confirms the result (`pending` → `confirmed`) or disputes it "
        "with a `comment` (→ `disputed`), from any phone whose account may record the "
        "game's hands; organisers and league admins act for any seat, and only they confirm "
        "a disputed result. Each action is logged with the account that sent it. Confirming "
        "a confirmed result again, or repeating the same dispute or `client_id`, logs "
        "nothing (200). A confirmed result's hands are locked: changing them is 409 "
        "RESULT_CONFIRMED unless an organiser or league admin sends a `reason`. Codes: 400 "
        "CONFIRMATION_NOT_NEEDED, NO_SUCH_SEAT, SEAT_RECORDED_RESULT, DISPUTE_NEEDS_COMMENT; "
        "409 GAME_NOT_FINISHED, RESULT_DISPUTED (a player confirming a disputed result), "
        "RESULT_CONFIRMED (disputing a confirmed one).",
        request=ConfirmationInput,
        responses={
            201: GAME,
            200: OpenApiResponse(GAME, description="Taken already: nothing more logged."),
            **errors(400, 403, 404, 409),
        },
    )
    def post(self, request, game_id):
        with self.input_of_writer():
            data = parse(ConfirmationInput, request.data)
        writer = self.writer()
        game, logged = confirmation_act(
            game=writer["game"],
            by=request.user,
            share_token=self.share_token,
            action=data["action"],
            seat=data["seat"],
            comment=data.get("comment", ""),
            client_id=data.get("client_id"),
        )
        game.role = caller_role(game, request.user, self.share_token)
        with_match_fields(with_group_fields([game], request.user))
        body = self.render_game(with_seats(game))
        return Response(body, status=status.HTTP_201_CREATED if logged else status.HTTP_200_OK)


urlpatterns = [
    path(
        "games/<id:game_id>/confirmation/",
        ConfirmationView.as_view(),
        name="game-confirmation",
    ),
]
