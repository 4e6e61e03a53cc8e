"""A reusable HTTP load harness: a fresh database, the app under gunicorn on a free
loopback port, N concurrent keep-alive clients, and a table of latencies.

Everything stays on this machine: the server binds 127.0.0.1 and every client talks
only to it; each measurement stops after a bounded number of requests or a time limit,
whichever comes first, and the server and scratch database are removed afterwards.
"""

from __future__ import annotations

import contextlib
import http.client
import json
import os
import secrets
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HOST = "127.0.0.1"


def verdict(measured: int, all_met: bool, missed: str) -> str:
    if not measured:
        return "\nnothing was measured"
    return "\nall targets met" if all_met else f"\nsome targets missed (see {missed} above)"


# --- the server --------------------------------------------------------------------


@dataclass(frozen=True)
class ServerConfig:
    workers: int = 2
    worker_class: str = "sync"
    threads: int = 4

    def describe(self) -> str:
        if self.worker_class == "gthread":
            return f"gunicorn {self.workers} gthread workers x {self.threads} threads"
        return f"gunicorn {self.workers} sync workers (no keep-alive: clients reconnect)"

    def options(self) -> list[str]:
        # gunicorn turns a sync worker with --threads > 1 into gthread: pass it only there.
        threads = [f"--threads={self.threads}"] if self.worker_class == "gthread" else []
        return [f"--workers={self.workers}", f"--worker-class={self.worker_class}", *threads]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind((HOST, 0))
        return sock.getsockname()[1]


@contextlib.contextmanager
def redis_scratch(url: str | None) -> Iterator[str | None]:
    """A Redis database the run may empty (before and after): it holds the run's
    sessions and rate-limit counters. None (no Redis) yields None."""
    if url is None:
        yield None
        return
    import redis

    client = redis.Redis.from_url(url, socket_connect_timeout=2)
    client.flushdb()
    try:
        yield url
    finally:
        client.flushdb()
        client.close()


def redis_unreachable(url: str) -> str | None:
    import redis

    try:
        redis.Redis.from_url(url, socket_connect_timeout=2).ping()
    except redis.exceptions.RedisError as error:
        return f"{type(error).__name__}: {error}"
    return None


def server_environment(
    database_url: str, redis_url: str | None = None, secret_key: str | None = None
) -> dict[str, str]:
    """Production-like settings: DEBUG off, plain HTTP on loopback (as behind a proxy),
    Redis for the cache and sessions when given (as with more than one app process).
    Servers that must accept each other's sessions share ``secret_key``."""
    env = {
        key: value
        for key, value in os.environ.items()
        if key not in {"DATABASE_URL", "REDIS_URL", "DEBUG"}
    }
    env.update(
        DEBUG="false",
        SECRET_KEY=secret_key or secrets.token_urlsafe(50),
        ALLOWED_HOSTS=f"{HOST},localhost",
        SECURE_SSL_REDIRECT="false",
        DATABASE_URL=database_url,
        # The app's settings with the benchmark's reference endpoints (bench.floor).
        DJANGO_SETTINGS_MODULE="bench.settings",
        LOG_LEVEL="WARNING",
        # No collectstatic: the API serves no static files, so WhiteNoise's warning about
        # the missing STATIC_ROOT says nothing here.
        PYTHONWARNINGS="ignore:No directory at:UserWarning",
    )
    if redis_url:
        env["REDIS_URL"] = redis_url
    return env


@dataclass(frozen=True)
class Server:
    port: int
    pid: int

    def cpu_seconds(self) -> float:
        """CPU time (user + system) of gunicorn's master and workers so far."""
        return sum(_cpu_seconds(pid) for pid in _process_tree(self.pid))


def _process_tree(pid: int) -> list[int]:
    found, pending = [], [pid]
    while pending:
        current = pending.pop()
        found.append(current)
        with contextlib.suppress(OSError):
            for task in Path(f"/proc/{current}/task").iterdir():
                pending.extend(int(c) for c in (task / "children").read_text().split())
    return found


def _cpu_seconds(pid: int) -> float:
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:  # the process has gone
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


@contextlib.contextmanager
def running_server(
    database_url: str,
    config: ServerConfig,
    redis_url: str | None = None,
    secret_key: str | None = None,
) -> Iterator[Server]:
    """Migrate the database, start gunicorn on a free loopback port, yield it."""
    env = server_environment(database_url, redis_url, secret_key)
    python = sys.executable
    subprocess.run(
        [python, "manage.py", "migrate", "--noinput", "-v0"], cwd=ROOT, env=env, check=True
    )
    port = free_port()
    command = [
        str(Path(python).with_name("gunicorn")),
        "euchre_site.wsgi",
        f"--bind={HOST}:{port}",
        *config.options(),
        "--log-level=warning",
    ]
    server = subprocess.Popen(command, cwd=ROOT, env=env)
    try:
        wait_until_ready(port, server)
        yield Server(port, server.pid)
    finally:
        server.terminate()
        try:
            server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()


