"""``make run``'s sample league: made through the services, counted like any other, once."""

from django.core.management import call_command

from games.models import Status
from leagues.models import League, LeagueGame
from tests.leagues.support import assert_totals_match_recount


def test_the_sample_league_is_made_once_and_its_totals_are_a_recount(db):
    call_command("seed_sample_data")
    call_command("seed_sample_league")
    call_command("seed_sample_league")  # a second run adds nothing

    league = League.objects.get()
    assert (league.slug, league.visibility) == ("thursday-club", "public")
    assert [season.name for season in league.seasons.order_by("starts_on")] == ["Autumn", "Winter"]
    games = LeagueGame.objects.filter(league=league).select_related("game")
    assert games.count() == 24
    statuses = [entry.game.status for entry in games]
    assert statuses.count(Status.FINISHED) == 22
    assert all(entry.season_id is not None for entry in games)
    assert_totals_match_recount(league)
