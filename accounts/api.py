"""Guest play over the API: one tap creates an account signed in on this device, and
the guest can later add an email address and password without losing anything.

Views parse, call ``accounts.services`` and render; errors go through the API's one
exception handler.
"""

from allauth.core import ratelimit
from django.utils import timezone
from django.utils.translation import gettext
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import serializers, status
from rest_framework.authentication import SessionAuthentication
from rest_framework.exceptions import Throttled
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts import data, services, sessions
from accounts.errors import AccountCode, AccountError
from accounts.models import User
from core.api.errors import ErrorSerializer, error_responses
from core.api.input import parse
from core.api.throttles import ACCOUNT_LOOKUPS


class UserSerializer(serializers.ModelSerializer):
    email = serializers.EmailField(
        read_only=True, allow_null=True, help_text="Null for a guest, until claimed."
    )
    is_guest = serializers.BooleanField(
        read_only=True, help_text="True until the account is given an email address."
    )

    class Meta:
        model = User
        fields = ["id", "email", "is_guest"]


class AccountOutput(serializers.Serializer):
    user = UserSerializer()


class GuestSessionOutput(AccountOutput):
    session_token = serializers.CharField(
        allow_null=True,
        help_text="For `client: app`: send it as `X-Session-Token` (the token allauth's "
        "headless app API uses). Null for `client: browser`, which gets a session cookie.",
    )


class GuestCreateInput(serializers.Serializer):
    client = serializers.ChoiceField(
        choices=["app", "browser"],
        default="app",
        help_text="`app`: answer with a session token. `browser`: sign in with the "
        "session cookie (needs the CSRF token, like allauth's browser API).",
    )


class GuestClaimInput(serializers.Serializer):
    email = serializers.EmailField()
    password = serializers.CharField(trim_whitespace=False, style={"input_type": "password"})


TOO_MANY = OpenApiResponse(ErrorSerializer, description="Too many sign-ups from this address.")


class MeView(APIView):
    @extend_schema(
        operation_id="me",
        summary="The signed-in account",
        responses={200: AccountOutput, **error_responses(401, 403)},
    )
    def get(self, request):
        return Response(AccountOutput({"user": request.user}).data)


class GuestCreateView(APIView):
    permission_classes = [AllowAny]

    @extend_schema(
        operation_id="guest_create",
        summary="Play without signing up",
        description="Creates a guest account (no email, no password) signed in on this "
        "device. Counts against allauth's sign-up rate limit. Refused (409 "
        "`ALREADY_SIGNED_IN`) to a caller who is signed in: signing in a new guest would "
        "leave the account in use, a guest's games with it, out of reach.",
        request=GuestCreateInput,
        responses={201: GuestSessionOutput, **error_responses(400, 403, 409), 429: TOO_MANY},
    )
    def post(self, request):
        browser = parse(GuestCreateInput, request.data)["client"] == "browser"
        if browser:
            SessionAuthentication().enforce_csrf(request)
        if request.user.is_authenticated:
            raise AccountError(
                AccountCode.ALREADY_SIGNED_IN,
                gettext("You are signed in already: sign out first to play as a new guest."),
                conflict=True,
            )
        if not ratelimit.consume(request._request, action="signup"):
            raise Throttled(detail=gettext("Too many sign-ups from this address; try again later."))
        user = services.guest_create()
        if browser:
            sessions.sign_in_browser(request._request, user)
            token = None
        else:
            token = sessions.sign_in_app(request._request, user)
        body = GuestSessionOutput({"user": user, "session_token": token}).data
        return Response(body, status=status.HTTP_201_CREATED)


