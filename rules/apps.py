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
        from core.api.errors import link_rules
        from core.offline import keep_offline
        from rules.views import offline_pages, page_of

        checks.register(check_variant_tables)
        link_rules(page_of)
        keep_offline(offline_pages)