def wait_until_ready(port: int, server: subprocess.Popen, timeout: float = 30) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if server.poll() is not None:
            raise RuntimeError(f"gunicorn exited with status {server.returncode}")
        with contextlib.suppress(OSError):
            status, _ = Connection(port).request("GET", "/api/v1/ping/")
            if status == 200:
                return
        time.sleep(0.2)
    raise RuntimeError(f"the server on port {port} did not answer within {timeout} s")


# --- clients -----------------------------------------------------------------------


class Connection:
    """One keep-alive HTTP/1.1 connection that reconnects when the server closes it."""

    def __init__(self, port: int, headers: dict[str, str] | None = None):
        self.port = port
        self.headers = {"Accept": "application/json", **(headers or {})}
        self.http = http.client.HTTPConnection(HOST, port, timeout=30)

    def request(self, method: str, path: str, body=None) -> tuple[int, object]:
        payload = None if body is None else json.dumps(body).encode()
        headers = dict(self.headers)
        if payload is not None:
            headers["Content-Type"] = "application/json"
        for attempt in (1, 2):
            try:
                self.http.request(method, path, body=payload, headers=headers)
                response = self.http.getresponse()
                data = response.read()
                break
            except (http.client.RemoteDisconnected, ConnectionResetError, BrokenPipeError):
                # The server closed an idle keep-alive connection: reconnect once.
                self.http.close()
                if attempt == 2:
                    raise
        if response.getheader("Connection", "").lower() == "close":
            self.http.close()
        is_json = response.getheader("Content-Type", "").startswith("application/json")
        return response.status, json.loads(data) if is_json and data else data


#: One call a client makes: (method, path, body), built from the client's index and
#: its request count; the harness times it and checks the status.
Call = tuple[str, str, object]


@dataclass
class Endpoint:
    name: str
    call: Callable[[int, int], Call]
    expect: int = 200
    #: Per-client connection headers (e.g. a session token), by client index.
    headers: Callable[[int], dict[str, str]] = lambda client: {}
    #: Called with (connection, client, response body) after each success, untimed:
    #: e.g. to start a new game when one finishes.
    after: Callable[[Connection, int, object], None] | None = None
    #: Whether a scenario's targets judge it (else it is the baseline or a reference).
    judged: bool = False
    #: What a target may compare the judged endpoint with ("ping", "floor"), if anything.
    role: str | None = None
    #: What a request is counted as, by its path: one endpoint may call several reads.
    label: Callable[[str], str] = lambda path: ""
    #: Requests each client makes even past the run's time (within its request budget):
    #: a client reading several pages in turn reads each at least once, however busy the
    #: machine, however short the run.
    at_least: int = 0


@dataclass
class Measurement:
    name: str
    seconds: float
    latencies: list[float] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    #: CPU seconds spent meanwhile by gunicorn (not the database server) and by the
    #: load generator: CPU per request is steadier than req/s on a shared machine.
    app_cpu: float = 0.0
    client_cpu: float = 0.0
    #: Each request's label (``Endpoint.label``), in the order of ``latencies``.
    labels: list[str] = field(default_factory=list)

    @property
    def requests(self) -> int:
        return len(self.latencies)

    @property
    def rate(self) -> float:
        return self.requests / self.seconds if self.seconds else 0.0

    def per_request_ms(self, cpu_seconds: float) -> float:
        return cpu_seconds / self.requests * 1000 if self.requests else float("nan")

    def labelled(self, label: str) -> Measurement:
        """The requests of one label alone, over the same time."""
        mine = [t for t, one in zip(self.latencies, self.labels, strict=True) if one == label]
        return Measurement(f"{self.name}: {label}", self.seconds, mine)

    def percentile(self, p: float) -> float:
        ordered = sorted(self.latencies)
        if not ordered:
            return float("nan")
        return ordered[min(len(ordered) - 1, int(p / 100 * len(ordered)))]


def drive(
    server: Server, endpoint: Endpoint, *, clients: int, seconds: float, max_requests: int
) -> Measurement:
    """``clients`` threads, each with its own keep-alive connection, call ``endpoint``
    until ``max_requests`` in all or ``seconds`` have passed."""
    (measured,) = drive_together(
        server, [(endpoint, clients)], seconds=seconds, max_requests=max_requests
    )
    return measured


