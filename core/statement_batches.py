"""Writes that return no rows, sent to the database together.

On PostgreSQL each statement is a round trip to the server, and a league hand's totals are
three or four of them (an upsert per totals table and the stats version): with psycopg's
client-side binding, Django's default there, one ``execute`` takes several statements
separated by semicolons, so they go as one. SQLite's driver runs one statement per call,
in process, with no round trip to save: there they run one by one. Either way they run in
order, in the caller's transaction, and a failing one raises as it would alone.

    run_together([(sql, params), (sql, params)])
"""

from collections.abc import Sequence

from django.db import DEFAULT_DB_ALIAS, connections

Statement = tuple[str, Sequence]

#: Parameters one round trip carries at most: a hand's few statements go together, a
#: rebuild's thousands of rows in several trips (each statement whole).
BATCH_PARAMETERS = 5000


def sends_together(connection) -> bool:
    """Whether the connection sends several statements in one round trip."""
    options = connection.settings_dict.get("OPTIONS", {})
    return connection.vendor == "postgresql" and not options.get("server_side_binding")


def _batches(statements: Sequence[Statement]) -> list[list[Statement]]:
    batches: list[list[Statement]] = []
    size = 0
    for statement in statements:
        if not batches or size + len(statement[1]) > BATCH_PARAMETERS:
            batches.append([])
            size = 0
        batches[-1].append(statement)
        size += len(statement[1])
    return batches


def run_together(statements: Sequence[Statement], *, using: str = DEFAULT_DB_ALIAS) -> None:
    """Run ``statements`` (SQL with ``%s`` placeholders, and its parameters) in order: a
    few at a time in one round trip where the driver takes several statements at once."""
    connection = connections[using]
    batches = _batches(statements) if sends_together(connection) else [[s] for s in statements]
    with connection.cursor() as cursor:
        for batch in batches:
            sql = ";\n".join(sql for sql, _ in batch)
            cursor.execute(sql, [value for _, params in batch for value in params])
