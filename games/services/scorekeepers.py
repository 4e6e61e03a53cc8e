"""Who else keeps score in a game: the owner invites, the invited account accepts, and a
scorekeeper may leave or be removed.

An invitation is answered the same whatever the address it names (whether an account has
it is nobody's business but that account's): the link it makes is the invitation, and an
email goes only where an account has the address. Nothing here tells the owner who
accepted until they did.
"""

import secrets
from datetime import timedelta

from django.core.mail import send_mail
from django.db import transaction
from django.template.loader import render_to_string
from django.utils import timezone, translation
from django.utils.translation import gettext

from accounts.models import User
from games.models import Game, Scorekeeper, ScorekeeperInvitation
from games.services.errors import GameCode, GameError

#: How long an invitation's link can be accepted.
INVITATION_LIFETIME = timedelta(days=7)


def _spent(code: GameCode, message: str) -> GameError:
    return GameError(code, message, field="token", conflict=True)


@transaction.atomic
def invitation_create(*, game: Game, email: str | None = None) -> ScorekeeperInvitation:
    """A new invitation to keep score in ``game``, its link's token unguessable."""
    address = (email or "").strip().lower() or None
    return ScorekeeperInvitation.objects.create(
        game=game,
        token=secrets.token_urlsafe(32),
        email=address,
        expires_at=timezone.now() + INVITATION_LIFETIME,
    )


def invitation_email(invitation: ScorekeeperInvitation, url: str) -> bool:
    """Email the link where an account has the address; True if one was sent. Sent after
    the invitation is stored, and a mail that fails leaves it standing (the owner holds
    the link too). Written in the invited account's language, if it chose one; else in
    the language of the request that sends it."""
    if invitation.email is None:
        return False
    user = User.objects.filter(email__iexact=invitation.email).first()
    if user is None or user.pk == invitation.game.owner_id:
        return False
    context = {"game": invitation.game, "url": url, "expires_at": invitation.expires_at}
    with translation.override(user.language or translation.get_language()):
        subject = gettext("You are invited to keep score")
        body = render_to_string("games/email/scorekeeper_invitation.txt", context)
    send_mail(subject, body, None, [user.email], fail_silently=True)
    return True


def invitation_find(token: str) -> ScorekeeperInvitation | None:
    """The invitation of this link, with its game, or None when there is none."""
    if not token:
        return None
    found = ScorekeeperInvitation.objects.select_related("game").filter(token=token).first()
    if found is None or not secrets.compare_digest(found.token.encode(), token.encode()):
        return None
    return found


@transaction.atomic
def invitation_accept(*, token: str, user: User) -> Game:
    """Make ``user`` a scorekeeper of the invitation's game and spend the invitation.

    Accepting again by the account that accepted changes nothing; an invitation spent by
    another account, or expired, is refused (409). The invitation row is locked, so two
    accounts opening one link at once cannot both get in.
    """
    found = invitation_find(token)
    if found is None:
        raise GameError(
            GameCode.INVITATION_NOT_FOUND,
            gettext("No such invitation: ask the game's owner for a new link."),
            field="token",
        )
    invitation = ScorekeeperInvitation.objects.select_for_update().get(pk=found.pk)
    game = found.game
    if invitation.accepted_by_id == user.pk:
        return game
    if invitation.accepted_at is not None:
        raise _spent(
            GameCode.INVITATION_USED,
            gettext(
                "This invitation has been accepted already: ask the game's owner for a new link."
            ),
        )
    if invitation.expires_at <= timezone.now():
        raise _spent(
            GameCode.INVITATION_EXPIRED,
            gettext("This invitation has expired: ask the game's owner for a new link."),
        )
    if game.owner_id == user.pk:
        raise GameError(
            GameCode.OWNER_IS_NOT_A_SCOREKEEPER,
            gettext(
                "This is your own game: you keep score in it already. Show the link to a friend."
            ),
            field="token",
        )
    Scorekeeper.objects.get_or_create(game=game, user=user)
    invitation.accepted_by = user
    invitation.accepted_at = timezone.now()
    invitation.save(update_fields=["accepted_by", "accepted_at"])
    return game


@transaction.atomic
def scorekeeper_remove(*, game: Game, user_id: int) -> None:
    """The owner removes a scorekeeper, or a scorekeeper leaves (``user_id`` their own)."""
    deleted, _ = Scorekeeper.objects.filter(game=game, user_id=user_id).delete()
    if not deleted:
        raise Scorekeeper.DoesNotExist