class GuestClaimView(APIView):
    throttle_scope = ACCOUNT_LOOKUPS  # an address taken tells it has an account

    @extend_schema(
        operation_id="guest_claim",
        summary="Give a guest account an email address and a password",
        description="The same account keeps everything it recorded and stays signed in "
        "(an app's session token does not change). The address is added unverified and a "
        "verification email is sent; scorekeeping does not wait for it. Errors: "
        "`EMAIL_TAKEN` and `PASSWORD_INVALID` (400), `NOT_A_GUEST` (409). Counts against "
        "allauth's sign-up rate limit, as signing up does (it says which addresses are taken).",
        request=GuestClaimInput,
        responses={200: AccountOutput, **error_responses(400, 401, 403, 409), 429: TOO_MANY},
    )
    def post(self, request):
        claim = parse(GuestClaimInput, request.data)
        if not ratelimit.consume(request._request, action="signup"):
            raise Throttled(detail=gettext("Too many tries from this address; try again later."))
        address = services.guest_claim(user=request.user, **claim)
        sessions.keep_signed_in(request._request, request.auth, address.user)
        services.verification_send(request._request, address)
        return Response(AccountOutput({"user": address.user}).data)


class AccountDeleteInput(serializers.Serializer):
    password = serializers.CharField(
        required=False,
        allow_blank=True,
        trim_whitespace=False,
        style={"input_type": "password"},
        help_text="The account's password (every account but a guest's).",
    )
    confirm = serializers.BooleanField(
        default=False, help_text="A guest (who has no password) confirms with true."
    )


class AccountDataAccount(serializers.Serializer):
    id = serializers.IntegerField()
    email = serializers.EmailField(allow_null=True)
    is_guest = serializers.BooleanField()
    date_joined = serializers.DateTimeField()
    last_login = serializers.DateTimeField(allow_null=True)


class AccountDataOutput(serializers.Serializer):
    format = serializers.ChoiceField(choices=[data.FORMAT])
    version = serializers.ChoiceField(choices=[data.VERSION])
    exported_at = serializers.DateTimeField()
    account = AccountDataAccount()
    # Filled by the apps above (accounts.signals): named here so the schema says what comes.
    games = serializers.ListField(
        child=serializers.DictField(),
        help_text="Each game in the format of `GET /api/v1/games/{id}/export/`, plus its "
        "`id` and the caller's `role`.",
    )
    players = serializers.ListField(child=serializers.DictField())
    league_memberships = serializers.ListField(child=serializers.DictField())


class AccountDataView(APIView):
    @extend_schema(
        operation_id="account_data",
        summary="Download my data",
        description="Everything kept about the caller as one versioned JSON document "
        "(`format` `euchre-account-data`, `version` 1): the account; `games`, every game "
        "they started or keep score in, each in the format `POST /api/v1/games/import/` "
        "reads (with its hands); `players`; `league_memberships`.",
        responses={200: AccountDataOutput, **error_responses(401, 403)},
    )
    def get(self, request):
        filename = f"euchre-my-data-{timezone.localdate().isoformat()}.json"
        return Response(
            data.account_data(request.user),
            headers={"Content-Disposition": f'attachment; filename="{filename}"'},
        )


class AccountDeleteView(APIView):
    @extend_schema(
        operation_id="account_delete",
        summary="Delete my account",
        description="After re-authentication: the password (400 `WRONG_PASSWORD`), or for a "
        "guest `confirm: true` (400 `CONFIRMATION_NEEDED`). The account's own games go with "
        "it; a league's games it started stay, with the names on their seats; its league "
        "memberships go; league players linked to it keep their names. Cannot be undone; "
        "the session ends. Password tries are rate-limited (429).",
        request=AccountDeleteInput,
        responses={204: None, **error_responses(400, 401, 403), 429: TOO_MANY},
    )
    def post(self, request):
        given = parse(AccountDeleteInput, request.data)
        if not ratelimit.consume(request._request, action="reauthenticate", user=request.user):
            raise Throttled(detail=gettext("Too many tries: wait a minute and try again."))
        data.account_delete(user=request.user, **given)
        sessions.sign_out(request._request, request.auth)
        return Response(status=status.HTTP_204_NO_CONTENT)
