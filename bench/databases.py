"""A database of its own for each benchmark run: a scratch SQLite file or PostgreSQL
database removed afterwards, or a kept one seeded once (``bench.league``), and each of the
databases asked for, PostgreSQL skipped with a note when its server is unreachable."""

from __future__ import annotations

import contextlib
import os
import secrets
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

DEFAULT_POSTGRES = "postgres://postgres@127.0.0.1:5432/postgres"


@contextlib.contextmanager
def sqlite_database() -> Iterator[str]:
    with tempfile.TemporaryDirectory(prefix="euchre-bench-") as folder:
        yield f"sqlite:///{folder}/bench.sqlite3"


@contextlib.contextmanager
def postgres_database(server_url: str) -> Iterator[str]:
    """A scratch database on the PostgreSQL server of ``server_url``, dropped at the end."""
    import psycopg

    name = f"euchre_bench_{secrets.token_hex(4)}"
    with psycopg.connect(server_url, autocommit=True, connect_timeout=3) as admin:
        admin.execute(f'CREATE DATABASE "{name}"')
    try:
        yield urlunsplit(urlsplit(server_url)._replace(path=f"/{name}"))
    finally:
        with psycopg.connect(server_url, autocommit=True) as admin:
            admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@contextlib.contextmanager
def kept_sqlite_database(path: str, *, fresh: bool = False) -> Iterator[str]:
    """A SQLite file kept between runs (``fresh``: emptied first)."""
    if fresh:
        for suffix in ("", "-wal", "-shm"):
            Path(path + suffix).unlink(missing_ok=True)
    yield f"sqlite:///{Path(path).resolve()}"


@contextlib.contextmanager
def kept_postgres_database(server_url: str, name: str, *, fresh: bool = False) -> Iterator[str]:
    """A database on the PostgreSQL server of ``server_url`` kept between runs, created
    when missing (``fresh``: dropped first)."""
    import psycopg

    with psycopg.connect(server_url, autocommit=True, connect_timeout=3) as admin:
        if fresh:
            admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        found = admin.execute("SELECT 1 FROM pg_database WHERE datname = %s", [name]).fetchone()
        if not found:
            admin.execute(f'CREATE DATABASE "{name}"')
    yield urlunsplit(urlsplit(server_url)._replace(path=f"/{name}"))


def postgres_unreachable(server_url: str) -> str | None:
    """Why PostgreSQL cannot be used, or None when it can."""
    try:
        import psycopg

        with psycopg.connect(server_url, connect_timeout=3):
            return None
    except Exception as error:  # any failure to connect means: skip, and say why
        return f"{type(error).__name__}: {str(error).strip().splitlines()[0]}"


def postgres_server() -> str:
    """The PostgreSQL server of ``DATABASE_URL``, or the local one."""
    url = os.environ.get("DATABASE_URL", "")
    return url if url.startswith("postgres") else DEFAULT_POSTGRES


def each_database(
    names: list[str],
    sqlite: Callable[[], contextlib.AbstractContextManager[str]],
    postgres: Callable[[str], contextlib.AbstractContextManager[str]],
) -> Iterator[tuple[str, contextlib.AbstractContextManager[str]]]:
    """(name, the database's context) for each of ``names``; PostgreSQL skipped, with a
    note, when its server is unreachable."""
    server_url = postgres_server()
    for name in names:
        if name == "postgres":
            why = postgres_unreachable(server_url)
            if why:
                print(f"\n== PostgreSQL: skipped, not reachable at {server_url} ({why})")
                continue
            yield name, postgres(server_url)
        else:
            yield name, sqlite()
