from django.apps import AppConfig
from django.core import checks


def check_variant_tables(app_configs=None, **kwargs):
    """The variant tables of the rules core have no gaps and no misplaced rows."""
    from scoring.checks import all_problems

    return [
        checks.Error(
            problem, hint="Fix the variant's table in scoring/variants.py.", id="games.E001"
        )
        for problem in all_problems()
    ]


class GamesConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "games"

    def ready(self):
        from django.urls import register_converter

        from games.converters import RowIdConverter

        checks.register(check_variant_tables)
        register_converter(RowIdConverter, "id")
