from tests.leagues.fixtures import admin, league, member, public_league  # noqa: F401
