"""What a league request can get wrong: ``LeagueError``, the application's error type
(``core.errors.AppError``) with the leagues' codes; 400, or 409 with ``conflict=True``."""

from enum import StrEnum

from core.errors import AppError


class LeagueCode(StrEnum):
    SLUG_TAKEN = "SLUG_TAKEN"
    SLUG_INVALID = "SLUG_INVALID"
    RULESET_LOCKED = "RULESET_LOCKED"
    INVITATION_EXPIRED = "INVITATION_EXPIRED"
    INVITATION_REVOKED = "INVITATION_REVOKED"
    LAST_ADMIN = "LAST_ADMIN"
    NOT_A_MEMBER = "NOT_A_MEMBER"
    ACCOUNT_ALREADY_LINKED = "ACCOUNT_ALREADY_LINKED"
    PLAYER_NAME_TAKEN = "PLAYER_NAME_TAKEN"
    PLAYER_NOT_IN_LEAGUE = "PLAYER_NOT_IN_LEAGUE"
    MERGE_INTO_ITSELF = "MERGE_INTO_ITSELF"
    PLAYERS_SHARE_A_GAME = "PLAYERS_SHARE_A_GAME"
    SEASON_ENDS_BEFORE_START = "SEASON_ENDS_BEFORE_START"
    SEASON_OVERLAPS = "SEASON_OVERLAPS"
    SEASON_NOT_IN_LEAGUE = "SEASON_NOT_IN_LEAGUE"
    SEASON_WITHOUT_LEAGUE = "SEASON_WITHOUT_LEAGUE"
    PLAYERS_INVALID = "PLAYERS_INVALID"


class LeagueError(AppError):
    def __init__(self, code: LeagueCode, message: str, *, field: str = "", conflict=False):
        super().__init__(code, message, field=field, conflict=conflict)
