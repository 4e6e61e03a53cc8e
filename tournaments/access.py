"""Who sees a tournament and who may do what in it, checked by each view first.

| caller                         | read (public) | read (private) | organisers' writes |
|--------------------------------|---------------|----------------|--------------------|
| organiser                      | yes           | yes            | yes                |
| player (an entrant's account)  | yes           | yes            | 403                |
| signed-in outsider             | yes           | 404            | 403                |
| anonymous                      | yes           | 404            | 403                |

A private tournament is a 404 to everyone outside it; an anonymous caller's 403 says
NOT_AUTHENTICATED. A table's hands are recorded by its organisers and by the table's
players who have accounts (``tournaments.group``).
"""

from enum import Enum, StrEnum

from django.db.models import Case, CharField, Exists, OuterRef, Q, QuerySet, Value, When
from django.utils.translation import gettext_lazy as _

from games import groups
from games.permissions import Role
from tournaments.models import Entrant, Organiser, Tournament, Visibility

NO_SUCH_TOURNAMENT = _("No such tournament, or it is private.")
ORGANISERS_ONLY = _("Only the tournament's organisers may do this.")


class TournamentRole(StrEnum):
    ORGANISER = "organiser"
    PLAYER = "player"


class Need(Enum):
    READ = "read"
    ORGANISER = "organiser"


class Verdict(Enum):
    ALLOWED = "allowed"
    HIDDEN = "hidden"
    SIGN_IN = "sign in"
    REFUSED = "refused"


def with_role(tournaments: QuerySet[Tournament], user) -> QuerySet[Tournament]:
    """Annotate each tournament with the caller's ``role`` (None for outsiders)."""
    if not user.is_authenticated:
        return tournaments.annotate(role=Value(None, output_field=CharField()))
    organises = Organiser.objects.filter(tournament=OuterRef("pk"), user=user.pk)
    plays = Entrant.objects.filter(tournament=OuterRef("pk"), player__user=user.pk)
    return tournaments.annotate(
        role=Case(
            When(Exists(organises), then=Value(TournamentRole.ORGANISER.value)),
            When(Exists(plays), then=Value(TournamentRole.PLAYER.value)),
            default=Value(None),
            output_field=CharField(),
        )
    )


def visible_to(user, tournaments: QuerySet[Tournament] | None = None) -> QuerySet[Tournament]:
    """The tournaments (of ``tournaments``, or all) the caller sees, with the caller's role."""
    found = with_role(Tournament.objects.all() if tournaments is None else tournaments, user)
    public = Q(visibility=Visibility.PUBLIC)
    return found.filter(public | Q(role__isnull=False) if user.is_authenticated else public)


def tournament_seen_by(user, pk: int) -> Tournament | None:
    """The tournament with the caller's ``role``, if the caller sees it: one query. In a
    league, whose admins organise its tournaments and whose readers read them, a second
    for those who do not organise it."""
    tournament = with_role(Tournament.objects.filter(pk=pk), user).first()
    if tournament is None:
        return None
    seen = tournament.visibility == Visibility.PUBLIC or tournament.role is not None
    if tournament.within and tournament.role != TournamentRole.ORGANISER:
        outer = groups.role_named(user, tournament.within)
        if outer is Role.ADMIN:
            tournament.role = TournamentRole.ORGANISER.value
        seen = seen or outer is not None
    return tournament if seen else None


def verdict(tournament: Tournament | None, user, need: Need) -> Verdict:
    if tournament is None:
        return Verdict.HIDDEN
    if need is Need.READ:
        return Verdict.ALLOWED
    if not user.is_authenticated:
        return Verdict.SIGN_IN
    if tournament.role != TournamentRole.ORGANISER:
        return Verdict.REFUSED
    return Verdict.ALLOWED
