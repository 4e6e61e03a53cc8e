"""A league's seasons: named date ranges that never overlap."""

import datetime

from django.db import transaction
from django.db.models import Q
from django.utils.translation import gettext

from leagues.errors import LeagueCode, LeagueError
from leagues.models import League, Season


def _check_dates(
    league: League, starts_on: datetime.date, ends_on: datetime.date | None, *, other_than=None
) -> None:
    """The dates run forward and overlap no other season of the league. The league's row
    is locked first, so two writes of its seasons at once cannot overlap."""
    if ends_on is not None and ends_on < starts_on:
        raise LeagueError(
            LeagueCode.SEASON_ENDS_BEFORE_START,
            gettext("The season ends (%(ends)s) before it starts (%(starts)s).")
            % {"ends": ends_on, "starts": starts_on},
            field="ends_on",
        )
    League.objects.select_for_update(no_key=True).filter(pk=league.pk).first()
    overlapping = league.seasons.filter(Q(ends_on__isnull=True) | Q(ends_on__gte=starts_on))
    if ends_on is not None:
        overlapping = overlapping.filter(starts_on__lte=ends_on)
    if other_than is not None:
        overlapping = overlapping.exclude(pk=other_than.pk)
    other = overlapping.order_by("starts_on").first()
    if other is not None:
        until = other.ends_on or gettext("open-ended")
        raise LeagueError(
            LeagueCode.SEASON_OVERLAPS,
            gettext(
                "The season overlaps %(name)s (%(starts)s to %(until)s): seasons of a league "
                "do not overlap."
            )
            % {"name": other.name, "starts": other.starts_on, "until": until},
            field="starts_on",
        )


@transaction.atomic
def season_create(
    *, league: League, name: str, starts_on: datetime.date, ends_on: datetime.date | None = None
) -> Season:
    """A new season (``ends_on`` None: open-ended). Games started before it keep the season
    they had."""
    _check_dates(league, starts_on, ends_on)
    return Season.objects.create(league=league, name=name, starts_on=starts_on, ends_on=ends_on)


@transaction.atomic
def season_update(*, season: Season, **changes) -> Season:
    """Rename a season or move its dates (``ends_on`` None: open-ended again), e.g. to end
    an open season so that the next can start. Its games keep it, whatever their dates."""
    starts_on = changes.get("starts_on", season.starts_on)
    ends_on = changes.get("ends_on", season.ends_on)
    _check_dates(season.league, starts_on, ends_on, other_than=season)
    for field, value in changes.items():
        setattr(season, field, value)
    season.save(update_fields=list(changes))
    return season
