"""A group of games (a league today; a tournament next): what a game asks of the group it
is played in, as one small interface each kind of group implements.

A kind of group subclasses ``GameGroup`` and registers one instance in its app's
``AppConfig.ready()`` (``register``). A game names its group's kind itself
(``Game.group_kind``, with the roster its seats come from), so ``group_of(game)`` finds
the group without a query, and a plain game asks nothing. ``games`` imports no app of a
group: it knows them only through this interface, and tells them what happened through
its signals (``games.signals``).
"""

from abc import ABC, abstractmethod
from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from django.db.models import QuerySet
from django.utils.translation import gettext_lazy


@dataclass(frozen=True)
class GroupStart:
    """What a group decides about a game started in it."""

    kind: str
    roster_id: int
    variant: str
    target: int
    options: dict
    #: Called with the stored game (seats too) inside the start's transaction.
    started: Callable[[Any], None]
    #: How refusals name the group: "the league's".
    whose: str = gettext_lazy("the group's")
    #: The game ends after this many deals rather than at its target (``Game.deals``).
    deals: int | None = None
    #: The start of the group this one is played within, whose game it is too (a
    #: tournament inside a league): its ``started`` is called as well, and its kind kept
    #: (``Game.within_kind``).
    within: "GroupStart | None" = None
    #: Whether the starter manages the group (a league's admin).
    manages: bool = False
    #: The start's group fields, resolved (a league's slug and the season its game counts
    #: in): what names the same group to ``start_in`` again.
    named: Mapping[str, Any] | None = None
    #: Its result is confirmed by the side that did not record it
    #: (``games.services.confirmations``).
    confirmation: bool = False


@dataclass(frozen=True)
class HeaderLine:
    """A line of a group game's table heading: its words, and where they link, if anywhere."""

    text: str
    url: str | None = None


#: The extra fields of a game's JSON when no group answers for it (a group answers those
#: of its kind; a field it leaves out is None).
NO_GROUP_FIELDS = {"league": None, "season": None, "league_name": None, "tournament": None}


class GameGroup(ABC):
    """One kind of group of games. ``kind`` is stored on each of its games."""

    kind: str

    @abstractmethod
    def start(self, user, asked: Mapping[str, Any]) -> GroupStart | None:
        """A game started with ``asked`` (the start's group fields that were sent, e.g.
        ``{"league": "tuesday"}``): None if they do not name a group of this kind; else
        whether ``user`` may start it there (``core.errors.Hidden`` or ``Forbidden`` if
        not) and what the group decides (``GroupStart``). It may lock the group: it runs
        in the start's transaction."""

    @abstractmethod
    def start_next(self, user, game) -> GroupStart:
        """``start`` for the game after ``game`` at the same table (a rematch)."""

    @abstractmethod
    def role(self, game, user):
        """The caller's ``games.permissions.Role`` in the group's ``game``, or None (the
        group decides alone: who leaves it keeps nothing)."""

    def referees(self, game, user) -> bool:
        """Whether ``user`` settles the group's ``game`` (its results' confirmation, and
        corrections once confirmed): by default, whoever it gives the role ``admin``
        (``games.permissions.Role.ADMIN``: a league's admins)."""
        return self.role(game, user) == "admin"

    def referees_among(self, games: Sequence, user) -> set[int]:
        """Which of the group's ``games`` (read for ``user``, each with the caller's
        ``role``) ``user`` settles, for a list: ``referees`` without a query of its own."""
        return {game.pk for game in games if getattr(game, "role", None) == "admin"}

    @abstractmethod
    def fields(self, games: Sequence) -> dict[int, dict]:
        """The extra fields of each game's JSON (``NO_GROUP_FIELDS``' keys), by game id, for
        a list of the group's games, in one query."""

    def role_named(self, user, named: Mapping[str, Any]):
        """The caller's ``Role`` in the games of the group ``named`` names
        (``GroupStart.named``), if it is one of this kind and the caller sees it; else
        None. One query at most."""
        return None

    @abstractmethod
    def header(self, game) -> list[HeaderLine]:
        """The lines under the heading of the group game's table page."""

    @abstractmethod
    def rosters(self, user) -> Mapping[Any, QuerySet]:
        """The rosters of the groups ``user`` belongs to, by the user's role in their games,
        as subqueries (no query of their own): for the user's list of games."""


