"""A league's rows without a season become its all-time rows: until now they held the games
outside any season, and all time was every row of a key added up at read time; from now
each write adds to its season's row and to the all-time row. Each all-time row is set to
its key's sum over every row (the reverse takes the seasons' rows away again). The leagues
take a new stats version, so no cached standings outlive the change. And the standings
order is kept by the database: a win share and a margin on each row, indexed; each row's
period (its season's id, or 0 for all time) is one key, so one upsert writes both rows.

Written out here, not imported: a migration must not change with the code."""

import django.db.models.expressions
import django.db.models.functions.comparison
from django.db import migrations, models
from django.db.models import F, Sum

KEYS = {
    "playertotals": ("player_id",),
    "partnershiptotals": ("player_1_id", "player_2_id"),
    "rivalrytotals": ("player_id", "opponent_id"),
}


def counters(model) -> list[str]:
    keys = {"id", "league", "season", "player", "player_1", "player_2", "opponent"}
    return [
        field.attname
        for field in model._meta.concrete_fields
        if field.name not in keys and not getattr(field, "generated", False)
    ]


def regroup(apps, sign: int) -> None:
    """Each key's row without a season := its sum over every row (``sign`` 1), or that row
    less its seasons' rows (``sign`` -1); a row left with nothing but zeros goes."""
    leagues = set()
    for name, keys in KEYS.items():
        model = apps.get_model("leagues", name)
        columns = counters(model)
        key = ("league_id", *keys)
        seasons = model.objects.filter(season__isnull=False).values(*key).order_by()
        in_seasons = {
            tuple(row[k] for k in key): row
            for row in seasons.annotate(**{f"sum_{c}": Sum(c) for c in columns})
        }
        unseasoned = {
            tuple(row[k] for k in key): row
            for row in model.objects.filter(season__isnull=True).values(*key, *columns)
        }
        rows = []
        for found in in_seasons.keys() | unseasoned.keys():
            own = unseasoned.get(found, {})
            added = in_seasons.get(found, {})
            values = {c: (own.get(c) or 0) + sign * (added.get(f"sum_{c}") or 0) for c in columns}
            if any(values.values()):
                rows.append(model(season_id=None, **dict(zip(key, found, strict=True)), **values))
            leagues.add(found[0])
        model.objects.filter(season__isnull=True).delete()
        model.objects.bulk_create(rows, batch_size=500)
    StatsVersion = apps.get_model("leagues", "StatsVersion")
    for league in leagues:
        if not StatsVersion.objects.filter(league_id=league).update(version=F("version") + 1):
            StatsVersion.objects.create(league_id=league, version=1)


def to_all_time(apps, schema_editor):
    regroup(apps, 1)


def to_unseasoned(apps, schema_editor):
    regroup(apps, -1)


class Migration(migrations.Migration):

    dependencies = [
        ('games', '0015_game_carried_laps'),
        ('leagues', '0006_railroad_variant'),
    ]

    operations = [
        migrations.RunPython(to_all_time, to_unseasoned),
        migrations.RemoveConstraint(
            model_name='partnershiptotals',
            name='leagues_partnershiptotals_unique_in_season',
        ),
        migrations.RemoveConstraint(
            model_name='partnershiptotals',
            name='leagues_partnershiptotals_unique_without_season',
        ),
        migrations.RemoveConstraint(
            model_name='playertotals',
            name='leagues_playertotals_unique_in_season',
        ),
        migrations.RemoveConstraint(
            model_name='playertotals',
            name='leagues_playertotals_unique_without_season',
        ),
        migrations.RemoveConstraint(
            model_name='rivalrytotals',
            name='leagues_rivalrytotals_unique_in_season',
        ),
        migrations.RemoveConstraint(
            model_name='rivalrytotals',
            name='leagues_rivalrytotals_unique_without_season',
        ),
        migrations.AddField(
            model_name='partnershiptotals',
            name='margin',
            field=models.GeneratedField(db_persist=True, expression=django.db.models.expressions.CombinedExpression(models.F('points_for'), '-', models.F('points_against')), output_field=models.IntegerField()),
        ),
        migrations.AddField(
            model_name='partnershiptotals',
            name='period',
            field=models.GeneratedField(db_persist=True, expression=django.db.models.functions.comparison.Coalesce('season', 0), output_field=models.IntegerField()),
        ),
        migrations.AddField(
            model_name='partnershiptotals',
            name='win_share',
            field=models.GeneratedField(db_persist=True, expression=models.Case(models.When(games__gt=0, then=django.db.models.expressions.CombinedExpression(django.db.models.functions.comparison.Cast('wins', models.FloatField()), '/', django.db.models.functions.comparison.Cast('games', models.FloatField()))), default=models.Value(-1.0)), output_field=models.FloatField()),
        ),
        migrations.AddField(
            model_name='playertotals',
            name='margin',
            field=models.GeneratedField(db_persist=True, expression=django.db.models.expressions.CombinedExpression(models.F('points_for'), '-', models.F('points_against')), output_field=models.IntegerField()),
        ),
        migrations.AddField(
            model_name='playertotals',
            name='period',
            field=models.GeneratedField(db_persist=True, expression=django.db.models.functions.comparison.Coalesce('season', 0), output_field=models.IntegerField()),
        ),
        migrations.AddField(
            model_name='playertotals',
            name='win_share',
            field=models.GeneratedField(db_persist=True, expression=models.Case(models.When(games__gt=0, then=django.db.models.expressions.CombinedExpression(django.db.models.functions.comparison.Cast('wins', models.FloatField()), '/', django.db.models.functions.comparison.Cast('games', models.FloatField()))), default=models.Value(-1.0)), output_field=models.FloatField()),
        ),
        migrations.AddField(
            model_name='rivalrytotals',
            name='period',
            field=models.GeneratedField(db_persist=True, expression=django.db.models.functions.comparison.Coalesce('season', 0), output_field=models.IntegerField()),
        ),
        migrations.AddIndex(
            model_name='partnershiptotals',
            index=models.Index(fields=['league', 'period', '-win_share', '-wins', '-margin'], name='leagues_partnershiptotals_rank'),
        ),
        migrations.AddIndex(
            model_name='playertotals',
            index=models.Index(fields=['league', 'period', '-win_share', '-wins', '-margin'], name='leagues_playertotals_rank'),
        ),
        migrations.AddConstraint(
            model_name='partnershiptotals',
            constraint=models.UniqueConstraint(fields=('league', 'period', 'player_1', 'player_2'), name='leagues_partnershiptotals_unique_in_period'),
        ),
        migrations.AddConstraint(
            model_name='playertotals',
            constraint=models.UniqueConstraint(fields=('league', 'period', 'player'), name='leagues_playertotals_unique_in_period'),
        ),
        migrations.AddConstraint(
            model_name='rivalrytotals',
            constraint=models.UniqueConstraint(fields=('league', 'period', 'player', 'opponent'), name='leagues_rivalrytotals_unique_in_period'),
        ),
    ]
