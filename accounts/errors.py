"""What can go wrong with an account request.

Its codes are account codes, not rules of Euchre, so they live here, not in ``scoring``;
``AccountError`` is the application's one error type (``core.errors.AppError``), answered
400, or 409 when raised with ``conflict=True``.
"""

from enum import StrEnum

from core.errors import AppError


class AccountCode(StrEnum):
    EMAIL_TAKEN = "EMAIL_TAKEN"
    PASSWORD_INVALID = "PASSWORD_INVALID"
    NOT_A_GUEST = "NOT_A_GUEST"
    ALREADY_SIGNED_IN = "ALREADY_SIGNED_IN"
    WRONG_PASSWORD = "WRONG_PASSWORD"
    CONFIRMATION_NEEDED = "CONFIRMATION_NEEDED"


class AccountError(AppError):
    codes = AccountCode