#: The registered groups, by kind.
KINDS: dict[str, GameGroup] = {}


def register(group: GameGroup) -> GameGroup:
    KINDS[group.kind] = group
    return group


def group_of(game) -> GameGroup | None:
    """The group ``game`` is played in, if its kind is registered; None for a plain game."""
    return KINDS.get(game.group_kind) if game.group_kind else None


def start_in(user, asked: Mapping[str, Any]) -> GroupStart | None:
    """The answer of the group that ``asked`` names (its fields sent with a value), if any
    kind takes it; None when none does."""
    asked = {field: value for field, value in asked.items() if value is not None}
    for group in KINDS.values():
        found = group.start(user, asked) if asked else None
        if found is not None:
            return found
    return None


def keep(game, kind: str, read: Any) -> None:
    """Keep on ``game`` what the group of ``kind`` read of it beside the caller's role (its
    seats, say) for that group's receiver of the same write (``take``). A hand write locks
    its game, asks the caller's role on that instance and then tells the groups what
    changed: one read serves both. Kept on the instance, so on one write's locked row."""
    game.__dict__.setdefault("_group_reads", {})[kind] = read


def take(game, kind: str) -> Any:
    """What ``keep`` kept on ``game`` for the group of ``kind``, once (None if nothing): a
    write that tells the group twice (seats moved: away as they were, back as they are)
    reads anew the second time."""
    return game.__dict__.get("_group_reads", {}).pop(kind, None)


def kinds_of(game) -> list[GameGroup]:
    """The groups ``game`` is a game of: the one it is played within first, then its own."""
    return [KINDS[kind] for kind in (game.within_kind, game.group_kind) if kind in KINDS]


def fields_of(games: Iterable) -> dict[int, dict]:
    """The extra JSON fields of the group games among ``games`` (a game within two groups
    has both's): one query per kind of group among them, none for plain games."""
    by_kind = defaultdict(list)
    for game in games:
        for group in kinds_of(game):
            by_kind[group.kind].append(game)
    found = defaultdict(dict)
    for kind, grouped in by_kind.items():
        for pk, fields in KINDS[kind].fields(grouped).items():
            found[pk].update(fields)
    return dict(found)


def _by_group(games: Iterable) -> list[tuple[GameGroup, list]]:
    """The group games among ``games``, by the group of their kind."""
    by_kind = defaultdict(list)
    for game in games:
        if game.group_kind in KINDS:
            by_kind[game.group_kind].append(game)
    return [(KINDS[kind], grouped) for kind, grouped in by_kind.items()]


def referees(game, user) -> bool:
    """Whether ``user`` is an organiser or admin of the group ``game`` is played in."""
    group = group_of(game)
    return group is not None and user.is_authenticated and group.referees(game, user)


def referees_among(games: Iterable, user) -> set[int]:
    """The ids of the games among ``games`` whose group ``user`` is an organiser or admin
    of (``user`` None: whoever read them, by their ``role``): one query per kind of group
    at most."""
    return {pk for group, grouped in _by_group(games) for pk in group.referees_among(grouped, user)}


def header_of(game) -> list[HeaderLine]:
    """The heading's lines of every group the game is in, the outer group's first."""
    return [line for group in kinds_of(game) for line in group.header(game)]


def role_named(user, named: Mapping[str, Any]):
    """The caller's ``Role`` in the games of the group ``named`` names, whatever its kind
    (None: no such group, or hidden from the caller)."""
    for group in KINDS.values():
        found = group.role_named(user, named)
        if found is not None:
            return found
    return None


def outer_role(game, user):
    """The caller's role in the group ``game``'s group is played within, or None (none, or
    the game's group stands alone): for the inner group's ``role``."""
    outer = KINDS.get(game.within_kind) if game.within_kind else None
    return None if outer is None else outer.role(game, user)


def rosters_of(user) -> list[tuple[Any, QuerySet]]:
    """(role, roster ids) of every kind of group the user belongs to."""
    return [pair for group in KINDS.values() for pair in group.rosters(user).items()]
