"""`python -m bench`: ping against the rules answerer and against recording a hand,
on SQLite and on PostgreSQL, 16 concurrent clients, through gunicorn.

    python -m bench                         # every scenario on both databases
    python -m bench --db sqlite --scenario trick --seconds 5
"""

import argparse
import os
import platform
import sys

from bench import scenarios
from bench.databases import each_database, postgres_database, sqlite_database
from bench.http_load import (
    ServerConfig,
    measure,
    redis_scratch,
    redis_unreachable,
    running_server,
    table,
    verdict,
)

#: Database 13 of the local Redis: the benchmark's scratch space, emptied by each run.
SCRATCH_REDIS = "redis://127.0.0.1:6379/13"


def run_scenario(server, scenario, args, db: str) -> bool:
    try:
        endpoints = scenario.setup(server.port, args.clients)
    except scenarios.Unavailable as why:
        print(f"skipped: {why}")
        return False
    measured = measure(
        server,
        endpoints,
        clients=args.clients,
        seconds=args.seconds,
        max_requests=args.max_requests,
        rounds=args.rounds,
    )
    ping = measured[0]
    print(table(measured, ping))
    pairs = list(zip(endpoints, measured, strict=True))
    judged = [m for endpoint, m in pairs if endpoint.judged]
    references = {endpoint.role: m for endpoint, m in pairs if endpoint.role}
    met = True
    for m in judged:
        for line, ok in scenario.targets(m, references, db):
            print(f"  {'ok  ' if ok else 'MISS'} {m.name}: {line}")
            met = met and ok
    for m in measured:
        for error in sorted(set(m.errors))[:5]:
            print(f"  error ({m.name}): {error}")
    return met and not any(m.errors for m in measured)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__.split("\n")[0])
    parser.add_argument("--db", action="append", choices=["sqlite", "postgres"])
    parser.add_argument("--scenario", action="append", choices=sorted(scenarios.ALL))
    parser.add_argument("--clients", type=int, default=16)
    parser.add_argument("--seconds", type=float, default=10, help="per endpoint")
    parser.add_argument("--max-requests", type=int, default=30000, help="per endpoint")
    parser.add_argument("--rounds", type=int, default=5, help="alternating slices")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--worker-class", default="sync", choices=["sync", "gthread"])
    parser.add_argument("--threads", type=int, default=4, help="per gthread worker")
    parser.add_argument(
        "--redis",
        default=SCRATCH_REDIS,
        help="a Redis database the run may empty, for the cache and sessions "
        "(default %(default)s, used when reachable); 'none' for per-process memory",
    )
    args = parser.parse_args(argv)
    config = ServerConfig(args.workers, args.worker_class, args.threads)

    print(
        f"{config.describe()}, DEBUG off; {args.clients} clients (threads of one Python "
        f"process, HTTP/1.1 keep-alive where the server allows); {args.seconds:g} s or "
        f"{args.max_requests} requests per endpoint.\n"
        f"Note: this machine has {os.cpu_count()} cores ({platform.python_implementation()} "
        f"{platform.python_version()}): the load generator competes with the server for "
        "them, so absolute figures are low; the ratios are measured in the same run."
    )
    redis_url = None if args.redis == "none" else args.redis
    if redis_url:
        why = redis_unreachable(redis_url)
        if why:
            print(f"Redis not reachable at {redis_url} ({why}): per-process memory cache.")
            redis_url = None
    print(
        f"Cache and sessions: Redis at {redis_url} (emptied before and after)."
        if redis_url
        else "Cache: per-process memory; sessions: the database."
    )
    all_met, measured = True, 0
    for db, database in each_database(
        args.db or ["sqlite", "postgres"], sqlite_database, postgres_database
    ):
        with (
            redis_scratch(redis_url) as redis,
            database as url,
            running_server(url, config, redis) as server,
        ):
            for name in args.scenario or sorted(scenarios.ALL):
                scenario = scenarios.ALL[name]
                print(f"\n== {db}: {scenario.title}")
                all_met = run_scenario(server, scenario, args, db) and all_met
                measured += 1
    print(verdict(measured, all_met, "MISS"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
