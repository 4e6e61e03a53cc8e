import pytest

from tests.conftest import signed_in
from tests.factories import UserFactory
from tests.leagues.fixtures import admin, league, member  # noqa: F401


@pytest.fixture
def organiser(db):
    return UserFactory(email="organiser@example.com")


@pytest.fixture
def organiser_api(organiser):
    return signed_in(organiser)
