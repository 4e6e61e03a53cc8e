"""Who may do what in a league, checked by each view (API and pages) before anything else.

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

from django.utils.translation import gettext_lazy as _

from leagues.models import League, MemberRole


class Need(Enum):
    READ = "read"
    MEMBER = "member"
    ADMIN = "admin"


REFUSED = {
    Need.MEMBER: _("Only the league's members may do this."),
    Need.ADMIN: _("Only the league's admins may do this."),
}


class Verdict(Enum):
    ALLOWED = "allowed"
    HIDDEN = "hidden"  # a 404: the caller may not know the league is there
    SIGN_IN = "sign in"  # signed out
    REFUSED = "refused"  # a 403


def verdict(league: League | None, user, need: Need) -> Verdict:
    """Whether ``user`` may do what ``need`` says in ``league`` (as the caller sees it, with
    the caller's ``role``), as the table above says; the API (``leagues.api.access``) and
    the pages (``leagues.views.access``) answer each verdict their own way."""
    if league is None:  # not there, or not seen by the caller (leagues.visibility)
        return Verdict.HIDDEN
    if need is Need.READ:
        return Verdict.ALLOWED
    if not user.is_authenticated:
        return Verdict.SIGN_IN
    if league.role is None or (need is Need.ADMIN and league.role != MemberRole.ADMIN):
        return Verdict.REFUSED
    return Verdict.ALLOWED
