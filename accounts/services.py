"""Account writes: create a guest, and claim a guest account with an email and password.

Each validates first and writes in one transaction; a refusal raises ``AccountError``
and leaves nothing changed.
"""

from allauth.account.models import EmailAddress
from django.contrib.auth.password_validation import validate_password
from django.core.exceptions import ValidationError
from django.db import IntegrityError, transaction
from django.utils.translation import gettext

from accounts.errors import AccountCode, AccountError
from accounts.models import User


def guest_create() -> User:
    """A new account with no email address and no usable password."""
    user = User(email=None)
    user.set_unusable_password()
    user.save()
    return user


def _email_taken(email: str, by: User) -> bool:
    """Another account has this address (one the guest added itself does not count)."""
    return (
        User.objects.filter(email__iexact=email).exclude(pk=by.pk).exists()
        or EmailAddress.objects.filter(email__iexact=email).exclude(user=by).exists()
    )


def _email_taken_error() -> AccountError:
    return AccountError(
        AccountCode.EMAIL_TAKEN,
        gettext(
            "An account with this email address already exists: sign in to it, or use "
            "another address."
        ),
        field="email",
    )


def guest_claim(*, user: User, email: str, password: str) -> EmailAddress:
    """Give a guest account an email address and a password; it keeps all it recorded.

    The address is added unverified (allauth's ``EmailAddress``, primary): scorekeeping
    does not wait for verification.
    """
    email = email.strip().lower()
    try:
        with transaction.atomic():
            user = User.objects.select_for_update().get(pk=user.pk)
            if not user.is_guest:
                raise AccountError(
                    AccountCode.NOT_A_GUEST,
                    gettext(
                        "This account already has an email address; change it from the "
                        "account's email settings instead."
                    ),
                    conflict=True,
                )
            if _email_taken(email, user):
                raise _email_taken_error()
            user.email = email
            try:
                validate_password(password, user=user)
            except ValidationError as error:
                raise AccountError(
                    AccountCode.PASSWORD_INVALID, " ".join(error.messages), field="password"
                ) from None
            user.set_password(password)
            user.save(update_fields=["email", "password"])
            user.emailaddress_set.exclude(email=email).update(primary=False)
            address, _ = EmailAddress.objects.update_or_create(
                user=user, email=email, defaults={"primary": True}
            )
            return address
    except IntegrityError:
        # Another request took the address between our check and our write.
        raise _email_taken_error() from None


def verification_send(request, address: EmailAddress) -> bool:
    """Email the link that verifies a claimed account's address; False if it could not go.

    The claim is saved by then and stands either way (``accounts.adapter`` logs a mail
    that cannot be sent, and notes it on the request); the user can ask for the link
    again from their account.
    """
    if address.verified:  # the guest verified it before claiming it
        return True
    address.send_confirmation(request, signup=True)
    return not getattr(request, "mail_unsent", False)


def keep_language(user: User, language: str) -> None:
    """The language chosen in the menu, kept for the account (a code Django checked)."""
    if user.language != language:
        user.language = language
        user.save(update_fields=["language"])
