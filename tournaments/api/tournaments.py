"""Tournaments and their players over the REST API (docs/api.md, "Tournaments")."""

from django.urls import path
from django.utils.translation import gettext
from rest_framework import status
from rest_framework.exceptions import NotAuthenticated, NotFound
from rest_framework.response import Response

from core.api.input import parse
from core.api.schema import errors
from core.api.throttles import ACCOUNT_LOOKUPS
from tournaments.access import Need, TournamentRole
from tournaments.api.serializers import (
    EntrantCreateSerializer,
    EntrantSerializer,
    EntrantUpdateSerializer,
    TournamentCreateSerializer,
    TournamentJoinSerializer,
    TournamentSerializer,
    TournamentUpdateSerializer,
)
from tournaments.api.views import TournamentView, detail_url, documented
from tournaments.selectors import (
    entrant_by_code,
    entrant_of,
    entrant_read,
    entrants_of,
    tournament_list_for,
)
from tournaments.services.players import entrant_add, entrant_change, entrant_link
from tournaments.services.tournaments import tournament_create, tournament_update


class TournamentListView(TournamentView):
    serializer_class = TournamentSerializer

    @documented(
        "tournaments_list",
        "Tournaments",
        description="The caller's tournaments (organised or played in) and the public ones, "
        "newest first, each with the caller's `role`. Signed out, the public ones.",
        responses={200: TournamentSerializer(many=True), **errors(404)},  # 404: no such page
    )
    def get(self, request):
        page = self.paginate_queryset(tournament_list_for(user=request.user))
        return self.get_paginated_response(TournamentSerializer(page, many=True).data)

    @documented(
        "tournaments_create",
        "Make a tournament",
        description="The caller becomes its organiser. In a league (`league`, maybe "
        "`season`) only its admins may make one (403), and it plays the league's rules (400 "
        "naming a rule sent that differs) at tables of four (400 "
        "TOURNAMENT_THREE_HANDED_IN_LEAGUE); its players are the league's roster's and its "
        "games count in the league's statistics. 400 TOURNAMENT_ROUND_END_INVALID, "
        "TOURNAMENT_VARIANT_NOT_FOUR_HANDED; house rules the variant does not have are the "
        "rules core's 400.",
        request=TournamentCreateSerializer,
        responses={201: TournamentSerializer, **errors(400, 403, 404)},
    )
    def post(self, request):
        if not request.user.is_authenticated:
            raise NotAuthenticated()
        data = parse(TournamentCreateSerializer, request.data)
        tournament = tournament_create(by=request.user, **data)
        tournament.role = TournamentRole.ORGANISER
        headers = {"Location": detail_url(tournament.pk)}
        body = TournamentSerializer(tournament).data
        return Response(body, status=status.HTTP_201_CREATED, headers=headers)


class TournamentDetailView(TournamentView):
    serializer_class = TournamentSerializer

    @documented(
        "tournaments_retrieve",
        "A tournament",
        responses={200: TournamentSerializer, **errors(404)},
    )
    def get(self, request, tournament_id):
        return Response(TournamentSerializer(self.tournament(Need.READ)).data)

    @documented(
        "tournaments_partial_update",
        "Change a tournament (organisers)",
        description="Name, visibility and rounds any time (rounds never fewer than those "
        "started: 400 TOURNAMENT_ROUNDS_FEWER_THAN_MADE); round_end before the first round "
        "only (409 TOURNAMENT_RULES_LOCKED).",
        request=TournamentUpdateSerializer,
        responses={200: TournamentSerializer, **errors(400, 403, 404, 409)},
    )
    def patch(self, request, tournament_id):
        tournament = self.tournament(Need.ORGANISER)
        data = parse(TournamentUpdateSerializer, request.data, partial=True)
        return Response(TournamentSerializer(tournament_update(tournament=tournament, **data)).data)


