"""What the live pages (the TV, a player's itinerary, the console's lists) ask again every
few seconds: a part of the page, answered 304 while the night is as it was. The ETag is
drawn from what changes the night: each table game's ``version`` (raised by every hand,
undo and edit), the rounds and tables (a start, a finish, a re-plan), the results waiting for
confirmation or disputed, and the players checked in, in one query."""

from django.db.models import Count, Max, OuterRef, Q, Subquery, Sum
from django.http import HttpResponse
from django.utils.translation import get_language

from core.conditional import etag_of, not_modified
from games.models import ConfirmationState
from tournaments.models import Entrant, RoundStatus, Table, Tournament

#: How often a live page asks whether anything changed: a hand shows within 5 s.
REFRESH_SECONDS = 3


def _aggregate(queryset, **values):
    return Subquery(queryset.values("round__tournament").annotate(**values).values(*values)[:1])


def night_key(tournament: Tournament, *parts) -> str:
    """What a live page is drawn from, as a string: one query."""
    tables = Table.objects.filter(round__tournament=OuterRef("pk"))
    checked = (
        Entrant.objects.filter(tournament=OuterRef("pk"), checked_in=True, active=True)
        .values("tournament")
        .annotate(n=Count("pk"))
        .values("n")[:1]
    )
    found = (
        Tournament.objects.filter(pk=tournament.pk)
        .annotate(
            versions=_aggregate(tables, versions=Sum("game__version")),
            newest=_aggregate(tables, newest=Max("pk")),
            games=_aggregate(tables, games=Count("game")),
            finished=_aggregate(
                tables, finished=Count("round", filter=Q(round__status=RoundStatus.FINISHED))
            ),
            checked=Subquery(checked),
            # a result confirmed or disputed (confirmation_state) changes the standings' marks
            unsettled=_aggregate(
                tables,
                unsettled=Count(
                    "game", filter=Q(game__confirmation_state=ConfirmationState.PENDING)
                )
                + Count("game", filter=Q(game__confirmation_state=ConfirmationState.DISPUTED))
                * 1000,
            ),
            clock=_aggregate(
                tables,
                clock=Sum("round__clock_paused_seconds")
                + Count("round", filter=Q(round__clock_paused_at__isnull=False))
                + Count("round", filter=Q(round__last_hand=True)) * 100_000,
            ),
        )
        .values_list(
            "status", "versions", "newest", "games", "finished", "checked", "unsettled", "clock"
        )
        .get()
    )
    return ":".join(str(part) for part in (tournament.pk, *found, get_language(), *parts))


def live_part(request, key: str, draw) -> HttpResponse:
    """304 while ``key`` is the one the caller holds; else ``draw()``'s HTML with its ETag."""
    etag = etag_of(key)
    unchanged = not_modified(request, etag)
    if unchanged is not None:
        return unchanged
    response = HttpResponse(draw())
    response["ETag"] = etag
    response["Cache-Control"] = "no-cache"
    return response
