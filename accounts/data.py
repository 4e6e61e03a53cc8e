"""A user's data, and deleting it: "Download my data" and "Delete my account".

The account's own part is here; every app above ``accounts`` adds its part through
``accounts.signals`` (games: the games, hands and players; leagues: the memberships), so
the document and the deletion cover what exists without ``accounts`` knowing of it.
"""

from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext

from accounts import signals
from accounts.errors import AccountCode, AccountError
from accounts.models import User

FORMAT = "euchre-account-data"
VERSION = 1


def account_data(user: User) -> dict:
    """Everything kept about ``user``, as one versioned JSON-ready document."""
    document = {
        "format": FORMAT,
        "version": VERSION,
        "exported_at": timezone.now().isoformat(),
        "account": {
            "id": user.pk,
            "email": user.email,
            "is_guest": user.is_guest,
            "date_joined": user.date_joined.isoformat(),
            "last_login": None if user.last_login is None else user.last_login.isoformat(),
        },
    }
    for _, sections in signals.account_data_exported.send(sender=User, user=user):
        document.update(sections)
    return document


def reauthenticate(user: User, *, password: str | None, confirm: bool) -> None:
    """Is it really them? The password of an account that has one; for a guest (who has
    none) an explicit confirmation."""
    if user.has_usable_password():
        if not password or not user.check_password(password):
            raise AccountError(
                AccountCode.WRONG_PASSWORD,
                gettext("That is not this account's password: enter it to delete the account."),
                field="password",
            )
    elif not confirm:
        raise AccountError(
            AccountCode.CONFIRMATION_NEEDED,
            gettext(
                'Confirm ("confirm": true) that this guest account and its games are to be deleted.'
            ),
            field="confirm",
        )


def account_delete(*, user: User, password: str | None = None, confirm: bool = False) -> None:
    """Delete the account after ``reauthenticate``: in one transaction, each app lets go of
    what it keeps (``signals.account_leaving``), then the account goes."""
    reauthenticate(user, password=password, confirm=confirm)
    account_remove(user)


@transaction.atomic
def account_remove(user: User) -> None:
    """Delete the account, each app first letting go of what it keeps (``signals.account_leaving``):
    the one way an account goes, whoever deletes it (its user, or staff in the admin)."""
    locked = User.objects.select_for_update().filter(pk=user.pk).first()
    if locked is None:  # deleted by another request meanwhile
        return
    signals.account_leaving.send(sender=User, user=locked)
    locked.delete()
