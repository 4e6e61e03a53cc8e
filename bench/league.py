"""`python -m bench.league`: a league's reads at 10,000 and at 1,000,000 hands, and
recording a hand in a league game against a game outside any league, on SQLite and on
PostgreSQL, through gunicorn.

The two leagues are seeded once (``manage.py seed_bench_league``) into a database kept
between runs (a SQLite file, a PostgreSQL database); ``--reseed`` starts it afresh.

    python -m bench.league                      # both databases, 1M and 10k hands
    python -m bench.league --db sqlite --hands 20000 --small 2000 --seconds 3
"""

import argparse
import os
import platform
import re
import secrets
import subprocess
import sys
from dataclasses import dataclass

from bench.databases import each_database, kept_postgres_database, kept_sqlite_database
from bench.http_load import (
    ROOT,
    Connection,
    Endpoint,
    Measurement,
    ServerConfig,
    cpu_ratio,
    drive_together,
    measure,
    merged,
    redis_scratch,
    redis_unreachable,
    running_server,
    server_environment,
    table,
    verdict,
)
from bench.scenarios import PING, expect, ping, recording, start_games

#: Database 4 of the local Redis: this benchmark's scratch space, emptied by each run.
SCRATCH_REDIS = "redis://127.0.0.1:6379/4"
EMAIL = "bench@example.com"  # seed_bench_league's account: it owns the leagues
READ_TARGET_MS = 100
RATIO_TARGET = 2
HAND_TARGET = 0.8
#: Players whose statistics are read, in turn (the roster's first ones).
PLAYERS_READ = 20


@dataclass(frozen=True)
class Read:
    name: str
    path: str  # under /api/v1/leagues/{slug}/; {player} is a roster player's id


READS = [
    Read("standings", "standings/"),
    Read("standings, page 3", "standings/?offset=100"),
    Read("player stats", "players/{player}/stats/"),
    Read("partnerships", "partnerships/"),
    Read("partnerships, page 5", "partnerships/?offset=200"),
    Read("ratings", "ratings/"),
]
#: Read in turn with the others on league night: no read can answer faster than ping
#: does beside the same hands (the requests queue for the same workers), so its p99 is
#: the floor the reads' are judged beside.
FLOOR_READ = "ping (the floor)"
#: Reader clients on league night, beside ``--clients`` recording hands.
NIGHT_READERS = 4
#: What the pages read on league night, in turn: (name, path under the league; {page} a
#: page of 50 partnerships, {player} a roster player).
NIGHT_READS = [
    ("standings", "/api/v1/leagues/{slug}/standings/"),
    ("partnerships, a page", "/api/v1/leagues/{slug}/partnerships/?offset={page}"),
    ("player stats", "/api/v1/leagues/{slug}/players/{player}/stats/"),
    ("the big screen", "/leagues/{slug}/screen/standings/"),
    ("ratings", "/api/v1/leagues/{slug}/ratings/"),
    (FLOOR_READ, PING),
]


def slug_for(hands: int) -> str:
    return f"bench-{hands}"


def seed(url: str, hands: list[int], password: str, args) -> None:
    env = server_environment(url)
    manage = [sys.executable, "manage.py"]
    subprocess.run([*manage, "migrate", "--noinput", "-v0"], cwd=ROOT, env=env, check=True)
    for count in hands:
        subprocess.run(
            [*manage, "seed_bench_league", f"--slug={slug_for(count)}", f"--hands={count}",
             f"--players={args.players}", f"--seasons={args.seasons}", f"--password={password}"],
            cwd=ROOT, env=env, check=True,
        )  # fmt: skip


def roster_ids(port: int, slug: str) -> list[int]:
    found = expect(200, Connection(port).request("GET", f"/api/v1/leagues/{slug}/players/"), slug)
    rows = found["results"] if isinstance(found, dict) else found
    return [row["id"] for row in rows]


