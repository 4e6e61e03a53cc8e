"""Statements sent together run in order, in the caller's transaction, in one round trip
where the driver takes several (PostgreSQL) and one by one where it does not (SQLite)."""

import pytest
from django.db import IntegrityError, connection, transaction
from django.test.utils import CaptureQueriesContext

from accounts.models import User
from core import statement_batches
from core.statement_batches import run_together, sends_together
from tests.factories import UserFactory

pytestmark = pytest.mark.django_db

TABLE = connection.ops.quote_name(User._meta.db_table)


def appending(user: User, text: str) -> tuple[str, list]:
    return f"UPDATE {TABLE} SET first_name = first_name || %s WHERE id = %s", [text, user.pk]


def test_they_run_in_order_in_one_round_trip_where_the_driver_takes_several():
    user = UserFactory(first_name="")
    with CaptureQueriesContext(connection) as queries:
        run_together([appending(user, "a"), appending(user, "b"), appending(user, "c")])
    user.refresh_from_db()
    assert user.first_name == "abc"
    assert len(queries) == (1 if sends_together(connection) else 3)


def test_a_failing_statement_raises_and_its_transaction_keeps_nothing():
    user, other = UserFactory(first_name=""), UserFactory()
    taken = f"UPDATE {TABLE} SET email = %s WHERE id = %s", [other.email, user.pk]
    with pytest.raises(IntegrityError), transaction.atomic():
        run_together([appending(user, "a"), taken, appending(user, "b")])
    user.refresh_from_db()
    assert user.first_name == ""


def test_a_long_write_goes_in_several_round_trips(monkeypatch):
    monkeypatch.setattr(statement_batches, "BATCH_PARAMETERS", 4)
    user = UserFactory(first_name="")
    with CaptureQueriesContext(connection) as queries:
        run_together([appending(user, letter) for letter in "abcde"])
    user.refresh_from_db()
    assert user.first_name == "abcde"
    # Two statements of two parameters each a trip; the fifth alone.
    assert len(queries) == (3 if sends_together(connection) else 5)


def test_nothing_to_run_runs_nothing(django_assert_num_queries):
    with django_assert_num_queries(0):
        run_together([])
