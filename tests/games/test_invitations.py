"""Keeping score together by invitation: inviting answers the same whatever the address,
the link is the invitation, the invited account accepts it, a scorekeeper can leave, and
no answer names an account to someone it did not accept."""

from datetime import timedelta

import pytest
from django.core import mail
from django.utils import timezone

from accounts.services import guest_create
from games.models import Scorekeeper, ScorekeeperInvitation
from tests.conftest import signed_in
from tests.factories import GameFactory, UserFactory
from tests.games.support import made

GAMES = "/api/v1/games/"
ACCEPT = f"{GAMES}invitations/accept/"


def keepers_url(game):
    return f"{GAMES}{game.pk}/scorekeepers/"


def invite(api, game, email=None):
    response = api.post(keepers_url(game), {} if email is None else {"email": email}, format="json")
    assert response.status_code == 202, response.content
    return response.json()


def token_of(answer) -> str:
    return answer["invitation_url"].rstrip("/").rsplit("/", 1)[1]


def test_inviting_answers_the_same_whether_or_not_the_address_has_an_account(
    owner_api, outsider, game
):
    known = invite(owner_api, game, outsider.email.upper())
    unknown = invite(owner_api, game, "nobody@example.com")
    assert set(known) == set(unknown) == {"invitation_url", "email", "expires_at"}
    assert known["email"] == outsider.email and unknown["email"] == "nobody@example.com"
    assert token_of(known) != token_of(unknown) and len(token_of(known)) >= 40
    # The only difference is outside the answer: the account's owner gets an email.
    assert [message.to for message in mail.outbox] == [[outsider.email]]
    assert known["invitation_url"] in mail.outbox[0].body
    assert not Scorekeeper.objects.filter(user=outsider).exists()  # not until accepted


def test_an_invitation_without_an_address_is_a_link_to_show(owner_api, game):
    answer = invite(owner_api, game)
    assert answer["email"] is None
    assert answer["invitation_url"].startswith("http://testserver/games/invite/")
    assert mail.outbox == []


def test_the_invited_account_accepts_once_and_records_hands(owner_api, game):
    guest_friend = guest_create()
    friend_api = signed_in(guest_friend)
    token = token_of(invite(owner_api, game))
    assert friend_api.get(f"{GAMES}{game.pk}/").status_code == 404
    accepted = friend_api.post(ACCEPT, {"token": token}, format="json")
    assert accepted.status_code == 200, accepted.content
    assert (accepted.json()["id"], accepted.json()["role"]) == (game.pk, "scorekeeper")
    assert friend_api.post(f"{GAMES}{game.pk}/hands/", made(), format="json").status_code == 201
    again = friend_api.post(ACCEPT, {"token": token}, format="json")
    assert again.status_code == 200
    assert Scorekeeper.objects.filter(game=game, user=guest_friend).count() == 1


def test_a_spent_expired_unknown_or_own_invitation_is_refused(owner_api, outsider_api, game):
    token = token_of(invite(owner_api, game))
    own = owner_api.post(ACCEPT, {"token": token}, format="json")
    assert (own.status_code, own.json()["code"]) == (400, "OWNER_IS_NOT_A_SCOREKEEPER")
    assert outsider_api.post(ACCEPT, {"token": token}, format="json").status_code == 200
    latecomer = signed_in(UserFactory())
    used = latecomer.post(ACCEPT, {"token": token}, format="json")
    assert (used.status_code, used.json()["code"]) == (409, "INVITATION_USED")
    stale = token_of(invite(owner_api, game))
    ScorekeeperInvitation.objects.filter(token=stale).update(
        expires_at=timezone.now() - timedelta(seconds=1)
    )
    expired = latecomer.post(ACCEPT, {"token": stale}, format="json")
    assert (expired.status_code, expired.json()["code"]) == (409, "INVITATION_EXPIRED")
    unknown = latecomer.post(ACCEPT, {"token": "x" * 43}, format="json")
    assert (unknown.status_code, unknown.json()["code"]) == (400, "INVITATION_NOT_FOUND")
    assert latecomer.get(f"{GAMES}{game.pk}/").status_code == 404


