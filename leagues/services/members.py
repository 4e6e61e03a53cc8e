"""Who belongs to a league: invitations, joining, roles, leaving."""

import secrets
from datetime import timedelta

from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext

from accounts.models import User
from games.models import Player
from leagues.errors import LeagueCode, LeagueError
from leagues.models import Invitation, League, MemberRole, Membership


@transaction.atomic
def invitation_create(*, league: League, by: User, days: int | None = None) -> Invitation:
    """A new invitation with an unguessable code; it expires after ``days``, if given."""
    expires_at = None if days is None else timezone.now() + timedelta(days=days)
    return Invitation.objects.create(
        league=league, code=secrets.token_urlsafe(24), created_by=by, expires_at=expires_at
    )


@transaction.atomic
def invitation_revoke(*, invitation: Invitation) -> Invitation:
    """No one joins with it any more; revoking it again changes nothing."""
    if invitation.revoked_at is None:
        invitation.revoked_at = timezone.now()
        invitation.save(update_fields=["revoked_at"])
    return invitation


@transaction.atomic
def league_join(*, invitation: Invitation, user: User) -> Membership:
    """Join the invitation's league as a member; a member joining again changes nothing,
    whatever the invitation's state."""
    invitation = Invitation.objects.select_for_update().get(pk=invitation.pk)
    joined = Membership.objects.filter(league_id=invitation.league_id, user=user).first()
    if joined is not None:
        return joined
    if invitation.revoked_at is not None:
        raise LeagueError(
            LeagueCode.INVITATION_REVOKED,
            gettext("This invitation was revoked: ask the league's admins for a new one."),
            field="code",
        )
    if invitation.expires_at is not None and invitation.expires_at <= timezone.now():
        raise LeagueError(
            LeagueCode.INVITATION_EXPIRED,
            gettext("This invitation has expired: ask the league's admins for a new one."),
            field="code",
        )
    membership, _ = Membership.objects.get_or_create(league_id=invitation.league_id, user=user)
    return membership


def _check_an_admin_stays(league: League, leaving: Membership) -> None:
    admins = Membership.objects.filter(league=league, role=MemberRole.ADMIN)
    if leaving.role == MemberRole.ADMIN and not admins.exclude(pk=leaving.pk).exists():
        raise LeagueError(
            LeagueCode.LAST_ADMIN,
            gettext(
                "The league's last admin cannot leave or stop being an admin: make another "
                "member an admin first."
            ),
            field="role",
            conflict=True,
        )


def _locked_membership(league: League, user_id: int) -> Membership:
    League.objects.select_for_update().filter(pk=league.pk).first()  # one role change at a time
    return Membership.objects.get(league=league, user_id=user_id)


@transaction.atomic
def member_update_role(*, league: League, user_id: int, role: str) -> Membership:
    membership = _locked_membership(league, user_id)
    if role != MemberRole.ADMIN:
        _check_an_admin_stays(league, membership)
    membership.role = role
    membership.save(update_fields=["role"])
    return membership


@transaction.atomic
def member_remove(*, league: League, user_id: int) -> None:
    """The account leaves the league and keeps nothing of it: its roster player is no
    longer linked to it (its name stays on the seats it sat in)."""
    membership = _locked_membership(league, user_id)
    _check_an_admin_stays(league, membership)
    membership.delete()
    Player.objects.filter(roster_id=league.roster_id, user_id=user_id).update(user=None)


@transaction.atomic
def member_leaving(user) -> None:
    """An account being deleted: a league it was the last admin of gets its longest-standing
    other member as admin (a league with no other member is left as it is)."""
    for membership in Membership.objects.filter(user=user, role=MemberRole.ADMIN):
        others = Membership.objects.select_for_update().filter(league_id=membership.league_id)
        others = others.exclude(user=user)
        if others.filter(role=MemberRole.ADMIN).exists():
            continue
        heir = others.order_by("joined_at", "pk").first()
        if heir is not None:
            heir.role = MemberRole.ADMIN
            heir.save(update_fields=["role"])