class EntrantListView(TournamentView):
    serializer_class = EntrantSerializer
    pagination_class = None

    @documented(
        "tournament_players_list",
        "A tournament's players",
        description="In the order they were added.",
        responses={200: EntrantSerializer(many=True), **errors(404)},
    )
    def get(self, request, tournament_id):
        tournament = self.tournament(Need.READ)
        return Response(EntrantSerializer(entrants_of(tournament=tournament), many=True).data)

    @documented(
        "tournament_players_create",
        "Add a player (organisers)",
        description="By name (a new name joins the tournament's roster) or as a player of "
        "its roster. 201 when added; 200 with the player when the same `client_id` was "
        "sent before, or the player is in already: nothing is added twice.",
        request=EntrantCreateSerializer,
        responses={201: EntrantSerializer, 200: EntrantSerializer, **errors(400, 403, 404)},
    )
    def post(self, request, tournament_id):
        tournament = self.tournament(Need.ORGANISER)
        data = parse(EntrantCreateSerializer, request.data)
        entrant, added = entrant_add(
            tournament=tournament,
            name=data.get("name"),
            player_id=data.get("player"),
            client_id=data.get("client_id"),
            checked_in=data["checked_in"],
        )
        answer = status.HTTP_201_CREATED if added else status.HTTP_200_OK
        return Response(EntrantSerializer(entrant_read(entrant)).data, status=answer)


class EntrantDetailView(TournamentView):
    serializer_class = EntrantSerializer

    @documented(
        "tournament_players_partial_update",
        "Check a player in, or mark them gone (organisers)",
        description="A player not checked in, or not active, is seated in no round made "
        "after this; rounds made already are kept. `linked: false` unlinks the player's "
        "account; `organiser` makes their linked account an organiser or no longer one (400 "
        "TOURNAMENT_PLAYER_NOT_LINKED; 409 TOURNAMENT_LAST_ORGANISER).",
        request=EntrantUpdateSerializer,
        responses={200: EntrantSerializer, **errors(400, 403, 404, 409)},
    )
    def patch(self, request, tournament_id, player_id):
        tournament = self.tournament(Need.ORGANISER)
        data = parse(EntrantUpdateSerializer, request.data, partial=True)
        entrant = entrant_of(tournament=tournament, player_id=player_id)
        if entrant is None:
            raise NotFound(gettext("The tournament has no player %(id)s.") % {"id": player_id})
        entrant_change(entrant=entrant, **data)
        return Response(EntrantSerializer(entrant_read(entrant)).data)


class JoinView(TournamentView):
    throttle_scope = ACCOUNT_LOOKUPS  # a code guessed must not be guessed fast
    serializer_class = EntrantSerializer

    @documented(
        "tournaments_join",
        "Link your account to your name in a tournament",
        description="Signed in, with the tournament's code (its organisers show it): the "
        "caller then records their table's hands and reads the tournament. Again: nothing "
        "changes. 409 TOURNAMENT_PLAYER_LINKED (another account's), "
        "TOURNAMENT_ACCOUNT_LINKED (the caller is another player of it); 404 for an "
        "unknown code or player.",
        request=TournamentJoinSerializer,
        responses={200: EntrantSerializer, **errors(400, 403, 404, 409)},
    )
    def post(self, request):
        if not request.user.is_authenticated:
            raise NotAuthenticated()
        data = parse(TournamentJoinSerializer, request.data)
        entrant = entrant_by_code(code=data["code"], player_id=data["player"])
        if entrant is None:
            raise NotFound(gettext("No tournament has this code and this player."))
        entrant_link(entrant=entrant, user=request.user)
        return Response(EntrantSerializer(entrant_read(entrant)).data)


urlpatterns = [
    path("tournaments/", TournamentListView.as_view(), name="tournament-list"),
    path("tournaments/join/", JoinView.as_view(), name="tournament-join"),
    path(
        "tournaments/<id:tournament_id>/",
        TournamentDetailView.as_view(),
        name="tournament-detail",
    ),
    path(
        "tournaments/<id:tournament_id>/players/",
        EntrantListView.as_view(),
        name="tournament-player-list",
    ),
    path(
        "tournaments/<id:tournament_id>/players/<id:player_id>/",
        EntrantDetailView.as_view(),
        name="tournament-player-detail",
    ),
]
