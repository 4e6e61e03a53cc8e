"""The ratings' help text names where ratings now live (leagues.standings.ratings): no schema change."""

from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ('leagues', '0004_players_who_sat_out'),
    ]

    operations = [
        migrations.AlterField(
            model_name='playerrating',
            name='rating',
            field=models.FloatField(help_text='The number shown: see leagues.standings.ratings.'),
        ),
        migrations.AlterField(
            model_name='ratingevent',
            name='rating',
            field=models.FloatField(help_text='The number shown: see leagues.standings.ratings.'),
        ),
    ]
