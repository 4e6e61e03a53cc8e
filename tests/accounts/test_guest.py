"""Play without signing up: one tap makes a guest account signed in on this device;
adding an email address and password later keeps the same account."""

import pytest
from allauth.account.models import EmailAddress
from django.core import mail

from accounts.models import User

PASSWORD = "a-long-table-password"
ME = "/api/v1/auth/me/"
GUEST = "/api/v1/auth/guest/"
CLAIM = "/api/v1/auth/guest/claim/"


def guest_app(app):
    response = app.post_json(GUEST)  # client defaults to "app"
    assert response.status_code == 201, response.content
    app.token = response.json()["session_token"]
    return User.objects.get(pk=response.json()["user"]["id"])


def test_app_guest_gets_an_allauth_session_token(app):
    response = app.post_json(GUEST, {"client": "app"})
    assert response.status_code == 201
    body = response.json()
    user = User.objects.get()
    assert body == {
        "user": {"id": user.pk, "email": None, "is_guest": True},
        "session_token": body["session_token"],
    }
    assert user.is_guest and not user.has_usable_password()
    assert "sessionid" not in response.cookies

    app.token = body["session_token"]
    assert app.get(ME).json()["user"]["id"] == user.pk
    # The same token works with allauth's own app API: it is allauth's session token.
    session = app.get("/_allauth/app/v1/auth/session")
    assert session.status_code == 200
    assert session.json()["data"]["user"]["id"] == user.pk


def test_browser_guest_is_signed_in_with_the_session_cookie(web):
    response = web.post_json(GUEST, {"client": "browser"})
    assert response.status_code == 201
    assert response.json()["session_token"] is None
    assert web.get(ME).json()["user"] == {
        "id": User.objects.get().pk,
        "email": None,
        "is_guest": True,
    }


def test_browser_guest_needs_csrf(web):
    response = web.post_json(GUEST, {"client": "browser"}, csrf=False)
    assert response.status_code == 403
    assert not User.objects.exists()


def test_unknown_client_is_refused(app):
    response = app.post_json(GUEST, {"client": "telegraph"})
    assert response.status_code == 400
    assert response.json()["code"] == "INVALID_INPUT"
    assert response.json()["field"] == "client"
    assert not User.objects.exists()


def test_each_tap_is_a_new_guest(app):
    ids = {app.post_json(GUEST).json()["user"]["id"] for _ in range(3)}
    assert len(ids) == 3
    assert User.objects.filter(email=None).count() == 3


def test_guest_creation_counts_against_the_signup_rate_limit(app, settings):
    settings.ACCOUNT_RATE_LIMITS = {"signup": "2/m/ip"}
    assert [app.post_json(GUEST).status_code for _ in range(3)] == [201, 201, 429]
    assert User.objects.count() == 2
    assert app.post_json(GUEST).json()["code"] == "THROTTLED"


@pytest.mark.parametrize("client", ["app", "browser"])
def test_a_signed_in_caller_is_not_made_a_new_guest(app, web, client):
    api = app if client == "app" else web
    if client == "app":
        guest_app(app)
    else:
        web.post_json(GUEST, {"client": "browser"})
    first = api.get(ME).json()["user"]["id"]
    again = api.post_json(GUEST, {"client": client})
    assert (again.status_code, again.json()["code"]) == (409, "ALREADY_SIGNED_IN")
    assert User.objects.count() == 1
    assert api.get(ME).json()["user"]["id"] == first  # still the first guest, games and all


def test_claiming_counts_against_the_signup_rate_limit(app, settings):
    # A refused claim says whether an address has an account, as signing up does.
    settings.ACCOUNT_RATE_LIMITS = {"signup": "3/m/ip"}
    guest_app(app)  # the first of the three
    tries = [app.post_json(CLAIM, {"email": "x@example.com", "password": "1"}) for _ in range(3)]
    assert [t.status_code for t in tries] == [400, 400, 429]
    assert tries[-1].json()["code"] == "THROTTLED"
    assert User.objects.get().is_guest


def test_a_guest_claims_an_address_it_added_itself(app):
    guest = guest_app(app)
    EmailAddress.objects.create(user=guest, email="hank@example.com", primary=False)
    response = app.post_json(CLAIM, {"email": "Hank@example.com", "password": PASSWORD})
    assert response.status_code == 200, response.content
    address = EmailAddress.objects.get()
    assert (address.user, address.email, address.primary) == (guest, "hank@example.com", True)
    assert User.objects.get().email == "hank@example.com"


