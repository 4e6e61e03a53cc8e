"""What a league's members and admins manage: "My leagues", a new league, and the admin
page (members, invitations; the roster in ``leagues.views.roster``). Each view checks who
may (``leagues.views.access``), reads the form, calls the service the API calls, and on
a refusal shows the service's words next to the field, with nothing saved."""

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404
from django.shortcuts import redirect, render
from django.utils import timezone
from django.utils.translation import gettext
from django.views.decorators.http import require_POST

from core.errors import AppError
from core.qr import qr_svg
from core.words import said
from games.views.ruleset import (
    RulesetUnreadable,
    league_variant_forms,
    ruleset_context,
    ruleset_posted,
)
from leagues.access import Need
from leagues.forms import InvitationForm, LeagueForm, LinkForm, RoleForm, SeasonForm
from leagues.links import join_url, league_home_url
from leagues.models import MemberRole
from leagues.selectors import (
    league_games_to_manage,
    league_invitations,
    league_list_for,
    league_members,
    league_players,
    league_seasons,
    member_of,
    players_who_met,
)
from leagues.services.leagues import league_create, league_update
from leagues.services.members import invitation_create, invitation_revoke, member_update_role
from leagues.views.access import league_for_page, signed_in_first
from leagues.views.reading import game_entries
from leagues.visibility import is_public
from scoring import RuleViolation


def league_list(request):
    leagues = list(league_list_for(user=request.user))
    mine = [league for league in leagues if league.role is not None]
    public = [league for league in leagues if league.role is None]
    for league in leagues:
        league.home_url = league_home_url(league)
    # A public league of mine is listed with mine: the public ones are "other" ones then.
    mine_public = any(is_public(league) for league in mine)
    context = {"mine": mine, "public": public, "mine_public": mine_public}
    return render(request, "leagues/league_list.html", context)


@login_required
def league_new(request):
    posted = request.POST if request.method == "POST" else None
    form = LeagueForm(posted)
    errors = {}
    if posted is not None and form.is_valid():
        try:
            ruleset = ruleset_posted(posted)
            league = league_create(by=request.user, **form.cleaned_data, **ruleset)
        except RulesetUnreadable as error:
            errors[error.field] = said(error)
        except RuleViolation as error:
            errors[_ruleset_field(error.field)] = said(error)
        except AppError as error:
            form.add_service_error(error.field, said(error))
        else:
            messages.success(
                request,
                gettext("%(league)s is started: invite its players.") % {"league": league.name},
            )
            return redirect("leagues:league-admin", slug=league.slug)
    context = {
        "form": form,
        **ruleset_context(
            posted.get("variant") if posted else None,
            league_variant_forms(),
            posted=posted,
            errors=errors,
        ),
    }
    return render(request, "leagues/league_new.html", context, status=400 if posted else 200)


def _ruleset_field(field: str) -> str:
    """Where the partial shows a rules core refusal: at the variant, target or house rules."""
    return field if field in ("variant", "target") else "options"


def _invitations(request, league):
    now = timezone.now()
    found = []
    for invitation in league_invitations(league=league):
        if invitation.revoked_at is not None:
            invitation.state = "revoked"
        elif invitation.expires_at is not None and invitation.expires_at <= now:
            invitation.state = "expired"
        else:
            invitation.state = "open"
            invitation.link = join_url(request, invitation.code)
            invitation.qr = qr_svg(
                invitation.link,
                title=gettext("Join %(league)s: QR code") % {"league": league.name},
            )
        found.append(invitation)
    return found


#: Games listed on the admin page, each with a way to delete it (those in progress first).
GAMES_TO_MANAGE = 12


def members_of(league) -> list:
    """The members, each marked when it is the league's only admin: neither removed nor
    made a member (the page offers neither, and says why)."""
    members = list(league_members(league=league))
    admins = [m for m in members if m.role == MemberRole.ADMIN]
    for membership in members:
        membership.last_admin = admins == [membership]
    return members


