"""What a games request can get wrong beyond the rules of Euchre.

``GameError`` is a ``RuleViolation``, so the one exception handler in
``games/api/errors.py`` maps it like the rules core's own errors: 400, and 409 for a
``GameConflict`` with the game's state. Its codes are about stored data (whose player,
which account, which hand), not rules, so they live here rather than in ``scoring``.
"""

from enum import StrEnum

from scoring import RuleViolation


class GameCode(StrEnum):
    UNKNOWN_PLAYER = "UNKNOWN_PLAYER"
    UNKNOWN_USER = "UNKNOWN_USER"
    OWNER_IS_NOT_A_SCOREKEEPER = "OWNER_IS_NOT_A_SCOREKEEPER"
    ONLY_LAST_HAND_CAN_BE_UNDONE = "ONLY_LAST_HAND_CAN_BE_UNDONE"
    PLAYER_NAME_TAKEN = "PLAYER_NAME_TAKEN"


class GameError(RuleViolation):
    """Invalid input about the game's data: a 400."""


class GameConflict(GameError):
    """The request conflicts with the game as it now stands: a 409."""

    conflict = True
