"""What can go wrong with an account request, raised as the API's one domain error.

``AccountError`` is a ``RuleViolation`` so the single exception handler in
``games/api/errors.py`` maps it like any other (400, or 409 for a state conflict);
its codes are account codes, not rules of Euchre, so they live here, not in ``scoring``.
"""

from enum import StrEnum

from scoring import RuleViolation


class AccountCode(StrEnum):
    EMAIL_TAKEN = "EMAIL_TAKEN"
    PASSWORD_INVALID = "PASSWORD_INVALID"
    NOT_A_GUEST = "NOT_A_GUEST"
    ALREADY_SIGNED_IN = "ALREADY_SIGNED_IN"


class AccountError(RuleViolation):
    def __init__(self, code: AccountCode, message: str, *, field: str = "", conflict=False):
        super().__init__(code, message, field=field)
        self._conflict = conflict

    @property
    def conflict(self) -> bool:
        return self._conflict
