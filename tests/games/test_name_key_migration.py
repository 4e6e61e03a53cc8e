"""games 0009 gives every player its name's key; names that were two players under
Lower(name) but are one by the key are renamed, not a failed migration."""

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

BEFORE = [("games", "0008_matches")]
AFTER = [("games", "0009_player_name_keys")]


@pytest.mark.django_db(transaction=True)
def test_clashing_names_are_renamed_and_every_player_gets_a_key():
    executor = MigrationExecutor(connection)
    executor.migrate(BEFORE)
    apps = executor.loader.project_state(BEFORE).apps
    User, Player = apps.get_model("accounts", "User"), apps.get_model("games", "Player")
    ann = User.objects.create(email="ann@example.com", password="!")
    bob = User.objects.create(email="bob@example.com", password="!")
    # Composed and decomposed accents, a ligature: two rows by LOWER on both databases.
    for name in ("Éva", "Éva (2)", "E\u0301va", "Fiona", "ﬁona"):
        Player.objects.create(owner=ann, name=name)
    Player.objects.create(owner=bob, name="E\u0301va")  # another owner's: no clash

    executor = MigrationExecutor(connection)
    executor.migrate(AFTER)
    Player = executor.loader.project_state(AFTER).apps.get_model("games", "Player")
    rows = list(Player.objects.order_by("pk").values_list("owner__email", "name", "name_key"))
    assert rows == [
        ("ann@example.com", "Éva", "éva"),
        ("ann@example.com", "Éva (2)", "éva (2)"),
        ("ann@example.com", "E\u0301va (3)", "éva (3)"),
        ("ann@example.com", "Fiona", "fiona"),
        ("ann@example.com", "ﬁona (2)", "fiona (2)"),
        ("bob@example.com", "E\u0301va", "éva"),
    ]
    executor = MigrationExecutor(connection)
    executor.migrate(executor.loader.graph.leaf_nodes())
