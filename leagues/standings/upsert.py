"""Adding deltas to running totals rows: one multi-row statement per table.

Django's ``bulk_create`` can insert or overwrite on conflict, not add; this statement adds:

    INSERT INTO leagues_playertotals (league_id, season_id, player_id, hands, ...)
    VALUES (%s, %s, %s, %s, ...), (...)
    ON CONFLICT (league_id, period, player_id)
    DO UPDATE SET hands = leagues_playertotals.hands + excluded.hands, ...

SQLite (3.24+) and PostgreSQL both run it. ``period`` is the database's own (the season's
id, or 0 for the all-time rows: ``leagues.models.Totals``), so one statement writes a
season's rows and the all-time rows together. The rows go in (period, key) order, so two
writers of one league lock shared rows in the same order.
"""

from collections.abc import Mapping
from functools import cache

from django.db import DEFAULT_DB_ALIAS, connections
from django.db.models import Model

#: Rows per statement: under both databases' limits on parameters (SQLite's 32,766).
CHUNK = 500

Deltas = Mapping[tuple[int, ...], Mapping[str, int]]


def key_columns(model: type[Model]) -> list[str]:
    meta = model._meta
    return [meta.get_field(name).column for name in ("league", "season", *model.KEYS)]


@cache
def counter_columns(model: type[Model]) -> tuple[str, ...]:
    """The model's counters, in column order (every hand's upsert asks: found once)."""
    keys = {"id", *key_columns(model)}
    return tuple(
        field.column
        for field in model._meta.concrete_fields
        if field.column not in keys and not field.generated
    )


@cache
def _statement(model: type[Model], rows: int, using: str) -> str:
    """The statement for ``rows`` rows, built once per process for each count of rows and
    database: building it took a quarter of the upserts' time."""
    quote = connections[using].ops.quote_name
    table = quote(model._meta.db_table)
    keys, counters = key_columns(model), counter_columns(model)
    columns = [*keys, *counters]
    placeholders = "(" + ", ".join(["%s"] * len(columns)) + ")"
    conflict = ["league_id", "period", *keys[2:]]
    sums = ", ".join(
        f"{quote(column)} = {table}.{quote(column)} + excluded.{quote(column)}"
        for column in counters
    )
    return (
        f"INSERT INTO {table} ({', '.join(quote(c) for c in columns)}) "
        f"VALUES {', '.join([placeholders] * rows)} "
        f"ON CONFLICT ({', '.join(quote(c) for c in conflict)}) DO UPDATE SET {sums}"
    )


def add(
    model: type[Model],
    league_id: int,
    periods: Mapping[int | None, Deltas],
    *,
    using: str = DEFAULT_DB_ALIAS,
) -> None:
    """Add each row's deltas (counter name -> amount; absent is 0) to the row of that key
    (``model.KEYS`` values) in this league and period (a season's id, or None for all
    time), creating it when new. Rows of zeros only are skipped; none at all runs
    nothing."""
    with connections[using].cursor() as cursor:
        for sql, params in statements(model, league_id, periods, using=using):
            cursor.execute(sql, params)


def statements(
    model: type[Model],
    league_id: int,
    periods: Mapping[int | None, Deltas],
    *,
    using: str = DEFAULT_DB_ALIAS,
) -> list[tuple[str, list]]:
    """``add``'s statements, (SQL, parameters), to run with others."""
    counters = counter_columns(model)
    rows = [
        [league_id, season_id, *key, *(row.get(name, 0) for name in counters)]
        for season_id, deltas in sorted(periods.items(), key=lambda item: item[0] or 0)
        for key, row in sorted(deltas.items())
        if any(row.values())
    ]
    return [
        (_statement(model, len(chunk), using), [value for row in chunk for value in row])
        for chunk in (rows[start : start + CHUNK] for start in range(0, len(rows), CHUNK))
    ]
