"""A league as a group of games (``games.groups``), and the league's receivers of what
``games`` and ``accounts`` tell (``games.signals``, ``accounts.signals``), all in one place.

The path from a hand write to the league's totals, read top to bottom: ``games`` records,
undoes or edits a hand (``games.services.hands``), deletes a game or changes its seats,
and inside that write's transaction sends ``hands_changed``; ``totals_follow_hands`` below
takes the game's league, season and seats (read with the caller's role, else by one
prepared query), adds up what the change takes away and adds
(``leagues.standings.deltas``), writes it with one upsert per totals table and raises the
league's stats version (``leagues.standings.totals.write``), and, when the game's winner
changed, leaves the ratings due from it on (``leagues.standings.ratings``: the next read
replays them). A receiver's exception propagates out of ``Signal.send`` and rolls the
hand write back.

Connected and registered in ``LeaguesConfig.ready()`` (``connect``).
"""

from collections.abc import Mapping, Sequence

from django.db.models import QuerySet

from accounts.signals import account_data_exported, account_leaving
from games import groups
from games.permissions import Role
from games.signals import HandsChange, confirmation_changed, hands_changed, player_renamed
from leagues.links import league_home_url
from leagues.models import GROUP_KIND, LeagueGame, MemberRole, Membership
from leagues.selectors import memberships_of, where_games_count
from leagues.services.games import game_start_in_league
from leagues.services.members import member_leaving
from leagues.standings import ratings, statements, totals
from leagues.standings.deltas import GameDeltas
from leagues.visibility import GAME_ROLES, game_role_in, league_seen_by


class LeagueGroup(groups.GameGroup):
    kind = GROUP_KIND

    def start(self, user, asked: Mapping) -> groups.GroupStart | None:
        if not {"league", "season"} & asked.keys():
            return None
        return game_start_in_league(user, asked.get("league"), asked.get("season"))

    def start_next(self, user, game) -> groups.GroupStart:
        """The league's next game, in the season that holds today."""
        return game_start_in_league(user, self.fields([game])[game.pk]["league"], None)

    def role(self, game, user) -> Role | None:
        """A member's role in the league's games; whoever may read the league views them.
        One query, built once (``leagues.standings.statements``): every league hand asks.
        It reads the game's seats too, kept for the hand's totals (``groups.keep``)."""
        user_id = user.pk if user.is_authenticated else None
        found = statements.league_role(game.roster_id, user_id, game.pk)
        if found is None:
            return None
        visibility, role, seats = found
        groups.keep(game, self.kind, seats)
        return game_role_in(visibility, role)

    def role_named(self, user, named: Mapping) -> Role | None:
        league = league_seen_by(user, slug=named["league"]) if "league" in named else None
        return None if league is None else game_role_in(league.visibility, league.role)

    def fields(self, games: Sequence) -> dict[int, dict]:
        return {
            game_id: {"league": slug, "season": season, "league_name": name}
            for game_id, slug, season, name in where_games_count([game.pk for game in games])
        }

    def header(self, game) -> list[groups.HeaderLine]:
        """The league (linked) and its season. One query."""
        found = LeagueGame.objects.filter(pk=game.pk).select_related("league", "season").first()
        if found is None:
            return []
        lines = [groups.HeaderLine(found.league.name, league_home_url(found.league))]
        if found.season is not None:
            lines.append(groups.HeaderLine(found.season.name))
        return lines

    def rosters(self, user) -> dict[Role, QuerySet]:
        """The rosters of the leagues the user is a member of, by the user's role in their
        games: subqueries, no query of their own."""
        mine = Membership.objects.filter(user=user.pk)
        return {
            GAME_ROLES[role]: mine.filter(role=role).values("league__roster_id")
            for role in MemberRole.values
        }


def totals_follow_hands(sender, change: HandsChange, **kwargs) -> None:
    """``games.signals.hands_changed``: the league's totals and ratings follow the hands."""
    if not change.game.in_group(GROUP_KIND):
        return
    rows = groups.take(change.game, GROUP_KIND) or statements.seated_in_league(change.game.pk)
    if not rows or rows[0][2] is None:
        return  # not (or no longer) a league's game
    league_id, season_id, finished_at = rows[0][2:]
    seats = {position: player for position, player, *_ in rows}
    deltas = GameDeltas()
    deltas.add_change(seats, change.removed, change.added, change.before, change.after)
    totals.write(deltas, league_id, season_id)
    if change.before.winner != change.after.winner:  # the ratings see winners only
        now = totals.finished_when(change.game.pk) if change.after.finished else None
        if now != finished_at:
            LeagueGame.objects.filter(pk=change.game.pk).update(finished_at=now)
        moments = [moment for moment in (finished_at, now) if moment is not None]
        if moments:
            ratings.due(league_id, since=(min(moments), change.game.pk))


def standings_follow_confirmations(sender, game, **kwargs) -> None:
    """``games.signals.confirmation_changed``: the standings' marks of unsettled results
    follow (the league's cached answers are answered again)."""
    if game.group_kind != GROUP_KIND:
        return
    league = LeagueGame.objects.filter(pk=game.pk).values_list("league_id", flat=True).first()
    if league is not None:
        totals.stats_changed(league)


def standings_follow_names(sender, player, **kwargs) -> None:
    """``games.signals.player_renamed``: the league's standings show the new name at once."""
    totals.names_changed(player)


def memberships_data(sender, user, **kwargs) -> dict:
    """``accounts.signals.account_data_exported``: the account's league memberships."""
    return {"league_memberships": memberships_of(user)}


def memberships_leaving(sender, user, **kwargs) -> None:
    """``accounts.signals.account_leaving``: a league its last admin leaves gets another."""
    member_leaving(user)


def connect() -> None:
    groups.register(LeagueGroup())
    hands_changed.connect(totals_follow_hands, dispatch_uid="leagues.totals_follow_hands")
    confirmation_changed.connect(
        standings_follow_confirmations, dispatch_uid="leagues.standings_follow_confirmations"
    )
    player_renamed.connect(standings_follow_names, dispatch_uid="leagues.standings_follow_names")
    account_data_exported.connect(memberships_data, dispatch_uid="leagues.memberships_data")
    account_leaving.connect(memberships_leaving, dispatch_uid="leagues.memberships_leaving")
