"""What the load benchmark measures. Each scenario sets up what it needs through the
API and returns its endpoints, the trivial ping first (the baseline)."""

from collections.abc import Callable
from dataclasses import dataclass

from bench.http_load import Endpoint, Measurement

PING = "/api/v1/ping/"


def ping() -> Endpoint:
    return Endpoint(f"GET {PING}", lambda client, i: ("GET", PING, None))


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
    targets: Callable[[Measurement, Measurement], list[tuple[str, bool]]]


def trick_setup(port: int, clients: int) -> list[Endpoint]:
    path = "/api/v1/variants/north_american/trick/"
    trick = Endpoint(
        f"POST {path}",
        lambda client, i: ("POST", path, TRICK_BODIES[(client + i) % len(TRICK_BODIES)]),
    )
    return [ping(), trick]


def ratio_target(minimum: float):
    def targets(m: Measurement, baseline: Measurement) -> list[tuple[str, bool]]:
        ratio = m.rate / baseline.rate
        return [(f"throughput {ratio:.2f} of ping's (target >= {minimum})", ratio >= minimum)]

    return targets


ALL = {
    "trick": Scenario(
        "ping vs the rules answerer's trick winner (issue 3)", trick_setup, ratio_target(0.7)
    ),
}