def drive_together(
    server: Server,
    load: list[tuple[Endpoint, int]],
    *,
    seconds: float,
    max_requests: int,
) -> list[Measurement]:
    """Every (endpoint, clients) of ``load`` at once, each client a thread with its own
    keep-alive connection, until ``max_requests`` per endpoint or ``seconds`` have passed:
    one measurement per endpoint, each with the whole run's CPU (shared, not its own)."""
    lock = threading.Lock()
    budgets = [max_requests] * len(load)
    clients = [(at, index) for at, (_, count) in enumerate(load) for index in range(count)]
    connections = [Connection(server.port, load[at][0].headers(index)) for at, index in clients]
    latencies: list[list[tuple[str, float]]] = [[] for _ in clients]
    errors: list[list[str]] = [[] for _ in load]
    start = threading.Barrier(len(clients) + 1)
    deadline = [0.0]

    def take_one(at: int, made: int) -> bool:
        with lock:
            late = time.perf_counter() >= deadline[0] and made >= load[at][0].at_least
            if budgets[at] <= 0 or late:
                return False
            budgets[at] -= 1
            return True

    def client(slot: int) -> None:
        at, index = clients[slot]
        endpoint, connection = load[at][0], connections[slot]
        start.wait()
        count = 0
        while take_one(at, count):
            method, path, body = endpoint.call(index, count)
            began = time.perf_counter()
            try:
                status, data = connection.request(method, path, body)
            except OSError as error:
                errors[at].append(f"{type(error).__name__}: {error}")
                continue
            elapsed = time.perf_counter() - began
            count += 1
            if status != endpoint.expect:
                errors[at].append(f"HTTP {status}: {str(data)[:200]}")
                continue
            latencies[slot].append((endpoint.label(path), elapsed))
            if endpoint.after:
                endpoint.after(connection, index, data)

    threads = [threading.Thread(target=client, args=(slot,)) for slot in range(len(clients))]
    for thread in threads:
        thread.start()
    app_cpu, own_cpu = server.cpu_seconds(), time.process_time()
    began = time.perf_counter()
    deadline[0] = began + seconds
    start.wait()
    for thread in threads:
        thread.join()
    elapsed = time.perf_counter() - began
    app_cpu, own_cpu = server.cpu_seconds() - app_cpu, time.process_time() - own_cpu
    for connection in connections:
        connection.http.close()
    found = []
    for at, (endpoint, _) in enumerate(load):
        taken = [
            pair for slot, (of, _) in enumerate(clients) if of == at for pair in latencies[slot]
        ]
        found.append(
            Measurement(
                endpoint.name,
                elapsed,
                [seconds for _, seconds in taken],
                errors=errors[at],
                app_cpu=app_cpu,
                client_cpu=own_cpu,
                labels=[label for label, _ in taken],
            )
        )
    return found


def measure(
    server: Server,
    endpoints: list[Endpoint],
    *,
    clients: int,
    seconds: float,
    max_requests: int,
    rounds: int = 5,
) -> list[Measurement]:
    """Warm up, then measure the endpoints in ``rounds`` alternating slices (``seconds``
    or ``max_requests`` per endpoint in all), so that drift (a growing database, a busy
    neighbour) falls on all of them alike."""
    for endpoint in endpoints:
        drive(server, endpoint, clients=clients, seconds=1, max_requests=300)
    slices: list[list[Measurement]] = [[] for _ in endpoints]
    for _ in range(rounds):
        for taken, endpoint in zip(slices, endpoints, strict=True):
            taken.append(
                drive(
                    server,
                    endpoint,
                    clients=clients,
                    seconds=seconds / rounds,
                    max_requests=max_requests // rounds,
                )
            )
    return [merged(parts) for parts in slices]


def merged(parts: list[Measurement]) -> Measurement:
    """Slices of one measurement as one."""
    return Measurement(
        parts[0].name,
        sum(part.seconds for part in parts),
        [t for part in parts for t in part.latencies],
        [e for part in parts for e in part.errors],
        app_cpu=sum(part.app_cpu for part in parts),
        client_cpu=sum(part.client_cpu for part in parts),
        labels=[label for part in parts for label in part.labels],
    )


# --- the report --------------------------------------------------------------------


def cpu_ratio(m: Measurement, baseline: Measurement) -> float:
    mine = m.per_request_ms(m.app_cpu)
    return baseline.per_request_ms(baseline.app_cpu) / mine if mine else float("nan")


def table(measurements: list[Measurement], baseline: Measurement) -> str:
    """One row per endpoint; "vs ping" is its req/s over the baseline's, measured in the
    same run; the CPU columns are milliseconds per request (app = gunicorn), and "CPU
    ratio" is the baseline's app CPU per request over this one's: what the throughput
    ratio would be with the app alone on the cores, steadier on a shared machine."""
    width = max(len(m.name) for m in measurements)
    header = (
        f"{'endpoint':<{width}} {'requests':>8} {'req/s':>7} {'p50 ms':>7} {'p99 ms':>7} "
        f"{'vs ping':>7} {'app CPU':>7} {'load CPU':>8} {'CPU ratio':>9} {'errors':>6}"
    )
    lines = [header, "-" * len(header)]
    for m in measurements:
        ratio = m.rate / baseline.rate if baseline.rate else float("nan")
        lines.append(
            f"{m.name:<{width}} {m.requests:>8} {m.rate:>7.0f} {m.percentile(50) * 1000:>7.1f} "
            f"{m.percentile(99) * 1000:>7.1f} {ratio:>7.2f} {m.per_request_ms(m.app_cpu):>7.2f} "
            f"{m.per_request_ms(m.client_cpu):>8.2f} {cpu_ratio(m, baseline):>9.2f} "
            f"{len(m.errors):>6}"
        )
    return "\n".join(lines)
