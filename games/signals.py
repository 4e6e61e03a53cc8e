"""What ``games`` tells the apps above it, as Django signals (``django.dispatch``).

Each is sent with ``Signal.send()`` inside the transaction of the write it reports: a
receiver's writes commit with it, and a receiver's exception propagates out of ``send()``
and rolls the whole write back (only ``send_robust`` would swallow it, and it is not
used). An app above connects its receivers when it starts (its ``AppConfig.ready()``).

- ``hands_changed`` (``change``: a ``HandsChange``): a group game's hands changed. Sent by
  recording, undoing or editing a hand, deleting the game, changing its seats (and by a
  group's own writes, such as a league's roster merge). A plain game sends nothing.
- ``confirmation_changed`` (``game``: the ``Game``): a group game's result was confirmed or
  disputed (``games.services.confirmations``).
- ``player_renamed`` (``player``: the ``Player``, renamed): sent by every rename, so that
  what shows the name follows.
"""

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from django.dispatch import Signal

from games.plays import play_of
from scoring.tally import Play

hands_changed = Signal()
player_renamed = Signal()
confirmation_changed = Signal()


@dataclass(frozen=True)
class GameEnd:
    """Where a game stands as far as standings go: its score, and the winner if finished."""

    score: tuple[int, ...]  # by side: two teams, or three players' own
    winner: int | None

    @property
    def finished(self) -> bool:
        return self.winner is not None

    def points(self, side: int) -> int:
        """The side's score (0 for a side a game that is gone no longer has)."""
        return self.score[side] if side < len(self.score) else 0


#: A game that no longer counts (deleted): nothing finished, no score.
GONE = GameEnd((0, 0), None)


def end_of(game) -> GameEnd:
    return GameEnd(tuple(game.score), game.winner)


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


def send_hands_changed(
    game, removed: Iterable, added: Iterable, before: GameEnd, after: GameEnd
) -> None:
    """Send ``hands_changed`` for a write to a group game's hands (given as stored ``Hand``
    rows or ``Play``s). A plain game sends nothing."""
    if not game.group_kind:
        return
    players = game.players
    change = HandsChange(
        game=game,
        removed=[hand if isinstance(hand, Play) else play_of(hand, players) for hand in removed],
        added=[hand if isinstance(hand, Play) else play_of(hand, players) for hand in added],
        before=before,
        after=after,
    )
    hands_changed.send(sender=type(game), change=change)
