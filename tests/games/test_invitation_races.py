"""One invitation, opened on several phones at once (PostgreSQL, committed, one connection
per thread): exactly one account gets in; the same account twice gets in once."""

import pytest
from django.conf import settings

from games.models import Scorekeeper
from games.services.scorekeepers import invitation_create
from tests.conftest import signed_in
from tests.factories import GameFactory, UserFactory
from tests.races import at_once

pytestmark = [
    pytest.mark.django_db(transaction=True),
    pytest.mark.skipif(
        settings.DATABASES["default"]["ENGINE"] != "django.db.backends.postgresql",
        reason="row locks under concurrent writers need PostgreSQL: run with "
        "DATABASE_URL=postgres://... (CI's PostgreSQL pass does); SQLite serialises writers",
    ),
]

ACCEPT = "/api/v1/games/invitations/accept/"


def accept_at_once(users, token) -> list:
    answers = []

    def accept(user):
        client = signed_in(user)

        def send():
            response = client.post(ACCEPT, {"token": token}, format="json")
            answers.append((response.status_code, response.json().get("code")))

        return send

    at_once(*(accept(user) for user in users))
    return answers


def test_one_invitation_opened_by_six_accounts_at_once_lets_one_in(owner):
    game = GameFactory(owner=owner)
    token = invitation_create(game=game).token
    friends = [UserFactory() for _ in range(6)]
    answers = accept_at_once(friends, token)
    assert sorted(answers, key=lambda a: a[0]) == [(200, None)] + [(409, "INVITATION_USED")] * 5
    assert Scorekeeper.objects.filter(game=game).count() == 1


def test_one_account_accepting_twice_at_once_is_in_once(owner):
    game = GameFactory(owner=owner)
    token = invitation_create(game=game).token
    friend = UserFactory()
    assert accept_at_once([friend, friend, friend], token) == [(200, None)] * 3
    assert list(Scorekeeper.objects.filter(game=game).values_list("user", flat=True)) == [friend.pk]