def read_endpoints(port: int, slugs: list[str]) -> list[Endpoint]:
    endpoints = []
    for read in READS:
        for slug in slugs:
            players = roster_ids(port, slug)[:PLAYERS_READ]
            base = f"/api/v1/leagues/{slug}/{read.path}"

            def call(client, i, base=base, players=players):
                return "GET", base.format(player=players[(client + i) % len(players)]), None

            endpoints.append(Endpoint(f"{read.name} {slug}", call))
    return [ping(), *endpoints]


def read_report(measured: list[Measurement], slugs: list[str]) -> tuple[str, bool]:
    small, large = slugs
    by_name = {m.name: m for m in measured}
    few_head, many_head = (f"{slug.removeprefix('bench-')} p50/p99 ms" for slug in slugs)
    lines = [f"{'read':<19} {few_head:>17} {many_head:>17} {'ratio p50/p99':>14}  targets"]
    met = True
    for read in READS:
        few, many = by_name[f"{read.name} {small}"], by_name[f"{read.name} {large}"]
        p50 = many.percentile(50) / few.percentile(50)
        p99 = many.percentile(99) / few.percentile(99)
        fast = many.percentile(99) * 1000 < READ_TARGET_MS
        flat = p50 < RATIO_TARGET and p99 < RATIO_TARGET
        met = met and fast and flat
        lines.append(
            f"{read.name:<19} {few.percentile(50) * 1000:>9.1f}/{few.percentile(99) * 1000:<7.1f} "
            f"{many.percentile(50) * 1000:>9.1f}/{many.percentile(99) * 1000:<7.1f} "
            f"{p50:>6.2f}/{p99:<7.2f}  p99 < {READ_TARGET_MS} ms: {'met' if fast else 'MISSED'}; "
            f"ratio < {RATIO_TARGET}: {'met' if flat else 'MISSED'}"
        )
    return "\n".join(lines), met