def test_a_scorekeeper_can_leave_but_not_remove_others(scorekeeper_api, scorekeeper, game):
    other = UserFactory()
    Scorekeeper.objects.create(game=game, user=other)
    refused = scorekeeper_api.delete(f"{keepers_url(game)}{other.pk}/")
    assert refused.status_code == 403
    assert scorekeeper_api.delete(f"{keepers_url(game)}{scorekeeper.pk}/").status_code == 204
    assert scorekeeper_api.get(f"{GAMES}{game.pk}/").status_code == 404
    assert list(Scorekeeper.objects.filter(game=game).values_list("user", flat=True)) == [other.pk]


def test_no_answer_names_an_account_to_a_scorekeeper(scorekeeper_api, scorekeeper, owner, game):
    other = UserFactory(email="other-keeper@example.com")
    Scorekeeper.objects.create(game=game, user=other)
    listed = scorekeeper_api.get(keepers_url(game)).json()
    assert [keeper["user"] for keeper in listed] == [scorekeeper.pk]
    for path in ("", "hands/", "scorekeepers/", "export/"):
        body = scorekeeper_api.get(f"{GAMES}{game.pk}/{path}").content.decode()
        assert owner.email not in body and other.email not in body, path
    read = scorekeeper_api.get(f"{GAMES}{game.pk}/").json()
    assert "owner" not in read and "scorekeepers" not in read


def test_the_owner_sees_every_scorekeeper(owner_api, scorekeeper, game):
    listed = owner_api.get(keepers_url(game)).json()
    assert [(keeper["user"], keeper["email"]) for keeper in listed] == [
        (scorekeeper.pk, scorekeeper.email)
    ]


def test_inviting_is_rate_limited(owner_api, game, settings):
    settings.API_THROTTLE_RATES = {"account_lookups": "5/min"}
    answers = [
        owner_api.post(keepers_url(game), {"email": f"p{n}@example.com"}, format="json")
        for n in range(6)
    ]
    assert [answer.status_code for answer in answers] == [202] * 5 + [429]
    assert int(answers[-1]["Retry-After"]) > 0
    assert answers[-1].json()["code"] == "THROTTLED"
    assert ScorekeeperInvitation.objects.filter(game=game).count() == 5


def test_only_the_owner_invites_and_not_in_a_leagues_game(scorekeeper_api, game):
    refused = scorekeeper_api.post(keepers_url(game), {"email": "x@example.com"}, format="json")
    assert refused.status_code == 403
    assert not ScorekeeperInvitation.objects.exists()


# --- the page the link opens ------------------------------------------------------------


@pytest.fixture
def invitation(owner, game):
    from games.services.scorekeepers import invitation_create

    return invitation_create(game=game)


def page_of(invitation):
    return f"/games/invite/{invitation.token}/"


def test_signed_out_the_page_offers_the_ways_in_and_back(client, invitation):
    page = client.get(page_of(invitation)).content.decode()
    back = f"next=/games/invite/{invitation.token}/"
    assert f"/accounts/login/?{back}" in page and f"/accounts/signup/?{back}" in page
    assert f'name="next" value="/games/invite/{invitation.token}/"' in page  # guest
    assert "Ann, Bob, Cat, Dan" in page


def test_signed_in_the_page_accepts_and_opens_the_table(client, invitation, game):
    friend = UserFactory()
    client.force_login(friend)
    assert "Accept" in client.get(page_of(invitation)).content.decode()
    response = client.post(page_of(invitation))
    assert response.status_code == 302 and response["Location"] == f"/games/{game.pk}/"
    assert Scorekeeper.objects.filter(game=game, user=friend).exists()
    latecomer = UserFactory()
    client.force_login(latecomer)
    assert "accepted already" in client.get(page_of(invitation)).content.decode()
    client.post(page_of(invitation))
    assert not Scorekeeper.objects.filter(game=game, user=latecomer).exists()


def test_the_owner_sees_the_link_as_a_qr_code(client, owner, invitation):
    client.force_login(owner)
    page = client.get(page_of(invitation)).content.decode()
    assert '<svg role="img"' in page and f"/games/invite/{invitation.token}/" in page
    assert "Accept" not in page


def test_an_unknown_link_is_a_404(client, db):
    assert client.get("/games/invite/not-a-token/").status_code == 404


def test_deleting_the_game_takes_its_invitations(owner_api, game):
    invite(owner_api, game)
    assert owner_api.delete(f"{GAMES}{game.pk}/").status_code == 204
    assert not ScorekeeperInvitation.objects.exists()


def test_a_guest_starting_a_game_can_invite(db):
    guest = guest_create()
    game = GameFactory(owner=guest)
    assert invite(signed_in(guest), game, "someone@example.com")["email"]
