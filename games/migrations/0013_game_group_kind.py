"""A game names the kind of group it is played in (``games.groups``). Every game with a
roster so far is a league's: the kind is written out here, as a migration must not change
with the code."""

from django.conf import settings
from django.db import migrations, models


def leagues_games(apps, schema_editor):
    Game = apps.get_model("games", "Game")
    Game.objects.filter(roster__isnull=False).update(group_kind="league")


class Migration(migrations.Migration):

    dependencies = [
        ('games', '0012_hand_upcard_suit'),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.AddField(
            model_name='game',
            name='group_kind',
            field=models.CharField(blank=True, default='', help_text="The kind of group it is played in (its roster's); empty: none.", max_length=20),
        ),
        migrations.RunPython(leagues_games, migrations.RunPython.noop),
        migrations.AddConstraint(
            model_name='game',
            constraint=models.CheckConstraint(condition=models.Q(models.Q(('group_kind', ''), ('roster__isnull', True)), models.Q(('roster__isnull', False), models.Q(('group_kind', ''), _negated=True)), _connector='OR'), name='games_game_group_kind_iff_roster'),
        ),
    ]
