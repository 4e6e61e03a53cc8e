"""Reading tournaments: the lists, the schedule and the standings, each in a few queries
whatever the tournament's size."""

from dataclasses import dataclass

from django.db.models import Exists, OuterRef, QuerySet

from games.models import ConfirmationState
from games.selectors import open_results
from scoring import rotations
from tournaments.access import visible_to
from tournaments.models import (
    ByeCredit,
    Entrant,
    Organiser,
    Round,
    Standing,
    Tournament,
    TournamentStatus,
)
from tournaments.services.schedule import plan_of


def tournament_list_for(*, user) -> QuerySet[Tournament]:
    """The caller's tournaments and the public ones, newest first, with the caller's role."""
    return visible_to(user).order_by("-created_at", "-pk")


def entrants_of(*, tournament: Tournament) -> QuerySet[Entrant]:
    """The tournament's players, each with whether their account is an organiser."""
    organises = Organiser.objects.filter(
        tournament=OuterRef("tournament"), user=OuterRef("player__user")
    )
    return (
        Entrant.objects.filter(tournament=tournament)
        .select_related("player")
        .annotate(organiser=Exists(organises))
    )


def entrant_of(*, tournament: Tournament, player_id: int) -> Entrant | None:
    return entrants_of(tournament=tournament).filter(player_id=player_id).first()


def entrant_read(entrant: Entrant) -> Entrant:
    """The entrant as the reads show it, after a write."""
    return entrants_of(tournament=entrant.tournament_id).get(pk=entrant.pk)


def entrant_by_code(*, code: str, player_id: int) -> Entrant | None:
    """The player of the tournament whose join code this is."""
    found = Entrant.objects.filter(tournament__join_code=code).values("tournament_id")[:1]
    return entrants_of(tournament=found).filter(player_id=player_id).first()


@dataclass(frozen=True)
class Schedule:
    rounds: list[Round]
    quality: rotations.Quality
    #: The quality of the schedule a new one replaced (None: none, or not just made).
    before: rotations.Quality | None = None


def schedule_of(*, tournament: Tournament, before: rotations.Quality | None = None) -> Schedule:
    """Every round with its tables and the schedule's quality. Two queries."""
    rounds = list(Round.objects.filter(tournament=tournament).prefetch_related("tables"))
    return Schedule(rounds, rotations.quality(plan_of(rounds)), before)


ORDER = ("points", "rounds_won", "loners_made")


def bye_credit(tournament: Tournament, row: Standing) -> int:
    """What the rounds the player sat out add, by the tournament's profile: nothing, a
    fixed number each, or the player's average over the rounds they played (rounded half
    up; nothing before their first)."""
    if tournament.bye_credit == ByeCredit.FIXED:
        return tournament.bye_points * row.byes
    if tournament.bye_credit == ByeCredit.AVERAGE and row.rounds_played:
        return (2 * row.points * row.byes + row.rounds_played) // (2 * row.rounds_played)
    return 0


def standings_of(*, tournament: Tournament) -> list[Standing]:
    """Each player's totals with the bye credit, best first (points, then rounds won, then
    loners made, then name), each with a ``rank`` shared by rows equal on all three. One
    query."""
    rows = list(Standing.objects.filter(tournament=tournament).select_related("player"))
    for row in rows:
        row.points += bye_credit(tournament, row)
    rows.sort(key=lambda row: (*(-getattr(row, f) for f in ORDER), row.player.name, row.pk))
    previous = None
    for place, row in enumerate(rows, start=1):
        key = tuple(getattr(row, field) for field in ORDER)
        row.rank = previous[1] if previous and previous[0] == key else place
        previous = (key, row.rank)
    return rows


def with_open_results(tournament: Tournament, rows: list[Standing]) -> list[Standing]:
    """Standings rows with how many of each player's finished tables wait for the other
    side's confirmation (``pending``) or an organiser's (``disputed``). One query."""
    players = [row.player_id for row in rows]
    unsettled = open_results(players, tournament_table__round__tournament=tournament)
    for row in rows:
        row.pending = unsettled[row.player_id][ConfirmationState.PENDING]
        row.disputed = unsettled[row.player_id][ConfirmationState.DISPUTED]
    return rows


def is_final(tournament: Tournament) -> bool:
    """Every round is finished (after the last one's finish)."""
    return tournament.status == TournamentStatus.FINISHED


def tournaments_of(user) -> list[dict]:
    """The tournaments the account organises and the ones its players entered, for its
    "Download my data" (deleting the account ends its organising; its players stay in the
    nights they played, as a league's do)."""
    organised = set(Organiser.objects.filter(user=user).values_list("tournament", flat=True))
    entered = set(Entrant.objects.filter(player__user=user).values_list("tournament", flat=True))
    rows = Tournament.objects.filter(pk__in=organised | entered).order_by("created_at", "pk")
    return [
        {"tournament": pk, "name": name, "organiser": pk in organised, "played": pk in entered}
        for pk, name in rows.values_list("pk", "name")
    ]
