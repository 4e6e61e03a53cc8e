"""Keeping score over the REST API (docs/api.md): each view parses, calls a selector or a
service, and renders.

Who may do what is in ``games.permissions``: the owner and scorekeepers write (in a
league, its members), anyone with the share link reads (in a public league, anyone), a
game is a 404 for everyone else, and an anonymous caller gets 403 NOT_AUTHENTICATED
unless reading what they may read.
"""

from contextlib import contextmanager

from django.urls import path, reverse
from django.utils.translation import gettext
from drf_spectacular.utils import OpenApiResponse
from rest_framework import status
from rest_framework.exceptions import NotAuthenticated, NotFound, ParseError, ValidationError
from rest_framework.generics import GenericAPIView
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView

from core.api.errors import not_found
from core.api.input import parse
from core.api.schema import documenter, errors
from core.conditional import not_modified
from games.api.game_input import (
    GameChangeSerializer,
    GameStartSerializer,
    HandChangeSerializer,
    HandCreateSerializer,
    HandMeantSerializer,
)
from games.api.game_serializers import (
    GAME,
    GAMES,
    GameSerializer,
    HandSerializer,
    RecordedHandSerializer,
    ShareLinkSerializer,
)
from games.api.parameters import MEANT, REASON, SHARE
from games.links import share_url
from games.models import Game, Variant
from games.permissions import (
    NO_SUCH_GAME,
    SHARE_PARAM,
    Ability,
    SignedInOrReading,
    allows,
    check_allowed,
    check_may_delete,
)
from games.selectors import (
    game_get_for_user,
    game_hand,
    game_hands,
    game_list_for_user,
    game_read,
    with_group_fields,
    with_match_fields,
    with_seats,
)
from games.services.games import game_change, game_delete, game_share, game_start_once
from games.services.hands import hand_edit, hand_record, hand_undo
from games.services.matches import game_rematch_once, game_start_match_once

documented = documenter("games")


def game_etag(game: Game) -> str:
    """Changes with every write a reader sees (``Game.version``) and with the caller's role
    (what they are shown of it)."""
    return f'W/"{game.pk}.{game.version}.{game.role}"'


class GameView(APIView):
    """A view of one game, found for the caller with the role that says what they may do."""

    permission_classes = [IsAuthenticated]
    game: Game | None = None  # once get_game() has found it

    @property
    def share_token(self) -> str | None:
        return self.request.query_params.get(SHARE_PARAM)

    def get_game(self, ability: Ability, *, with_seats: bool = False) -> Game:
        game = game_get_for_user(
            user=self.request.user,
            game_id=self.kwargs["game_id"],
            share_token=self.share_token,
            with_seats=with_seats,
        )
        if game is None:
            if not (self.request.user.is_authenticated or self.share_token):
                raise NotAuthenticated()
            raise NotFound(NO_SUCH_GAME)
        self.game = game
        check_allowed(game.role, ability)
        return game

    @contextmanager
    def input_of_writer(self):
        """Reading a write's input: a caller who may not write to this game hears that (404
        or 403) rather than what is wrong with what they sent. On errors only: one query."""
        try:
            yield
        except (ParseError, ValidationError):
            self.get_game(Ability.RECORD)
            raise

    def writer(self) -> dict:
        """What a service that locks the game needs to check the caller's right to write."""
        game = Game(pk=self.kwargs["game_id"])
        return {"game": game, "by": self.request.user, "share_token": self.share_token}

    def variant_of_rules(self) -> str | None:
        """Error bodies link to the game's variant's rules. A write that locks the game
        itself never read it here, so an error looks it up (one query, errors only)."""
        if self.game is not None:
            return self.game.variant
        games = Game.objects.filter(pk=self.kwargs["game_id"])
        return games.values_list("variant", flat=True).first()

    def no_such_hand(self, client_id=None):
        named = {"game": self.kwargs["game_id"], "number": self.kwargs["number"]}
        if client_id:
            message = gettext("Game %(game)s has no hand %(number)s with client_id %(client_id)s.")
            return not_found(message % {**named, "client_id": client_id})
        return not_found(gettext("Game %(game)s has no hand %(number)s.") % named)

    def hand_meant(self, field: str = "client_id"):
        """The ``client_id`` an undo or edit names its hand by, if it does (or the query's
        other ``field``: an undo's ``reason``)."""
        # A plain dict: a form's rules would read an empty client_id as none sent.
        query = HandMeantSerializer(data=self.request.query_params.dict())
        query.is_valid(raise_exception=True)
        return query.validated_data.get(field)

    def render_game(self, game: Game) -> dict:
        return GameSerializer(game, context={"request": self.request}).data