def test_app_guest_claims_the_account_and_keeps_its_token(app):
    guest = guest_app(app)
    response = app.post_json(CLAIM, {"email": "Gus@Example.com", "password": PASSWORD})
    assert response.status_code == 200, response.content
    assert response.json() == {
        "user": {"id": guest.pk, "email": "gus@example.com", "is_guest": False}
    }
    user = User.objects.get()
    assert user.pk == guest.pk
    assert user.check_password(PASSWORD)
    address = EmailAddress.objects.get()
    assert (address.user, address.email, address.primary, address.verified) == (
        user,
        "gus@example.com",
        True,
        False,
    )
    assert [m.to for m in mail.outbox] == [["gus@example.com"]]
    # Still signed in with the same token, and a fresh sign-in reaches the same account.
    assert app.get(ME).json()["user"]["id"] == guest.pk
    app.token = None
    login = app.post_json(
        "/_allauth/app/v1/auth/login", {"email": "gus@example.com", "password": PASSWORD}
    )
    assert login.status_code == 200
    assert login.json()["data"]["user"]["id"] == guest.pk


class DownMailServer:
    """An email backend whose server does not answer."""

    def __init__(self, **kwargs):
        pass

    def send_messages(self, messages):
        raise ConnectionRefusedError(111, "Connection refused")


def test_a_claim_stands_when_the_verification_email_cannot_be_sent(app, settings, caplog):
    settings.EMAIL_BACKEND = f"{__name__}.DownMailServer"
    guest = guest_app(app)
    response = app.post_json(CLAIM, {"email": "gus@example.com", "password": PASSWORD})
    assert response.status_code == 200, response.content
    assert response.json()["user"] == {
        "id": guest.pk,
        "email": "gus@example.com",
        "is_guest": False,
    }
    assert User.objects.get().check_password(PASSWORD)
    assert "email_confirmation_signup to gus@example.com could not be sent." in caplog.text
    # The client's retry (it may not have seen the answer) finds the claim made.
    assert (
        app.post_json(CLAIM, {"email": "gus@example.com", "password": PASSWORD}).json()["code"]
        == "NOT_A_GUEST"
    )


def test_browser_guest_claims_the_account_and_stays_signed_in(web):
    web.post_json(GUEST, {"client": "browser"})
    guest_id = web.get(ME).json()["user"]["id"]
    response = web.post_json(CLAIM, {"email": "hal@example.com", "password": PASSWORD})
    assert response.status_code == 200, response.content
    assert web.get(ME).json()["user"] == {
        "id": guest_id,
        "email": "hal@example.com",
        "is_guest": False,
    }


@pytest.mark.parametrize(
    "taken_by",
    [
        pytest.param("user", id="a-users-address"),
        pytest.param("address", id="another-accounts-secondary-address"),
    ],
)
def test_claiming_a_taken_email_is_refused(app, taken_by):
    if taken_by == "user":
        User.objects.create_user("ivy@example.com", PASSWORD)
    else:
        other = User.objects.create_user("other@example.com", PASSWORD)
        EmailAddress.objects.create(user=other, email="ivy@example.com")
    guest = guest_app(app)
    response = app.post_json(CLAIM, {"email": "IVY@example.com", "password": PASSWORD})
    assert response.status_code == 400
    assert response.json() == {
        "code": "EMAIL_TAKEN",
        "message": "An account with this email address already exists: sign in to it, "
        "or use another address.",
        "field": "email",
        "rule": None,
    }
    guest.refresh_from_db()
    assert guest.is_guest and not guest.has_usable_password()
    assert not EmailAddress.objects.filter(user=guest).exists()


@pytest.mark.parametrize(
    "password, message",
    [
        pytest.param("short", "too short", id="too-short"),
        pytest.param("password123", "too common", id="common"),
        pytest.param("38120495716", "entirely numeric", id="numeric"),
        pytest.param("jay@example.com", "too similar", id="like-the-email"),
    ],
)
def test_claiming_with_a_weak_password_is_refused(app, password, message):
    guest = guest_app(app)
    response = app.post_json(CLAIM, {"email": "jay@example.com", "password": password})
    assert response.status_code == 400
    body = response.json()
    assert (body["code"], body["field"]) == ("PASSWORD_INVALID", "password")
    assert message in body["message"]
    guest.refresh_from_db()
    assert guest.is_guest and not guest.has_usable_password()
    assert not EmailAddress.objects.exists()
    assert mail.outbox == []