def last_admin_note() -> str:
    return gettext(
        "The league's only admin stays an admin: make another member an admin before this "
        "one leaves or stops being one."
    )


def _players(league) -> list:
    """The roster, each player with the others it may be merged into: not those it sat in
    a game with (two people)."""
    players = list(league_players(league=league))
    met = players_who_met(league=league)
    for player in players:
        player.others = [
            other
            for other in players
            if other.pk != player.pk
            and (min(player.pk, other.pk), max(player.pk, other.pk)) not in met
        ]
    return players


def admin_page(request, league, *, failed: dict | None = None, status: int = 200, season_form=None):
    """The admin page; ``failed``: the form a refusal belongs to and its words."""
    members = members_of(league)
    players = _players(league)
    context = {
        "league": league,
        "home_url": league_home_url(league),
        "games": game_entries(league_games_to_manage(league=league, count=GAMES_TO_MANAGE)),
        "members": members,
        "last_admin_note": last_admin_note(),
        "roles": MemberRole.choices,
        "invitations": _invitations(request, league),
        "invitation_form": InvitationForm(),
        "players": players,
        "link_form": LinkForm(members),
        "seasons": list(league_seasons(league=league)),
        "season_form": season_form or SeasonForm(),
        "today": timezone.localdate(),
        "failed": failed or {},
    }
    return render(request, "leagues/league_admin.html", context, status=status)


@signed_in_first
def league_admin(request, slug):
    return admin_page(request, league_for_page(request, slug, Need.ADMIN))


def refused(request, league, key: str, message: str, *, id: int | None = None, **forms):
    """The admin page again, ``message`` shown at the form ``key`` (of row ``id``)."""
    failed = {"key": key, "id": id, "message": message}
    return admin_page(request, league, failed=failed, status=400, **forms)


def done(request, league, message: str):
    messages.success(request, message)
    return redirect("leagues:league-admin", slug=league.slug)


def membership_of(league, user_id):
    found = member_of(league=league, user_id=user_id)
    if found is None:
        raise Http404(gettext("Not a member of the league."))
    return found


@require_POST
@signed_in_first
def member_role(request, slug, user_id):
    league = league_for_page(request, slug, Need.ADMIN)
    membership = membership_of(league, user_id)
    form = RoleForm(request.POST)
    if not form.is_valid():
        return refused(request, league, "member", gettext("Choose admin or member."), id=user_id)
    try:
        member_update_role(league=league, user_id=user_id, role=form.cleaned_data["role"])
    except AppError as error:
        return refused(request, league, "member", said(error), id=user_id)
    if form.cleaned_data["role"] == MemberRole.ADMIN:
        message = gettext("%(user)s is now an admin.")
    else:
        message = gettext("%(user)s is now a member.")
    return done(request, league, message % {"user": membership.user})


@require_POST
@signed_in_first
def invitation_new(request, slug):
    league = league_for_page(request, slug, Need.ADMIN)
    form = InvitationForm(request.POST)
    if not form.is_valid():
        return refused(request, league, "invitation", " ".join(form.errors["days"]))
    invitation_create(league=league, by=request.user, days=form.cleaned_data["days"])
    return done(request, league, gettext("A new invitation: share its link or QR code."))


@require_POST
@signed_in_first
def invitation_revoke_view(request, slug, code):
    league = league_for_page(request, slug, Need.ADMIN)
    invitation = league_invitations(league=league).filter(code=code).first()
    if invitation is None:
        raise Http404(gettext("The league has no invitation with this code."))
    invitation_revoke(invitation=invitation)
    return done(
        request, league, gettext("The invitation is revoked: no one joins with it any more.")
    )


@require_POST
@signed_in_first
def league_confirmation(request, slug):
    """Whether the league's results are confirmed by the other side (games from now on)."""
    league = league_for_page(request, slug, Need.ADMIN)
    on = request.POST.get("confirmation") == "on"
    league_update(league=league, confirmation=on)
    if on:
        return done(request, league, gettext("New games' results are confirmed by the other side."))
    return done(request, league, gettext("New games' results need no confirmation."))
