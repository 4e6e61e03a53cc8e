from django.core.management.base import BaseCommand, CommandError

from leagues.models import League
from leagues.standings.rebuild import league_stats_rebuild


class Command(BaseCommand):
    help = "Recompute the leagues' running totals from their hands (all leagues, or these)."

    def add_arguments(self, parser):
        parser.add_argument("slugs", nargs="*", help="The leagues' slugs; none: every league.")

    def handle(self, *args, slugs, **options):
        leagues = League.objects.order_by("pk")
        if slugs:
            leagues = leagues.filter(slug__in=slugs)
            missing = set(slugs) - set(leagues.values_list("slug", flat=True))
            if missing:
                raise CommandError(f"No league with the slug {', '.join(sorted(missing))}.")
        for league in leagues:
            league_stats_rebuild(league=league)
            self.stdout.write(f"{league.slug}: rebuilt")
