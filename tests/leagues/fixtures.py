"""A league with its admin and a member: the leagues tests' fixtures, and the tournaments'
for a night inside a league."""

import pytest

from leagues.models import MemberRole, Membership, Visibility
from leagues.services.leagues import league_create
from tests.factories import UserFactory


@pytest.fixture
def admin(db):
    return UserFactory(email="admin@example.com")


@pytest.fixture
def member(db):
    return UserFactory(email="member@example.com")


@pytest.fixture
def league(admin, member):
    """A private North American league to 10 with its admin and one member."""
    league = league_create(by=admin, name="Tuesday Club", variant="north_american")
    Membership.objects.create(league=league, user=member, role=MemberRole.MEMBER)
    return league


@pytest.fixture
def public_league(admin, member):
    league = league_create(
        by=admin, name="Open Table", variant="north_american", visibility=Visibility.PUBLIC
    )
    Membership.objects.create(league=league, user=member, role=MemberRole.MEMBER)
    return league
