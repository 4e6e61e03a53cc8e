"""The scorekeeper invitation email is written in the invited account's language (the one it
chose, ``User.language``), whatever the language of the owner's request that sends it; an
account that chose none reads the request's.

The German here is a small catalogue of the test's own (the project's catalogues are the
translators'), compiled for the test into a locale directory of its own: the test never
depends on whether locale/de has the subject yet, and a German subject can come only from
switching to the invited account's language.
"""

import pytest
from django.core import mail
from django.utils import translation
from django.utils.translation import gettext

from tests.i18n.own_catalogue import own_catalogue

GAMES = "/api/v1/games/"

SUBJECT = "You are invited to keep score"
INVITED = "You are invited to keep score in a game of Euchre: %(team_a)s against %(team_b)s."
GERMAN = {
    SUBJECT: "Du bist eingeladen, Punkte zu notieren",
    INVITED: "Du bist zu einer Partie Euchre eingeladen, um Punkte zu notieren: "
    "%(team_a)s gegen %(team_b)s.",
}


@pytest.fixture
def german(tmp_path):
    """A German catalogue with the invitation's words."""
    with own_catalogue(tmp_path, "de", GERMAN):
        yield


def invite(api, game, email: str, language: str) -> mail.EmailMessage:
    response = api.post(
        f"{GAMES}{game.pk}/scorekeepers/",
        {"email": email},
        format="json",
        HTTP_ACCEPT_LANGUAGE=language,
    )
    assert response.status_code == 202, response.content
    assert len(mail.outbox) == 1
    return mail.outbox[0]


def test_an_invitee_who_chose_german_reads_german_from_an_english_request(
    owner_api, outsider, game, german
):
    outsider.language = "de"
    outsider.save(update_fields=["language"])
    sent = invite(owner_api, game, outsider.email, "en")
    with translation.override("de"):
        german_subject = gettext(SUBJECT)
    with translation.override("en"):
        english_subject = gettext(SUBJECT)
    # The catalogue has the subject: a German subject cannot come from the English request.
    assert german_subject == GERMAN[SUBJECT] != english_subject == SUBJECT
    assert sent.subject == german_subject
    team_a, team_b = game.team_names
    assert GERMAN[INVITED] % {"team_a": team_a, "team_b": team_b} in sent.body
    assert "You are invited" not in sent.body


def test_an_invitee_who_chose_english_reads_english_from_a_german_request(
    owner_api, outsider, game, german
):
    outsider.language = "en"
    outsider.save(update_fields=["language"])
    sent = invite(owner_api, game, outsider.email, "de")
    assert sent.subject == SUBJECT
    assert sent.body.startswith("You are invited to keep score in a game of Euchre: ")


@pytest.mark.parametrize(
    ("language", "subject"), [("de", GERMAN[SUBJECT]), ("en", SUBJECT)], ids=["de", "en"]
)
def test_an_invitee_who_chose_no_language_reads_the_requests(
    owner_api, outsider, game, german, language, subject
):
    assert outsider.language == ""
    sent = invite(owner_api, game, outsider.email, language)
    assert sent.subject == subject
