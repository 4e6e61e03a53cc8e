"""Ends of a game beyond its target, which its group decides (``games.groups.GroupStart``):
after a number of deals (``Game.deals``), or when the group closes it (``game_close``: a
tournament's organiser finishing a round). Either way the side ahead wins, and a game
level then is finished with no winner. ``games`` knows no group here: only the two ends.
"""

from dataclasses import replace

from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext

import scoring
from core import prepared_statements
from games.models import Game, Status
from games.services.errors import GameCode, GameError
from games.signals import end_of, send_hands_changed


def ahead(score) -> int | None:
    """The side with the most points (of two, or three players' own), or None when the
    most are shared."""
    most = max(score)
    leaders = [side for side, points in enumerate(score) if points == most]
    return leaders[0] if len(leaders) == 1 else None


def settled(game: Game, state: scoring.GameState) -> tuple[scoring.GameState, bool]:
    """``state`` as the game's own end reads it, and whether the game is finished: after
    its ``deals``, or once its group closed it (an organiser's correction then), the side
    ahead wins (none when level); before them nobody has won."""
    if game.closed_at is not None:
        return replace(state, winner=ahead(state.score)), True
    if game.deals is None:
        return state, state.finished
    if state.hands_played >= game.deals:
        return replace(state, winner=ahead(state.score)), True
    return replace(state, winner=None), False


def check_open(game: Game) -> None:
    """A closed game takes no write to its hands: 409 GAME_CLOSED."""
    if game.closed_at is not None:
        raise GameError(
            GameCode.GAME_CLOSED,
            gettext(
                "This game was closed by the group it is played in (its round is "
                "finished): its hands can no longer be recorded, undone or edited."
            ),
            conflict=True,
        )


def deals_played(game: Game) -> GameError:
    """Refusing a hand after the last of the game's deals: 409 GAME_DEALS_PLAYED."""
    return GameError(
        GameCode.GAME_DEALS_PLAYED,
        gettext(
            "The game is over: its %(deals)s deals are played. No more hands can be "
            "recorded; undo or edit one instead."
        )
        % {"deals": game.deals},
        conflict=True,
    )


def game_close(game_id: int) -> Game:
    """Close the game now: one still in progress ends with the hands recorded so far (the
    side ahead wins, none when level). Closing a closed game changes nothing. Runs in the
    caller's transaction, or its own."""
    with transaction.atomic():
        game = prepared_statements.select(Game, game_id, for_update=True)
        if game.closed_at is not None:
            return game
        before = end_of(game)
        game.closed_at = timezone.now()
        if game.status == Status.IN_PROGRESS:
            game.winner = ahead(game.score)
            game.status = Status.FINISHED
        game.version += 1
        game.save(update_fields=["closed_at", "winner", "status", "version", "updated_at"])
        send_hands_changed(game, [], [], before, end_of(game))
    return game
