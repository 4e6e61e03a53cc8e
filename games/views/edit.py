"""A game's edit page: its owner fixes a misspelt name or deletes it; a league's game is
deleted here by whoever may."""

from django.contrib import messages
from django.contrib.auth.views import redirect_to_login
from django.http import Http404
from django.shortcuts import redirect, render
from django.utils.translation import gettext
from django.views.decorators.cache import never_cache

from core.errors import AppError
from core.words import said
from games.forms import GameDeleteForm, SeatNamesForm
from games.permissions import Ability, allows, may_delete
from games.selectors import game_get_for_user
from games.services.games import game_delete
from games.services.players import seats_name
from scoring import RuleViolation

#: Games deleted from this browser that its list page has yet to tell the script about.
DELETED = "games_deleted"


@never_cache  # (not kept by the service worker either: old names would come back)
def game_edit(request, pk):
    """The owner renames seats and deletes a game; a league's game is deleted here by the
    league's admins, or by the member who started it while it has no hand (its names are
    the league's roster's, renamed on the league's admin page). To anyone else it is not
    here (404)."""
    if not request.user.is_authenticated:
        return redirect_to_login(request.get_full_path())
    game = game_get_for_user(user=request.user, game_id=pk)
    if game is None or not may_delete(game, game.role, request.user):
        raise Http404("No such game of yours.")
    posted = request.POST if request.method == "POST" else None
    renaming = posted if posted and "rename" in posted else None
    names = SeatNamesForm(game, renaming) if game.roster_id is None else None
    deleting = GameDeleteForm(game, posted if posted and "delete" in posted else None)
    if names is not None and names.is_bound and names.is_valid():
        try:
            seats_name(game=game, names=names.names())
        except (RuleViolation, AppError) as error:
            names.add_service_error(error.field, said(error))
        else:
            messages.success(request, gettext("Names saved."))
            return redirect("games:game-detail", pk=game.pk)
    if deleting.is_bound and deleting.is_valid():
        try:
            game_delete(game=game, unplayed_only=not allows(game.role, Ability.DELETE))
        except AppError as error:
            deleting.add_error(None, said(error))
        else:
            messages.success(request, gettext("The game is deleted."))
            # The list then tells this phone's script to drop its copy and what it had to
            # send.
            request.session[DELETED] = [*request.session.get(DELETED, []), game.pk]
            return redirect("games:game-list")
    status = 400 if posted else 200
    league = game.group_fields["league_name"]
    context = {"game": game, "names": names, "deleting": deleting, "league": league}
    return render(request, "games/game_edit.html", context, status=status)
