"""allauth's account adapter, for what allauth leaves to the site.

- An email that cannot be sent (the mail server is down) does not fail the request that
  sends it: the change it reports has been made (a sign-up's account exists), so a 500
  would leave the client retrying what is done. The failure is logged, and noted on the
  request (``mail_unsent``) for the guest's claim, which says the mail did not go.
- A password must be text UTF-8 can write: a lone surrogate cannot be hashed, and was a
  500 at sign-up and at sign-in (``accounts.backends`` refuses it there).
- A password changed leads back to the Account page (allauth stays on the filled form).
- Signing in brings the account's language (chosen in the menu on another browser) as the
  language cookie Django reads.
"""

import logging
import smtplib

from allauth.account.adapter import DefaultAccountAdapter
from allauth.core import context
from django import forms
from django.conf import settings
from django.urls import reverse
from django.utils.translation import gettext

logger = logging.getLogger(__name__)


def utf8_encodable(text: object) -> bool:
    """Text UTF-8 can write (a lone surrogate it cannot); what is not text counts as so."""
    try:
        str(text).encode()
    except UnicodeEncodeError:
        return False
    return True


class AccountAdapter(DefaultAccountAdapter):
    def clean_password(self, password, user=None):
        if not utf8_encodable(password):
            raise forms.ValidationError(
                gettext("A password cannot hold that character; use another.")
            )
        return super().clean_password(password, user)

    def send_mail(self, template_prefix, email, context_data):
        try:
            super().send_mail(template_prefix, email, context_data)
        except (smtplib.SMTPException, OSError):  # the mail server down or refusing
            logger.exception("The email %s to %s could not be sent.", template_prefix, email)
            if context.request is not None:
                context.request.mail_unsent = True

    def get_password_change_redirect_url(self, request):
        return reverse("account_overview")

    def post_login(self, request, user, **kwargs):
        response = super().post_login(request, user, **kwargs)
        if user.language and response is not None:
            response.set_cookie(
                settings.LANGUAGE_COOKIE_NAME,
                user.language,
                max_age=settings.LANGUAGE_COOKIE_AGE,
                secure=settings.LANGUAGE_COOKIE_SECURE,
                samesite=settings.LANGUAGE_COOKIE_SAMESITE,
            )
        return response
