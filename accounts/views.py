"""The web app's account pages of our own: play as a guest, and keep a guest's games by
adding an email address and password. They call the same services as the API."""

from allauth.core import ratelimit
from django import forms
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.shortcuts import redirect, render
from django.utils.http import url_has_allowed_host_and_scheme
from django.views.decorators.http import require_POST

from accounts import services, sessions
from accounts.errors import AccountError


@require_POST
def guest_start(request):
    """One tap: a guest signed in here. Someone signed in already stays who they are (a
    new guest would leave their account, and a guest's games, out of reach)."""
    if request.user.is_authenticated:
        messages.info(request, "You are signed in already.")
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
    email = forms.EmailField(widget=forms.EmailInput(attrs={"autocomplete": "email"}))
    password = forms.CharField(
        strip=False, widget=forms.PasswordInput(attrs={"autocomplete": "new-password"})
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
            form.add_error(error.field or None, error.message)
        else:
            sessions.keep_signed_in(request, None, address.user)
            sent = services.verification_send(request, address)
            messages.success(request, f"Saved. Sign in from any device as {address.email}.")
            if not sent:
                messages.warning(
                    request,
                    "The email to verify your address could not be sent just now: "
                    "send it again from Account, Email addresses.",
                )
            return redirect("/")
    return render(request, "account/guest_claim.html", {"form": form})


@login_required
def account(request):
    """Who is signed in here, and where to manage it: email addresses, the password, signing
    out; for a guest, keeping the games with an email address and password."""
    return render(request, "account/account.html")
