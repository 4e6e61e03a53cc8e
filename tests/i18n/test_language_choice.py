"""Which language a reader gets: the one chosen on the language page (kept in a cookie, and
on a signed-in account, which brings it to the account's other browsers), else the
browser's Accept-Language, else English; pages and API answers say which (html lang,
Content-Language)."""

import pytest
from django.conf import settings

from accounts.models import User

pytestmark = pytest.mark.django_db
PASSWORD = "a-long-table-password"


def test_english_when_nothing_is_asked(client):
    response = client.get("/rules/")
    assert response["Content-Language"] == "en"
    assert b'<html lang="en">' in response.content


@pytest.mark.parametrize("language", ["nb", "de", "nl", "sl"])
def test_the_browsers_language_is_the_pages_and_the_apis(client, language):
    page = client.get("/rules/", headers={"accept-language": f"{language},en;q=0.5"})
    assert page["Content-Language"] == language
    assert f'<html lang="{language}">'.encode() in page.content
    assert "Accept-Language" in page["Vary"]
    answer = client.get("/api/v1/ping/", headers={"accept-language": language})
    assert answer["Content-Language"] == language


def test_a_language_the_app_has_not_is_english(client):
    assert (
        client.get("/rules/", headers={"accept-language": "fr-FR,fr"})["Content-Language"] == "en"
    )


def test_the_language_page_lists_every_language_in_its_own_words(client):
    response = client.get("/accounts/language/?next=/rules/")
    for name in ["English", "Norsk bokmål", "Deutsch", "Nederlands", "Slovenščina"]:
        assert name in response.content.decode()
    assert b'name="next" value="/rules/"' in response.content


def test_the_language_page_goes_back_only_to_this_site(client):
    response = client.get("/accounts/language/?next=https://evil.example/")
    assert b'name="next" value="/"' in response.content


def test_a_guests_choice_is_kept_in_a_cookie_and_wins_over_the_browser(client):
    response = client.post("/accounts/language/", {"language": "nl", "next": "/rules/"})
    assert response.status_code == 302 and response["Location"] == "/rules/"
    assert response.cookies[settings.LANGUAGE_COOKIE_NAME].value == "nl"
    assert client.get("/rules/", headers={"accept-language": "de"})["Content-Language"] == "nl"


def test_a_language_the_app_has_not_changes_nothing(client):
    response = client.post("/accounts/language/", {"language": "xx", "next": "/rules/"})
    assert settings.LANGUAGE_COOKIE_NAME not in response.cookies
    assert client.get("/rules/")["Content-Language"] == "en"


def test_an_account_keeps_its_choice_and_brings_it_to_another_browser(client, django_user_model):
    user = User.objects.create_user("ann@example.com", PASSWORD)
    client.force_login(user)
    client.post("/accounts/language/", {"language": "sl", "next": "/"})
    user.refresh_from_db()
    assert user.language == "sl"

    other = type(client)()
    response = other.post("/accounts/login/", {"login": "ann@example.com", "password": PASSWORD})
    assert response.status_code == 302
    assert response.cookies[settings.LANGUAGE_COOKIE_NAME].value == "sl"
    assert other.get("/rules/")["Content-Language"] == "sl"


def test_the_menu_links_to_the_language_page_from_where_the_reader_is(client):
    response = client.get("/rules/", headers={"accept-language": "de"})
    assert b'href="/accounts/language/?next=/rules/"' in response.content
    assert b"</span>DE</a>" in response.content
