"""Who may do what with a game: its owner, the scorekeepers the owner adds, and anyone
holding the game's share link.

| role        | view | record, undo, edit hands | manage scorekeepers and the share link |
|-------------|------|--------------------------|----------------------------------------|
| owner       | yes  | yes                      | yes                                    |
| scorekeeper | yes  | yes                      | no (403)                               |
| viewer      | yes  | no (403)                 | no (403)                               |
| anyone else | 404  | 404                      | 404                                    |

A viewer is someone who sent the share token (``?share=<token>``); without an account
a viewer may only read. Anonymous callers otherwise get 403 (code NOT_AUTHENTICATED),
as everywhere in this API.
"""

from enum import Enum, StrEnum

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


def allows(role: str | None, ability: Ability) -> bool:
    return role is not None and ability in ABILITIES[Role(role)]


class SignedInOrShareLink(BasePermission):
    """Signed in; or, for a read, holding a share token (checked against the game later)."""

    def has_permission(self, request, view):
        if request.user and request.user.is_authenticated:
            return True
        return request.method in SAFE_METHODS and bool(request.query_params.get(SHARE_PARAM))
