"""The web's sign-in, sign-up and sign-out pages are ours (templates/account/, in the
site's base layout), and a guest can start and keep its games from the web."""

import re

import pytest
from allauth.account.models import EmailAddress
from django.core import mail
from django.test import Client

from accounts.models import User

pytestmark = pytest.mark.django_db
PASSWORD = "a-long-table-password"


def template_names(response):
    return [t.name for t in response.templates]


@pytest.mark.parametrize(
    "path, template, heading, fields",
    [
        ("/accounts/login/", "account/login.html", "Sign in", ["login", "password"]),
        ("/accounts/signup/", "account/signup.html", "Create an account", ["email", "password1"]),
        (
            "/accounts/password/reset/",
            "account/password_reset.html",
            "Forgot your password?",
            ["email"],
        ),
        ("/accounts/inactive/", "account/account_inactive.html", "Account Inactive", []),
    ],
)
def test_entrance_pages_use_our_layout(client, path, template, heading, fields):
    response = client.get(path)
    assert response.status_code == 200
    names = template_names(response)
    assert names[0] == template
    assert "account/base_entrance.html" in names and "base.html" in names
    page = response.content.decode()
    assert heading in page
    assert 'name="viewport"' in page
    for field in fields:
        assert f'name="{field}"' in page
    assert "Menu:" not in page  # allauth's own bare layout is not used


def test_sign_up_then_sign_in_through_the_pages(client):
    response = client.post("/accounts/signup/", {"email": "pat@example.com", "password1": PASSWORD})
    assert response.status_code == 302
    assert client.get("/api/v1/auth/me/").json()["user"]["email"] == "pat@example.com"
    client.logout()
    response = client.post("/accounts/login/", {"login": "pat@example.com", "password": PASSWORD})
    assert response.status_code == 302
    assert client.get("/api/v1/auth/me/").status_code == 200


def test_a_failed_sign_in_shows_the_error_in_our_form(client):
    User.objects.create_user("pat@example.com", PASSWORD)
    response = client.post("/accounts/login/", {"login": "pat@example.com", "password": "nope"})
    assert response.status_code == 200
    assert template_names(response)[0] == "account/login.html"
    assert 'class="error"' in response.content.decode()


def test_logout_page(client, user):
    client.force_login(user)
    response = client.get("/accounts/logout/")
    assert response.status_code == 200
    assert template_names(response)[:2] == ["account/logout.html", "account/base_manage.html"]
    assert "Sign out of ann@example.com" in response.content.decode()
    assert client.post("/accounts/logout/").status_code == 302
    assert client.get("/api/v1/auth/me/").status_code == 403


def test_play_as_guest_from_the_web_then_keep_the_games():
    client = Client(enforce_csrf_checks=True)
    page = client.get("/accounts/login/")
    assert "Play without signing up" in page.content.decode()
    token = client.cookies["csrftoken"].value
    assert client.post("/accounts/guest/", {"next": "/rules/"}).status_code == 403  # CSRF
    response = client.post("/accounts/guest/", {"next": "/rules/", "csrfmiddlewaretoken": token})
    assert (response.status_code, response["Location"]) == (302, "/rules/")
    guest = User.objects.get()
    assert guest.is_guest

    logout = client.get("/accounts/logout/").content.decode()
    assert "/accounts/guest/claim/" in logout  # a guest is warned before signing out
    page = client.get("/accounts/guest/claim/")
    assert template_names(page)[0] == "account/guest_claim.html"
    token = client.cookies["csrftoken"].value
    response = client.post(
        "/accounts/guest/claim/",
        {"email": "quinn@example.com", "password": PASSWORD, "csrfmiddlewaretoken": token},
    )
    assert response.status_code == 302
    assert client.get("/api/v1/auth/me/").json()["user"] == {
        "id": guest.pk,
        "email": "quinn@example.com",
        "is_guest": False,
    }
    assert EmailAddress.objects.get().user == guest
    # Claimed: the page now sends the user to allauth's email management.
    assert client.get("/accounts/guest/claim/")["Location"] == "/accounts/email/"


def test_the_claim_page_says_when_the_verification_email_could_not_go(client, settings):
    settings.EMAIL_BACKEND = "tests.accounts.test_guest.DownMailServer"
    client.post("/accounts/guest/")
    response = client.post(
        "/accounts/guest/claim/", {"email": "rue@example.com", "password": PASSWORD}, follow=True
    )
    page = response.content.decode()
    assert "Saved. Sign in from any device as rue@example.com." in page
    assert "could not be sent just now: send it again from Account, Email addresses." in page
    assert not User.objects.get().is_guest
    # Said once: the home page that said it is not kept for offline use; the next one is.
    assert "no-store" in response["Cache-Control"]
    assert "no-store" not in client.get("/").get("Cache-Control", "")


