"""Who may do what in a league, checked by each view before anything else.

| caller              | read (public) | read (private) | members' writes | admins' writes |
|---------------------|---------------|----------------|-----------------|----------------|
| admin               | yes           | yes            | yes             | yes            |
| member              | yes           | yes            | yes             | 403            |
| signed-in outsider  | yes           | 404            | 403             | 403            |
| anonymous           | yes           | 404            | 403             | 403            |

A private league is a 404 to everyone outside it (``leagues.visibility`` says who sees
what); an anonymous caller's 403 says NOT_AUTHENTICATED.
"""

from enum import Enum

from rest_framework.exceptions import NotAuthenticated, NotFound, PermissionDenied

from leagues.models import League, MemberRole
from leagues.visibility import NO_SUCH_LEAGUE, league_seen_by


class Need(Enum):
    READ = "read"
    MEMBER = "member"
    ADMIN = "admin"


REFUSED = {
    Need.MEMBER: "Only the league's members may do this.",
    Need.ADMIN: "Only the league's admins may do this.",
}


def league_for(request, slug: str, need: Need) -> League:
    """The league, with the caller's ``role``, if the caller may do what ``need`` says."""
    league = league_seen_by(request.user, slug=slug)
    if league is None:
        raise NotFound(NO_SUCH_LEAGUE)
    if need is Need.READ:
        return league
    if not request.user.is_authenticated:
        raise NotAuthenticated()
    if league.role is None or (need is Need.ADMIN and league.role != MemberRole.ADMIN):
        raise PermissionDenied(REFUSED[need])
    return league
