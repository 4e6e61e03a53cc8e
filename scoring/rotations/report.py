"""A plan described for people: for each player, whom they partner and oppose and how
often, their byes and the seats they take; for the plan, the pairs that meet more than
once, so a page can say "nobody partners twice; 3 pairs meet twice as opponents"."""

from collections import Counter
from dataclasses import dataclass

from .plan import Plan, Player
from .quality import Meetings, Quality


@dataclass(frozen=True)
class PlayerReport:
    player: Player
    rounds_seated: int
    byes: int
    partners: tuple[tuple[Player, int], ...]  # (partner, times), most often first
    opponents: tuple[tuple[Player, int], ...]
    seats: tuple[int, ...]  # rounds in seat 0, 1, 2 and 3
    three_handed: int  # rounds at a table of three


@dataclass(frozen=True)
class PlanReport:
    quality: Quality
    pairs_partnered_again: int  # pairs who partner more than once
    pairs_opposed_again: int
    most_partnered: int  # the most times one pair partners
    most_opposed: int
    players: tuple[PlayerReport, ...]


def report(plan: Plan) -> PlanReport:
    meetings = Meetings(plan)
    rows = tuple(player_report(meetings, player) for player in meetings.players)
    return PlanReport(
        quality=meetings.quality(),
        pairs_partnered_again=sum(1 for times in meetings.partners.values() if times > 1),
        pairs_opposed_again=sum(1 for times in meetings.opponents.values() if times > 1),
        most_partnered=max(meetings.partners.values(), default=0),
        most_opposed=max(meetings.opponents.values(), default=0),
        players=rows,
    )


def player_report(meetings: Meetings, player: Player) -> PlayerReport:
    seats = tuple(meetings.seats[player, seat] for seat in range(4))
    return PlayerReport(
        player=player,
        rounds_seated=sum(seats),
        byes=meetings.byes[player],
        partners=met_by(meetings.partners, player),
        opponents=met_by(meetings.opponents, player),
        seats=seats,
        three_handed=meetings.three_handed[player],
    )


def met_by(counts: Counter, player: Player) -> tuple[tuple[Player, int], ...]:
    met = [(other, times) for pair, times in counts.items() if player in pair for other in pair]
    return tuple(
        sorted(((other, times) for other, times in met if other != player), key=lambda m: -m[1])
    )
