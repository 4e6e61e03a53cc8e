import django.db.models.deletion
from django.conf import settings
from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("games", "0006_group_games_outlive_their_starter"),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.CreateModel(
            name="ScorekeeperInvitation",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("token", models.CharField(editable=False, max_length=64, unique=True)),
                (
                    "email",
                    models.EmailField(
                        blank=True, help_text="Where it was sent, as the owner typed it.", max_length=254, null=True
                    ),
                ),
                ("created_at", models.DateTimeField(auto_now_add=True)),
                ("expires_at", models.DateTimeField()),
                ("accepted_at", models.DateTimeField(blank=True, null=True)),
                (
                    "accepted_by",
                    models.ForeignKey(
                        blank=True,
                        null=True,
                        on_delete=django.db.models.deletion.SET_NULL,
                        related_name="+",
                        to=settings.AUTH_USER_MODEL,
                    ),
                ),
                (
                    "game",
                    models.ForeignKey(
                        on_delete=django.db.models.deletion.CASCADE, related_name="invitations", to="games.game"
                    ),
                ),
            ],
            options={"ordering": ["game", "created_at", "pk"]},
        ),
        migrations.AddConstraint(
            model_name="scorekeeperinvitation",
            constraint=models.CheckConstraint(
                condition=models.Q(("email__isnull", True), ("email__gt", ""), _connector="OR"),
                name="games_invitation_email_not_empty",
            ),
        ),
    ]