class GameListView(GenericAPIView):
    """The caller's games (paginated), and starting one. OPTIONS describes the start."""

    queryset = Game.objects.none()  # the games come from the selector
    serializer_class = GameStartSerializer
    permission_classes = [IsAuthenticated]
    start: dict | None = None  # the game being started, once read

    def variant_of_rules(self) -> str | None:
        """Error bodies link to the rules of the variant of the game being started."""
        variant = self.start and self.start.get("variant")
        return variant if variant in Variant.values else None

    @documented(
        "games_list",
        "The caller's games",
        description="Games the caller owns or keeps score for, most recently changed first, "
        "and the league games they started or recorded a hand in while a member of the "
        "league (each with its `league`); every game of a league is listed under the league.",
        responses={200: GAMES, **errors(403, 404)},  # 404: no such page
    )
    def get(self, request):
        page = self.paginate_queryset(game_list_for_user(user=request.user))
        page = with_match_fields(with_group_fields(page, request.user))
        serializer = GameSerializer(page, many=True, context={"request": request})
        return self.get_paginated_response(serializer.data)

    @documented(
        "games_create",
        "Start a game",
        description="With `rematch_of`, the next game at a finished game's table: its "
        "seats, rules and team names, its next dealer first, in its match if it is in one "
        "(409 REMATCH_BEFORE_GAME_END while that game is played, MATCH_DECIDED once the "
        "match is won, MATCH_GAME_IN_PROGRESS while a game of it is played); "
        "with `match` too, a new match that counts that game as its first. "
        "With `match` alone, the game is the first of a new match. "
        "A `rematch_of` naming a finished league game starts the league's next game: the "
        "same roster players in the same seats, in the season whose dates hold today; a "
        "caller who may not start the league's games hears 404 or 403 first, and a league's "
        "games are not played as matches (400 MATCH_IN_LEAGUE). "
        "With a `league` (its slug; any member may start one) and optionally "
        "a `season` of it, the game plays the league's rules (a different `variant`, "
        "`target` or house rule sent is 400 RULESET_DIFFERS naming it) and its seats' "
        "names are the league's roster's. Without `season`, the season whose dates hold "
        "today, if any.",
        request=GameStartSerializer,
        responses={
            201: GAME,
            200: OpenApiResponse(GAME, description="Already started (same client_id)."),
            **errors(400, 403, 404, 409),  # 404: no such league, or a private one
        },
    )
    def post(self, request):
        data = parse(GameStartSerializer, request.data)
        self.start = data  # error bodies link to its variant's rules
        client_id, match = data.pop("client_id", None), data.pop("match", None)
        rematch_of = data.pop("rematch_of", None)
        if rematch_of is not None:
            game, created = game_rematch_once(
                owner=request.user, rematch_of=rematch_of, match=match, client_id=client_id
            )
        elif match is not None:
            game, created = game_start_match_once(
                owner=request.user, match=match, client_id=client_id, **data
            )
        else:
            game, created = game_start_once(owner=request.user, client_id=client_id, **data)
        game = game_get_for_user(user=request.user, game_id=game.pk)
        if game is None:  # a retry of a start in a group the caller has left since
            raise NotFound(NO_SUCH_GAME)
        location = reverse("api:game-detail", args=[game.pk])
        body = GameSerializer(game, context={"request": request}).data
        code = status.HTTP_201_CREATED if created else status.HTTP_200_OK
        return Response(body, status=code, headers={"Location": location})


class GameDetailView(GameView):
    permission_classes = [SignedInOrReading]

    @documented(
        "games_retrieve",
        "A game",
        parameters=[SHARE],
        responses={200: GAME, **errors(403, 404)},
    )
    def get(self, request, game_id):
        game = game_read(user=request.user, game_id=game_id, share_token=self.share_token)
        if game is None:
            self.get_game(Ability.VIEW)  # refused as any other read is
        self.game = game
        etag = game_etag(game)
        response = not_modified(request, etag)
        if response is None:
            with_match_fields(with_group_fields([game], request.user))
            response = Response(self.render_game(with_seats(game)))
            response["ETag"] = etag
        response["Cache-Control"] = "private, no-cache"  # asked again each time, cheaply
        return response

    @documented(
        "games_partial_update",
        "Fix the team names or change the target (owner only)",
        description="A target changes only while no team has reached it or the new one "
        "(TARGET_ALREADY_REACHED); a league game's target is the league's (RULESET_DIFFERS).",
        request=GameChangeSerializer,
        responses={200: GAME, **errors(400, 403, 404)},
    )
    def patch(self, request, game_id):
        game = self.get_game(Ability.MANAGE)
        changes = parse(GameChangeSerializer, request.data)
        game = game_change(game=game, **changes)
        game.role = self.game.role
        with_match_fields(with_group_fields([game], request.user))
        return Response(self.render_game(with_seats(game)))

    @documented(
        "games_destroy",
        "Delete a game (owner only; in a league, its admins, and its starter while it has no hand)",
        description="The game goes with its hands, scorekeepers and share link; its "
        "players stay yours (a league's, on its roster), and a league's standings, "
        "statistics and ratings no longer count it. Cannot be undone. A league member "
        "deletes a game they started while it has no hand (`can_delete`): 409 GAME_PLAYED "
        "when a hand was recorded meanwhile.",
        responses={204: None, **errors(403, 404, 409)},
    )
    def delete(self, request, game_id):
        game = self.get_game(Ability.VIEW)
        check_may_delete(game, game.role, request.user)
        game_delete(game=game, unplayed_only=not allows(game.role, Ability.DELETE))
        return Response(status=status.HTTP_204_NO_CONTENT)


