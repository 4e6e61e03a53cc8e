"""The admin page's seasons: add one, or end the one running so that the next can start."""

from django.http import Http404
from django.utils.formats import date_format
from django.utils.translation import gettext
from django.views.decorators.http import require_POST

from core.errors import AppError
from core.words import said
from leagues.access import Need
from leagues.forms import SeasonEndForm, SeasonForm
from leagues.selectors import season_of
from leagues.services.seasons import season_create, season_update
from leagues.views.access import league_for_page, signed_in_first
from leagues.views.manage import done, refused


def _first_error(form) -> str:
    return next(iter(form.errors.values()))[0]


@require_POST
@signed_in_first
def season_new(request, slug):
    league = league_for_page(request, slug, Need.ADMIN)
    form = SeasonForm(request.POST)
    if not form.is_valid():  # (the form shows its errors at its fields)
        return refused(request, league, "season", "", season_form=form)
    try:
        season = season_create(league=league, **form.cleaned_data)
    except AppError as error:
        form.add_error(error.field if error.field in form.fields else None, said(error))
        return refused(request, league, "season", "", season_form=form)
    return done(
        request,
        league,
        gettext("%(season)s starts on %(day)s.")
        % {"season": season.name, "day": date_format(season.starts_on, "j M Y")},
    )


@require_POST
@signed_in_first
def season_end(request, slug, season_id):
    league = league_for_page(request, slug, Need.ADMIN)
    season = season_of(league=league, season_id=season_id)
    if season is None:
        raise Http404(gettext("The league has no season %(season)s.") % {"season": season_id})
    form = SeasonEndForm(request.POST)
    if not form.is_valid():
        return refused(request, league, "season-end", _first_error(form), id=season.pk)
    season.league = league
    try:
        season_update(season=season, ends_on=form.cleaned_data["ends_on"])
    except AppError as error:
        return refused(request, league, "season-end", said(error), id=season.pk)
    return done(
        request,
        league,
        gettext("%(season)s ends on %(day)s.")
        % {"season": season.name, "day": date_format(season.ends_on, "j M Y")},
    )
