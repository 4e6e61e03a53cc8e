"""The one harness for races: tasks run in threads of their own, released together, each
with its own database connections (closed when it ends), and a task's failure (an
assertion too) raised again in the test's thread, so a race that goes wrong fails the
test rather than a thread nobody watches."""

import threading
from collections.abc import Callable

import pytest
from django.conf import settings
from django.db import connections

#: The marks of a module of races on row locks: each test in a real transaction of its
#: own, and run on PostgreSQL only (SQLite serialises writers), saying so when skipped.
ROW_LOCK_RACES = [
    pytest.mark.django_db(transaction=True),
    pytest.mark.skipif(
        settings.DATABASES["default"]["ENGINE"] != "django.db.backends.postgresql",
        reason="row locks under concurrent writers need PostgreSQL: run with "
        "DATABASE_URL=postgres://... (CI's PostgreSQL pass does); SQLite serialises writers",
    ),
]


def at_once(*tasks: Callable[[], None]) -> None:
    """Run ``tasks`` at the same moment (a barrier releases them), and wait for all."""
    start = threading.Barrier(len(tasks))
    failures: list[BaseException] = []

    def run(task):
        try:
            start.wait()
            task()
        except BaseException as error:  # noqa: BLE001 - raised again in the test's thread
            failures.append(error)
        finally:
            connections.close_all()

    threads = [threading.Thread(target=run, args=(task,)) for task in tasks]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    if failures:
        raise failures[0]
