"""The owner's page for a game: fix a misspelt name, or delete the game."""

from django.contrib import messages
from django.contrib.auth.views import redirect_to_login
from django.http import Http404
from django.shortcuts import redirect, render
from django.utils.translation import gettext
from django.views.decorators.cache import never_cache

from core.errors import AppError
from core.words import said
from games.forms import GameDeleteForm, SeatNamesForm
from games.permissions import Role
from games.selectors import game_get_for_user
from games.services.games import game_delete
from games.services.players import seats_name
from scoring import RuleViolation

#: Games deleted from this browser that its list page has yet to tell the script about.
DELETED = "games_deleted"


@never_cache  # (not kept by the service worker either: old names would come back)
def game_edit(request, pk):
    """Only the owner edits a game; to anyone else it is not here (404)."""
    if not request.user.is_authenticated:
        return redirect_to_login(request.get_full_path())
    game = game_get_for_user(user=request.user, game_id=pk)
    if game is None or game.role != Role.OWNER:
        raise Http404("No such game of yours.")
    posted = request.POST if request.method == "POST" else None
    names = SeatNamesForm(game, posted if posted and "rename" in posted else None)
    deleting = GameDeleteForm(game, posted if posted and "delete" in posted else None)
    if names.is_bound and names.is_valid():
        try:
            seats_name(game=game, names=names.names())
        except (RuleViolation, AppError) as error:
            names.add_service_error(error.field, said(error))
        else:
            messages.success(request, gettext("Names saved."))
            return redirect("games:game-detail", pk=game.pk)
    if deleting.is_bound and deleting.is_valid():
        game_delete(game=game)
        messages.success(request, gettext("The game is deleted."))
        # The list then tells this phone's script to drop its copy and what it had to send.
        request.session[DELETED] = [*request.session.get(DELETED, []), game.pk]
        return redirect("games:game-list")
    status = 400 if posted else 200
    context = {"game": game, "names": names, "deleting": deleting}
    return render(request, "games/game_edit.html", context, status=status)
