"""What a games request can get wrong beyond the rules of Euchre.

Its codes are about stored data (whose player, which account, which hand), not rules, so
they live here rather than in ``scoring``; ``GameError`` is the application's one error
type (``core.errors.AppError``), answered 400, or 409 when raised with ``conflict=True``.
"""

from enum import StrEnum

from core.errors import AppError


class GameCode(StrEnum):
    UNKNOWN_PLAYER = "UNKNOWN_PLAYER"
    OWNER_IS_NOT_A_SCOREKEEPER = "OWNER_IS_NOT_A_SCOREKEEPER"
    INVITATION_NOT_FOUND = "INVITATION_NOT_FOUND"
    INVITATION_USED = "INVITATION_USED"
    INVITATION_EXPIRED = "INVITATION_EXPIRED"
    NOT_A_GAME_EXPORT = "NOT_A_GAME_EXPORT"
    EXPORT_VERSION_UNSUPPORTED = "EXPORT_VERSION_UNSUPPORTED"
    HANDS_OUT_OF_ORDER = "HANDS_OUT_OF_ORDER"
    ONLY_LAST_HAND_CAN_BE_UNDONE = "ONLY_LAST_HAND_CAN_BE_UNDONE"
    PLAYER_NAME_TAKEN = "PLAYER_NAME_TAKEN"
    PLAYER_NOT_IN_ROSTER = "PLAYER_NOT_IN_ROSTER"
    RULESET_DIFFERS = "RULESET_DIFFERS"
    LEAGUES_UNAVAILABLE = "LEAGUES_UNAVAILABLE"
    REMATCH_OF_UNKNOWN_GAME = "REMATCH_OF_UNKNOWN_GAME"
    MATCH_IN_LEAGUE = "MATCH_IN_LEAGUE"
    REMATCH_BEFORE_GAME_END = "REMATCH_BEFORE_GAME_END"
    ALREADY_IN_A_MATCH = "ALREADY_IN_A_MATCH"
    MATCH_GAME_IN_PROGRESS = "MATCH_GAME_IN_PROGRESS"
    MATCH_DECIDED = "MATCH_DECIDED"
    LAPS_CARRIED = "LAPS_CARRIED"
    TARGET_ALREADY_REACHED = "TARGET_ALREADY_REACHED"
    GAME_PLAYED = "GAME_PLAYED"


class GameError(AppError):
    codes = GameCode
