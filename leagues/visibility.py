"""Who sees a league, and so its games: its members always; everyone else, signed in or
not, a public league only. A league hidden from the caller is a 404, as if it did not
exist. Every leagues endpoint (``leagues.access``), the leagues list, and the league
games' access in the games API (``leagues.group``, through ``games.groups``) ask here."""

from django.db.models import CharField, OuterRef, Q, QuerySet, Subquery, Value
from django.utils.translation import gettext_lazy as _

from games.permissions import Role
from leagues.models import League, MemberRole, Membership, Visibility

NO_SUCH_LEAGUE = _("No such league, or it is private.")

#: A member's role in the league's games.
GAME_ROLES = {MemberRole.ADMIN: Role.ADMIN, MemberRole.MEMBER: Role.MEMBER}


def with_role(leagues: QuerySet[League], user) -> QuerySet[League]:
    """Annotate each league with the caller's ``role`` (None for non-members)."""
    if not user.is_authenticated:
        return leagues.annotate(role=Value(None, output_field=CharField()))
    return with_member_role(leagues, user.pk)


def with_member_role(leagues: QuerySet[League], user_id: int) -> QuerySet[League]:
    """Annotate each league with the ``role`` of the account ``user_id`` (None for
    non-members)."""
    mine = Membership.objects.filter(league=OuterRef("pk"), user=user_id).values("role")[:1]
    return leagues.annotate(role=Subquery(mine))


def visible_to(user, leagues: QuerySet[League] | None = None) -> QuerySet[League]:
    """The leagues (of ``leagues``, or all) the caller sees, each with the caller's
    ``role``."""
    leagues = with_role(League.objects.all() if leagues is None else leagues, user)
    public = Q(visibility=Visibility.PUBLIC)
    return leagues.filter(public | Q(role__isnull=False) if user.is_authenticated else public)


def is_public(league: League) -> bool:
    """Anyone may read it, signed in or not."""
    return league.visibility == Visibility.PUBLIC


def league_seen_by(user, **lookup) -> League | None:
    """The league found by ``lookup`` with the caller's ``role``, if the caller sees it.
    One query."""
    return visible_to(user, League.objects.filter(**lookup)).first()


def game_role_in(visibility: str, member_role: str | None) -> Role | None:
    """The caller's role in a game of a league of this visibility, given their role in the
    league: a member's, a reader's (``VIEWER``) in a public league, else none."""
    if member_role is not None:
        return GAME_ROLES[member_role]
    return Role.VIEWER if visibility == Visibility.PUBLIC else None
