"""Reads of leagues, each a fixed number of queries however big the league.

The ``…_of`` lookups find one row of a league or None: each caller says its own 404 (the
API's, in its error shape; a page's, as the 404 page).
"""

from typing import NamedTuple

from django.db.models import (
    Case,
    Count,
    F,
    OuterRef,
    Prefetch,
    Q,
    QuerySet,
    Subquery,
    Sum,
    When,
)
from django.db.models.functions import Lower
from django.utils import timezone
from django.utils.translation import gettext

from core.prepared_queries import PreparedQuery
from games.models import Game, Player, Seat, Status
from games.permissions import Role
from games.selectors import with_confirmations
from leagues.errors import LeagueCode, LeagueError
from leagues.models import GROUP_KIND, Invitation, League, LeagueGame, Membership, Season
from leagues.visibility import GAME_ROLES, game_role_in, visible_to, with_member_role


def league_list_for(*, user) -> QuerySet[League]:
    """The leagues the caller belongs to and the public ones, with the caller's ``role``."""
    return visible_to(user).order_by(Lower("name"), "pk")


def league_members(*, league: League) -> QuerySet[Membership]:
    players = Player.objects.filter(roster_id=league.roster_id)
    return (
        league.memberships.select_related("user")
        .prefetch_related(Prefetch("user__player_profiles", queryset=players, to_attr="linked"))
        .order_by("joined_at", "pk")
    )


def league_players(*, league: League) -> QuerySet[Player]:
    return Player.objects.filter(roster_id=league.roster_id).order_by(Lower("name"), "pk")


def league_seasons(*, league: League) -> QuerySet[Season]:
    return league.seasons.order_by("starts_on", "pk")


def member_of(*, league: League, user_id: int) -> Membership | None:
    return league_members(league=league).filter(user_id=user_id).first()


def roster_player_of(*, league: League, player_id: int) -> Player | None:
    return league_players(league=league).filter(pk=player_id).first()


def season_of(*, league: League, season_id: int) -> Season | None:
    return league_seasons(league=league).filter(pk=season_id).first()


def two_players(league: League, players: str) -> list[Player]:
    """The two distinct roster players that ``players`` ("12,34") names, in its order."""
    parts = players.split(",")
    if len(parts) != 2 or not all(part.strip().isdigit() for part in parts):
        raise LeagueError(
            LeagueCode.PLAYERS_INVALID,
            gettext("`players` names two players by id, comma-separated: 12,34."),
            field="players",
        )
    ids = [int(part) for part in parts]
    if ids[0] == ids[1]:
        raise LeagueError(
            LeagueCode.PLAYERS_INVALID,
            gettext("`players` names two different players."),
            field="players",
        )
    found = {player.pk: player for player in Player.objects.filter(pk__in=ids)}
    for player_id in ids:
        if player_id not in found or found[player_id].roster_id != league.roster_id:
            raise LeagueError(
                LeagueCode.PLAYER_NOT_IN_LEAGUE,
                gettext("Player %(id)s is not on the league's roster.") % {"id": player_id},
                field="players",
            )
    return [found[player_id] for player_id in ids]


def league_invitations(*, league: League) -> QuerySet[Invitation]:
    return league.invitations.order_by("-created_at", "-pk")


def open_invitation(*, league: League) -> Invitation | None:
    """The newest invitation anyone may still join with: not revoked, not expired."""
    still = Q(expires_at__isnull=True) | Q(expires_at__gt=timezone.now())
    return league_invitations(league=league).filter(still, revoked_at__isnull=True).first()


def league_games(*, league: League, season: int | None = None) -> QuerySet[Game]:
    """The league's games, most recently changed first, with their seats; each carries the
    caller's ``role`` and its ``group_fields`` once ``league_games_page`` has read them."""
    # A league's games are the games seated from its roster (one league's alone; its
    # tournaments' tables too): read so, the database walks the roster's games newest
    # first (``games_game_roster_recent``) instead of sorting every game of the league.
    games = Game.objects.filter(roster_id=league.roster_id)
    if season is not None:
        games = games.filter(league_game__season_id=season)
    seats = Seat.objects.select_related("player").order_by("position")
    return (
        games.annotate(season_id=F("league_game__season_id"))
        .prefetch_related(Prefetch("seats", queryset=seats))
        .order_by("-updated_at", "-pk")
    )


def league_games_to_manage(*, league: League, count: int) -> QuerySet[Game]:
    """The games an admin may want to delete: those in progress first (a game started by
    mistake stays so), then the latest played; ``count`` of them, with their seats."""
    in_progress_first = Case(When(status=Status.IN_PROGRESS, then=0), default=1)
    own = league_games(league=league).filter(group_kind=GROUP_KIND)  # not a tournament's
    return own.order_by(in_progress_first, "-updated_at", "-pk")[:count]


