"""The two reads a league hand adds, as SQL built once per process.

Recording a hand in a league game asks who the caller is in the league and where the
game sits (its league, season and seats). Django's ORM took about ten times longer to
build each of these queries (with their joins and subquery) than the database took to run
them, on every hand, so they are written here once, from the models' own table and column
names, and only run. ``tests/leagues/test_league_statements.py`` holds them to the ORM's
rows.
"""

from functools import cache

from django.db import connection

from games.models import Seat
from leagues.models import League, LeagueGame, Membership


def _table(model) -> str:
    return connection.ops.quote_name(model._meta.db_table)


def _column(model, name: str) -> str:
    return connection.ops.quote_name(model._meta.get_field(name).column)


@cache
def _role_sql() -> str:
    league, member = _table(League), _table(Membership)
    return (
        f"SELECT {league}.{_column(League, 'visibility')}, "
        f"(SELECT {member}.{_column(Membership, 'role')} FROM {member} "
        f"WHERE {member}.{_column(Membership, 'league')} = {league}.{_column(League, 'id')} "
        f"AND {member}.{_column(Membership, 'user')} = %s LIMIT 1) "
        f"FROM {league} WHERE {league}.{_column(League, 'roster')} = %s LIMIT 1"
    )


def league_role(roster_id: int, user_id: int | None) -> tuple[str, str | None] | None:
    """(the league's visibility, the user's role in it or None) for the league of this
    roster; None when no league has it. ``user_id`` None: anonymous, never a member."""
    with connection.cursor() as cursor:
        cursor.execute(_role_sql(), [user_id, roster_id])
        found = cursor.fetchone()
    return None if found is None else (found[0], found[1])


@cache
def _seats_sql() -> str:
    seat, game = _table(Seat), _table(LeagueGame)
    columns = ", ".join(
        f"{game}.{_column(LeagueGame, name)}" for name in ("league", "season", "finished_at")
    )
    return (
        f"SELECT {seat}.{_column(Seat, 'position')}, {seat}.{_column(Seat, 'player')}, "
        f"{columns} FROM {seat} LEFT JOIN {game} "
        f"ON {game}.{_column(LeagueGame, 'game')} = {seat}.{_column(Seat, 'game')} "
        f"WHERE {seat}.{_column(Seat, 'game')} = %s"
    )


def _finished_at(value):
    """The column's value as the ORM gives it (SQLite stores text; aware when USE_TZ)."""
    field = LeagueGame._meta.get_field("finished_at")
    column = field.get_col(LeagueGame._meta.db_table)
    for converter in connection.ops.get_db_converters(column) + field.get_db_converters(connection):
        value = converter(value, column, connection)
    return value


def seated_in_league(game_id: int) -> list[tuple]:
    """(position, player id, league id, season id, finished_at) for each seat of the game;
    the last three None when it is no league's game."""
    with connection.cursor() as cursor:
        cursor.execute(_seats_sql(), [game_id])
        rows = cursor.fetchall()
    return [(*row[:4], _finished_at(row[4])) for row in rows]
