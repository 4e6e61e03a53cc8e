"""A game's story: what its hands add up to, per player, per team and per trump suit.

Every count is the statistics' own (``tally``), summed over the game's hands, so a
league's totals and a game's story never disagree on what a march or a euchre is. The
points are the hands' own: the summary adds, it never scores a hand again.
"""

from collections.abc import Sequence
from dataclasses import dataclass, field

from .cards import Suit
from .hands import side_of, sides_of
from .seating import team_seats
from .tally import Play, SeatCounts, TeamCounts, seat_counts, team_counts


@dataclass(frozen=True, slots=True)
class ScoredPlay:
    """A stored hand as the story reads it: the play, who scored and how much."""

    play: Play
    scoring_team: int | None = None
    points: int = 0

    def gain(self, side: int) -> int:
        """What the hand scored for ``side``: a three-handed euchre scores for both of the
        maker's opponents (no one ``scoring_team``)."""
        if self.scoring_team is not None:
            return self.points if side == self.scoring_team else 0
        if self.play.players == 3 and self.play.maker is not None:
            return self.points if side != self.play.maker else 0
        return 0


@dataclass(frozen=True, slots=True)
class TeamStory:
    team: int
    counts: TeamCounts
    points: int  # every point the team scored
    points_as_makers: int
    points_defending: int  # euchres (and renege penalties against the makers)
    euchres: int  # hands the team euchred as defenders
    loners: int
    lone_marches: int
    lone_defences: int
    reneges: int  # hands the team was penalised for a renege
    best_hand: int  # the most points in one hand


@dataclass(frozen=True, slots=True)
class SuitStory:
    suit: Suit
    called: int
    made: int
    marches: int
    euchred: int
    called_by_team: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Summary:
    hands: int
    passed_out: int
    seats: tuple[SeatCounts, ...]
    teams: tuple[TeamStory, ...]  # by side: two teams, or three players on their own
    suits: tuple[SuitStory, ...]
    lead_changes: int
    largest_lead: tuple[int, int]  # (points, side) over the next best; (0, -1): nobody led
    reneges_by_seat: tuple[int, ...] = field(default=())


def summarize(
    hands: Sequence[ScoredPlay], players: int, opened: tuple[int, ...] | None = None
) -> Summary:
    """The story of a game whose hands, in order, are ``hands``, at a table of ``players``,
    from the score it ``opened`` at (a match's laps)."""
    seats = [SeatCounts() for _ in range(players)]
    reneges = [0] * players
    for hand in hands:
        for seat in range(players):
            seats[seat] += seat_counts(hand.play, seat)
        if hand.play.renege is not None:
            reneges[hand.play.renege] += 1
    sides = sides_of(players)
    lead_changes, largest_lead = _leads(hands, opened or (0,) * len(sides))
    return Summary(
        hands=len(hands),
        passed_out=sum(1 for hand in hands if hand.play.maker is None),
        seats=tuple(seats),
        teams=tuple(_team(hands, side, players) for side in sides),
        suits=tuple(_suit(hands, suit, players) for suit in Suit),
        lead_changes=lead_changes,
        largest_lead=largest_lead,
        reneges_by_seat=tuple(reneges),
    )


def _team(hands: Sequence[ScoredPlay], team: int, players: int) -> TeamStory:
    counts = TeamCounts()
    as_makers = defending = euchres = 0
    for hand in hands:
        counts += team_counts(hand.play, team)
        gain = hand.gain(team)
        if not gain:
            continue
        if side_of(hand.play.maker, players) == team:
            as_makers += gain
        else:
            defending += gain
            euchres += hand.play.renege is None
    plays = [hand.play for hand in hands if hand.play.maker is not None]
    seats = team_seats(players, team)
    loners = [p for p in plays if p.maker_loner in seats and p.renege is None]
    return TeamStory(
        team=team,
        counts=counts,
        points=as_makers + defending,
        points_as_makers=as_makers,
        points_defending=defending,
        euchres=euchres,
        loners=len(loners),
        lone_marches=sum(1 for p in loners if p.march),
        lone_defences=sum(1 for p in plays if p.defender_loner in seats),
        reneges=sum(1 for p in plays if p.renege in seats),
        best_hand=max((h.gain(team) for h in hands), default=0),
    )


def _suit(hands: Sequence[ScoredPlay], suit: Suit, players: int) -> SuitStory:
    plays = [hand.play for hand in hands if hand.play.trump is suit and hand.play.renege is None]
    return SuitStory(
        suit=suit,
        called=len(plays),
        made=sum(1 for p in plays if p.made),
        marches=sum(1 for p in plays if p.march),
        euchred=sum(1 for p in plays if not p.made),
        called_by_team=tuple(  # type: ignore[arg-type]
            sum(1 for p in plays if side_of(p.maker, players) == side) for side in sides_of(players)
        ),
    )


def _leads(hands: Sequence[ScoredPlay], opened: Sequence[int]) -> tuple[int, tuple[int, int]]:
    """How often the lead changed hands, and the largest lead (over the next best side)
    and whose it was."""
    score = list(opened)
    leader, lead = _ahead(score)
    changes = 0
    largest = (lead, leader) if leader is not None else (0, -1)
    for hand in hands:
        gains = [hand.gain(side) for side in range(len(score))]
        if not any(gains):
            continue
        score = [points + gain for points, gain in zip(score, gains, strict=True)]
        ahead, lead = _ahead(score)
        if ahead is not None and leader is not None and ahead != leader:
            changes += 1
        if ahead is not None:
            leader = ahead
            if lead > largest[0]:
                largest = (lead, ahead)
    return changes, largest


def _ahead(score: Sequence[int]) -> tuple[int | None, int]:
    """The side ahead of every other, and by how much (None, 0 when the top is shared)."""
    top, *rest = sorted(score, reverse=True)
    if top == rest[0]:
        return None, 0
    return list(score).index(top), top - rest[0]
