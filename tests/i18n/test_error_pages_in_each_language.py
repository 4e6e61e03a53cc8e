"""The pages Django answers itself, a 403 and a 400, are ours and in the reader's language."""

import pytest
from django.core.exceptions import PermissionDenied
from django.test import RequestFactory
from django.utils import translation
from django.views.defaults import permission_denied

from core.error_pages import bad_request

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("language", ["en", "de", "sl"])
def test_a_refused_page_says_why_in_the_readers_language(rf: RequestFactory, language):
    request = rf.get("/leagues/x/admin/")
    request.user = type("Anonymous", (), {"is_authenticated": False})()
    with translation.override(language):
        reason = translation.gettext("This page belongs to another account.")
        page = permission_denied(request, PermissionDenied(reason)).content.decode()
        title = translation.gettext("Not for you to open")
    assert f'<html lang="{language}">' in page
    assert title in page and reason in page
    assert (title == "Not for you to open") == (language == "en")


@pytest.mark.parametrize("language", ["en", "nb", "nl"])
def test_a_request_django_refused_gets_our_page_in_the_readers_language(rf, language):
    with translation.override(language):
        response = bad_request(rf.get("/games/"), ValueError())
        heading = translation.gettext("The request could not be read")
    assert response.status_code == 400
    assert heading in response.content.decode()
    assert f'<html lang="{language}">' in response.content.decode()
