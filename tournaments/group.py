"""A tournament as a group of games (``games.groups``), and its receiver of what ``games``
tells (``games.signals.hands_changed``: ``tournaments.standings.follow_hands``).

A table's game is started by the round's start (``tournaments.services.rounds``), never by
``POST /api/v1/games/``; its players are the tournament's roster's. Its organisers and the
table's players who have accounts record, undo and edit its hands (the role ``member``:
nobody deletes a table's game); whoever may read the tournament reads it.
"""

from collections.abc import Mapping, Sequence

from django.db.models import Exists, OuterRef, Q, QuerySet
from django.utils.translation import gettext

from accounts.signals import account_data_exported, account_leaving
from core.prepared_queries import PreparedQuery
from games import groups
from games.models import Seat
from games.permissions import Role
from games.signals import hands_changed
from tournaments.errors import TournamentCode, TournamentError
from tournaments.models import GROUP_KIND, Entrant, Organiser, Table, Visibility
from tournaments.selectors import tournaments_of
from tournaments.services.players import organiser_leaving
from tournaments.standings import SEATED_COLUMNS, SEATED_TOURNAMENT, follow_hands


def _visibility(game: int) -> QuerySet:
    return Table.objects.filter(game_id=game).values_list("round__tournament__visibility")[:1]


def _role(game: int, user: int) -> QuerySet:
    """Each seat of the table (``tournaments.standings.SEATED``'s columns), with the
    tournament's visibility, whether the user organises it, and the seat's player's
    account: the role of whoever records a hand (an organiser, a seated player) and what
    the hand's standings need, in one read."""
    organises = Organiser.objects.filter(tournament=OuterRef(SEATED_TOURNAMENT), user=user)
    return (
        Seat.objects.filter(game_id=game)
        .order_by()
        .annotate(organiser=Exists(organises))
        .values_list(
            *SEATED_COLUMNS, f"{SEATED_TOURNAMENT}__visibility", "organiser", "player__user_id"
        )
    )


def _entrant(tournament: int, user: int) -> QuerySet:
    """Whether the user plays in the tournament: asked only of a caller who neither
    organises it nor sits at the table (a reader of a private night's table)."""
    return Entrant.objects.filter(tournament_id=tournament, player__user=user).values_list("pk")[:1]


VISIBILITY, ROLE, ENTRANT = (
    PreparedQuery(_visibility),
    PreparedQuery(_role),
    PreparedQuery(_entrant),
)


class TournamentGroup(groups.GameGroup):
    kind = GROUP_KIND

    def start(self, user, asked: Mapping) -> groups.GroupStart | None:
        return None  # a table's game is started by its round, not asked for

    def start_next(self, user, game) -> groups.GroupStart:
        raise TournamentError(
            TournamentCode.NO_REMATCH,
            gettext("A tournament table's game has no rematch: the next round seats it anew."),
        )

    def role(self, game, user) -> Role | None:
        """An organiser's or a seated player's (``member``), a reader's, or none; in a
        league, its admins organise and whoever reads the league reads. One query, compiled
        once (every hand write asks); a second for a reader of a private night (whether
        they play in it), or in a league, for those not seated."""
        own = self._own_role(game, user)
        if own is Role.MEMBER or not game.within_kind:
            return own
        outer = groups.outer_role(game, user)
        if outer is Role.ADMIN:
            return Role.MEMBER
        return own or (None if outer is None else Role.VIEWER)

    def _own_role(self, game, user) -> Role | None:
        if not user.is_authenticated:
            found = VISIBILITY.rows(game.pk)
            return Role.VIEWER if found and found[0][0] == Visibility.PUBLIC else None
        rows = self._seats_and_role(game, user)
        if not rows:
            return None
        tournament, *_, visibility, organiser, _ = rows[0][2:]
        if organiser or any(row[-1] == user.pk for row in rows):
            return Role.MEMBER
        if visibility == Visibility.PUBLIC or ENTRANT.rows(tournament, user.pk):
            return Role.VIEWER
        return None

    def _seats_and_role(self, game, user) -> list[tuple]:
        """``ROLE``'s rows (none: no table's game), the seats kept for the hand's
        standings (``groups.keep``)."""
        rows = [row for row in ROLE.rows(game.pk, user.pk) if row[2] is not None]
        groups.keep(game, self.kind, [row[: len(SEATED_COLUMNS)] for row in rows])
        return rows

    def referees(self, game, user) -> bool:
        """The tournament's organisers settle its tables' results; in a league, its admins
        too. One query; a second in a league, for those not organisers."""
        rows = self._seats_and_role(game, user)
        if rows and rows[0][len(SEATED_COLUMNS) + 1]:
            return True
        return bool(game.within_kind) and groups.outer_role(game, user) is Role.ADMIN

    def referees_among(self, games: Sequence, user) -> set[int]:
        """The tables among ``games`` whose tournament ``user`` organises, or whose league
        (its roster) ``user`` is an admin of. One query."""
        if user is None or not user.is_authenticated:
            return set()
        settles = Q(round__tournament__organisers__user=user)
        for group in {groups.KINDS.get(game.within_kind) for game in games} - {None}:
            admins = group.rosters(user).get(Role.ADMIN)
            if admins is not None:
                settles |= Q(game__within_kind=group.kind, game__roster_id__in=admins)
        tables = Table.objects.filter(settles, game_id__in=[game.pk for game in games])
        return set(tables.values_list("game_id", flat=True).distinct())

    def fields(self, games: Sequence) -> dict[int, dict]:
        rows = Table.objects.filter(game_id__in=[game.pk for game in games]).values_list(
            "game_id", "round__tournament_id", "round__number", "number"
        )
        return {
            game: {"tournament": {"id": tournament, "round": round_, "table": table}}
            for game, tournament, round_, table in rows
        }

    def header(self, game) -> list[groups.HeaderLine]:
        """The tournament, and the round and table. One query."""
        found = (
            Table.objects.filter(game_id=game.pk)
            .values_list("round__tournament__name", "round__number", "number")
            .first()
        )
        if found is None:
            return []
        name, round_, table = found
        where = gettext("Round %(round)s, table %(table)s") % {"round": round_, "table": table}
        return [groups.HeaderLine(name), groups.HeaderLine(where)]

    def rosters(self, user) -> dict[Role, QuerySet]:
        """The rosters of the tournaments the user organises: subqueries, no query."""
        organised = Organiser.objects.filter(user=user.pk)
        return {Role.MEMBER: organised.values("tournament__roster_id")}


def tournaments_data(sender, user, **kwargs) -> dict:
    """``accounts.signals.account_data_exported``: the account's tournaments."""
    return {"tournaments": tournaments_of(user)}


def organisers_leaving(sender, user, **kwargs) -> None:
    """``accounts.signals.account_leaving``: a night its last organiser leaves gets another."""
    organiser_leaving(user)


def connect() -> None:
    groups.register(TournamentGroup())
    hands_changed.connect(follow_hands, dispatch_uid="tournaments.follow_hands")
    account_data_exported.connect(tournaments_data, dispatch_uid="tournaments.data")
    account_leaving.connect(organisers_leaving, dispatch_uid="tournaments.organisers_leaving")