class HandListView(GameView):
    permission_classes = [SignedInOrReading]

    @documented(
        "hands_list",
        "A game's hands, in order",
        parameters=[SHARE],
        responses={200: HandSerializer(many=True), **errors(403, 404)},
    )
    def get(self, request, game_id):
        game = self.get_game(Ability.VIEW)
        return Response(HandSerializer(game_hands(game=game), many=True).data)

    @documented(
        "hands_create",
        "Record a hand",
        description="Scores the hand by the game's rules and returns it with the game's new "
        "state. A repeated `client_id` records nothing and returns the stored hand (200). "
        "A confirmed result's hands are locked (409 RESULT_CONFIRMED) but to an organiser "
        "or league admin sending a `reason`.",
        request=HandCreateSerializer,
        responses={
            201: RecordedHandSerializer,
            200: OpenApiResponse(
                RecordedHandSerializer, description="Already recorded (same client_id)."
            ),
            **errors(400, 403, 404, 409),
        },
    )
    def post(self, request, game_id):
        with self.input_of_writer():
            record = parse(HandCreateSerializer, request.data)
        client_id, reason = record.pop("client_id", None), record.pop("reason", None)
        writer = self.writer()
        hand, created = hand_record(record=record, client_id=client_id, reason=reason, **writer)
        return Response(
            RecordedHandSerializer(hand).data,
            status=status.HTTP_201_CREATED if created else status.HTTP_200_OK,
        )


class HandDetailView(GameView):
    permission_classes = [SignedInOrReading]

    @documented(
        "hands_retrieve",
        "A hand",
        parameters=[SHARE],
        responses={200: HandSerializer, **errors(403, 404)},
    )
    def get(self, request, game_id, number):
        game = self.get_game(Ability.VIEW)
        with self.no_such_hand():
            hand = game_hand(game=game, number=number)
        return Response(HandSerializer(hand).data)

    @documented(
        "hands_partial_update",
        "Edit a hand",
        description="The fields sent replace the stored ones and the whole game is scored "
        "again from its hands; `maker: null` (passed out) also clears the play it does not "
        "send. Refused (409) when the edit would end the game before a later "
        "hand. A `dealer`, if sent, must be the hand's dealer: dealers follow from the first "
        "dealer and the hand's number. A confirmed result's hands take a `reason` from an "
        "organiser or league admin (409 RESULT_CONFIRMED otherwise).",
        parameters=[MEANT],
        request=HandChangeSerializer(partial=True),
        responses={200: RecordedHandSerializer, **errors(400, 403, 404, 409)},
    )
    def patch(self, request, game_id, number):
        with self.input_of_writer():
            changes = parse(HandChangeSerializer, request.data, partial=True)
            meant = self.hand_meant()
        reason = changes.pop("reason", None)
        with self.no_such_hand(meant):
            hand = hand_edit(
                number=number, changes=changes, client_id=meant, reason=reason, **self.writer()
            )
        return Response(RecordedHandSerializer(hand).data)

    @documented(
        "hands_destroy",
        "Undo the last hand",
        description="Only the last hand can be undone (409 otherwise); a game it had "
        "finished is in progress again. A confirmed result's hands take a `reason` from an "
        "organiser or league admin (409 RESULT_CONFIRMED otherwise).",
        parameters=[MEANT, REASON],
        responses={204: None, **errors(400, 403, 404, 409)},
    )
    def delete(self, request, game_id, number):
        with self.input_of_writer():
            meant, reason = self.hand_meant(), self.hand_meant("reason")
        with self.no_such_hand(meant):
            hand_undo(number=number, client_id=meant, reason=reason, **self.writer())
        return Response(status=status.HTTP_204_NO_CONTENT)


class GameShareView(GameView):
    @documented(
        "share_create",
        "Share a read-only link (owner only)",
        description="Creates the game's share link, or replaces it: the old link stops "
        f"working. Anyone may then read the game and its hands with `?{SHARE_PARAM}=<token>`.",
        request=None,
        responses={201: ShareLinkSerializer, **errors(403, 404)},
    )
    def post(self, request, game_id):
        game = self.get_game(Ability.MANAGE)
        token = game_share(game=game, enabled=True)
        body = {"share_token": token, "share_url": share_url(request, game)}
        return Response(ShareLinkSerializer(body).data, status=status.HTTP_201_CREATED)

    @documented(
        "share_destroy",
        "Stop sharing (owner only)",
        responses={204: None, **errors(403, 404)},
    )
    def delete(self, request, game_id):
        game_share(game=self.get_game(Ability.MANAGE), enabled=False)
        return Response(status=status.HTTP_204_NO_CONTENT)


urlpatterns = [
    path("games/", GameListView.as_view(), name="game-list"),
    path("games/<id:game_id>/", GameDetailView.as_view(), name="game-detail"),
    path("games/<id:game_id>/hands/", HandListView.as_view(), name="hand-list"),
    path("games/<id:game_id>/hands/<int:number>/", HandDetailView.as_view(), name="hand-detail"),
    path("games/<id:game_id>/share/", GameShareView.as_view(), name="game-share"),
]