def test_a_signed_in_user_who_taps_play_as_a_guest_stays_who_they_are(client, user):
    client.force_login(user)
    response = client.post("/accounts/guest/", {"next": "/games/"}, follow=True)
    assert response.redirect_chain[-1][0] == "/games/"
    assert "You are signed in already." in response.content.decode()
    assert User.objects.count() == 1 and client.session["_auth_user_id"] == str(user.pk)


def test_the_claim_page_counts_against_the_signup_rate_limit(client, settings):
    settings.ACCOUNT_RATE_LIMITS = {"signup": "2/m/ip"}
    client.post("/accounts/guest/")
    page = client.post("/accounts/guest/claim/", {"email": "x@example.com", "password": "1"})
    assert page.status_code == 200  # the form again, saying what is wrong
    page = client.post("/accounts/guest/claim/", {"email": "x@example.com", "password": "1"})
    assert page.status_code == 429
    assert "Euchre" in page.content.decode()  # in our layout


def test_guest_start_refuses_an_offsite_next(client):
    response = client.post("/accounts/guest/", {"next": "https://evil.example/"})
    assert response["Location"] == "/"


def test_claim_page_shows_the_services_refusal(client, user):
    client.post("/accounts/guest/")
    response = client.post(
        "/accounts/guest/claim/", {"email": "ANN@example.com", "password": PASSWORD}
    )
    assert response.status_code == 200
    assert "An account with this email address already exists" in response.content.decode()
    assert User.objects.get(pk=client.session["_auth_user_id"]).is_guest


def test_guest_start_is_rate_limited(client, settings):
    settings.ACCOUNT_RATE_LIMITS = {"signup": "1/m/ip"}
    assert client.post("/accounts/guest/").status_code == 302
    another_phone = Client()  # the same address
    assert another_phone.post("/accounts/guest/").status_code == 429
    assert User.objects.count() == 1


def test_the_account_page_says_who_is_signed_in_and_leads_to_the_rest(client, user):
    assert client.get("/accounts/")["Location"].startswith("/accounts/login/")
    client.force_login(user)
    home = client.get("/").content.decode()
    assert '<a href="/accounts/">Account</a>' in home  # in the site's menu
    page = client.get("/accounts/").content.decode()
    assert "Signed in as <strong>ann@example.com</strong>." in page
    for link in ("/accounts/email/", "/accounts/password/change/", "/accounts/logout/"):
        assert f'href="{link}"' in page


def test_a_guests_account_page_offers_to_keep_the_games(client):
    client.post("/accounts/guest/")
    page = client.get("/accounts/").content.decode()
    assert "You are playing as a guest on this phone" in page
    assert 'href="/accounts/guest/claim/"' in page


def test_a_forgotten_password_is_reset_through_our_pages(client, user):
    done = client.post("/accounts/password/reset/", {"email": "ann@example.com"}, follow=True)
    assert "Check your email" in done.content.decode()
    link = re.search(r"https?://[^/\s]+(/accounts/password/reset/key/\S+)", mail.outbox[0].body)
    form = client.get(link.group(1), follow=True)
    assert "Choose a new password" in form.content.decode()
    new = "a-brand-new-table-password"
    changed = client.post(
        form.redirect_chain[-1][0] if form.redirect_chain else link.group(1),
        {"password1": new, "password2": new},
        follow=True,
    )
    page = changed.content.decode()
    assert "Password changed" in page and 'href="/accounts/login/"' in page
    assert Client().login(username="ann@example.com", password=new)
    again = client.get(link.group(1), follow=True).content.decode()
    assert "This link no longer works" in again and 'href="/accounts/password/reset/"' in again


def test_allauths_own_account_pages_take_our_forms_and_buttons(client, user):
    client.force_login(user)
    page = client.get("/accounts/email/").content.decode()
    assert page.count('<form class="panel"') == 2  # the addresses, and adding one
    buttons = re.findall(r'<button\s+class="([^"]+)"[^>]*name="(\w+)"', page)
    assert ("button primary", "action_primary") in buttons
    assert ("button", "action_remove") in buttons  # (allauth tags it "danger")
    again = client.get("/accounts/reauthenticate/").content.decode()  # tagged "primary"
    assert re.search(r'<button\s+class="button primary"[^>]*type="submit"', again)


def test_a_changed_password_leads_back_to_the_account_page(client, user):
    client.force_login(user)
    new = "a-brand-new-table-password"
    form = {"oldpassword": PASSWORD, "password1": new, "password2": new}
    response = client.post("/accounts/password/change/", form, follow=True)
    assert response.redirect_chain[-1][0] == "/accounts/"
    assert "Signed in as <strong>ann@example.com</strong>." in response.content.decode()
    assert Client().login(username="ann@example.com", password=new)
