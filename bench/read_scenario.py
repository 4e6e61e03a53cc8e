"""Reading a game, beside recording a hand: the full read (what a table fetches when the
game changed) should cost no more than the write, and the conditional read a table polls
with every few seconds (``If-None-Match``: 304 while its copy is current) at least 0.8 of
a signed-in ping's throughput."""

import http.client
from dataclasses import replace

from bench.http_load import HOST, Connection, Endpoint, Measurement, cpu_ratio
from bench.scenarios import HANDS, NEW_GAME, Scenario, expect, hand_setup

#: Hands in each game read: a game well under way (the read costs the same at any length).
HANDS_READ = 12


def etag_of(port: int, path: str, token: str) -> str:
    """The ETag the server gives the game now (Connection keeps no response headers)."""
    http_connection = http.client.HTTPConnection(HOST, port, timeout=30)
    try:
        http_connection.request("GET", path, headers={"X-Session-Token": token})
        response = http_connection.getresponse()
        response.read()
        return response.getheader("ETag") or ""
    finally:
        http_connection.close()


def read_setup(port: int, clients: int) -> list[Endpoint]:
    ping, signed_in_ping, _floor, record = hand_setup(port, clients)
    tokens, paths, etags = [], [], []
    for client in range(clients):  # the writers' guests (sign-ups are throttled)
        token = record.headers(client)["X-Session-Token"]
        connection = Connection(port, {"X-Session-Token": token})
        game = expect(201, connection.request("POST", "/api/v1/games/", NEW_GAME), "game")
        path = f"/api/v1/games/{game['id']}/"
        for i in range(HANDS_READ):
            expect(201, connection.request("POST", f"{path}hands/", HANDS[i % len(HANDS)]), "hand")
        tokens.append(token)
        paths.append(path)
        etags.append(etag_of(port, path, token))

    read = Endpoint(
        "GET /api/v1/games/{id}/",
        lambda client, i: ("GET", paths[client], None),
        headers=lambda client: {"X-Session-Token": tokens[client]},
        judged=True,
    )
    current = Endpoint(
        "GET /api/v1/games/{id}/ If-None-Match (304)",
        lambda client, i: ("GET", paths[client], None),
        expect=304,
        headers=lambda client: {"X-Session-Token": tokens[client], "If-None-Match": etags[client]},
        judged=True,
    )
    write = replace(record, judged=False, role="write")
    return [ping, replace(signed_in_ping, role="signed_in"), write, read, current]


def read_targets(m: Measurement, references: dict[str, Measurement], db: str):
    """The full read against the write (target >= 1: no dearer); the 304 against the
    signed-in ping (target >= 0.8); each by throughput and by app CPU per request."""
    against, minimum = ("signed_in", 0.8) if "304" in m.name else ("write", 1.0)
    reference = references[against]
    ratio, by_cpu = m.rate / reference.rate, cpu_ratio(m, reference)
    return [
        (f"throughput {ratio:.2f} of the {against}'s (target >= {minimum})", ratio >= minimum),
        (f"app CPU ratio {by_cpu:.2f} (the same target)", by_cpu >= minimum),
    ]


READ = Scenario("reading a game beside writing one and a signed-in ping", read_setup, read_targets)
