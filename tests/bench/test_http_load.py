"""The load harness itself: its arithmetic, and one short real run through gunicorn on
a scratch SQLite database, so `make bench-api` keeps working."""

import os
import sqlite3
import subprocess
import sys
from urllib.parse import urlsplit

from bench import scenarios
from bench.databases import sqlite_database
from bench.http_load import (
    ROOT,
    Connection,
    Measurement,
    ServerConfig,
    drive,
    running_server,
    table,
)


def test_percentiles_and_rates():
    m = Measurement("x", seconds=2.0, latencies=[i / 1000 for i in range(1, 101)])
    assert m.requests == 100 and m.rate == 50
    assert m.percentile(50) == 0.051
    assert m.percentile(99) == 0.1
    assert m.per_request_ms(0.5) == 5.0


def test_table_puts_the_ratio_beside_each_endpoint():
    ping = Measurement("GET /ping", 1.0, [0.001] * 400, app_cpu=0.4)
    slow = Measurement("POST /slow", 1.0, [0.004] * 100, errors=["HTTP 500: boom"], app_cpu=0.5)
    lines = table([ping, slow], ping).splitlines()
    assert lines[0].split()[:3] == ["endpoint", "requests", "req/s"]
    assert lines[2].split()[:6] == ["GET", "/ping", "400", "400", "1.0", "1.0"]
    row = lines[3].split()
    assert row[:2] == ["POST", "/slow"] and row[6] == "0.25" and row[-1] == "1"
    assert row[-2] == "0.20"  # ping's 1 ms of app CPU per request over this one's 5 ms


def test_the_load_generator_starts_without_django_settings():
    # Only the server it starts is a Django process: `python -m bench` must not need one.
    env = {k: v for k, v in os.environ.items() if k != "DJANGO_SETTINGS_MODULE"}
    run = subprocess.run(
        [sys.executable, "-m", "bench", "--help"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
    )
    assert run.returncode == 0, run.stderr
    assert "usage: python -m bench" in run.stdout


def test_gthread_gets_threads_and_sync_does_not():
    assert "--threads=4" in ServerConfig(worker_class="gthread").options()
    assert not any(o.startswith("--threads") for o in ServerConfig().options())


def test_a_short_real_run_records_hands_and_pings():
    with sqlite_database() as url, running_server(url, ServerConfig(workers=1)) as server:
        endpoints = scenarios.hand_setup(server.port, clients=2)
        results = [
            drive(server, endpoint, clients=2, seconds=5, max_requests=20) for endpoint in endpoints
        ]
        floor = endpoints[2]
        method, path, body = floor.call(1, 0)  # a game of client 1's, sent by client 0
        someone_elses = Connection(server.port, floor.headers(0)).request(method, path, body)
        floor_games = sorted(
            {
                int(floor.call(client, i)[1].rstrip("/").rsplit("/", 1)[1])
                for client in (0, 1)
                for i in range(scenarios.GAMES_PER_CLIENT)
            }
        )
        in_floor_games = f"game_id IN ({', '.join('?' * len(floor_games))})"
        with sqlite3.connect(urlsplit(url).path) as db:
            hands = dict(
                db.execute(
                    f"SELECT {in_floor_games}, count(*) FROM games_hand GROUP BY 1", floor_games
                )
            )
    assert [m.name for m in results] == [
        "GET /api/v1/ping/",
        "GET /api/v1/ping/ signed in",
        "POST /bench/floor/{id}/",
        "POST /api/v1/games/{id}/hands/",
    ]
    assert [(m.requests, m.errors) for m in results] == [(20, [])] * 4
    assert [e.judged for e in endpoints] == [False, False, False, True]
    assert someone_elses[0] == 404  # the floor checks whose game it is, as hands do
    # The floor wrote its 20 hands (in its own games), the real endpoint its own 20.
    assert hands == {True: 20, False: 20}
    # The workers' CPU counts in clock ticks (10 ms): 20 pings alone may take less than one.
    assert all(m.app_cpu >= 0 for m in results) and sum(m.app_cpu for m in results) > 0


def test_every_scenario_runs_end_to_end_at_a_tiny_size():
    # More clients than allauth lets one address sign up in a minute (20): the benchmark's
    # guests all come from one address, so its settings must turn the limits off.
    run = subprocess.run(
        [sys.executable, "-m", "bench", "--db", "sqlite", "--clients", "12", "--seconds", "0.2",
         "--rounds", "1", "--max-requests", "12", "--workers", "1", "--redis", "none"],
        cwd=ROOT, capture_output=True, text=True, timeout=600,
    )  # fmt: skip
    assert run.returncode == 0, run.stderr[-3000:]
    for scenario in scenarios.ALL.values():
        assert f"== sqlite: {scenario.title}" in run.stdout
    assert " error (" not in run.stdout
