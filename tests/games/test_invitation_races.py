"""One invitation, opened on several phones at once (PostgreSQL, committed, one connection
per thread): exactly one account gets in; the same account twice gets in once."""

import threading

import pytest
from django.conf import settings
from django.db import connections

from games.models import Scorekeeper
from games.services.scorekeepers import invitation_create
from tests.conftest import signed_in
from tests.factories import GameFactory, UserFactory

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
    start = threading.Barrier(len(users))
    answers, failures = [], []

    def accept(user):
        try:
            client = signed_in(user)
            start.wait()
            response = client.post(ACCEPT, {"token": token}, format="json")
            answers.append((response.status_code, response.json().get("code")))
        except BaseException as error:  # noqa: BLE001 - reported by the test's thread
            failures.append(error)
        finally:
            connections.close_all()

    threads = [threading.Thread(target=accept, args=(user,)) for user in users]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert failures == []
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
