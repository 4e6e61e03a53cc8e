"""Starting a game in a league: who may, which roster and rules it plays, and where it
counts (its season). Asked by ``games`` through the league's group (``leagues.group``)."""

from django.utils.translation import gettext

from core.errors import Forbidden, Hidden
from games.groups import GroupStart
from leagues.errors import LeagueCode, LeagueError
from leagues.models import GROUP_KIND, League, LeagueGame, MemberRole
from leagues.selectors import LeagueToStart, league_to_start, season_of
from leagues.visibility import NO_SUCH_LEAGUE


def game_start_in_league(user, slug: str | None, season_id: int | None) -> GroupStart:
    if slug is None:
        raise LeagueError(
            LeagueCode.SEASON_WITHOUT_LEAGUE,
            "A season is a league's: send the league's slug with it.",
            field="league",
        )
    # Locked as a change of its ruleset locks it: a start waits for one and plays the new
    # rules, or the change waits for the start and finds the league has a game.
    league = league_to_start(slug, user)
    if league is None:
        raise Hidden(NO_SUCH_LEAGUE)
    if league.role is None:
        raise Forbidden(gettext("Only the league's members may start its games."))
    season = league.current_season_id if season_id is None else _season(league, season_id)

    def started(game) -> None:
        LeagueGame.objects.create(game=game, league_id=league.pk, season_id=season)

    return GroupStart(
        kind=GROUP_KIND,
        roster_id=league.roster_id,
        variant=league.variant,
        target=league.target,
        options=league.options,
        started=started,
        # Translators: how a refusal names the league's roster or rules ("the league's roster").
        whose=gettext("the league's"),
        manages=league.role == MemberRole.ADMIN,
        named={"league": league.slug, "season": season},
        confirmation=league.confirmation,
    )


def _season(league: LeagueToStart, season_id: int) -> int:
    """The season sent (any dates: games are recorded late), if it is the league's."""
    season = season_of(league=League(pk=league.pk), season_id=season_id)
    if season is None:
        raise LeagueError(
            LeagueCode.SEASON_NOT_IN_LEAGUE,
            gettext("The league %(league)s has no season %(season)s.")
            % {"league": league.slug, "season": season_id},
            field="season",
        )
    return season.pk
