"""Reads of leagues, each a fixed number of queries however big the league."""

from django.db.models import Count, F, Prefetch, QuerySet, Sum
from django.db.models.functions import Lower

from games.models import Game, Player, Seat
from games.permissions import Role
from leagues.models import Invitation, League, Membership, Season
from leagues.visibility import GAME_ROLES, visible_to


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


def league_invitations(*, league: League) -> QuerySet[Invitation]:
    return league.invitations.order_by("-created_at", "-pk")


def league_games(*, league: League, season: int | None = None) -> QuerySet[Game]:
    """The league's games, most recently changed first, with their seats; each carries the
    caller's ``role`` and its ``group_fields`` once ``league_games_page`` has read them."""
    games = Game.objects.filter(league_game__league=league)
    if season is not None:
        games = games.filter(league_game__season_id=season)
    seats = Seat.objects.select_related("player").order_by("position")
    return (
        games.annotate(season_id=F("league_game__season_id"))
        .prefetch_related(Prefetch("seats", queryset=seats))
        .order_by("-updated_at", "-pk")
    )


def league_games_page(*, league: League, games: list[Game]) -> list[Game]:
    """Set what the games' JSON needs from the league, which the caller may read."""
    role = GAME_ROLES.get(league.role, Role.VIEWER)
    for game in games:
        game.role = role
        game.group_fields = {"league": league.slug, "season": game.season_id}
    return games


def roster_player_footprint(*, player: Player) -> dict:
    """What a merge would move: the player's seats, the games they are in, and the hands
    of those games. One query."""
    seats = Seat.objects.filter(player=player)
    return seats.aggregate(
        seats=Count("pk"), games=Count("game", distinct=True), hands=Sum("game__hands_played")
    )
