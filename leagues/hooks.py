"""How leagues plug into the seams ``games`` offers (``games.seams``): starting a game in a
league, who may do what in a league game, the league's totals following its hands, and
the ``league`` and ``season`` of a game's JSON."""

from django.db.models import Q, QuerySet
from django.utils import timezone
from django.utils.translation import gettext

from accounts import seams as account_seams
from core.errors import Forbidden, Hidden
from games import seams
from games.permissions import Role
from leagues import statements, totals
from leagues.errors import LeagueCode, LeagueError
from leagues.links import league_home_url
from leagues.models import League, LeagueGame, MemberRole, Membership, Season
from leagues.selectors import season_of
from leagues.visibility import GAME_ROLES, NO_SUCH_LEAGUE, game_role_in, visible_to


def game_start_in_league(user, slug: str | None, season_id: int | None) -> seams.GroupStart:
    if slug is None:
        raise LeagueError(
            LeagueCode.SEASON_WITHOUT_LEAGUE,
            "A season is a league's: send the league's slug with it.",
            field="league",
        )
    # Locked as a change of its ruleset locks it: a start waits for one and plays the new
    # rules, or the change waits for the start and finds the league has a game.
    locked = League.objects.filter(slug=slug).select_for_update(no_key=True, of=("self",))
    league = visible_to(user, locked).first()
    if league is None:
        raise Hidden(NO_SUCH_LEAGUE)
    if league.role is None:
        raise Forbidden(gettext("Only the league's members may start its games."))
    season = _season(league, season_id)

    def started(game) -> None:
        LeagueGame.objects.create(game=game, league=league, season=season)

    return seams.GroupStart(
        roster_id=league.roster_id,
        variant=league.variant,
        target=league.target,
        options=league.options,
        started=started,
        # Translators: how a refusal names the league's roster or rules ("the league's roster").
        whose=gettext("the league's"),
    )


def _season(league: League, season_id: int | None) -> Season | None:
    """The season sent (any dates: games are recorded late), or the one holding today."""
    if season_id is not None:
        season = season_of(league=league, season_id=season_id)
        if season is None:
            raise LeagueError(
                LeagueCode.SEASON_NOT_IN_LEAGUE,
                gettext("The league %(league)s has no season %(season)s.")
                % {"league": league.slug, "season": season_id},
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
    query, built once (``leagues.statements``): every hand of a league game asks it."""
    found = statements.league_role(game.roster_id, user.pk if user.is_authenticated else None)
    if found is None:
        return None
    return game_role_in(*found)


def game_fields(games) -> dict[int, dict]:
    rows = LeagueGame.objects.filter(pk__in=[game.pk for game in games])
    columns = ("game_id", "league__slug", "season_id", "league__name")
    return {
        game_id: {"league": slug, "season": season, "league_name": name}
        for game_id, slug, season, name in rows.values_list(*columns)
    }


def rosters_of(user) -> dict[Role, QuerySet]:
    """The rosters of the leagues the user is a member of, by the user's role in their
    games: subqueries, no query of their own (``games.seams.group_rosters``)."""
    mine = Membership.objects.filter(user=user.pk)
    return {
        GAME_ROLES[role]: mine.filter(role=role).values("league__roster_id")
        for role in MemberRole.values
    }


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


def member_leaving(user) -> None:
    """An account being deleted: a league it was the last admin of gets its longest-standing
    other member as admin (a league with no other member is left as it is)."""
    for membership in Membership.objects.filter(user=user, role=MemberRole.ADMIN):
        others = Membership.objects.select_for_update().filter(league_id=membership.league_id)
        others = others.exclude(user=user)
        if others.filter(role=MemberRole.ADMIN).exists():
            continue
        heir = others.order_by("joined_at", "pk").first()
        if heir is not None:
            heir.role = MemberRole.ADMIN
            heir.save(update_fields=["role"])


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
    account_seams.add_data_section("league_memberships", memberships_of)
    account_seams.on_leaving(member_leaving)
    seams.group_start.register(game_start_in_league)
    seams.group_role.register(game_role)
    seams.group_fields.register(game_fields)
    seams.group_rosters.register(rosters_of)
    if table_header not in seams.table_header:
        seams.table_header.append(table_header)
    if totals.hands_changed not in seams.hands_changed:
        seams.hands_changed.append(totals.hands_changed)
    if totals.names_changed not in seams.player_renamed:
        seams.player_renamed.append(totals.names_changed)
