"""The leagues' services, called directly: what each stores, and what each refuses."""

import datetime

import pytest

from core.errors import AppError
from leagues.models import League, MemberRole
from leagues.services.leagues import league_create, league_update
from leagues.services.members import invitation_create, invitation_revoke, league_join
from leagues.services.seasons import season_create
from tests.factories import UserFactory

pytestmark = pytest.mark.django_db


def test_a_league_takes_its_slug_from_its_name_and_its_creator_is_admin(admin):
    league = league_create(by=admin, name="  Über Euchre Night ", variant="british", target=11)
    assert (league.slug, league.variant, league.target) == ("uber-euchre-night", "british", 11)
    assert league.visibility == "private"
    assert league.memberships.get().role == MemberRole.ADMIN
    assert league.options["canadian_loner"] is True  # British: always


def test_the_ruleset_changes_while_there_is_no_game(league):
    league_update(league=league, variant="british")
    league.refresh_from_db()
    assert (league.variant, league.target) == ("british", 11)  # its own default target
    league_update(league=league, options={"stick_the_dealer": True})
    league.refresh_from_db()
    assert league.options["stick_the_dealer"] is True


def test_joining_again_changes_nothing_even_once_the_invitation_is_revoked(admin, league):
    newcomer = UserFactory(email="new@example.com")
    invitation = invitation_create(league=league, by=admin)
    first = league_join(invitation=invitation, user=newcomer)
    invitation_revoke(invitation=invitation)
    assert league_join(invitation=invitation, user=newcomer) == first
    other = UserFactory(email="late@example.com")
    with pytest.raises(AppError) as refused:
        league_join(invitation=invitation, user=other)
    assert refused.value.code == "INVITATION_REVOKED"


def test_an_open_ended_season_blocks_every_later_one(league):
    season_create(league=league, name="Now", starts_on=datetime.date(2026, 1, 1))
    with pytest.raises(AppError) as refused:
        season_create(
            league=league,
            name="Far",
            starts_on=datetime.date(2030, 1, 1),
            ends_on=datetime.date(2030, 2, 1),
        )
    assert (refused.value.code, refused.value.field) == ("SEASON_OVERLAPS", "starts_on")
    assert "Now" in refused.value.message


def test_a_slug_is_checked_before_anything_is_stored(admin):
    with pytest.raises(AppError) as refused:
        league_create(by=admin, name="X", slug="-x-", variant="british")
    assert refused.value.code == "SLUG_INVALID"
    assert not League.objects.exists()
