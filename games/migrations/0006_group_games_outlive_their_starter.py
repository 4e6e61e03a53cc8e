import django.db.models.deletion
from django.conf import settings
from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("games", "0005_rosters_shared_players"),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.AlterField(
            model_name="game",
            name="owner",
            field=models.ForeignKey(
                blank=True,
                db_index=False,
                help_text="Who started it; none once a group's game outlived its starter's account.",
                null=True,
                on_delete=django.db.models.deletion.SET_NULL,
                related_name="games",
                to=settings.AUTH_USER_MODEL,
            ),
        ),
        migrations.AddConstraint(
            model_name="game",
            constraint=models.CheckConstraint(
                condition=models.Q(("owner__isnull", False), ("roster__isnull", False), _connector="OR"),
                name="games_game_owner_unless_group",
            ),
        ),
    ]