def night_reads(port: int, slug: str) -> Endpoint:
    """The reads of league night, each reader in turn through ``NIGHT_READS``, each request
    labelled with its read."""
    players = roster_ids(port, slug)[:PLAYERS_READ]
    shapes = [
        (name, re.compile(re.escape(path.split("?")[0]).replace(re.escape("{slug}"), re.escape(
            slug)).replace(re.escape("{player}"), r"\d+")))
        for name, path in NIGHT_READS
    ]  # fmt: skip

    def call(client: int, i: int):
        turn = client + i
        name, path = NIGHT_READS[turn % len(NIGHT_READS)]
        page = 50 * (turn // len(NIGHT_READS) % 10)
        return "GET", path.format(slug=slug, page=page, player=players[turn % len(players)]), None

    def label(path: str) -> str:
        return next(name for name, shape in shapes if shape.fullmatch(path.split("?")[0]))

    return Endpoint("reads", call, label=label, at_least=len(NIGHT_READS))


def league_night(server, slug: str, writes: list[Endpoint], args) -> tuple[str, bool]:
    """League night: ``args.clients`` clients recording hands in the league's games while
    ``NIGHT_READERS`` clients read what the pages read, the whole time; then the same
    reads beside plain hands, in alternating slices. Every read is a cache miss: each
    league hand changes the league."""
    _, plain, league = writes
    reads = night_reads(server.port, slug)
    slices: dict[str, list[Measurement]] = {"league": [], "plain": [], "reads": []}
    for _ in range(args.rounds):
        for kind, write in (("league", league), ("plain", plain)):
            written, read = drive_together(
                server, [(write, args.clients), (reads, NIGHT_READERS)],
                seconds=args.seconds / args.rounds, max_requests=args.max_requests // args.rounds,
            )  # fmt: skip
            slices[kind].append(written)
            if kind == "league":
                slices["reads"].append(read)
    league_hand, plain_hand, read = (merged(slices[kind]) for kind in ("league", "plain", "reads"))
    ratio = league_hand.rate / plain_hand.rate
    met = ratio >= HAND_TARGET and not (league_hand.errors or plain_hand.errors or read.errors)
    lines = [
        f"league hand {league_hand.rate:.0f} req/s (p99 {league_hand.percentile(99) * 1000:.0f} "
        f"ms), plain hand {plain_hand.rate:.0f} req/s, each beside the reads: league / plain "
        f"{ratio:.2f} (target >= {HAND_TARGET}: {'met' if ratio >= HAND_TARGET else 'MISSED'})",
        f"{'read, beside league hands':<28} {'requests':>8} {'p50 ms':>7} {'p99 ms':>7}  target",
    ]
    floor = read.labelled(FLOOR_READ).percentile(99) * 1000
    for name, _ in NIGHT_READS:
        one = read.labelled(name)
        p99 = one.percentile(99) * 1000
        fast = p99 < READ_TARGET_MS
        verdict = (
            f"p99 < {READ_TARGET_MS} ms: {'met' if fast else 'MISSED'}; {p99 / floor:.2f} x ping's"
        )
        if name == FLOOR_READ:
            verdict = "the floor"
        else:
            met = met and fast
        lines.append(
            f"{name:<28} {one.requests:>8} {one.percentile(50) * 1000:>7.1f} {p99:>7.1f}  {verdict}"
        )
    for m in (league_hand, plain_hand, read):
        for error in sorted(set(m.errors))[:5]:
            lines.append(f"  error ({m.name}): {error}")
    return "\n".join(lines), met


def sign_in(port: int, password: str) -> str:
    body = {"email": EMAIL, "password": password}
    found = expect(
        200, Connection(port).request("POST", "/_allauth/app/v1/auth/login", body), "login"
    )
    return found["meta"]["session_token"]


def write_endpoints(port: int, slug: str, clients: int, token: str, started: list[int]):
    """A plain game and a league game per client slot, each client with its own table of
    the league's roster; the league's target for both."""
    connection = Connection(port, {"X-Session-Token": token})
    league = expect(200, connection.request("GET", f"/api/v1/leagues/{slug}/"), slug)
    found = expect(200, connection.request("GET", f"/api/v1/leagues/{slug}/players/"), slug)
    names = [row["name"] for row in (found["results"] if isinstance(found, dict) else found)]
    plain_game = {
        "variant": league["variant"],
        "target": league["target"],
        "options": league["options"],
        "seats": ["Ann", "Bob", "Cat", "Dan"],
        "first_dealer": 0,
    }
    tokens, plain, in_league, league_bodies = [token] * clients, [], [], []
    for client in range(clients):
        seats = [names[(4 * client + seat) % len(names)] for seat in range(4)]
        league_bodies.append({"league": slug, "seats": seats, "first_dealer": 0})
        plain.append(start_games(connection, plain_game))
        in_league.append(start_games(connection, league_bodies[-1]))
        started += plain[-1] + in_league[-1]
    return [
        ping(),
        recording("hand, plain game", tokens, plain, plain_game, started=started),
        recording(
            "hand, league game", tokens, in_league, league_bodies[0], started=started, judged=True
        ),
    ]


def clean_up(port: int, token: str, started: list[int]) -> None:
    """Delete the games the run started, so the league stays as seeded."""
    connection = Connection(port, {"X-Session-Token": token})
    kept = [
        game for game in started if connection.request("DELETE", f"/api/v1/games/{game}/")[0] != 204
    ]
    if kept:
        print(f"  note: {len(kept)} of the run's games could not be deleted (first: {kept[0]})")


def run(db: str, url: str, redis: str | None, args) -> bool:
    sizes = [args.small, args.hands]
    slugs = [slug_for(count) for count in sizes]
    password = secrets.token_urlsafe(24)
    seed(url, sizes, password, args)
    config = ServerConfig(args.workers)
    met = True
    with running_server(url, config, redis) as server:
        endpoints = read_endpoints(server.port, slugs)
        print(f"\n== {db}: reads, {args.read_clients} clients, {len(sizes)} leagues")
        measured = measure(
            server, endpoints, clients=args.read_clients, seconds=args.seconds,
            max_requests=args.max_requests, rounds=args.rounds,
        )  # fmt: skip
        print(table(measured, measured[0]))
        report, reads_met = read_report(measured, slugs)
        print(report)
        met = met and reads_met
        token, started = sign_in(server.port, password), []
        try:
            endpoints = write_endpoints(server.port, slugs[1], args.clients, token, started)
            print(f"\n== {db}: recording a hand, {args.clients} clients, league {slugs[1]}")
            measured = measure(
                server, endpoints, clients=args.clients, seconds=args.seconds,
                max_requests=args.max_requests, rounds=args.rounds,
            )  # fmt: skip
            print(table(measured, measured[0]))
            _, plain, league = measured
            ratio, by_cpu = league.rate / plain.rate, cpu_ratio(league, plain)
            hand_met = ratio >= HAND_TARGET
            print(
                f"league hand / plain hand: throughput {ratio:.2f}, app CPU {by_cpu:.2f} "
                f"(target >= {HAND_TARGET}: {'met' if hand_met else 'MISSED'})"
            )
            met = met and hand_met
            for m in measured:
                for error in sorted(set(m.errors))[:5]:
                    print(f"  error ({m.name}): {error}")
                met = met and not m.errors
            print(
                f"\n== {db}: league night, {args.clients} clients recording hands and "
                f"{NIGHT_READERS} reading, league {slugs[1]}"
            )
            report, night_met = league_night(server, slugs[1], endpoints, args)
            print(report)
            met = met and night_met
        finally:
            clean_up(server.port, token, started)
    return met


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bench.league", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--db", action="append", choices=["sqlite", "postgres"])
    parser.add_argument("--hands", type=int, default=1_000_000, help="the large league")
    parser.add_argument("--small", type=int, default=10_000, help="the league to compare with")
    parser.add_argument("--players", type=int, default=400)
    parser.add_argument("--seasons", type=int, default=4)
    parser.add_argument("--sqlite-path", default="/tmp/euchre-bench-league.sqlite3")
    parser.add_argument("--postgres-db", default="euchre_bench_league")
    parser.add_argument("--reseed", action="store_true", help="drop the kept databases first")
    parser.add_argument("--read-clients", type=int, default=2, help="one per worker: no queue")
    parser.add_argument("--clients", type=int, default=16, help="recording hands")
    parser.add_argument("--seconds", type=float, default=10, help="per endpoint")
    parser.add_argument("--max-requests", type=int, default=30000, help="per endpoint")
    parser.add_argument("--rounds", type=int, default=5, help="alternating slices")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--redis", default=SCRATCH_REDIS, help="'none': per-process memory")
    args = parser.parse_args(argv)
    print(
        f"gunicorn {args.workers} sync workers, DEBUG off; {args.seconds:g} s or "
        f"{args.max_requests} requests per endpoint. {os.cpu_count()} cores "
        f"({platform.python_implementation()} {platform.python_version()}), load average "
        f"{os.getloadavg()[0]:.1f} at the start: the load generator shares the cores."
    )
    redis_url = None if args.redis == "none" else args.redis
    if redis_url and redis_unreachable(redis_url):
        print(f"Redis not reachable at {redis_url}: per-process memory cache.")
        redis_url = None
    all_met, measured = True, 0
    for db, database in each_database(
        args.db or ["sqlite", "postgres"],
        lambda: kept_sqlite_database(args.sqlite_path, fresh=args.reseed),
        lambda server: kept_postgres_database(server, args.postgres_db, fresh=args.reseed),
    ):
        with redis_scratch(redis_url) as redis, database as url:
            all_met = run(db, url, redis, args) and all_met
            measured += 1
    print(verdict(measured, all_met, "MISSED"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