@pytest.mark.parametrize(
    "body, field",
    [
        ({"email": "not-an-address", "password": PASSWORD}, "email"),
        ({"email": "kay@example.com"}, "password"),
        ({"password": PASSWORD}, "email"),
    ],
)
def test_claim_input_is_validated(app, body, field):
    guest = guest_app(app)
    response = app.post_json(CLAIM, body)
    assert response.status_code == 400
    assert (response.json()["code"], response.json()["field"]) == ("INVALID_INPUT", field)
    guest.refresh_from_db()
    assert guest.is_guest


def test_an_account_with_an_email_cannot_claim_again(app):
    guest_app(app)
    claim = app.post_json(CLAIM, {"email": "lee@example.com", "password": PASSWORD})
    assert claim.status_code == 200
    response = app.post_json(CLAIM, {"email": "lee2@example.com", "password": PASSWORD + "2"})
    assert response.status_code == 409
    assert response.json()["code"] == "NOT_A_GUEST"
    assert User.objects.get().email == "lee@example.com"


def test_claim_needs_a_signed_in_guest(app):
    response = app.post_json(CLAIM, {"email": "mo@example.com", "password": PASSWORD})
    assert response.status_code == 403
    assert not User.objects.exists()


def test_the_schema_describes_the_account_endpoints(client):
    schema = client.get("/api/schema/", {"format": "json"}).json()
    paths = schema["paths"]
    create = paths["/api/v1/auth/guest/"]["post"]
    assert create["operationId"] == "guest_create"
    assert set(create["responses"]) == {"201", "400", "403", "406", "409", "413", "415", "429"}
    claim = paths["/api/v1/auth/guest/claim/"]["post"]
    assert set(claim["responses"]) == {
        "200",
        "400",
        "401",
        "403",
        "406",
        "409",
        "413",
        "415",
        "429",
    }
    assert claim["security"] == [{"XSessionTokenAuth": []}, {"cookieAuth": []}]
    assert "/api/v1/auth/me/" in paths


def test_a_claimed_guest_keeps_its_games_players_and_hands(app):
    from games.models import Game, Hand, Player
    from games.services.games import game_start
    from games.services.hands import hand_record

    guest = guest_app(app)
    game = game_start(
        owner=guest, variant="north_american", seats=["Ann", "Bob", "Cat", "Dan"], first_dealer=0
    )
    hand_record(
        game=game,
        record={"round": 1, "maker": 1, "trump": "hearts", "maker_tricks": 5},
        by=guest,
    )

    claim = app.post_json(CLAIM, {"email": "uma@example.com", "password": PASSWORD})
    assert claim.status_code == 200

    # A fresh sign-in with the new address reaches the same account and its data.
    app.token = None
    login = app.post_json(
        "/_allauth/app/v1/auth/login", {"email": "uma@example.com", "password": PASSWORD}
    )
    user = User.objects.get(pk=login.json()["data"]["user"]["id"])
    assert user.pk == guest.pk
    assert list(Game.objects.for_user(user)) == [game]
    assert Player.objects.filter(owner=user).count() == 4
    hand = Hand.objects.get(game=game)
    assert (hand.recorded_by, hand.points) == (user, 2)
    game.refresh_from_db()
    assert game.score == [0, 2]


def test_a_guest_records_through_the_api_and_finds_its_games_after_claiming(app):
    guest_app(app)
    game = app.post_json(
        "/api/v1/games/",
        {"variant": "north_american", "seats": ["Ann", "Bob", "Cat", "Dan"], "first_dealer": 0},
    ).json()
    hand = app.post_json(
        f"/api/v1/games/{game['id']}/hands/",
        {"round": 2, "maker": 2, "trump": "spades", "maker_tricks": 5},
    )
    assert hand.status_code == 201
    app.post_json(CLAIM, {"email": "wes@example.com", "password": PASSWORD})

    app.token = None  # another device: sign in with the new address
    login = app.post_json(
        "/_allauth/app/v1/auth/login", {"email": "wes@example.com", "password": PASSWORD}
    )
    app.token = login.json()["meta"]["session_token"]
    games = app.get("/api/v1/games/").json()
    assert [g["id"] for g in games["results"]] == [game["id"]]
    assert app.get(f"/api/v1/games/{game['id']}/").json()["score"] == [2, 0]
