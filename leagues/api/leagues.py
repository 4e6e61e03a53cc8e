"""Leagues over the REST API (docs/api.md, "Leagues"): each view checks who may do it
(``leagues.api.access``, deciding by ``leagues.access``), parses, calls a selector or a
service, and renders."""

from django.urls import path
from django.utils.translation import gettext
from drf_spectacular.utils import OpenApiParameter
from rest_framework import status
from rest_framework.exceptions import NotAuthenticated, NotFound
from rest_framework.generics import GenericAPIView
from rest_framework.permissions import AllowAny
from rest_framework.response import Response

from core.api.input import parse
from core.api.schema import documenter, errors
from core.api.throttles import ACCOUNT_LOOKUPS
from games.api.game_serializers import GameSerializer
from games.models import Player
from leagues.access import Need
from leagues.api.access import league_for
from leagues.api.serializers import (
    InvitationCreateSerializer,
    InvitationSerializer,
    JoinSerializer,
    LeagueCreateSerializer,
    LeagueSerializer,
    LeagueUpdateSerializer,
    MemberSerializer,
    MemberUpdateSerializer,
    MergeSerializer,
    RosterPlayerCreateSerializer,
    RosterPlayerSerializer,
    RosterPlayerUpdateSerializer,
    SeasonCreateSerializer,
    SeasonQuerySerializer,
    SeasonSerializer,
    detail_url,
)
from leagues.errors import LeagueCode, LeagueError
from leagues.models import Invitation, League, MemberRole, Membership
from leagues.selectors import (
    league_games,
    league_games_page,
    league_invitations,
    league_list_for,
    league_members,
    league_players,
    league_seasons,
    member_of,
    roster_player_of,
    season_of,
)
from leagues.services.leagues import league_create, league_update
from leagues.services.members import (
    invitation_create,
    invitation_revoke,
    league_join,
    member_remove,
    member_update_role,
)
from leagues.services.roster import (
    roster_player_add,
    roster_player_link,
    roster_player_merge,
    roster_player_rename,
)
from leagues.services.seasons import season_create, season_update
from leagues.standings.statistics import season_checked

documented = documenter("leagues")

SEASON = OpenApiParameter(
    "season", int, description="A season's id: only that season's games. None: all time."
)


class LeagueView(GenericAPIView):
    """A view of one league (``slug`` in the path); anyone may ask, ``league_for`` decides."""

    permission_classes = [AllowAny]
    queryset = League.objects.none()

    def league(self, need: Need) -> League:
        return league_for(self.request, self.kwargs["slug"], need)

    def render_league(self, league: League) -> dict:
        return LeagueSerializer(league).data

    def roster_player(self, league: League) -> Player:
        player = roster_player_of(league=league, player_id=self.kwargs["player_id"])
        if player is None:
            raise NotFound(
                gettext("The league's roster has no player %(id)s.")
                % {"id": self.kwargs["player_id"]}
            )
        return player

    def period(self, league: League, query: type = SeasonQuerySerializer) -> dict:
        """The query string read by ``query``, its ``season`` checked to be the league's."""
        data = parse(query, self.request.query_params.dict())
        data["season"] = season_checked(league, data.get("season"))
        return data


class LeagueListView(LeagueView):
    serializer_class = LeagueSerializer

    @documented(
        "leagues_list",
        "Leagues",
        description="The leagues the caller belongs to and the public ones, by name, each "
        "with the caller's `role`. Anyone may ask; signed out, the public ones.",
        responses={200: LeagueSerializer(many=True), **errors(404)},  # 404: no such page
    )
    def get(self, request):
        page = self.paginate_queryset(league_list_for(user=request.user))
        return self.get_paginated_response(LeagueSerializer(page, many=True).data)

    @documented(
        "leagues_create",
        "Start a league",
        description="The caller becomes its admin. 400 SLUG_TAKEN or SLUG_INVALID; a "
        "ruleset the variant does not have is the rules core's 400.",
        request=LeagueCreateSerializer,
        responses={201: LeagueSerializer, **errors(400, 403)},
    )
    def post(self, request):
        if not request.user.is_authenticated:
            raise NotAuthenticated()
        data = parse(LeagueCreateSerializer, request.data)
        league = league_create(by=request.user, **data)
        league.role = MemberRole.ADMIN
        headers = {"Location": detail_url(league.slug)}
        return Response(self.render_league(league), status=status.HTTP_201_CREATED, headers=headers)


