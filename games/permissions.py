"""Who may do what with a game: its owner, the scorekeepers the owner adds, and anyone
holding the game's share link; in a group's game (one with a roster), the group's
members and admins instead of an owner and scorekeepers.

| role        | view | record, undo, edit hands | scorekeepers, share link | delete game  |
|-------------|------|--------------------------|--------------------------|--------------|
| owner       | yes  | yes                      | yes                      | yes          |
| scorekeeper | yes  | yes                      | no (403)                 | no (403)     |
| admin       | yes  | yes                      | no (403)                 | yes          |
| member      | yes  | yes                      | no (403)                 | no (403) (*) |
| viewer      | yes  | no (403)                 | no (403)                 | no (403)     |
| anyone else | 404  | 404                      | 404                      | 404          |

A viewer is someone who sent the share token (``?share=<token>``), or in a group's game
whoever the group lets read it (``games.groups``: ``GameGroup.role``); without an account a viewer
may only read. Anonymous callers otherwise get 403 (code NOT_AUTHENTICATED), as
everywhere in this API. Only a group's game pays for asking the group.

(*) A group's member who started a game may delete it while it has no hand (a game
started by mistake): ``may_delete``.
"""

import secrets
from enum import Enum, StrEnum

from django.utils.translation import gettext_lazy as _
from rest_framework.permissions import SAFE_METHODS, BasePermission

from core.errors import Forbidden, Hidden
from games import groups

#: The query parameter that carries a game's share token.
SHARE_PARAM = "share"


class Role(StrEnum):
    OWNER = "owner"
    SCOREKEEPER = "scorekeeper"
    VIEWER = "viewer"
    ADMIN = "admin"  # of the group the game belongs to
    MEMBER = "member"  # of the group the game belongs to


class Ability(Enum):
    VIEW = "view"
    RECORD = "record"
    MANAGE = "manage"
    DELETE = "delete"


ABILITIES = {
    Role.OWNER: {Ability.VIEW, Ability.RECORD, Ability.MANAGE, Ability.DELETE},
    Role.SCOREKEEPER: {Ability.VIEW, Ability.RECORD},
    Role.ADMIN: {Ability.VIEW, Ability.RECORD, Ability.DELETE},
    Role.MEMBER: {Ability.VIEW, Ability.RECORD},
    Role.VIEWER: {Ability.VIEW},
}


NO_SUCH_GAME = _("No such game: it was deleted, or it is not shared with you.")


def allows(role: str | None, ability: Ability) -> bool:
    return role is not None and ability in ABILITIES[Role(role)]


def _same_token(given: str | None, stored: str | None) -> bool:
    return bool(given and stored) and secrets.compare_digest(given.encode(), stored.encode())


def caller_role(game, user, share_token: str | None = None) -> Role | None:
    """The caller's role in ``game``, or None. Asks the database only for a scorekeeper, or
    in a group's game, the group (which decides alone: who leaves it keeps nothing)."""
    group = groups.group_of(game)
    if group is not None:
        role = group.role(game, user)
        if role is not None:
            return role
    elif user.is_authenticated:
        if game.owner_id == user.pk:
            return Role.OWNER
        if game.scorekeepers.filter(user=user).exists():
            return Role.SCOREKEEPER
    return Role.VIEWER if _same_token(share_token, game.share_token) else None


#: Why a role that may see a game may not do something to it, as the caller reads it.
REFUSED = {
    Ability.RECORD: _(
        "Only the game's owner and its scorekeepers (in a league, its members) "
        "may record, undo or edit hands."
    ),
    Ability.MANAGE: _("Only the game's owner may share it, choose its scorekeepers or delete it."),
    Ability.DELETE: _(
        "Only the game's owner (in a league, its admins, and the member who started it "
        "while it has no hand) may delete it."
    ),
}


def check_allowed(role: str, ability: Ability) -> None:
    if not allows(role, ability):
        raise Forbidden(REFUSED[ability])


def starter_may_delete(game, role: str | None, user) -> bool:
    """A group's member who started the game, while it has no hand: a game started by
    mistake goes without waiting for an admin."""
    started = user.is_authenticated and game.owner_id == user.pk
    return role == Role.MEMBER and started and game.hands_played == 0


def may_delete(game, role: str | None, user) -> bool:
    return allows(role, Ability.DELETE) or starter_may_delete(game, role, user)


def check_may_delete(game, role: str | None, user) -> None:
    if not may_delete(game, role, user):
        raise Forbidden(REFUSED[Ability.DELETE])


def authorize(game, user, ability: Ability, share_token: str | None = None) -> Role:
    """The caller's role if it allows ``ability``; else a 404 (not theirs) or a 403."""
    role = caller_role(game, user, share_token)
    if role is None:
        raise Hidden(NO_SUCH_GAME)
    check_allowed(role, ability)
    return role


class SignedInOrReading(BasePermission):
    """Signed in; or reading, which the game decides: with its share token, or a public
    league's game. Anyone else signed out is told to sign in (``GameView.get_game``)."""

    def has_permission(self, request, view):
        if request.user and request.user.is_authenticated:
            return True
        return request.method in SAFE_METHODS
