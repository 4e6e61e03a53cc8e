"""The admin page's roster: rename a player, link one to a member's account, merge a
duplicate into another after a page that says what moves."""

from django.http import Http404
from django.shortcuts import render
from django.utils.translation import gettext
from django.views.decorators.http import require_POST

from core.errors import AppError
from core.words import said
from leagues.access import Need
from leagues.forms import LinkForm, MergeForm, RenameForm
from leagues.selectors import (
    league_members,
    league_players,
    roster_player_footprint,
    roster_player_of,
)
from leagues.services.roster import (
    merge_refusal,
    roster_player_link,
    roster_player_merge,
    roster_player_rename,
)
from leagues.views.access import league_for_page, signed_in_first
from leagues.views.manage import done, refused
from scoring import RuleViolation


def _player(league, player_id):
    player = roster_player_of(league=league, player_id=player_id)
    if player is None:
        raise Http404(gettext("The league's roster has no player %(id)s.") % {"id": player_id})
    return player


@require_POST
@signed_in_first
def player_rename(request, slug, player_id):
    league = league_for_page(request, slug, Need.ADMIN)
    player = _player(league, player_id)
    form = RenameForm(request.POST)
    if not form.is_valid():
        return refused(request, league, "rename", " ".join(form.errors["name"]), id=player.pk)
    before = player.name
    try:
        player = roster_player_rename(player=player, name=form.cleaned_data["name"])
    except (AppError, RuleViolation) as error:
        return refused(request, league, "rename", said(error), id=player.pk)
    return done(
        request,
        league,
        gettext("%(before)s is now %(name)s, on every seat they sat in.")
        % {"before": before, "name": player.name},
    )


@require_POST
@signed_in_first
def player_link(request, slug, player_id):
    league = league_for_page(request, slug, Need.ADMIN)
    player = _player(league, player_id)
    form = LinkForm(list(league_members(league=league)), request.POST)
    if not form.is_valid():
        return refused(
            request, league, "link", gettext("Choose one of the league's members."), id=player.pk
        )
    user_id = form.cleaned_data["user"]
    try:
        roster_player_link(league=league, player=player, user_id=user_id)
    except AppError as error:
        return refused(request, league, "link", said(error), id=player.pk)
    if user_id is not None:
        message = gettext("%(name)s is linked to an account.")
    else:
        message = gettext("%(name)s is linked to no account.")
    return done(request, league, message % {"name": player.name})


@signed_in_first
def player_merge(request, slug, player_id):
    """GET: what merging ``player`` into ``?into=`` would move; POST: merge them."""
    league = league_for_page(request, slug, Need.ADMIN)
    player = _player(league, player_id)
    others = league_players(league=league).exclude(pk=player.pk)
    form = MergeForm(others, request.POST if request.method == "POST" else request.GET)
    if not form.is_valid():
        message = " ".join(form.errors["into"])
        return refused(request, league, "merge", message, id=player.pk)
    into = _player(league, form.cleaned_data["into"])
    refusal = merge_refusal(league=league, player=player, into=into)
    if refusal is not None:  # said before the confirmation, not after it
        return refused(request, league, "merge", said(refusal), id=player.pk)
    context = {
        "league": league,
        "player": player,
        "into": into,
        "moves": roster_player_footprint(player=player),
        "error": "",
    }
    if request.method == "POST":
        try:
            kept = roster_player_merge(league=league, player=player, into=into)
        except AppError as error:
            context["error"] = said(error)
            return render(request, "leagues/merge_confirm.html", context, status=400)
        return done(
            request,
            league,
            gettext("%(name)s is merged into %(into)s.") % {"name": player.name, "into": kept.name},
        )
    return render(request, "leagues/merge_confirm.html", context)