class LeagueDetailView(LeagueView):
    serializer_class = LeagueSerializer

    @documented(
        "leagues_retrieve",
        "A league",
        responses={200: LeagueSerializer, **errors(404)},
    )
    def get(self, request, slug):
        return Response(self.render_league(self.league(Need.READ)))

    @documented(
        "leagues_partial_update",
        "Change a league (admins)",
        description="Name, visibility and `confirmation` (results confirmed by the other "
        "side, for games started from then on) any time; variant, target and house rules "
        "only while the league has no game (409 RULESET_LOCKED after).",
        request=LeagueUpdateSerializer,
        responses={200: LeagueSerializer, **errors(400, 403, 404, 409)},
    )
    def patch(self, request, slug):
        league = self.league(Need.ADMIN)
        data = parse(LeagueUpdateSerializer, request.data, partial=True)
        updated = league_update(league=league, **data)
        updated.role = league.role
        return Response(self.render_league(updated))


class MemberListView(LeagueView):
    serializer_class = MemberSerializer

    @documented(
        "league_members_list",
        "A league's members",
        description="In the order they joined, with the roster player linked to each; "
        "their email addresses for the league's members only.",
        responses={200: MemberSerializer(many=True), **errors(404)},
    )
    def get(self, request, slug):
        league = self.league(Need.READ)
        page = self.paginate_queryset(league_members(league=league))
        context = {"member": league.role is not None}
        return self.get_paginated_response(MemberSerializer(page, many=True, context=context).data)


class MemberDetailView(LeagueView):
    serializer_class = MemberSerializer

    def membership(self, league: League) -> Membership:
        found = member_of(league=league, user_id=self.kwargs["user_id"])
        if found is None:
            raise NotFound(
                gettext("User %(user)s is not a member of the league.")
                % {"user": self.kwargs["user_id"]}
            )
        return found

    @documented(
        "league_members_partial_update",
        "Change a member's role (admins)",
        description="409 LAST_ADMIN when it would leave the league without an admin.",
        request=MemberUpdateSerializer,
        responses={200: MemberSerializer, **errors(400, 403, 404, 409)},
    )
    def patch(self, request, slug, user_id):
        league = self.league(Need.ADMIN)
        data = parse(MemberUpdateSerializer, request.data)
        self.membership(league)
        member_update_role(league=league, user_id=user_id, role=data["role"])
        context = {"member": True}
        return Response(MemberSerializer(self.membership(league), context=context).data)

    @documented(
        "league_members_destroy",
        "Remove a member (admins), or leave",
        description="A member may remove themself. The account keeps nothing of the "
        "league: its roster player is unlinked (its name stays on past seats). 409 "
        "LAST_ADMIN for the last admin.",
        responses={204: None, **errors(403, 404, 409)},
    )
    def delete(self, request, slug, user_id):
        leaving = request.user.is_authenticated and request.user.pk == user_id
        league = self.league(Need.MEMBER if leaving else Need.ADMIN)
        self.membership(league)
        member_remove(league=league, user_id=user_id)
        return Response(status=status.HTTP_204_NO_CONTENT)


class InvitationListView(LeagueView):
    serializer_class = InvitationSerializer

    @documented(
        "league_invitations_list",
        "A league's invitations (admins)",
        description="Newest first, revoked and expired ones too.",
        responses={200: InvitationSerializer(many=True), **errors(403, 404)},
    )
    def get(self, request, slug):
        league = self.league(Need.ADMIN)
        page = self.paginate_queryset(league_invitations(league=league))
        context = {"request": request}
        body = InvitationSerializer(page, many=True, context=context).data
        return self.get_paginated_response(body)

    @documented(
        "league_invitations_create",
        "Invite (admins)",
        description="A new code, and the link to the page that joins with it. Anyone "
        "signed in who has the code may join until it expires or is revoked.",
        request=InvitationCreateSerializer,
        responses={201: InvitationSerializer, **errors(400, 403, 404)},
    )
    def post(self, request, slug):
        league = self.league(Need.ADMIN)
        data = parse(InvitationCreateSerializer, request.data)
        invitation = invitation_create(league=league, by=request.user, **data)
        body = InvitationSerializer(invitation, context={"request": request}).data
        return Response(body, status=status.HTTP_201_CREATED)


class InvitationDetailView(LeagueView):
    serializer_class = InvitationSerializer

    @documented(
        "league_invitations_destroy",
        "Revoke an invitation (admins)",
        description="No one joins with it any more (400 INVITATION_REVOKED); members who "
        "joined with it stay.",
        responses={204: None, **errors(403, 404)},
    )
    def delete(self, request, slug, code):
        league = self.league(Need.ADMIN)
        invitation = league_invitations(league=league).filter(code=code).first()
        if invitation is None:
            raise NotFound(gettext("The league has no invitation with this code."))
        invitation_revoke(invitation=invitation)
        return Response(status=status.HTTP_204_NO_CONTENT)


