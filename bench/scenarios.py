"""What the load benchmark measures. Each scenario sets up what it needs through the
API and returns its endpoints: the trivial ping first (the baseline), then the ones its
targets judge (``judged``) and references that show where the time goes."""

import uuid
from collections.abc import Callable
from dataclasses import dataclass

from bench import FLOOR_PATH
from bench.http_load import Connection, Endpoint, Measurement, cpu_ratio

PING = "/api/v1/ping/"


def ping() -> Endpoint:
    return Endpoint(f"GET {PING}", lambda client, i: ("GET", PING, None), role="ping")


# Tricks of the North American game, varied so no two clients send the same body.
TRICKS = [
    {"trump": "hearts", "plays": [[1, "AD"], [2, "JD"], [3, "9D"], [0, "KD"]]},
    {"trump": "spades", "plays": [[0, "10H"], [1, "JC"], [2, "AH"], [3, "9S"]]},
    {"trump": "clubs", "plays": [[2, "QS"], [3, "KS"], [0, "JS"], [1, "AS"]]},
    {"trump": "diamonds", "plays": [[3, "9C"], [0, "10C"], [1, "JH"], [2, "AC"]]},
]
TRICK_BODIES = [
    {"trump": t["trump"], "plays": [{"seat": s, "card": c} for s, c in t["plays"]]} for t in TRICKS
]


@dataclass(frozen=True)
class Scenario:
    title: str
    setup: Callable[[int, int], list[Endpoint]]
    #: (the judged measurement, the references by role, the database) -> (line, met) pairs
    targets: Callable[[Measurement, dict[str, Measurement], str], list[tuple[str, bool]]]


def trick_setup(port: int, clients: int) -> list[Endpoint]:
    path = "/api/v1/variants/north_american/trick/"
    trick = Endpoint(
        f"POST {path}",
        lambda client, i: ("POST", path, TRICK_BODIES[(client + i) % len(TRICK_BODIES)]),
        judged=True,
    )
    return [ping(), trick]


# Hands of the North American game that are valid whoever deals (no pass-outs, no
# up-card to contradict, nobody alone who passed): made, march, euchre, loner march.
HANDS = [
    {"round": 1, "maker": 1, "trump": "hearts", "maker_tricks": 3},
    {"round": 2, "maker": 2, "trump": "spades", "maker_tricks": 5},
    {"round": 1, "maker": 3, "trump": "clubs", "maker_tricks": 2},
    {"round": 2, "maker": 0, "trump": "diamonds", "maker_tricks": 4},
    {"round": 1, "maker": 1, "trump": "hearts", "maker_loner": 1, "maker_tricks": 5},
    {"round": 2, "maker": 2, "trump": "clubs", "defender_loner": 3, "maker_tricks": 3},
]
GAMES_PER_CLIENT = 8
#: High enough that no game ends during a run (a hand scores at most 4 points); when one
#: does, the client starts another.
TARGET = 1000
NEW_GAME = {
    "variant": "north_american",
    "target": TARGET,
    "seats": ["Ann", "Bob", "Cat", "Dan"],
    "first_dealer": 0,
}


class Unavailable(Exception):
    """The server does not offer what the scenario measures (yet)."""


def expect(status: int, response: tuple[int, object], what: str) -> object:
    if response[0] == 404:
        raise Unavailable(f"{what}: HTTP 404, the endpoint is not mounted")
    if response[0] != status:
        raise RuntimeError(f"{what}: HTTP {response[0]} {str(response[1])[:300]}")
    return response[1]


def start_games(connection: Connection, body: dict, count: int = GAMES_PER_CLIENT) -> list[int]:
    return [
        expect(201, connection.request("POST", "/api/v1/games/", body), "game")["id"]
        for _ in range(count)
    ]


