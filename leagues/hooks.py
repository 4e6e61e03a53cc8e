"""How leagues plug into the seams ``games`` offers (``games.seams``): starting a game in a
league, who may do what in a league game, the league's totals following its hands, and
the ``league`` and ``season`` of a game's JSON."""

from django.core.exceptions import PermissionDenied
from django.db.models import CharField, OuterRef, Q, Subquery, Value
from django.http import Http404
from django.utils import timezone

from games import seams
from games.permissions import Role
from leagues import totals
from leagues.errors import LeagueCode, LeagueError
from leagues.links import league_home_url
from leagues.models import League, LeagueGame, MemberRole, Membership, Season, Visibility

NO_SUCH_LEAGUE = "No such league, or it is private."

GAME_ROLES = {MemberRole.ADMIN: Role.ADMIN, MemberRole.MEMBER: Role.MEMBER}


def with_role(leagues, user):
    """Annotate each league with the caller's ``role`` (None for non-members)."""
    if not user.is_authenticated:
        return leagues.annotate(role=Value(None, output_field=CharField()))
    mine = Membership.objects.filter(league=OuterRef("pk"), user=user.pk).values("role")[:1]
    return leagues.annotate(role=Subquery(mine))


def game_start_in_league(user, slug: str | None, season_id: int | None) -> seams.GroupStart:
    if slug is None:
        raise LeagueError(
            LeagueCode.SEASON_WITHOUT_LEAGUE,
            "A season is a league's: send the league's slug with it.",
            field="league",
        )
    league = with_role(League.objects.filter(slug=slug), user).first()
    if league is None or (league.role is None and league.visibility != Visibility.PUBLIC):
        raise Http404(NO_SUCH_LEAGUE)
    if league.role is None:
        raise PermissionDenied("Only the league's members may start its games.")
    season = _season(league, season_id)

    def started(game) -> None:
        LeagueGame.objects.create(game=game, league=league, season=season)

    return seams.GroupStart(
        roster_id=league.roster_id,
        variant=league.variant,
        target=league.target,
        options=league.options,
        started=started,
        whose="the league's",
    )


def _season(league: League, season_id: int | None) -> Season | None:
    """The season sent (any dates: games are recorded late), or the one holding today."""
    if season_id is not None:
        season = league.seasons.filter(pk=season_id).first()
        if season is None:
            raise LeagueError(
                LeagueCode.SEASON_NOT_IN_LEAGUE,
                f"The league {league.slug} has no season {season_id}.",
                field="season",
            )
        return season
    return current_season(league)


def current_season(league: League) -> Season | None:
    """The league's season holding today, if one does: where its new games count."""
    today = timezone.localdate()
    holding = Q(ends_on__isnull=True) | Q(ends_on__gte=today)
    return league.seasons.filter(holding, starts_on__lte=today).first()


def game_role(game, user) -> Role | None:
    """A member's role in the league's games; whoever may read the league views them. One
    query."""
    league = with_role(League.objects.filter(roster_id=game.roster_id), user)
    found = league.values_list("visibility", "role").first()
    if found is None:
        return None
    visibility, role = found
    if role is not None:
        return GAME_ROLES[role]
    return Role.VIEWER if visibility == Visibility.PUBLIC else None


def game_fields(games) -> dict[int, dict]:
    rows = LeagueGame.objects.filter(pk__in=[game.pk for game in games])
    return {
        game_id: {"league": slug, "season": season}
        for game_id, slug, season in rows.values_list("game_id", "league__slug", "season_id")
    }


def table_header(game) -> list[seams.HeaderLine]:
    """A league game's table names its league (linked) and its season. One query."""
    found = LeagueGame.objects.filter(pk=game.pk).select_related("league", "season").first()
    if found is None:
        return []
    lines = [seams.HeaderLine(found.league.name, league_home_url(found.league))]
    if found.season is not None:
        lines.append(seams.HeaderLine(found.season.name))
    return lines


def register() -> None:
    seams.group_start.register(game_start_in_league)
    seams.group_role.register(game_role)
    seams.group_fields.register(game_fields)
    if table_header not in seams.table_header:
        seams.table_header.append(table_header)
    if totals.hands_changed not in seams.hands_changed:
        seams.hands_changed.append(totals.hands_changed)
