"""The search behind every night no design fits: other counts, more rounds than a design
has, or rounds already played (late arrivals and leavers change who is there).

Played rounds are kept as they are and only counted. Each new round then
1. sits out the players with the fewest byes so far (ties: who has been seated most, then
   who sat out longest ago), so byes never drift apart: two players within one of each other
   stay so, and a late arrival with fewer byes than the others sits out first;
2. in a night of tables of three, puts at the table of three the players who have sat at
   one least often;
3. seats the rest by the local search of ``round_search`` against everything counted so far.
Then each new round is seated again against all the others, its neighbours on both sides
included. The whole is tried a few times from different random starts and the best plan
(``Quality.rank``) is kept; the random generator is seeded, so the same input gives the
same plan.
"""

import random
from collections.abc import Sequence

from .plan import Plan, Player, Round, Table
from .quality import quality
from .round_search import Prices, improve
from .tally import Seats, Tally, met

#: Seatings tried per search: fewer for big nights, so 60 players stay well under a second.
SEAT_ROUNDS_PER_SEARCH = 4000
MOST_TRIES, RESEATS = 6, 2


def search_night(
    players: Sequence[Player],
    rounds: int,
    played: Sequence[Round],
    three_handed: bool,
    seed: int,
) -> Plan:
    new_rounds = rounds - len(played)
    tries = max(1, min(MOST_TRIES, SEAT_ROUNDS_PER_SEARCH // max(1, len(players) * new_rounds)))
    plans = [
        Night(players, played, three_handed, random.Random(seed * 1000 + attempt)).plan(rounds)
        for attempt in range(tries)
    ]
    return min(plans, key=lambda plan: quality(plan).rank())


class Night:
    def __init__(
        self,
        players: Sequence[Player],
        played: Sequence[Round],
        three_handed: bool,
        rng: random.Random,
    ):
        named = dict.fromkeys(p for round_ in played for p in round_.present())
        named.update(dict.fromkeys(players))
        self.names = list(named)
        number = {name: i for i, name in enumerate(self.names)}
        self.played = list(played)
        self.rounds: list[tuple[list[Seats], list[int]]] = [
            ([[number[p] for p in table.seats] for table in r.tables], [number[p] for p in r.byes])
            for r in played
        ]
        self.present = [number[p] for p in players]
        self.three_handed = three_handed and len(self.present) % 4 == 3
        self.rng = rng
        self.tally = Tally(len(self.names))
        for at, (tables, byes) in enumerate(self.rounds):
            self.tally.add(at, tables, byes)
        self.lots = {player: rng.random() for player in self.present}

    def plan(self, rounds: int) -> Plan:
        kept = len(self.rounds)
        while len(self.rounds) < rounds:
            self.seat_next()
        for _ in range(RESEATS):
            for at in range(kept, rounds):
                self.reseat(at)
        return Plan((*self.played, *(self.named(at) for at in range(kept, rounds))))

    def seat_next(self) -> None:
        tally, at = self.tally, len(self.rounds)
        byes = self.sitting_out()
        seated = [p for p in self.present if p not in byes]
        self.rng.shuffle(seated)
        threes = []
        if self.three_handed:
            threes = sorted(seated, key=self.three_order)[:3]
            seated = [p for p in seated if p not in threes]
        tables = [seated[i : i + 4] for i in range(0, len(seated), 4)]
        tables += [threes] if threes else []
        neighbours = [met(self.rounds[-1][0])] if self.rounds else []
        tables = improve(tables, Prices(tally, neighbours), self.rng, tally.three_handed)
        self.rounds.append((tables, byes))
        tally.add(at, tables, byes)

    def reseat(self, at: int) -> None:
        tables, byes = self.rounds[at]
        self.tally.remove(tables, byes)
        neighbours = [met(self.rounds[i][0]) for i in (at - 1, at + 1) if 0 <= i < len(self.rounds)]
        tables = improve(tables, Prices(self.tally, neighbours), self.rng, self.tally.three_handed)
        self.rounds[at] = (tables, byes)
        self.tally.add(at, tables, byes)

    def sitting_out(self) -> list[int]:
        count = 0 if self.three_handed else len(self.present) % 4
        tally = self.tally

        def order(p: int) -> tuple:
            return (tally.byes[p], -tally.seated[p], tally.last_out[p], self.lots[p])

        return sorted(self.present, key=order)[:count]

    def three_order(self, player: int) -> tuple:
        return (self.tally.three_handed[player], -self.tally.seated[player], self.lots[player])

    def named(self, at: int) -> Round:
        tables, byes = self.rounds[at]
        name = self.names.__getitem__
        return Round(
            tuple(Table(tuple(map(name, seats))) for seats in tables), tuple(map(name, byes))
        )
