"""Row statements built once per process, for the few writes every API call makes.

Building a query costs Django's ORM about ten times what running it costs SQLite (half a
millisecond against fifty microseconds here), and recording a hand, the API's busiest
write, would build three. These helpers build each statement once per model and
database connection, from the model's own fields, and then only run it. What they
skip beyond the building: model signals (nothing here listens to them) and
``full_clean`` (``save`` skips it too). Anything else goes through the ORM as usual.

    game = select(Game, pk, for_update=True)   # locked to the end of the transaction
    insert(hand)                           # sets hand.pk; False if a unique key was taken
    update(game, ["score_0", "updated_at"])
"""

from dataclasses import dataclass
from typing import Any

from django.db import DEFAULT_DB_ALIAS, connections
from django.db.models import Field, Model


@dataclass(frozen=True)
class _Select:
    sql: str
    attnames: list[str]
    converters: list[tuple[int, list, Any]]
    key_range: tuple[int, int] | None  # of an integer primary key's column


def _statements(connection) -> dict:
    # Kept on the connection (one per thread and database): a column's converters are
    # bound to the connection they came from, and die with it.
    try:
        return connection.prepared_statements
    except AttributeError:
        connection.prepared_statements = {}
        return connection.prepared_statements


def _columns(fields: list[Field], quote) -> str:
    return ", ".join(quote(field.column) for field in fields)


def _select(model: type[Model], for_update: bool, connection) -> _Select:
    built = _statements(connection)
    key = ("select", model, for_update)
    if key not in built:
        meta, quote = model._meta, connection.ops.quote_name
        fields = list(meta.concrete_fields)
        locks = for_update and connection.features.has_select_for_update
        # NO KEY UPDATE: writers of the row queue up as with FOR UPDATE, while inserts that
        # only reference the row (a hand, a league's rating of the game) need not wait.
        no_key = connection.features.has_select_for_no_key_update
        lock = (" FOR NO KEY UPDATE" if no_key else " FOR UPDATE") if locks else ""
        converters = []
        for index, field in enumerate(fields):
            column = field.get_col(meta.db_table)
            found = connection.ops.get_db_converters(column) + column.get_db_converters(connection)
            if found:
                converters.append((index, found, column))
        ranges = connection.ops.integer_field_ranges
        built[key] = _Select(
            f"SELECT {_columns(fields, quote)} FROM {quote(meta.db_table)} "
            f"WHERE {quote(meta.pk.column)} = %s{lock}",
            [field.attname for field in fields],
            converters,
            ranges.get(meta.pk.get_internal_type()),
        )
    return built[key]


def select(model: type[Model], pk: Any, *, for_update=False, using: str = DEFAULT_DB_ALIAS):
    """The row as a model instance, or None. ``for_update`` locks it until the transaction
    ends, as ``select_for_update()`` does."""
    connection = connections[using]
    statement = _select(model, for_update, connection)
    key = model._meta.pk.get_db_prep_value(pk, connection)
    if statement.key_range and not statement.key_range[0] <= key <= statement.key_range[1]:
        return None  # as the ORM has it: no row holds a key its column cannot
    with connection.cursor() as cursor:
        cursor.execute(statement.sql, [key])
        row = cursor.fetchone()
    if row is None:
        return None
    values = list(row)
    for index, converters, column in statement.converters:
        for converter in converters:
            values[index] = converter(values[index], column, connection)
    return model.from_db(connection.alias, statement.attnames, values)


def _insert_sql(model: type[Model], connection) -> tuple[str, list[Field]]:
    built = _statements(connection)
    key = ("insert", model)
    if key not in built:
        meta, quote = model._meta, connection.ops.quote_name
        fields = [field for field in meta.concrete_fields if not field.primary_key]
        placeholders = ", ".join(["%s"] * len(fields))
        # DO NOTHING only where a unique key is taken (SQLite's OR IGNORE would also
        # skip a row that breaks a CHECK constraint); no row comes back then.
        built[key] = (
            f"INSERT INTO {quote(meta.db_table)} ({_columns(fields, quote)}) "
            f"VALUES ({placeholders}) ON CONFLICT DO NOTHING RETURNING {quote(meta.pk.column)}",
            fields,
        )
    return built[key]


def insert(instance: Model, *, using: str = DEFAULT_DB_ALIAS) -> bool:
    """Insert a new row as ``save()`` would, its primary key from the database; False,
    with nothing written, when one of the table's unique keys is taken already."""
    connection = connections[using]
    sql, fields = _insert_sql(type(instance), connection)
    params = [
        field.get_db_prep_save(field.pre_save(instance, True), connection) for field in fields
    ]
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        row = cursor.fetchone()
    if row is None:
        return False
    instance.pk = row[0]
    instance._state.adding = False
    instance._state.db = connection.alias
    return True


def _update_sql(model: type[Model], names: tuple[str, ...], connection) -> tuple[str, list[Field]]:
    built = _statements(connection)
    key = ("update", model, names)
    if key not in built:
        meta, quote = model._meta, connection.ops.quote_name
        fields = [meta.get_field(name) for name in names]
        assignments = ", ".join(f"{quote(field.column)} = %s" for field in fields)
        built[key] = (
            f"UPDATE {quote(meta.db_table)} SET {assignments} WHERE {quote(meta.pk.column)} = %s",
            fields,
        )
    return built[key]


def update(instance: Model, names: list[str], *, using: str = DEFAULT_DB_ALIAS) -> None:
    """Write these fields of a stored row, as ``save(update_fields=names)`` would."""
    connection = connections[using]
    sql, fields = _update_sql(type(instance), tuple(names), connection)
    params = [
        field.get_db_prep_save(field.pre_save(instance, False), connection) for field in fields
    ]
    with connection.cursor() as cursor:
        cursor.execute(sql, [*params, instance.pk])