def players_who_met(*, league: League) -> set[tuple[int, int]]:
    """Each pair of the roster's players who sat in one game together (the lower id first):
    two people, never one to merge. One query."""
    seats = Seat.objects.filter(game__roster_id=league.roster_id)
    pairs = seats.filter(game__seats__player_id__gt=F("player_id")).values_list(
        "player_id", "game__seats__player_id"
    )
    return set(pairs.distinct().order_by())


#: The role in a game of a group within the league (a tournament's table), by the role in
#: the league: that group's to delete, never the league's; its admins record in it (as
#: its organisers), and whoever else reads the league reads it (its seated players record,
#: which their game's own answer says).
WITHIN_ROLES = {Role.ADMIN: Role.MEMBER, Role.MEMBER: Role.VIEWER, Role.VIEWER: Role.VIEWER}


def league_games_page(*, league: League, games: list[Game]) -> list[Game]:
    """Set what the games' JSON needs from the league, which the caller may read."""
    role = GAME_ROLES.get(league.role, Role.VIEWER)
    for game in games:
        game.role = role if game.group_kind == GROUP_KIND else WITHIN_ROLES[role]
        game.group_fields = {"league": league.slug, "season": game.season_id}
    return with_confirmations(games)


def roster_player_footprint(*, player: Player) -> dict:
    """What a merge would move: the player's seats, the games they are in, and the hands
    of those games. One query."""
    seats = Seat.objects.filter(player=player)
    return seats.aggregate(
        seats=Count("pk"), games=Count("game", distinct=True), hands=Sum("game__hands_played")
    )


def _holding_today() -> Q:
    today = timezone.localdate()
    return (Q(ends_on__isnull=True) | Q(ends_on__gte=today)) & Q(starts_on__lte=today)


def current_season(league: League) -> Season | None:
    """The league's season holding today, if one does: where its new games count."""
    return league.seasons.filter(_holding_today()).first()


def with_current_season(leagues: QuerySet[League]) -> QuerySet[League]:
    """Annotate each league with ``current_season_id``: ``current_season``'s, as a
    subquery (no query of its own)."""
    holding = Season.objects.filter(_holding_today(), league=OuterRef("pk"))
    first = holding.order_by("starts_on", "pk").values("pk")[:1]  # as Season's ordering
    return leagues.annotate(current_season_id=Subquery(first))


class LeagueToStart(NamedTuple):
    """What starting a game in a league reads of it (``league_to_start``)."""

    pk: int
    slug: str
    visibility: str
    role: str | None
    roster_id: int
    variant: str
    target: int
    options: dict
    confirmation: bool
    current_season_id: int | None


def _league_to_start(slug: str, user: int) -> QuerySet:
    locked = League.objects.filter(slug=slug).select_for_update(no_key=True, of=("self",))
    return with_current_season(with_member_role(locked, user)).values_list(*LeagueToStart._fields)


#: Every league game's start asks, and Django took several times longer to build the
#: query (its subqueries) than the database to run it: compiled once a day.
LEAGUE_TO_START = PreparedQuery(_league_to_start, varies_with=lambda: timezone.localdate())


def league_to_start(slug: str, user) -> LeagueToStart | None:
    """The league of ``slug`` locked, as the signed-in ``user`` sees it, with their role
    and the season holding today; None when there is none or it is hidden from them. One
    query, inside the start's transaction."""
    found = LEAGUE_TO_START.rows(slug, user.pk)
    league = LeagueToStart(*found[0]) if found else None
    if league is None or game_role_in(league.visibility, league.role) is None:
        return None
    return league


def _where_games_count(games):
    return LeagueGame.objects.filter(pk__in=games).values_list(
        "game_id", "league__slug", "season_id", "league__name"
    )


def _where_one_counts(game: int):
    return _where_games_count([game])


#: A game's page and every game's start ask for one game.
WHERE_ONE_COUNTS = PreparedQuery(_where_one_counts)


def where_games_count(game_ids: list[int]) -> list[tuple]:
    """(game id, league slug, season id, league name) of each league game among these.
    One query; for one game, compiled once."""
    if len(game_ids) == 1:
        return WHERE_ONE_COUNTS.rows(game_ids[0])
    return list(_where_games_count(game_ids))


def memberships_of(user) -> list[dict]:
    """The account's league memberships, for its "Download my data" (deleting the account
    deletes them: ``Membership.user`` cascades)."""
    rows = Membership.objects.filter(user=user).order_by("joined_at", "pk")
    return [
        {"league": slug, "name": name, "role": role, "joined_at": joined.isoformat()}
        for slug, name, role, joined in rows.values_list(
            "league__slug", "league__name", "role", "joined_at"
        )
    ]
