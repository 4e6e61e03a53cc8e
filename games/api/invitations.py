"""Keeping score together over the REST API (docs/api.md): the owner invites by link (and
by email where the address has an account), the invited account accepts, a scorekeeper
leaves or is removed.

Inviting answers 202 the same whatever the address, and is rate-limited with everything
else that could look an account up (throttle scope ``lookups``): an answer never says
whether an address has an account, and never names an account to someone it did not
accept.
"""

from django.urls import path, reverse
from django.utils.translation import gettext
from drf_spectacular.utils import OpenApiResponse
from rest_framework import serializers, status
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView

from core.api.errors import ErrorSerializer, not_found
from core.api.input import parse
from core.api.schema import documenter, errors
from core.api.throttles import ACCOUNT_LOOKUPS
from games.api.game_serializers import GAME, GameSerializer
from games.api.games import GameView
from games.permissions import Ability, Role
from games.selectors import game_get_for_user, game_scorekeepers
from games.services.scorekeepers import (
    invitation_accept,
    invitation_create,
    invitation_email,
    scorekeeper_remove,
)

documented = documenter("games")

TOO_MANY = OpenApiResponse(ErrorSerializer, description="Too many tries: wait as Retry-After says.")


def invitation_url(request, token: str) -> str:
    return request.build_absolute_uri(reverse("games:invitation", args=[token]))


class InvitationInput(serializers.Serializer):
    email = serializers.EmailField(
        required=False,
        allow_null=True,
        help_text="Where to email the link, if an account has this address (the answer is "
        "the same either way). Leave it out to show the link or its QR code instead.",
    )


class InvitationOutput(serializers.Serializer):
    invitation_url = serializers.URLField(
        help_text="The invitation: whoever opens it signed in (or signs in, up, or as a "
        "guest) and accepts becomes a scorekeeper. It is spent once accepted. Opened by "
        "the owner, its page shows it as a QR code to show at the table."
    )
    email = serializers.EmailField(allow_null=True, help_text="As sent.")
    expires_at = serializers.DateTimeField()


class AcceptInput(serializers.Serializer):
    token = serializers.CharField(max_length=64, help_text="The last part of the link.")


class ScorekeeperSerializer(serializers.Serializer):
    user = serializers.IntegerField(source="user_id")
    email = serializers.EmailField(source="user.email", allow_null=True)
    added_at = serializers.DateTimeField()


class ScorekeeperListView(GameView):
    throttle_scope = ACCOUNT_LOOKUPS  # an invitation may email an address that has an account

    @documented(
        "scorekeepers_list",
        "Who else records hands",
        description="The owner sees every scorekeeper; a scorekeeper sees only themselves.",
        responses={200: ScorekeeperSerializer(many=True), **errors(403, 404)},
    )
    def get(self, request, game_id):
        game = self.get_game(Ability.RECORD)
        keepers = game_scorekeepers(game=game)
        if game.role != Role.OWNER:
            keepers = keepers.filter(user=request.user)
        return Response(ScorekeeperSerializer(keepers, many=True).data)

    @documented(
        "scorekeepers_create",
        "Invite someone to record hands (owner only)",
        description="Makes an invitation (a link, valid 7 days) and answers 202 with it, "
        "whatever the address: the link is emailed only where an account has the address, "
        "and nothing says whether one does. Whoever accepts it becomes a scorekeeper. "
        "Rate-limited (429 with Retry-After).",
        request=InvitationInput,
        responses={202: InvitationOutput, **errors(400, 403, 404), 429: TOO_MANY},
    )
    def post(self, request, game_id):
        game = self.get_game(Ability.MANAGE)
        data = parse(InvitationInput, request.data)
        invitation = invitation_create(game=game, email=data.get("email"))
        url = invitation_url(request, invitation.token)
        invitation_email(invitation, url)
        body = {
            "invitation_url": url,
            "email": invitation.email,
            "expires_at": invitation.expires_at,
        }
        return Response(InvitationOutput(body).data, status=status.HTTP_202_ACCEPTED)


class ScorekeeperDetailView(GameView):
    @documented(
        "scorekeepers_destroy",
        "Remove a scorekeeper (owner), or leave a game (the scorekeeper themselves)",
        responses={204: None, **errors(403, 404)},
    )
    def delete(self, request, game_id, user_id):
        leaving = user_id == request.user.pk
        game = self.get_game(Ability.RECORD if leaving else Ability.MANAGE)
        missing = gettext("User %(user)s is not a scorekeeper of game %(game)s.")
        with not_found(missing % {"user": user_id, "game": game.pk}):
            scorekeeper_remove(game=game, user_id=user_id)
        return Response(status=status.HTTP_204_NO_CONTENT)


class InvitationAcceptView(APIView):
    permission_classes = [IsAuthenticated]
    throttle_scope = ACCOUNT_LOOKUPS  # a token guessed must not be guessed fast

    @documented(
        "invitations_accept",
        "Accept an invitation to record hands",
        description="The caller becomes a scorekeeper of the invitation's game and gets the "
        "game. Accepting again changes nothing; `INVITATION_NOT_FOUND` (400), "
        "`INVITATION_USED` or `INVITATION_EXPIRED` (409), `OWNER_IS_NOT_A_SCOREKEEPER` "
        "(400) for the game's owner.",
        request=AcceptInput,
        responses={
            200: GAME,
            **errors(400, 403, 409),
            429: TOO_MANY,
        },
    )
    def post(self, request):
        token = parse(AcceptInput, request.data)["token"]
        game = invitation_accept(token=token, user=request.user)
        game = game_get_for_user(user=request.user, game_id=game.pk)
        return Response(GameSerializer(game, context={"request": request}).data)


urlpatterns = [
    path(
        "games/<id:game_id>/scorekeepers/",
        ScorekeeperListView.as_view(),
        name="scorekeeper-list",
    ),
    path(
        "games/<id:game_id>/scorekeepers/<id:user_id>/",
        ScorekeeperDetailView.as_view(),
        name="scorekeeper-detail",
    ),
    path("games/invitations/accept/", InvitationAcceptView.as_view(), name="invitation-accept"),
]