def recording(
    name: str,
    tokens: list[str],
    games: list[list[int]],
    new_game: dict,
    *,
    started: list[int] | None = None,
    judged: bool = False,
) -> Endpoint:
    """Each client records a new hand in its games in turn (``games[client]``, signed in
    with ``tokens[client]``); a game that finishes is replaced by one started with
    ``new_game``, untimed, its id added to ``started``."""
    last_slot = [0] * len(tokens)

    def call(client: int, i: int):
        slot = i % len(games[client])
        last_slot[client] = slot
        body = {"client_id": str(uuid.uuid4()), **HANDS[(client + i) % len(HANDS)]}
        return "POST", f"/api/v1/games/{games[client][slot]}/hands/", body

    def after(connection: Connection, client: int, hand) -> None:
        # Each client runs its calls one after another: the hand was for its last slot.
        if hand.get("status") == "finished":
            (new,) = start_games(connection, new_game, 1)
            games[client][last_slot[client]] = new
            if started is not None:
                started.append(new)

    return Endpoint(
        name,
        call,
        expect=201,
        headers=lambda client: {"X-Session-Token": tokens[client]},
        after=after,
        judged=judged,
    )


def hand_setup(port: int, clients: int) -> list[Endpoint]:
    """Each client: a guest account (its own session token), its own games, and games of
    its own for the floor (whose hands follow no rule)."""
    tokens, games, floor_games = [], [], []
    for _ in range(clients):
        guest = expect(201, Connection(port).request("POST", "/api/v1/auth/guest/"), "guest")
        connection = Connection(port, {"X-Session-Token": guest["session_token"]})
        tokens.append(guest["session_token"])
        games.append(start_games(connection, NEW_GAME))
        floor_games.append(start_games(connection, NEW_GAME))

    def signed_in(client: int) -> dict[str, str]:
        return {"X-Session-Token": tokens[client]}

    record = recording("POST /api/v1/games/{id}/hands/", tokens, games, NEW_GAME, judged=True)
    # References: what the session token alone costs, and the floor (bench.floor).
    signed_in_ping = Endpoint(f"GET {PING} signed in", ping().call, headers=signed_in)
    floor = Endpoint(
        f"POST {FLOOR_PATH}{{id}}/",
        lambda client, i: ("POST", f"{FLOOR_PATH}{floor_games[client][i % GAMES_PER_CLIENT]}/", {}),
        expect=201,
        headers=signed_in,
        role="floor",
    )
    return [ping(), signed_in_ping, floor, record]


def ratio_target(minimum: float, *, against: str = "ping", p99_ms: float | None = None, p99_on=()):
    """Throughput at least ``minimum`` of the reference endpoint's (the ping, or the floor),
    by requests and by app CPU; and a p99 under ``p99_ms`` on the databases ``p99_on``."""

    def targets(m: Measurement, references: dict[str, Measurement], db: str):
        reference = references[against]
        ratio = m.rate / reference.rate
        found = [
            (f"throughput {ratio:.2f} of the {against}'s (target >= {minimum})", ratio >= minimum)
        ]
        by_cpu = cpu_ratio(m, reference)
        found.append((f"app CPU ratio {by_cpu:.2f} (the same target)", by_cpu >= minimum))
        if p99_ms is not None and db in p99_on:
            p99 = m.percentile(99) * 1000
            found.append((f"p99 {p99:.1f} ms (target < {p99_ms:g} ms)", p99 < p99_ms))
        return found

    return targets


ALL = {
    "hand": Scenario(
        "recording a hand, beside ping and the floor",
        hand_setup,
        ratio_target(0.7, against="floor", p99_ms=50, p99_on=("sqlite",)),
    ),
    "trick": Scenario("ping vs the rules answerer's trick winner", trick_setup, ratio_target(0.7)),
}

# Scenarios kept in modules of their own (they import the helpers above).
from bench.read_scenario import READ  # noqa: E402
from bench.tournament_scenario import TOURNAMENT  # noqa: E402

ALL["read"] = READ
ALL["tournament"] = TOURNAMENT
