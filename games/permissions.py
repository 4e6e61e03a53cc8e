"""Who may do what with a game: its owner, the scorekeepers the owner adds, and anyone
holding the game's share link.

| role        | view | record, undo, edit hands | scorekeepers, share link, delete game  |
|-------------|------|--------------------------|----------------------------------------|
| owner       | yes  | yes                      | yes                                    |
| scorekeeper | yes  | yes                      | no (403)                               |
| viewer      | yes  | no (403)                 | no (403)                               |
| anyone else | 404  | 404                      | 404                                    |

A viewer is someone who sent the share token (``?share=<token>``); without an account
a viewer may only read. Anonymous callers otherwise get 403 (code NOT_AUTHENTICATED),
as everywhere in this API.
"""

import secrets
from enum import Enum, StrEnum

from django.core.exceptions import PermissionDenied
from django.http import Http404
from rest_framework.permissions import SAFE_METHODS, BasePermission

#: The query parameter that carries a game's share token.
SHARE_PARAM = "share"


class Role(StrEnum):
    OWNER = "owner"
    SCOREKEEPER = "scorekeeper"
    VIEWER = "viewer"


class Ability(Enum):
    VIEW = "view"
    RECORD = "record"
    MANAGE = "manage"


ABILITIES = {
    Role.OWNER: {Ability.VIEW, Ability.RECORD, Ability.MANAGE},
    Role.SCOREKEEPER: {Ability.VIEW, Ability.RECORD},
    Role.VIEWER: {Ability.VIEW},
}


NO_SUCH_GAME = "No such game: it was deleted, or it is not shared with you."


def allows(role: str | None, ability: Ability) -> bool:
    return role is not None and ability in ABILITIES[Role(role)]


def _same_token(given: str | None, stored: str | None) -> bool:
    return bool(given and stored) and secrets.compare_digest(given.encode(), stored.encode())


def caller_role(game, user, share_token: str | None = None) -> Role | None:
    """The caller's role in ``game``, or None. Asks the database only for a scorekeeper."""
    if user.is_authenticated:
        if game.owner_id == user.pk:
            return Role.OWNER
        if game.scorekeepers.filter(user=user).exists():
            return Role.SCOREKEEPER
    return Role.VIEWER if _same_token(share_token, game.share_token) else None


#: Why a role that may see a game may not do something to it, as the caller reads it.
REFUSED = {
    Ability.RECORD: "Only the game's owner and its scorekeepers may record, undo or edit hands.",
    Ability.MANAGE: "Only the game's owner may share it, choose its scorekeepers or delete it.",
}


def check_allowed(role: str, ability: Ability) -> None:
    if not allows(role, ability):
        raise PermissionDenied(REFUSED[ability])


def authorize(game, user, ability: Ability, share_token: str | None = None) -> Role:
    """The caller's role if it allows ``ability``; else a 404 (not theirs) or a 403."""
    role = caller_role(game, user, share_token)
    if role is None:
        raise Http404(NO_SUCH_GAME)
    check_allowed(role, ability)
    return role


class SignedInOrShareLink(BasePermission):
    """Signed in; or, for a read, holding a share token (checked against the game later)."""

    def has_permission(self, request, view):
        if request.user and request.user.is_authenticated:
            return True
        return request.method in SAFE_METHODS and bool(request.query_params.get(SHARE_PARAM))
