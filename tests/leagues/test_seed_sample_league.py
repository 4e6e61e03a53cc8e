"""``make run``'s sample league: a believable club, made through the services, counted like
any other, once."""

import re

from django.core.management import call_command
from django.utils import timezone

from games.models import Hand, Status
from leagues.models import League, LeagueGame
from tests.leagues.support import assert_totals_match_recount


def test_the_sample_league_is_made_once_and_its_totals_are_a_recount(db):
    call_command("seed_sample_data")
    call_command("seed_sample_league")
    call_command("seed_sample_league")  # a second run adds nothing

    league = League.objects.get()
    assert (league.slug, league.visibility) == ("thursday-club", "public")
    assert league.options["lone_maker_euchre_4"] is True  # a house rule to say
    last, this = league.seasons.order_by("starts_on")
    for season in (last, this):
        assert re.fullmatch(r"(Winter|Spring|Summer|Autumn) \d{4}(–\d\d)?", season.name)
    assert last.ends_on < this.starts_on <= timezone.localdate() and this.ends_on is None
    games = LeagueGame.objects.filter(league=league).select_related("game", "season")
    assert games.count() >= 2 * 12  # two a Thursday since last season began
    in_play = [entry.game for entry in games if entry.game.status != Status.FINISHED]
    assert len(in_play) == 2
    assert_totals_match_recount(league)

    # Played on Thursday evenings over both seasons, each game in its season's dates.
    days = set()
    for entry in games:
        day = timezone.localtime(entry.game.created_at).date()
        assert day.weekday() == 3 and entry.season.starts_on <= day
        assert entry.season.ends_on is None or day <= entry.season.ends_on
        days.add(day)
    assert len(days) == games.count() // 2
    # Partnerships have names; every kind of hand is there.
    names = {name for entry in games for name in entry.game.team_names}
    assert "Team 1" not in names and "Left Bowers" in names
    outcomes = set(
        Hand.objects.filter(game__league_game__league=league).values_list("outcome", flat=True)
    )
    assert outcomes >= {
        "made", "march", "loner_march", "euchred", "defender_loner_euchre", "passed_out", "renege"
    }  # fmt: skip
    hands = Hand.objects.filter(game__league_game__league=league)
    assert hands.filter(round=1, upcard__isnull=False).exists()  # ordered up
    assert hands.filter(defender_loner__isnull=False).exists()
