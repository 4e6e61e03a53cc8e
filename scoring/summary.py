"""A game's story: what its hands add up to, per player, per team and per trump suit.

Every count is the statistics' own (``tally``), summed over the game's hands, so a
league's totals and a game's story never disagree on what a march or a euchre is. The
points are the hands' own: the summary adds, it never scores a hand again.
"""

from collections.abc import Sequence
from dataclasses import dataclass, field

from .cards import Suit
from .hands import team_of
from .seating import TEAMS, team_seats
from .tally import Play, SeatCounts, TeamCounts, seat_counts, team_counts


@dataclass(frozen=True, slots=True)
class ScoredPlay:
    """A stored hand as the story reads it: the play, who scored and how much."""

    play: Play
    scoring_team: int | None = None
    points: int = 0


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
    called_by_team: tuple[int, int]


@dataclass(frozen=True, slots=True)
class Summary:
    hands: int
    passed_out: int
    seats: tuple[SeatCounts, ...]
    teams: tuple[TeamStory, TeamStory]
    suits: tuple[SuitStory, ...]
    lead_changes: int
    largest_lead: tuple[int, int]  # (points, team); (0, -1) when nobody ever led
    reneges_by_seat: tuple[int, ...] = field(default=())


def summarize(
    hands: Sequence[ScoredPlay], players: int, opened: tuple[int, int] = (0, 0)
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
    lead_changes, largest_lead = _leads(hands, opened)
    return Summary(
        hands=len(hands),
        passed_out=sum(1 for hand in hands if hand.play.maker is None),
        seats=tuple(seats),
        teams=tuple(_team(hands, team, players) for team in TEAMS),  # type: ignore[arg-type]
        suits=tuple(_suit(hands, suit) for suit in Suit),
        lead_changes=lead_changes,
        largest_lead=largest_lead,
        reneges_by_seat=tuple(reneges),
    )


def _team(hands: Sequence[ScoredPlay], team: int, players: int) -> TeamStory:
    counts = TeamCounts()
    as_makers = defending = euchres = 0
    for hand in hands:
        counts += team_counts(hand.play, team)
        if hand.scoring_team != team:
            continue
        if team_of(hand.play.maker) == team:
            as_makers += hand.points
        else:
            defending += hand.points
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
        best_hand=max((h.points for h in hands if h.scoring_team == team), default=0),
    )


def _suit(hands: Sequence[ScoredPlay], suit: Suit) -> SuitStory:
    plays = [hand.play for hand in hands if hand.play.trump is suit and hand.play.renege is None]
    return SuitStory(
        suit=suit,
        called=len(plays),
        made=sum(1 for p in plays if p.made),
        marches=sum(1 for p in plays if p.march),
        euchred=sum(1 for p in plays if not p.made),
        called_by_team=tuple(  # type: ignore[arg-type]
            sum(1 for p in plays if team_of(p.maker) == team) for team in TEAMS
        ),
    )


def _leads(hands: Sequence[ScoredPlay], opened: tuple[int, int]) -> tuple[int, tuple[int, int]]:
    """How often the lead changed hands, and the largest lead and whose it was."""
    score = list(opened)
    leader = None if score[0] == score[1] else int(score[1] > score[0])
    changes = 0
    largest = (abs(score[0] - score[1]), leader) if leader is not None else (0, -1)
    for hand in hands:
        if hand.scoring_team is None:
            continue
        score[hand.scoring_team] += hand.points
        ahead = None if score[0] == score[1] else int(score[1] > score[0])
        if ahead is not None and leader is not None and ahead != leader:
            changes += 1
        if ahead is not None:
            leader = ahead
            lead = abs(score[0] - score[1])
            if lead > largest[0]:
                largest = (lead, ahead)
    return changes, largest
