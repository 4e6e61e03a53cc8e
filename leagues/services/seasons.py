"""A league's seasons: named date ranges that never overlap."""

import datetime

from django.db import transaction
from django.db.models import Q

from leagues.errors import LeagueCode, LeagueError
from leagues.models import League, Season


@transaction.atomic
def season_create(
    *, league: League, name: str, starts_on: datetime.date, ends_on: datetime.date | None = None
) -> Season:
    """A new season (``ends_on`` None: open-ended). The league's row is locked while its
    seasons are checked, so two seasons created at once cannot overlap. Games started
    before it keep the season they had."""
    if ends_on is not None and ends_on < starts_on:
        raise LeagueError(
            LeagueCode.SEASON_ENDS_BEFORE_START,
            f"The season ends ({ends_on}) before it starts ({starts_on}).",
            field="ends_on",
        )
    League.objects.select_for_update(no_key=True).filter(pk=league.pk).first()
    overlapping = league.seasons.filter(Q(ends_on__isnull=True) | Q(ends_on__gte=starts_on))
    if ends_on is not None:
        overlapping = overlapping.filter(starts_on__lte=ends_on)
    other = overlapping.order_by("starts_on").first()
    if other is not None:
        until = other.ends_on or "open-ended"
        raise LeagueError(
            LeagueCode.SEASON_OVERLAPS,
            f"The season overlaps {other.name} ({other.starts_on} to {until}): seasons of "
            "a league do not overlap.",
            field="starts_on",
        )
    return Season.objects.create(league=league, name=name, starts_on=starts_on, ends_on=ends_on)
