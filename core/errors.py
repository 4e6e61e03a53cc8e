"""The application's one error type, for what a request gets wrong beyond the rules of Euchre.

Services raise ``AppError`` (an app may name its own subclass and codes); the API's one
exception handler (``core.api.errors``) answers it with a 400, or a 409 when it conflicts
with the current state. The rules core's own ``RuleViolation`` stays the core's: the
handler maps both, so clients read one error shape.
"""


class AppError(Exception):
    """A refused request: a stable ``code`` (a ``str`` or ``StrEnum`` member), a
    ``message`` for people, the input ``field`` at fault if any, and whether it is a
    ``conflict`` with the current state (409) rather than invalid input (400)."""

    def __init__(self, code: str, message: str, *, field: str = "", conflict: bool = False):
        super().__init__(message)
        self.code = code
        self.message = message
        self.field = field
        self.conflict = conflict

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.code}, {self.message!r})"
