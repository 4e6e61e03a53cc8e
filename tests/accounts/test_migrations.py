"""Data migrations of accounts, run forward from the state before them."""

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

BEFORE = [("accounts", "0002_user_guest_without_email")]
AFTER = [("accounts", "0003_lowercase_emails")]


@pytest.mark.django_db(transaction=True)
def test_addresses_stored_with_capitals_are_lowered():
    executor = MigrationExecutor(connection)
    executor.migrate(BEFORE)
    User = executor.loader.project_state(BEFORE).apps.get_model("accounts", "User")
    User.objects.create(email="Zed@Example.com", password="!")
    User.objects.create(email=None, password="!")  # a guest keeps no address

    executor = MigrationExecutor(connection)
    executor.migrate(AFTER)
    User = executor.loader.project_state(AFTER).apps.get_model("accounts", "User")
    assert set(User.objects.values_list("email", flat=True)) == {"zed@example.com", None}
    executor = MigrationExecutor(connection)
    executor.migrate(executor.loader.graph.leaf_nodes())
