from django.apps import AppConfig
from django.core import checks


def check_variant_tables(app_configs=None, **kwargs):
    """The variant tables of the rules core have no gaps and no misplaced rows."""
    from scoring.checks import all_problems

    return [
        checks.Error(
            problem, hint="Fix the variant's table in scoring/variants.py.", id="rules.E001"
        )
        for problem in all_problems()
    ]


class RulesConfig(AppConfig):
    """The rules reference pages and the dispute answerer's API: no models, no database."""

    name = "rules"

    def ready(self):
        checks.register(check_variant_tables)
