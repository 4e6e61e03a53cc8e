"""What a change to one game's hands adds to (or takes from) the league's totals rows.

Pure: given who sat where and the change (plays removed and added, the game's standing
before and after), the deltas per player, per partnership (two partners, lower id
first; four-handed games) and per player and opponent. What each play and finished game
counts for is ``scoring.tally``'s to say.
"""

from collections import defaultdict
from collections.abc import Iterable, Mapping
from functools import lru_cache

from games.signals import GameEnd
from scoring.seating import TEAMS, team_seats
from scoring.tally import Play, game_counts, seat_counts, team_counts

Deltas = dict[tuple[int, ...], dict[str, int]]


class GameDeltas:
    """The deltas of one or more changes, by totals table, summed per row key."""

    def __init__(self):
        self.players: Deltas = defaultdict(lambda: defaultdict(int))
        self.partnerships: Deltas = defaultdict(lambda: defaultdict(int))
        self.rivalries: Deltas = defaultdict(lambda: defaultdict(int))

    @staticmethod
    def _add(row: dict, counts: Mapping[str, int], sign: int) -> None:
        for name, value in counts.items():
            if value:
                row[name] += sign * value

    def add_deltas(self, other: "GameDeltas") -> None:
        """Add another change's deltas to these."""
        for mine, theirs in (
            (self.players, other.players),
            (self.partnerships, other.partnerships),
            (self.rivalries, other.rivalries),
        ):
            for key, row in theirs.items():
                self._add(mine[key], row, 1)

    def add_change(
        self,
        seats: Mapping[int, int],
        removed: Iterable[Play],
        added: Iterable[Play],
        before: GameEnd,
        after: GameEnd,
    ) -> None:
        """``seats``: player id by seat, every seat of the game."""
        for sign, plays in ((-1, removed), (1, added)):
            for play in plays:
                self.add_play(seats, play, sign)
        if before != after:
            for sign, end in ((-1, before), (1, after)):
                if end.finished:
                    self.add_game(seats, end, sign)

    def add_play(self, seats: Mapping[int, int], play: Play, sign: int = 1) -> None:
        for seat, player in seats.items():
            self._add(self.players[(player,)], _seat_counts(play, seat), sign)
        for team, pair in _partnerships(seats):
            self._add(self.partnerships[pair], _team_counts(play, team), sign)

    def add_game(self, seats: Mapping[int, int], end: GameEnd, sign: int = 1) -> None:
        players = len(seats)
        for team in TEAMS:
            counts = game_counts(end.score, end.winner, team).as_dict()
            for seat in team_seats(players, team):
                self._add(self.players[(seats[seat],)], counts, sign)
                for opponent in team_seats(players, 1 - team):
                    rivalry = self.rivalries[(seats[seat], seats[opponent])]
                    self._add(rivalry, {"games": 1, "wins": int(end.winner == team)}, sign)
        for team, pair in _partnerships(seats):
            counts = game_counts(end.score, end.winner, team).as_dict()
            self._add(self.partnerships[pair], counts, sign)


# A play's counts by seat or team, computed once: a rebuild adds up millions of hands
# made of a few thousand distinct plays.
@lru_cache(maxsize=8192)
def _seat_counts(play: Play, seat: int) -> dict[str, int]:
    return {name: value for name, value in seat_counts(play, seat).as_dict().items() if value}


@lru_cache(maxsize=8192)
def _team_counts(play: Play, team: int) -> dict[str, int]:
    return {name: value for name, value in team_counts(play, team).as_dict().items() if value}


def _partnerships(seats: Mapping[int, int]) -> list[tuple[int, tuple[int, int]]]:
    """(team, (lower player id, higher)) of each two-player team; none two-handed."""
    found = []
    for team in TEAMS:
        members = team_seats(len(seats), team)
        if len(members) == 2:
            first, second = sorted(seats[seat] for seat in members)
            found.append((team, (first, second)))
    return found
