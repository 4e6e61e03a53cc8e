"""allauth's emails are ours (templates/account/email/), in the language of the request
that sends them: the sign-up's (and a guest's claim's) address confirmation, the password
reset link, and the answer to a reset asked for an address no account uses.

English is checked line by line, against our own words. German is checked against the
project's catalogue (locale/de): each line is what Django's gettext gives for our msgid,
and differs from the English, so these fail while locale/de lacks the emails' words.
allauth puts "[site name] " (here the host, there being no sites framework) before each
subject unless ACCOUNT_EMAIL_SUBJECT_PREFIX is set.
"""

import re

import pytest
from django.conf import settings
from django.core import mail
from django.utils import translation
from django.utils.translation import gettext

from accounts.models import User

pytestmark = pytest.mark.django_db
PASSWORD = "a-long-table-password"
SIGNATURE = "Euchre Companion"

CONFIRM_SUBJECT = "Confirm your email address"
CONFIRM = "To confirm that %(email)s is your email address for Euchre Companion, open this link:"
IGNORE = "If you did not ask for this, ignore this email."
RESET_SUBJECT = "Reset your password"
RESET = "To choose a new password for your Euchre Companion account, open this link:"
RESET_IGNORE = "If you did not ask for this, ignore this email: your password stays as it is."
UNKNOWN_SUBJECT = "No account with this email address"
UNKNOWN = (
    "Someone asked to reset the password for %(email)s, "
    "but no Euchre Companion account uses that address."
)
UNKNOWN_SIGN_UP = "If it was you, you can sign up with this link:"


def subject_prefix() -> str:
    prefix = getattr(settings, "ACCOUNT_EMAIL_SUBJECT_PREFIX", None)
    return "[testserver] " if prefix is None else prefix


def in_language(language: str, msgid: str, **values) -> str:
    with translation.override(language):
        text = gettext(msgid)
    return text % values if values else text


def expected(language: str, subject: str, lines: list, url: str) -> tuple[str, str]:
    """The subject and body our templates give in ``language``: a line of ``None`` is the
    email's link; any other is (msgid, values)."""
    body = [url if line is None else in_language(language, line[0], **line[1]) for line in lines]
    return subject_prefix() + in_language(language, subject), "\n\n".join([*body, SIGNATURE])


def link(message: mail.EmailMessage, path: str) -> str:
    found = re.search(rf"^https?://testserver{re.escape(path)}\S*$", message.body, re.MULTILINE)
    assert found, message.body
    return found.group(0)


def only_mail() -> mail.EmailMessage:
    assert len(mail.outbox) == 1, [m.subject for m in mail.outbox]
    return mail.outbox[0]


def sign_up(client, language: str) -> mail.EmailMessage:
    response = client.post(
        "/accounts/signup/",
        {"email": "pat@example.com", "password1": PASSWORD},
        HTTP_ACCEPT_LANGUAGE=language,
    )
    assert response.status_code == 302, response.content
    return only_mail()


def claim(client, language: str) -> mail.EmailMessage:
    client.post("/accounts/guest/", HTTP_ACCEPT_LANGUAGE=language)
    response = client.post(
        "/accounts/guest/claim/",
        {"email": "quinn@example.com", "password": PASSWORD},
        HTTP_ACCEPT_LANGUAGE=language,
    )
    assert response.status_code == 302, response.content
    assert not User.objects.get().is_guest
    return only_mail()


def reset(client, email: str, language: str) -> mail.EmailMessage:
    response = client.post(
        "/accounts/password/reset/", {"email": email}, HTTP_ACCEPT_LANGUAGE=language
    )
    assert response.status_code == 302, response.content
    return only_mail()


def confirmation(language: str, email: str, url: str) -> tuple[str, str]:
    return expected(
        language, CONFIRM_SUBJECT, [(CONFIRM, {"email": email}), None, (IGNORE, {})], url
    )


def reset_link(language: str, url: str) -> tuple[str, str]:
    return expected(language, RESET_SUBJECT, [(RESET, {}), None, (RESET_IGNORE, {})], url)


def unknown(language: str, email: str, url: str) -> tuple[str, str]:
    lines = [(UNKNOWN, {"email": email}), (UNKNOWN_SIGN_UP, {}), None, (IGNORE, {})]
    return expected(language, UNKNOWN_SUBJECT, lines, url)


# English: our words, exactly, and none of allauth's.


def test_the_sign_up_confirmation_is_ours(client):
    sent = sign_up(client, "en")
    url = link(sent, "/accounts/confirm-email/")
    assert sent.subject == subject_prefix() + "Confirm your email address"
    assert sent.body.splitlines()[0] == (
        "To confirm that pat@example.com is your email address for Euchre Companion, "
        "open this link:"
    )
    assert (sent.subject, sent.body) == confirmation("en", "pat@example.com", url)
    assert "Hello from" not in sent.body and "Thank you for using" not in sent.body


def test_a_guests_claim_sends_the_same_confirmation(client):
    sent = claim(client, "en")
    url = link(sent, "/accounts/confirm-email/")
    assert (sent.subject, sent.body) == confirmation("en", "quinn@example.com", url)


def test_the_password_reset_link_is_ours(client, user):
    sent = reset(client, "ann@example.com", "en")
    url = link(sent, "/accounts/password/reset/key/")
    assert "To choose a new password for your Euchre Companion account, open this link:" in (
        sent.body.splitlines()
    )
    assert sent.body.splitlines()[-1] == SIGNATURE
    assert (sent.subject, sent.body) == reset_link("en", url)


def test_a_reset_for_an_unknown_address_is_ours(client):
    sent = reset(client, "nobody@example.com", "en")
    url = link(sent, "/accounts/signup/")
    assert (
        "Someone asked to reset the password for nobody@example.com, "
        "but no Euchre Companion account uses that address." in sent.body.splitlines()
    )
    assert (sent.subject, sent.body) == unknown("en", "nobody@example.com", url)


# German: the catalogue's words for ours, which are not the English.


def german_and_not_english(sent, german, english):
    assert german != english, "locale/de does not translate the email's words yet"
    assert german[0] != english[0] and german[1] != english[1]
    assert (sent.subject, sent.body) == german


def test_the_sign_up_confirmation_speaks_german(client):
    sent = sign_up(client, "de")
    url = link(sent, "/accounts/confirm-email/")
    german_and_not_english(
        sent,
        confirmation("de", "pat@example.com", url),
        confirmation("en", "pat@example.com", url),
    )


def test_a_guests_claim_confirmation_speaks_german(client):
    sent = claim(client, "de")
    url = link(sent, "/accounts/confirm-email/")
    german_and_not_english(
        sent,
        confirmation("de", "quinn@example.com", url),
        confirmation("en", "quinn@example.com", url),
    )


def test_the_password_reset_link_speaks_german(client, user):
    sent = reset(client, "ann@example.com", "de")
    url = link(sent, "/accounts/password/reset/key/")
    german_and_not_english(sent, reset_link("de", url), reset_link("en", url))


def test_a_reset_for_an_unknown_address_speaks_german(client):
    sent = reset(client, "nobody@example.com", "de")
    url = link(sent, "/accounts/signup/")
    german_and_not_english(
        sent, unknown("de", "nobody@example.com", url), unknown("en", "nobody@example.com", url)
    )