class JoinView(LeagueView):
    throttle_scope = ACCOUNT_LOOKUPS  # a code guessed must not be guessed fast

    serializer_class = LeagueSerializer

    @documented(
        "leagues_join",
        "Join a league with an invitation",
        description="Joins as a member; joining again changes nothing. 400 "
        "INVITATION_EXPIRED or INVITATION_REVOKED; 404 for an unknown code.",
        request=JoinSerializer,
        responses={200: LeagueSerializer, **errors(400, 403, 404)},
    )
    def post(self, request):
        if not request.user.is_authenticated:
            raise NotAuthenticated()
        data = parse(JoinSerializer, request.data)
        invitation = Invitation.objects.filter(code=data["code"]).select_related("league")
        invitation = invitation.first()
        if invitation is None:
            raise NotFound(gettext("No invitation has this code."))
        membership = league_join(invitation=invitation, user=request.user)
        league = invitation.league
        league.role = membership.role
        return Response(self.render_league(league))


class RosterListView(LeagueView):
    serializer_class = RosterPlayerSerializer

    @documented(
        "league_players_list",
        "A league's roster",
        description='By name. A seat of a league game may name one as `{"player": id}`.',
        responses={200: RosterPlayerSerializer(many=True), **errors(404)},
    )
    def get(self, request, slug):
        league = self.league(Need.READ)
        page = self.paginate_queryset(league_players(league=league))
        return self.get_paginated_response(RosterPlayerSerializer(page, many=True).data)

    @documented(
        "league_players_create",
        "Add a player to the roster (members)",
        description="400 PLAYER_NAME_TAKEN (naming the roster's spelling) when the roster "
        "has the name, by docs/api.md's rule for names (NFKC, case-folded).",
        request=RosterPlayerCreateSerializer,
        responses={201: RosterPlayerSerializer, **errors(400, 403, 404)},
    )
    def post(self, request, slug):
        league = self.league(Need.MEMBER)
        data = parse(RosterPlayerCreateSerializer, request.data)
        player = roster_player_add(league=league, **data)
        return Response(RosterPlayerSerializer(player).data, status=status.HTTP_201_CREATED)


class RosterDetailView(LeagueView):
    serializer_class = RosterPlayerSerializer

    @documented(
        "league_players_partial_update",
        "Rename a roster player, or link it to a member's account (admins)",
        description="A new `name` shows on every seat the player sat in (400 "
        "PLAYER_NAME_TAKEN). `user`: a member's id (400 NOT_A_MEMBER, or "
        "ACCOUNT_ALREADY_LINKED when another roster player has it), null unlinks.",
        request=RosterPlayerUpdateSerializer,
        responses={200: RosterPlayerSerializer, **errors(400, 403, 404)},
    )
    def patch(self, request, slug, player_id):
        league = self.league(Need.ADMIN)
        data = parse(RosterPlayerUpdateSerializer, request.data, partial=True)
        player = self.roster_player(league)
        if "name" in data:
            player = roster_player_rename(player=player, name=data["name"])
        if "user" in data:
            player = roster_player_link(league=league, player=player, user_id=data["user"])
        return Response(RosterPlayerSerializer(player).data)


class RosterMergeView(LeagueView):
    serializer_class = RosterPlayerSerializer

    @documented(
        "league_players_merge",
        "Merge a duplicate roster player into another (admins)",
        description="Every seat of this player becomes the seats of `into`, the league's "
        "statistics follow, and this player goes; `into` keeps its name (and takes this "
        "one's account link if it has none). 400 MERGE_INTO_ITSELF, PLAYER_NOT_IN_LEAGUE, "
        "PLAYERS_SHARE_A_GAME.",
        request=MergeSerializer,
        responses={200: RosterPlayerSerializer, **errors(400, 403, 404)},
    )
    def post(self, request, slug, player_id):
        league = self.league(Need.ADMIN)
        data = parse(MergeSerializer, request.data)
        player = self.roster_player(league)
        into = Player.objects.filter(pk=data["into"], roster_id=league.roster_id).first()
        if into is None:  # unknown or another league's: the same answer, so ids cannot be probed
            raise LeagueError(
                LeagueCode.PLAYER_NOT_IN_LEAGUE,
                gettext("Player %(id)s is not on the league's roster.") % {"id": data["into"]},
                field="into",
            )
        kept = roster_player_merge(league=league, player=player, into=into)
        return Response(RosterPlayerSerializer(kept).data)


