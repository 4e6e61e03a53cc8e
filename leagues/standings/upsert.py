"""Adding deltas to running totals rows: one multi-row statement per table and season kind.

Django's ``bulk_create`` can insert or overwrite on conflict, not add; this statement adds:

    INSERT INTO leagues_playertotals (league_id, season_id, player_id, hands, ...)
    VALUES (%s, %s, %s, %s, ...), (...)
    ON CONFLICT (league_id, season_id, player_id) WHERE season_id IS NOT NULL
    DO UPDATE SET hands = leagues_playertotals.hands + excluded.hands, ...

SQLite (3.24+) and PostgreSQL both run it. A NULL season (the league's all-time rows)
never conflicts in a unique index, so each totals table has two partial unique keys (see
``leagues.models._keyed``) and the statement names the one its rows fall under: without a
season, ``ON CONFLICT (league_id, player_id) WHERE season_id IS NULL``. The rows go in
key order, so two writers of one league lock shared rows in the same order.
"""

from collections.abc import Mapping

from django.db import DEFAULT_DB_ALIAS, connections
from django.db.models import Model

#: Rows per statement: under both databases' limits on parameters (SQLite's 32,766).
CHUNK = 500


def key_columns(model: type[Model]) -> list[str]:
    meta = model._meta
    return [meta.get_field(name).column for name in ("league", "season", *model.KEYS)]


def counter_columns(model: type[Model]) -> list[str]:
    keys = {"id", *key_columns(model)}
    return [
        field.column
        for field in model._meta.concrete_fields
        if field.column not in keys and not field.generated
    ]


def _statement(model: type[Model], rows: int, seasonal: bool, connection) -> str:
    quote = connection.ops.quote_name
    table = quote(model._meta.db_table)
    keys, counters = key_columns(model), counter_columns(model)
    columns = [*keys, *counters]
    placeholders = "(" + ", ".join(["%s"] * len(columns)) + ")"
    conflict = [column for column in keys if seasonal or column != "season_id"]
    season = "season_id IS NOT NULL" if seasonal else "season_id IS NULL"
    sums = ", ".join(
        f"{quote(column)} = {table}.{quote(column)} + excluded.{quote(column)}"
        for column in counters
    )
    return (
        f"INSERT INTO {table} ({', '.join(quote(c) for c in columns)}) "
        f"VALUES {', '.join([placeholders] * rows)} "
        f"ON CONFLICT ({', '.join(quote(c) for c in conflict)}) WHERE {season} "
        f"DO UPDATE SET {sums}"
    )


def add(
    model: type[Model],
    league_id: int,
    season_id: int | None,
    deltas: Mapping[tuple[int, ...], Mapping[str, int]],
    *,
    using: str = DEFAULT_DB_ALIAS,
) -> None:
    """Add each row's deltas (counter name -> amount; absent is 0) to the row of that key
    (``model.KEYS`` values) in this league and season, creating it when new. Rows of
    zeros only are skipped; none at all runs nothing."""
    counters = counter_columns(model)
    rows = [
        [league_id, season_id, *key, *(row.get(name, 0) for name in counters)]
        for key, row in sorted(deltas.items())
        if any(row.values())
    ]
    if not rows:
        return
    connection = connections[using]
    with connection.cursor() as cursor:
        for start in range(0, len(rows), CHUNK):
            chunk = rows[start : start + CHUNK]
            sql = _statement(model, len(chunk), season_id is not None, connection)
            cursor.execute(sql, [value for row in chunk for value in row])
