"""The API in each language with the project's own catalogues: a refused hand has the same
code, field and rule whatever the reader's language, and its message is the catalogue's
translation (not the English); a hand's explanation, written when read, too; the answer
says its language (Content-Language)."""

import pytest
from django.utils import translation

from tests.games.support import made

LANGUAGES = ["nb", "de", "nl", "sl"]
GAMES = "/api/v1/games/"


@pytest.fixture
def hands(game):
    return f"{GAMES}{game.pk}/hands/"


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_refused_hand_keeps_its_code_and_field_and_says_why_in_the_readers_language(
    owner_api, hands, language
):
    refused = {**made(), "round": 3}
    english = owner_api.post(hands, refused)
    answer = owner_api.post(hands, refused, HTTP_ACCEPT_LANGUAGE=language)
    assert answer.status_code == english.status_code == 400
    assert answer["Content-Language"] == language
    body, english_body = answer.json(), english.json()
    for key in ("code", "field", "rule"):
        assert body[key] == english_body[key]
    with translation.override(language):
        expected = translation.gettext("round must be 1 or 2 (got %(value)s).") % {"value": 3}
    assert body["message"] == expected != english_body["message"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_hands_explanation_is_in_the_readers_language(owner_api, hands, language):
    english = owner_api.post(hands, made()).json()["explanation"]
    read = owner_api.get(hands, HTTP_ACCEPT_LANGUAGE=language).json()[0]["explanation"]
    assert read != english
    with translation.override(language):
        assert (
            translation.gettext("Score %(first)s–%(second)s.") % {"first": 0, "second": 1} in read
        )


@pytest.mark.parametrize("language", ["de", "nl"])
def test_a_body_that_is_not_json_is_refused_in_the_readers_language(owner_api, hands, language):
    answer = owner_api.generic(
        "POST", hands, "{not json", content_type="application/json",
        HTTP_ACCEPT_LANGUAGE=language,
    )  # fmt: skip
    assert answer.status_code == 400
    body = answer.json()
    assert body["code"] == "PARSE_ERROR"
    with translation.override(language):
        start = translation.gettext("JSON parse error - the body is not JSON (%(where)s).")
    assert body["message"].startswith(start.split("(")[0])
    assert not body["message"].startswith("JSON parse error")