class SeasonListView(LeagueView):
    serializer_class = SeasonSerializer

    @documented(
        "league_seasons_list",
        "A league's seasons",
        description="By start date.",
        responses={200: SeasonSerializer(many=True), **errors(404)},
    )
    def get(self, request, slug):
        league = self.league(Need.READ)
        page = self.paginate_queryset(league_seasons(league=league))
        return self.get_paginated_response(SeasonSerializer(page, many=True).data)

    @documented(
        "league_seasons_create",
        "Add a season (admins)",
        description="Seasons of a league do not overlap (400 SEASON_OVERLAPS); one without "
        "`ends_on` runs on. 400 SEASON_ENDS_BEFORE_START. Games already started keep "
        "their season.",
        request=SeasonCreateSerializer,
        responses={201: SeasonSerializer, **errors(400, 403, 404)},
    )
    def post(self, request, slug):
        league = self.league(Need.ADMIN)
        data = parse(SeasonCreateSerializer, request.data)
        season = season_create(league=league, **data)
        return Response(SeasonSerializer(season).data, status=status.HTTP_201_CREATED)


class SeasonDetailView(LeagueView):
    serializer_class = SeasonSerializer

    @documented(
        "league_seasons_partial_update",
        "Rename a season or move its dates (admins)",
        description='E.g. `{"ends_on": "2026-12-31"}` ends an open season, so that the '
        "next can start; `null` makes it open-ended again. The same checks as a new season "
        "(400 SEASON_OVERLAPS, SEASON_ENDS_BEFORE_START); its games keep it.",
        request=SeasonCreateSerializer,
        responses={200: SeasonSerializer, **errors(400, 403, 404)},
    )
    def patch(self, request, slug, season_id):
        league = self.league(Need.ADMIN)
        changes = parse(SeasonCreateSerializer, request.data, partial=True)
        season = season_of(league=league, season_id=season_id)
        if season is None:
            raise NotFound(gettext("The league has no season %(season)s.") % {"season": season_id})
        season.league = league
        season = season_update(season=season, **changes)
        return Response(SeasonSerializer(season).data)


class LeagueGamesView(LeagueView):
    serializer_class = GameSerializer

    @documented(
        "league_games_list",
        "A league's games",
        parameters=[SEASON],
        description="Most recently changed first, finished or not; `?season=` for one season's.",
        responses={200: GameSerializer(many=True), **errors(400, 404)},
    )
    def get(self, request, slug):
        league = self.league(Need.READ)
        games = league_games(league=league, season=self.period(league)["season"])
        page = league_games_page(league=league, games=self.paginate_queryset(games))
        body = GameSerializer(page, many=True, context={"request": request}).data
        return self.get_paginated_response(body)


urlpatterns = [
    path("leagues/", LeagueListView.as_view(), name="league-list"),
    path("leagues/join/", JoinView.as_view(), name="league-join"),
    path("leagues/<slug:slug>/", LeagueDetailView.as_view(), name="league-detail"),
    path("leagues/<slug:slug>/members/", MemberListView.as_view(), name="league-member-list"),
    path(
        "leagues/<slug:slug>/members/<id:user_id>/",
        MemberDetailView.as_view(),
        name="league-member-detail",
    ),
    path(
        "leagues/<slug:slug>/invitations/",
        InvitationListView.as_view(),
        name="league-invitation-list",
    ),
    path(
        "leagues/<slug:slug>/invitations/<str:code>/",
        InvitationDetailView.as_view(),
        name="league-invitation-detail",
    ),
    path("leagues/<slug:slug>/players/", RosterListView.as_view(), name="league-player-list"),
    path(
        "leagues/<slug:slug>/players/<id:player_id>/",
        RosterDetailView.as_view(),
        name="league-player-detail",
    ),
    path(
        "leagues/<slug:slug>/players/<id:player_id>/merge/",
        RosterMergeView.as_view(),
        name="league-player-merge",
    ),
    path("leagues/<slug:slug>/seasons/", SeasonListView.as_view(), name="league-season-list"),
    path(
        "leagues/<slug:slug>/seasons/<id:season_id>/",
        SeasonDetailView.as_view(),
        name="league-season-detail",
    ),
    path("leagues/<slug:slug>/games/", LeagueGamesView.as_view(), name="league-game-list"),
]
