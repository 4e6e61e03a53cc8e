"""Joining a league from an invitation's link or QR code.

Signed out, the page names the league and leads through sign-up, sign-in or guest play
and back here (``next``); signed in, one tap joins (``league_join``, as the API joins:
joining twice changes nothing). A revoked or expired invitation is said in words.
"""

from django.contrib import messages
from django.http import Http404
from django.shortcuts import redirect, render
from django.utils import timezone
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from core.errors import AppError
from core.words import said
from leagues.links import league_home_url
from leagues.models import Invitation, Membership
from leagues.services.members import league_join

NO_SUCH_INVITATION = _("No invitation has this code: ask the league's admins for its link again.")


def _state(invitation: Invitation) -> str:
    """What the page says before anyone taps (``league_join`` decides when they do)."""
    if invitation.revoked_at is not None:
        return "revoked"
    if invitation.expires_at is not None and invitation.expires_at <= timezone.now():
        return "expired"
    return "open"


def join(request, code):
    invitation = Invitation.objects.filter(code=code).select_related("league").first()
    if invitation is None:
        raise Http404(NO_SUCH_INVITATION)
    league = invitation.league
    member = (
        request.user.is_authenticated
        and Membership.objects.filter(league=league, user=request.user).exists()
    )
    error = ""
    if request.method == "POST" and request.user.is_authenticated:
        try:
            league_join(invitation=invitation, user=request.user)
        except AppError as refused:
            error = said(refused)
        else:
            if not member:
                messages.success(
                    request, gettext("Welcome to %(league)s.") % {"league": league.name}
                )
            return redirect(league_home_url(league))
    context = {
        "invitation": invitation,
        "league": league,
        "state": _state(invitation),
        "member": member,
        "home_url": league_home_url(league),
        "error": error,
    }
    return render(request, "leagues/join.html", context, status=400 if error else 200)
