"""ORM reads compiled once per process and database connection, then only run.

Building a query with joins and subqueries costs Django's ORM several times what running
it costs the database (two milliseconds against a tenth of one, for a table game's
caller role). A read that every hand write makes can be written as a ``PreparedQuery``:
a function from its arguments (integers: ids) to the query set, called once with stand-in
values to compile it; each later call runs the compiled SQL with the real values in the
stand-ins' places, and converts the rows as the ORM would (``Exists`` to ``bool``, a
date to an aware ``datetime``). What the ORM would run is what runs:
``tests/core/test_prepared_queries.py`` holds the two to the same rows.

    ROLE = PreparedQuery(lambda game, user: Table.objects.filter(game_id=game)...)
    rows = ROLE.rows(game.pk, user.pk)

A query that reads the date (a season holding today) names it in ``varies_with``: it is
compiled again when that value changes.
"""

import inspect
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any

from django.db import DEFAULT_DB_ALIAS, connections
from django.db.models import QuerySet

#: Stand-in arguments: integers no id takes, each told apart from the others; for an
#: argument annotated ``str``, a text no slug or name takes.
_STAND_IN = -(2**40)
_TEXT_STAND_IN = "\x00stand-in {}"


@dataclass(frozen=True)
class _Compiled:
    sql: str
    #: Each parameter's argument index, or None for a constant of the query itself.
    slots: tuple[int | None, ...]
    constants: tuple[Any, ...]
    compiler: Any
    converters: dict


def _stand_in(index: int, parameter: inspect.Parameter) -> int | str:
    if parameter.annotation in (str, "str"):
        return _TEXT_STAND_IN.format(index)
    return _STAND_IN - index


class PreparedQuery:
    def __init__(
        self, build: Callable[..., QuerySet], *, varies_with: Callable[[], Hashable] | None = None
    ):
        self.build = build
        self.parameters = list(inspect.signature(build).parameters.values())
        self.arity = len(self.parameters)
        self.varies_with = varies_with

    def _compiled(self, connection) -> _Compiled:
        kept = connection.__dict__.setdefault("prepared_queries", {})
        varies = None if self.varies_with is None else self.varies_with()
        if self not in kept or kept[self][0] != varies:
            stand_ins = [_stand_in(*pair) for pair in enumerate(self.parameters)]
            query = self.build(*stand_ins).query
            compiler = query.get_compiler(connection=connection)
            sql, params = compiler.as_sql()
            slots = tuple(
                stand_ins.index(value)
                if isinstance(value, int | str) and value in stand_ins
                else None
                for value in params
            )
            missing = set(range(self.arity)) - set(slots)
            if missing:
                raise ValueError(f"arguments {sorted(missing)} reach no parameter of the query")
            converters = compiler.get_converters([column for column, _, _ in compiler.select])
            kept[self] = (varies, _Compiled(sql, slots, tuple(params), compiler, converters))
        return kept[self][1]

    def rows(self, *args: int | str, using: str = DEFAULT_DB_ALIAS) -> list[tuple]:
        """The query's rows for these arguments, as ``values_list`` would give them."""
        connection = connections[using]
        compiled = self._compiled(connection)
        params = [
            args[slot] if slot is not None else constant
            for slot, constant in zip(compiled.slots, compiled.constants, strict=True)
        ]
        with connection.cursor() as cursor:
            cursor.execute(compiled.sql, params)
            rows = cursor.fetchall()
        if compiled.converters:
            rows = [
                tuple(row) for row in compiled.compiler.apply_converters(rows, compiled.converters)
            ]
        return rows
