"""The database holds the leagues' invariants, with named constraints."""

import datetime

import pytest
from django.core.exceptions import ValidationError
from django.db import IntegrityError, transaction
from django.db.models import ProtectedError

from games.models import Player
from leagues.models import (
    Invitation,
    LeagueGame,
    Membership,
    PartnershipTotals,
    PlayerTotals,
    RivalryTotals,
    Season,
)
from tests.conftest import signed_in
from tests.leagues.support import league_game

pytestmark = pytest.mark.django_db

JAN, FEB = datetime.date(2026, 1, 1), datetime.date(2026, 2, 1)


def refused(create) -> None:
    with pytest.raises(IntegrityError), transaction.atomic():
        create()


def test_a_season_does_not_end_before_it_starts(league):
    season = Season(league=league, name="Backwards", starts_on=FEB, ends_on=JAN)
    with pytest.raises(ValidationError, match="leagues_season_ends_after_start"):
        season.full_clean()
    refused(lambda: Season.objects.create(league=league, name="B", starts_on=FEB, ends_on=JAN))
    Season.objects.create(league=league, name="One day", starts_on=JAN, ends_on=JAN)


def test_a_player_is_kept_by_an_owner_or_a_roster_never_both(league, admin):
    refused(lambda: Player.objects.create(name="Nobody's"))
    refused(lambda: Player.objects.create(name="Both", owner=admin, roster=league.roster))
    Player.objects.create(name="Ann", roster=league.roster)
    Player.objects.create(name="Ann", owner=admin)  # the admin's own Ann is another player


def test_a_roster_has_one_player_of_a_name_in_any_case_and_one_per_account(league, admin):
    Player.objects.create(name="Ann", roster=league.roster, user=admin)
    refused(lambda: Player.objects.create(name="ANN", roster=league.roster))
    refused(lambda: Player.objects.create(name="Annie", roster=league.roster, user=admin))


def test_a_member_belongs_once(league, member):
    refused(lambda: Membership.objects.create(league=league, user=member))


def test_a_partnership_row_names_the_lower_id_first(league):
    low, high = (Player.objects.create(name=n, roster=league.roster) for n in ("A", "B"))
    refused(lambda: PartnershipTotals.objects.create(league=league, player_1=high, player_2=low))
    PartnershipTotals.objects.create(league=league, player_1=low, player_2=high)


def test_one_totals_row_per_key_with_a_season_or_without(league):
    ann = Player.objects.create(name="Ann", roster=league.roster)
    season = Season.objects.create(league=league, name="S", starts_on=JAN)
    PlayerTotals.objects.create(league=league, player=ann)
    PlayerTotals.objects.create(league=league, season=season, player=ann)
    refused(lambda: PlayerTotals.objects.create(league=league, player=ann))
    refused(lambda: PlayerTotals.objects.create(league=league, season=season, player=ann))


def test_every_model_says_what_it_is(league, admin, member):
    game = league_game(league, admin)
    season = Season.objects.create(league=league, name="Spring", starts_on=JAN)
    ann = league.roster.players.get(name="Ann")
    bob = league.roster.players.get(name="Bob")
    texts = [
        str(league),
        str(league.roster),
        str(Membership.objects.get(user=member)),
        str(Invitation(league=league)),
        str(season),
        str(LeagueGame.objects.get(pk=game.pk)),
        str(PlayerTotals(league=league, player=ann)),
        str(PartnershipTotals(league=league, player_1=ann, player_2=bob)),
        str(RivalryTotals(league=league, player=ann, opponent=bob)),
    ]
    assert texts[0] == "Tuesday Club"
    assert texts[2] == "member@example.com (member) in Tuesday Club"
    assert texts[4] == "Tuesday Club: Spring"
    assert all(texts)


def test_a_roster_player_with_seats_cannot_be_deleted_from_under_the_games(league, admin):
    game = league_game(league, admin)
    ann = league.roster.players.get(name="Ann")

    with pytest.raises(ProtectedError), transaction.atomic():
        ann.delete()

    assert game.seats.filter(player=ann).exists()
    # No API path deletes a roster player: a duplicate is merged, a leaver unlinked.
    response = signed_in(admin).delete(f"/api/v1/leagues/{league.slug}/players/{ann.pk}/")
    assert response.status_code == 405
    assert Player.objects.filter(pk=ann.pk).exists()
