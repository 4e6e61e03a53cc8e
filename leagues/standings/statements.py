"""The read a league hand adds, as SQL built once per process.

Recording a hand in a league game asks who the caller is in the league and where the
game sits (its league, season and seats): one query answers both (``league_role``; the
seats alone, ``seated_in_league``, for a write that asked no role). Django's ORM took
about ten times longer to build these queries (with their joins and subquery) than the
database took to run them, on every hand, so they are written here once, from the
models' own table and column names, and only run.
``tests/leagues/test_league_statements.py`` holds them to the ORM's rows.
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
    seat, game = _table(Seat), _table(LeagueGame)
    return (
        f"SELECT {league}.{_column(League, 'visibility')}, "
        f"(SELECT {member}.{_column(Membership, 'role')} FROM {member} "
        f"WHERE {member}.{_column(Membership, 'league')} = {league}.{_column(League, 'id')} "
        f"AND {member}.{_column(Membership, 'user')} = %s LIMIT 1), {_seats_columns()} "
        f"FROM {league} LEFT JOIN {seat} ON {seat}.{_column(Seat, 'game')} = %s "
        f"LEFT JOIN {game} "
        f"ON {game}.{_column(LeagueGame, 'game')} = {seat}.{_column(Seat, 'game')} "
        f"WHERE {league}.{_column(League, 'roster')} = %s"
    )


def league_role(
    roster_id: int, user_id: int | None, game_id: int
) -> tuple[str, str | None, list[tuple]] | None:
    """(the league's visibility, the user's role in it or None, the game's seats as
    ``seated_in_league`` gives them) for the league of this roster and its game; None when
    no league has the roster. ``user_id`` None: anonymous, never a member. One query: a
    hand write asks the caller's role, then its totals need the seats."""
    with connection.cursor() as cursor:
        cursor.execute(_role_sql(), [user_id, game_id, roster_id])
        rows = cursor.fetchall()
    if not rows:
        return None
    seats = [_seat(row[2:]) for row in rows if row[2] is not None]
    return rows[0][0], rows[0][1], seats


@cache
def _seats_columns() -> str:
    seat, game = _table(Seat), _table(LeagueGame)
    return ", ".join(
        [f"{seat}.{_column(Seat, name)}" for name in ("position", "player")]
        + [f"{game}.{_column(LeagueGame, name)}" for name in ("league", "season", "finished_at")]
    )


@cache
def _seats_sql() -> str:
    seat, game = _table(Seat), _table(LeagueGame)
    return (
        f"SELECT {_seats_columns()} FROM {seat} LEFT JOIN {game} "
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


def _seat(row) -> tuple:
    return (*row[:4], _finished_at(row[4]))


def seated_in_league(game_id: int) -> list[tuple]:
    """(position, player id, league id, season id, finished_at) for each seat of the game;
    the last three None when it is no league's game."""
    with connection.cursor() as cursor:
        cursor.execute(_seats_sql(), [game_id])
        rows = cursor.fetchall()
    return [_seat(row) for row in rows]
