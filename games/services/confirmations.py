"""Confirming a finished game's result by the other side (docs/api.md, "Confirmation").

A group decides at a game's start whether its result needs confirming
(``games.groups.GroupStart.confirmation``: every tournament table; a league's games when
the league says so). Once the game is finished its result is *pending* until a seat of
the side that did not record its last hand confirms it, or *disputed* when one disputes
it with a comment; a disputed result stays open until the group's organiser or admin
(``games.groups.referees``) confirms it, who may act for any seat. Whoever sends an action
is logged with it (``Confirmation``), whichever seat they act for: on one phone the
recorder's account taps for the other side.

A confirmed game's hands are locked (``correcting``): a change is 409 RESULT_CONFIRMED,
unless an organiser or admin sends a reason with it, logged as a correction (who, when,
what, why); so is a game its group closed (a tournament's finished round: 409
GAME_CLOSED), and any change an organiser or admin sends with a reason is logged.

The side that recorded: the side of the seat whose player's account recorded the last
hand. A last hand recorded by an account seated nowhere (an organiser, a member keeping
score) or by nobody known leaves every seat free to confirm.
"""

import uuid

from django.db import transaction
from django.utils.translation import gettext

from accounts.models import User
from core import prepared_statements
from core.errors import Hidden
from games import groups
from games.models import Confirmation, ConfirmationAction, ConfirmationState, Game, Status
from games.permissions import NO_SUCH_GAME, Ability, authorize
from games.selectors import confirming_seats, recorder_seats
from games.services.ends import check_open
from games.services.errors import GameCode, GameError
from games.signals import confirmation_changed

#: The state each action leaves a result in.
LEADS_TO = {
    ConfirmationAction.CONFIRM: ConfirmationState.CONFIRMED,
    ConfirmationAction.DISPUTE: ConfirmationState.DISPUTED,
}


def _confirming_seats(game: Game) -> list[int]:
    """The seats that may confirm or dispute the game's result: the other side's. One query."""
    return confirming_seats(game.players, recorder_seats([game.pk])[game.pk])


def result_confirmed() -> GameError:
    return GameError(
        GameCode.RESULT_CONFIRMED,
        gettext(
            "The other side confirmed this result: its hands are locked. Only an organiser "
            "or a league admin may change them, giving a reason."
        ),
        conflict=True,
    )


def correcting(game: Game, by: User | None, reason: str | None) -> bool:
    """Whether a change to the locked ``game``'s hands is an organiser's or admin's
    correction (True: log it with ``correction_log``): one sent with a ``reason`` by whoever
    settles the game's group. A game its group closed (``check_open``) or whose result is
    confirmed takes nothing else: 409 GAME_CLOSED or RESULT_CONFIRMED."""
    if reason and by is not None and groups.referees(game, by):
        return True
    check_open(game)
    if game.confirmation_state == ConfirmationState.CONFIRMED:
        raise result_confirmed()
    return False


def correction_log(game: Game, by: User, reason: str, change: str, hand: int) -> None:
    """Log a change to a confirmed game's hands: who, when (now), what and why."""
    Confirmation.objects.create(
        game=game,
        action=ConfirmationAction.CORRECT,
        by=by,
        comment=reason,
        change=change,
        hand=hand,
    )


def _check_due(game: Game, seat: int) -> None:
    if not game.confirmation_state:
        raise GameError(
            GameCode.CONFIRMATION_NOT_NEEDED,
            gettext("This game's result needs no confirmation."),
        )
    if game.status != Status.FINISHED:
        raise GameError(
            GameCode.GAME_NOT_FINISHED,
            gettext("The game is not finished: there is no result to confirm yet."),
            conflict=True,
        )
    if not 0 <= seat < game.players:
        raise GameError(
            GameCode.NO_SUCH_SEAT,
            gettext("The game has no seat %(seat)s.") % {"seat": seat},
            field="seat",
        )


def _check_player_may(game: Game, action: str, seat: int) -> None:
    """What a player (not an organiser or admin) may not do to the result."""
    disputed = game.confirmation_state == ConfirmationState.DISPUTED
    if disputed and action == ConfirmationAction.CONFIRM:
        raise GameError(
            GameCode.RESULT_DISPUTED,
            gettext(
                "This result is disputed: only an organiser or a league admin may confirm it now."
            ),
            conflict=True,
        )
    if seat not in _confirming_seats(game):
        raise GameError(
            GameCode.SEAT_RECORDED_RESULT,
            gettext(
                "Seat %(seat)s is on the side that recorded the last hand: a player of the "
                "other side confirms or disputes the result."
            )
            % {"seat": seat},
            field="seat",
        )


def _repeated(game: Game, by: User, action: str, seat: int, comment: str) -> bool:
    """The latest action is this very one (a dispute's retry without a ``client_id``;
    confirming a confirmed result is answered before)."""
    if game.confirmation_state != LEADS_TO[action]:
        return False
    last = game.confirmations.order_by("-at", "-pk").first()
    return last is not None and (last.action, last.seat, last.by_id, last.comment) == (
        action,
        seat,
        by.pk,
        comment,
    )


def confirmation_act(
    *,
    game: Game,
    by: User,
    action: str,
    seat: int,
    comment: str = "",
    client_id: uuid.UUID | None = None,
    share_token: str | None = None,
) -> tuple[Game, bool]:
    """Confirm or dispute ``game``'s result for ``seat``; ``(game, True)``, or
    ``(game, False)`` when this action was taken already (a retry: same ``client_id``, or
    the same action again), which logs nothing. Refused with nothing changed: 403/404 for
    who may not write to the game, 400/409 for a rule (``GameCode``)."""
    comment = (comment or "").strip()
    with transaction.atomic():
        locked = prepared_statements.select(Game, game.pk, for_update=True)
        if locked is None:
            raise Hidden(NO_SUCH_GAME)
        authorize(locked, by, Ability.RECORD, share_token)
        if client_id is not None and locked.confirmations.filter(client_id=client_id).exists():
            return locked, False
        _check_due(locked, seat)
        if locked.confirmation_state == ConfirmationState.CONFIRMED:
            if action == ConfirmationAction.CONFIRM:
                return locked, False
            raise result_confirmed()
        if action == ConfirmationAction.DISPUTE and not comment:
            raise GameError(
                GameCode.DISPUTE_NEEDS_COMMENT,
                gettext("Say what is wrong with the result: a dispute needs a comment."),
                field="comment",
            )
        if not groups.referees(locked, by):
            _check_player_may(locked, action, seat)
        if _repeated(locked, by, action, seat, comment):
            return locked, False
        Confirmation.objects.create(
            game=locked, action=action, seat=seat, by=by, comment=comment, client_id=client_id
        )
        locked.confirmation_state = LEADS_TO[action]
        locked.version += 1
        prepared_statements.update(locked, ["confirmation_state", "version"])
        confirmation_changed.send(sender=Game, game=locked)
    return locked, True
