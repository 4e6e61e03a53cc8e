"""The web app's account pages of our own: play as a guest, and keep a guest's games by
adding an email address and password. They call the same services as the API."""

from allauth.core import ratelimit
from django import forms
from django.conf import settings
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.shortcuts import redirect, render
from django.utils import timezone
from django.utils.http import url_has_allowed_host_and_scheme
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _
from django.views.decorators.http import require_POST
from django.views.i18n import set_language

from accounts import data, services, sessions
from accounts.errors import AccountError
from core.words import said


def choose_language(request):
    """The menu's language: a page of the languages; choosing one is Django's own switch
    (a cookie, for a guest too), kept on a signed-in account, which brings it to the
    account's other browsers when they sign in."""
    if request.method != "POST":
        target = request.GET.get("next", "")
        if not url_has_allowed_host_and_scheme(target, {request.get_host()}, request.is_secure()):
            target = "/"
        return render(request, "account/language.html", {"next": target})
    response = set_language(request)
    chosen = response.cookies.get(settings.LANGUAGE_COOKIE_NAME)
    if chosen and request.user.is_authenticated:
        services.keep_language(request.user, chosen.value)
    return response


@require_POST
def guest_start(request):
    """One tap: a guest signed in here. Someone signed in already stays who they are (a
    new guest would leave their account, and a guest's games, out of reach)."""
    if request.user.is_authenticated:
        messages.info(request, gettext("You are signed in already."))
    else:
        too_many = ratelimit.consume_or_429(request, action="signup")
        if too_many:
            return too_many
        sessions.sign_in_browser(request, services.guest_create())
    target = request.POST.get("next", "")
    if not url_has_allowed_host_and_scheme(target, {request.get_host()}, request.is_secure()):
        target = "/"
    return redirect(target)


class GuestClaimForm(forms.Form):
    email = forms.EmailField(
        label=_("Email"), widget=forms.EmailInput(attrs={"autocomplete": "email"})
    )
    password = forms.CharField(
        label=_("Password"),
        strip=False,
        widget=forms.PasswordInput(attrs={"autocomplete": "new-password"}),
    )


@login_required
def guest_claim(request):
    if not request.user.is_guest:
        return redirect("account_email")
    form = GuestClaimForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        too_many = ratelimit.consume_or_429(request, action="signup")
        if too_many:
            return too_many
        try:
            address = services.guest_claim(user=request.user, **form.cleaned_data)
        except AccountError as error:
            form.add_error(error.field or None, said(error))
        else:
            sessions.keep_signed_in(request, None, address.user)
            sent = services.verification_send(request, address)
            messages.success(
                request,
                gettext("Saved. Sign in from any device as %(email)s.") % {"email": address.email},
            )
            if not sent:
                messages.warning(
                    request,
                    gettext(
                        "The email to verify your address could not be sent just now: "
                        "send it again from Account, Email addresses."
                    ),
                )
            return redirect("/")
    return render(request, "account/guest_claim.html", {"form": form})


@login_required
def account(request):
    """Who is signed in here, and where to manage it: email addresses, the password, signing
    out; for a guest, keeping the games with an email address and password."""
    return render(request, "account/account.html")


@login_required
def data_download(request):
    """ "Download my data": the same document as the API's, saved as a file."""
    filename = f"euchre-my-data-{timezone.localdate().isoformat()}.json"
    response = JsonResponse(data.account_data(request.user), json_dumps_params={"indent": 1})
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    return response


class AccountDeleteForm(forms.Form):
    password = forms.CharField(
        label=_("Password"),
        required=False,
        strip=False,
        widget=forms.PasswordInput(attrs={"autocomplete": "current-password"}),
        help_text=_("Your password, to be sure it is you."),
    )
    confirm = forms.BooleanField(
        required=False, label=_("Yes, delete this guest account and its games")
    )

    def __init__(self, *args, user, **kwargs):
        super().__init__(*args, **kwargs)
        del self.fields["password" if not user.has_usable_password() else "confirm"]


@login_required
def account_delete(request):
    """ "Delete my account", after the password (a guest: a confirmation)."""
    form = AccountDeleteForm(request.POST or None, user=request.user)
    if request.method == "POST" and form.is_valid():
        too_many = ratelimit.consume_or_429(request, action="reauthenticate", user=request.user)
        if too_many:
            return too_many
        try:
            data.account_delete(user=request.user, **form.cleaned_data)
        except AccountError as error:
            form.add_error(error.field or None, said(error))
        else:
            sessions.sign_out(request)
            messages.success(request, gettext("Your account is deleted."))
            return redirect("/")
    return render(request, "account/account_delete.html", {"form": form})
