"""The application's one error type, for what a request gets wrong beyond the rules of Euchre.

Services raise ``AppError`` (an app names its codes in a subclass's ``codes``); the API's
one exception handler (``core.api.errors``) answers it with a 400, or a 409 when it
conflicts with the current state. Two more say what HTTP calls 404 and 403 without a
service knowing HTTP: ``Hidden`` (no such thing, or not the caller's to see) and
``Forbidden`` (seen, but not the caller's to do); the handler answers them as DRF answers
its own, and for pages ``core.middleware.app_errors`` turns them into Django's. The rules
core's own ``RuleViolation`` stays the core's: the handler maps it too, so clients read
one error shape.
"""

from enum import StrEnum


class AppError(Exception):
    """A refused request: a stable ``code`` (one of the class's ``codes``), a ``message``
    for people, the input ``field`` at fault if any, and whether it is a ``conflict`` with
    the current state (409) rather than invalid input (400).

    A subclass sets class attributes only: ``codes``, the ``StrEnum`` its codes come from
    (a code outside it is a programming error, caught when raised)."""

    codes: type[StrEnum] | None = None

    def __init__(self, code: str, message: str, *, field: str = "", conflict: bool = False):
        if self.codes is not None and code not in set(self.codes):
            raise ValueError(f"{type(self).__name__} has no code {code!r}")
        super().__init__(message)
        self.code = code
        self.message = message
        self.field = field
        self.conflict = conflict

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.code}, {self.message!r})"


class OutOfReach(Exception):
    """Not the caller's: what HTTP calls a 404 (``Hidden``) or a 403 (``Forbidden``), said
    without HTTP. Not an ``AppError`` (a refusal of what was asked, which a page shows
    beside its form): a page never catches it, so it becomes the error page."""

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


class Hidden(OutOfReach):
    """No such thing, or not the caller's to see: answered 404."""


class Forbidden(OutOfReach):
    """Seen, but not the caller's to do: answered 403."""
