"""Where an app above ``games`` plugs in: registries it fills when it starts (its
``AppConfig.ready()``), and that ``games`` consults at the place of each write or read.

Games know groups only as a shared roster (``Game.roster``): the games of a group seat the
group's players, and only those games consult the seams below that cost a query. A plain
game (no roster) calls nothing registered here that touches the database.

1. ``group_start``: one resolver, asked when a game is started with a ``league`` or
   ``season``. It answers with a ``GroupStart``: the roster, the ruleset the game must
   play, and a callback run inside the start's transaction once the game is stored.
2. ``group_role``: one provider of a caller's role in a game of a group, beyond the
   owner, scorekeepers and share link (``games.permissions``).
3. ``hands_changed``: callbacks called inside the transaction of every write that
   changes a group game's hands (record, undo, edit, deleting the game; the group's own
   writes call them too), with a ``HandsChange``.
4. ``group_fields``: one provider of the extra fields of a game's JSON (``league``,
   ``season``), and of the group's name a page lists it under (``league_name``), for a
   list of group games, in one query.
5. ``table_header``: callbacks giving the lines a group game's table page shows under
   its heading (``HeaderLine``s: the league and its season), asked for group games only.
6. ``player_renamed``: callbacks called inside the transaction that renames a player
   (its group's answers that show names follow).
7. ``group_rosters``: one provider of the rosters of the groups a user belongs to, by the
   user's role in their games, as subqueries (no query of their own): the user's games
   listed with those they started or scored in a group.
"""

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from django.utils.translation import gettext_lazy

import scoring
from scoring.tally import Play


class Slot:
    """A single registered function, or None."""

    def __init__(self, name: str):
        self.name = name
        self.function: Callable | None = None

    def register(self, function: Callable) -> Callable:
        self.function = function
        return function

    def __call__(self, *args, **kwargs):
        return self.function(*args, **kwargs)

    def __bool__(self) -> bool:
        return self.function is not None


@dataclass(frozen=True)
class GroupStart:
    """What a group decides about a game started in it."""

    roster_id: int
    variant: str
    target: int
    options: dict
    #: Called with the stored game (seats too) inside the start's transaction.
    started: Callable[[Any], None]
    #: How refusals name the group: "the league's".
    whose: str = gettext_lazy("the group's")


@dataclass(frozen=True)
class GameEnd:
    """Where a game stands as far as standings go: its score, and the winner if finished."""

    score: tuple[int, int]
    winner: int | None

    @property
    def finished(self) -> bool:
        return self.winner is not None


#: A game that no longer counts (deleted): nothing finished, no score.
GONE = GameEnd((0, 0), None)


@dataclass(frozen=True)
class HandsChange:
    """A write to a group game's hands: the plays it took away and the plays it added (an
    edit takes the old plays of the hands it changed and adds their new ones), and the
    game's standing before and after."""

    game: Any
    removed: Sequence[Play]
    added: Sequence[Play]
    before: GameEnd
    after: GameEnd


group_start = Slot("group_start")  # (user, league: str | None, season: int | None) -> GroupStart
group_role = Slot("group_role")  # (game, user) -> games.permissions.Role | None
group_fields = Slot("group_fields")  # (games) -> {game_id: {"league", "season", "league_name"}}
group_rosters = Slot("group_rosters")  # (user) -> {Role: a QuerySet of roster ids}
hands_changed: list[Callable[[HandsChange], None]] = []
#: Callbacks called inside the transaction that renames a player (the ``Player``, renamed).
player_renamed: list[Callable[[Any], None]] = []


@dataclass(frozen=True)
class HeaderLine:
    """A line of a group game's table heading: its words, and where they link, if anywhere."""

    text: str
    url: str | None = None


table_header: list[Callable[[Any], Sequence[HeaderLine]]] = []


def header_of(game) -> list[HeaderLine]:
    """The lines the registered callbacks give for a game's table; none for a plain game."""
    if game.roster_id is None:
        return []
    return [line for callback in table_header for line in callback(game)]


#: The extra fields of a game's JSON when no group answers for it.
NO_GROUP_FIELDS = {"league": None, "season": None, "league_name": None}


def play_of(hand) -> Play:
    """A stored hand as the statistics read it."""
    return stored_play(
        hand.maker,
        hand.trump,
        hand.maker_loner,
        hand.defender_loner,
        hand.maker_tricks,
        hand.renege,
    )


#: The columns of a stored hand that ``stored_play`` reads, in its order.
PLAY_COLUMNS = ("maker", "trump", "maker_loner", "defender_loner", "maker_tricks", "renege")


def stored_play(maker, trump, maker_loner, defender_loner, maker_tricks, renege=None) -> Play:
    """A play from a hand's stored columns (the trump as its stored label)."""
    suit = None if trump is None else scoring.Suit[trump.upper()]
    return Play(maker, suit, maker_loner, defender_loner, maker_tricks, renege)


def end_of(game) -> GameEnd:
    return GameEnd((game.score_0, game.score_1), game.winner)


def notify_hands_changed(
    game, removed: Iterable, added: Iterable, before: GameEnd, after: GameEnd
) -> None:
    """Tell the registered callbacks about a write to a group game's hands (given as stored
    ``Hand`` rows or ``Play``s). A plain game tells no one."""
    if game.roster_id is None or not hands_changed:
        return
    change = HandsChange(
        game=game,
        removed=[hand if isinstance(hand, Play) else play_of(hand) for hand in removed],
        added=[hand if isinstance(hand, Play) else play_of(hand) for hand in added],
        before=before,
        after=after,
    )
    for callback in hands_changed:
        callback(change)
