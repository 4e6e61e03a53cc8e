"""Players' names compared by one rule on every database (``core.names``): each player gets
its name's key, and the unique constraints move from ``Lower(name)`` to the key.

Names one database let through as two players may be one player by the key ("Éva" and
"éva" on SQLite, a Kelvin sign): the later of them is renamed "Kate (2)", "Kate (3)"...
rather than failing the migration, and named in its output.
"""

from django.db import migrations, models

import core.names
from core.names import name_key

MAX_NAME = 60


def _free_name(name: str, taken: set[str]) -> str:
    number = 2
    while True:
        suffix = f" ({number})"
        candidate = name[: MAX_NAME - len(suffix)].rstrip() + suffix
        if name_key(candidate) not in taken:
            return candidate
        number += 1


def fill_keys(apps, schema_editor):
    Player = apps.get_model("games", "Player")
    players = list(Player.objects.order_by("pk"))
    groups: dict[tuple, list] = {}
    for player in players:
        group = ("owner", player.owner_id) if player.roster_id is None else ("roster", player.roster_id)
        groups.setdefault(group, []).append(player)
    for members in groups.values():
        taken = {name_key(player.name) for player in members}  # no new name may take one
        kept: set[str] = set()
        for player in members:
            if name_key(player.name) in kept:
                renamed = _free_name(player.name, taken)
                print(f"\n  Player {player.pk}: {player.name!r} renamed {renamed!r}", end="")
                player.name = renamed
                taken.add(name_key(renamed))
            player.name_key = name_key(player.name)
            kept.add(player.name_key)
    Player.objects.bulk_update(players, ["name", "name_key"], batch_size=500)


class Migration(migrations.Migration):
    dependencies = [
        ("games", "0008_matches"),
    ]

    operations = [
        migrations.RemoveConstraint(model_name="player", name="games_player_unique_name_per_owner"),
        migrations.RemoveConstraint(model_name="player", name="games_player_unique_name_per_roster"),
        migrations.AddField(
            model_name="player",
            name="name_key",
            field=core.names.NameKeyField(default=""),
            preserve_default=False,
        ),
        migrations.RunPython(fill_keys, migrations.RunPython.noop, elidable=True),
        migrations.AddConstraint(
            model_name="player",
            constraint=models.UniqueConstraint(
                fields=("owner", "name_key"),
                name="games_player_unique_name_key_per_owner",
                violation_error_message="The owner has a player of this name already.",
            ),
        ),
        migrations.AddConstraint(
            model_name="player",
            constraint=models.UniqueConstraint(
                fields=("roster", "name_key"),
                name="games_player_unique_name_key_per_roster",
                violation_error_message="The roster has a player of this name already.",
            ),
        ),
    ]
