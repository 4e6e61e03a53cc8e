"""The page an invitation's link opens: the game it is for and "Accept"; for someone
signed out, the ways in (sign in, sign up, play as a guest) that come back here; for the
game's owner, the link and its QR code to show at the table."""

from django.contrib import messages
from django.http import Http404
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import gettext
from django.views.decorators.http import require_http_methods

from core.errors import AppError
from core.qr import qr_svg
from core.words import said
from games.models import Scorekeeper
from games.services.scorekeepers import invitation_accept, invitation_find


@require_http_methods(["GET", "POST"])
def invitation(request, token):
    found = invitation_find(token)
    if found is None:
        raise Http404("No such invitation: ask the game's owner for a new link.")
    game, user = found.game, request.user
    url = request.build_absolute_uri(reverse("games:invitation", args=[token]))
    error = None
    if request.method == "POST" and user.is_authenticated:
        try:
            invitation_accept(token=token, user=user)
        except AppError as refused:
            error = said(refused)
        else:
            messages.success(request, gettext("You keep score in this game now."))
            return redirect("games:game-detail", game.pk)
    owner = user.is_authenticated and user.pk == game.owner_id
    context = {
        "invitation": found,
        "game": game,
        "seats": [seat.player.name for seat in game.seats.select_related("player")],
        "owner": owner,
        "url": url,
        "qr": qr_svg(url, title=gettext("The invitation's link as a QR code")) if owner else None,
        "expired": found.expires_at <= timezone.now(),
        "keeping": user.is_authenticated
        and Scorekeeper.objects.filter(game=game, user=user).exists(),
        "error": error,
        "path": request.path,
    }
    return render(request, "games/invitation.html", context)
