"""How good a plan is: who partners, opposes and sits out how often.

A pair's *repeats* are the times it meets in one role beyond the first: partnering three
times counts two. A player's *byes* are the rounds they sat out, counted from the first
round they were there for (a late arrival has none for the rounds before they came).
A *back-to-back* meeting is two players at one table in two rounds running; a *meeting
repeat*, two players at one table again, in whatever roles.
"""

from collections import Counter
from dataclasses import dataclass
from itertools import combinations

from .plan import Plan, Player


def pair(a: Player, b: Player) -> frozenset:
    return frozenset((a, b))


@dataclass(frozen=True)
class Quality:
    partner_repeats: int
    opponent_repeats: int
    byes_min: int
    byes_max: int
    back_to_back: int
    meeting_repeats: int
    three_handed_min: int  # rounds at a table of three
    three_handed_max: int

    @property
    def byes_spread(self) -> int:
        return self.byes_max - self.byes_min

    def rank(self) -> tuple[int, ...]:
        """Lower is better: partner repeats, then the spread of sit-outs (and of turns at a
        table of three), then opponent repeats, then back-to-back meetings, then meetings
        again in any role."""
        spread = max(self.byes_spread, self.three_handed_max - self.three_handed_min)
        return (
            self.partner_repeats,
            spread,
            self.opponent_repeats,
            self.back_to_back,
            self.meeting_repeats,
        )


class Meetings:
    """Everything a plan's quality is counted from, gathered in one pass."""

    def __init__(self, plan: Plan):
        self.partners: Counter = Counter()
        self.opponents: Counter = Counter()
        self.byes: Counter = Counter()
        self.seats: Counter = Counter()  # (player, seat) -> rounds
        self.three_handed: Counter = Counter()
        self.met: Counter = Counter()
        self.back_to_back = 0
        self.players = plan.players()
        previous: set[frozenset] = set()
        for round_ in plan.rounds:
            met: set[frozenset] = set()
            for table in round_.tables:
                self.partners.update(pair(*p) for p in table.partners())
                self.opponents.update(pair(*p) for p in table.opponents())
                met.update(pair(*p) for p in combinations(table.seats, 2))
                self.three_handed.update(table.seats if table.three_handed else ())
                for seat, player in enumerate(table.seats):
                    self.seats[player, seat] += 1
            self.byes.update(round_.byes)
            self.met.update(met)
            self.back_to_back += len(met & previous)
            previous = met

    def quality(self) -> Quality:
        byes = [self.byes[player] for player in self.players] or [0]
        threes = [self.three_handed[player] for player in self.players] or [0]
        return Quality(
            partner_repeats=repeats(self.partners),
            opponent_repeats=repeats(self.opponents),
            byes_min=min(byes),
            byes_max=max(byes),
            back_to_back=self.back_to_back,
            meeting_repeats=repeats(self.met),
            three_handed_min=min(threes),
            three_handed_max=max(threes),
        )


def repeats(counts: Counter) -> int:
    return sum(times - 1 for times in counts.values() if times > 1)


def quality(plan: Plan) -> Quality:
    return Meetings(plan).quality()
