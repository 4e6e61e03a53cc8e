"""A round of a progressive night: every table recording its hands at once, beside the
same number of clients recording hands in plain games. A table's game is an ordinary
game that its tournament's standings follow in the hand's transaction; the target is
0.8 of a plain hand's throughput (and by app CPU).

One client per table: ``--clients 15`` seats 60 players at 15 tables, as a hall of sixty
plays a round. The round ends when the organiser finishes it (``{"minutes": …}``), so no
table's game ends during the run."""

from dataclasses import replace

from bench.http_load import Connection, Endpoint, Measurement, cpu_ratio
from bench.scenarios import HANDS, NEW_GAME, Scenario, expect, ping, recording, start_games

ROUND_END = {"minutes": 120}


def tournament_setup(port: int, clients: int) -> list[Endpoint]:
    guest = expect(201, Connection(port).request("POST", "/api/v1/auth/guest/"), "guest")
    token = guest["session_token"]
    organiser = Connection(port, {"X-Session-Token": token})
    night = {"name": "Bench night", "visibility": "public", "round_end": ROUND_END}
    tournament = expect(201, organiser.request("POST", "/api/v1/tournaments/", night), "night")
    base = f"/api/v1/tournaments/{tournament['id']}"
    for number in range(4 * clients):
        player = {"name": f"Player {number + 1}", "checked_in": True}
        expect(201, organiser.request("POST", f"{base}/players/", player), "player")
    expect(200, organiser.request("POST", f"{base}/schedule/", {}), "schedule")
    started = expect(201, organiser.request("POST", f"{base}/rounds/1/start/", {}), "round")
    tables = [table["game"] for table in started["tables"]]
    assert len(tables) == clients, f"{len(tables)} tables for {clients} clients"

    def signed_in(client: int) -> dict[str, str]:
        return {"X-Session-Token": token}

    def hand(client: int, i: int):
        return "POST", f"/api/v1/games/{tables[client]}/hands/", HANDS[(client + i) % len(HANDS)]

    at_a_table = Endpoint(
        "POST /api/v1/games/{id}/hands/ at a tournament table",
        hand,
        expect=201,
        headers=signed_in,
        judged=True,
    )
    plain_games = [start_games(organiser, NEW_GAME, 1) for _ in range(clients)]
    plain = recording(
        "POST /api/v1/games/{id}/hands/ in a plain game", [token] * clients, plain_games, NEW_GAME
    )
    return [ping(), replace(plain, role="plain"), at_a_table]


def tournament_targets(m: Measurement, references: dict[str, Measurement], db: str):
    plain = references["plain"]
    ratio, by_cpu = m.rate / plain.rate, cpu_ratio(m, plain)
    return [
        (f"throughput {ratio:.2f} of a plain hand's (target >= 0.8)", ratio >= 0.8),
        (f"app CPU ratio {by_cpu:.2f} (the same target)", by_cpu >= 0.8),
    ]


TOURNAMENT = Scenario(
    "a round of a progressive night, every table recording at once, beside plain hands",
    tournament_setup,
    tournament_targets,
)
