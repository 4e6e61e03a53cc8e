"""What a games request can get wrong beyond the rules of Euchre.

Its codes are about stored data (whose player, which account, which hand), not rules, so
they live here rather than in ``scoring``; ``GameError`` is the application's one error
type (``core.errors.AppError``), answered 400, or 409 when raised with ``conflict=True``.
"""

from enum import StrEnum

from core.errors import AppError


class GameCode(StrEnum):
    UNKNOWN_PLAYER = "UNKNOWN_PLAYER"
    UNKNOWN_USER = "UNKNOWN_USER"
    OWNER_IS_NOT_A_SCOREKEEPER = "OWNER_IS_NOT_A_SCOREKEEPER"
    ONLY_LAST_HAND_CAN_BE_UNDONE = "ONLY_LAST_HAND_CAN_BE_UNDONE"
    PLAYER_NAME_TAKEN = "PLAYER_NAME_TAKEN"
    PLAYER_NOT_IN_ROSTER = "PLAYER_NOT_IN_ROSTER"
    RULESET_DIFFERS = "RULESET_DIFFERS"
    LEAGUES_UNAVAILABLE = "LEAGUES_UNAVAILABLE"
    TARGET_ALREADY_REACHED = "TARGET_ALREADY_REACHED"


class GameError(AppError):
    def __init__(self, code: GameCode, message: str, *, field: str = "", conflict=False):
        super().__init__(code, message, field=field, conflict=conflict)
