"""A player's night, round by round: where they sit, with whom and against whom, or that
they sit the round out; and their points and place. Drawn from the night the pages read
(``tournaments.views.reading.night_of``), no query of its own."""

from dataclasses import dataclass

from tournaments.views.reading import Night, NightRound


@dataclass
class Stop:
    round: NightRound
    table: int | None  # None: sits out
    seat: int | None = None
    partners: tuple = ()
    opponents: tuple = ()
    score: list | None = None  # [ours, theirs...] at the current round's table


@dataclass
class Itinerary:
    player: dict
    stops: list[Stop]
    now: Stop | None
    standing: object | None


def stop_in(round_: NightRound, player_id: int) -> Stop | None:
    for table in round_.tables:
        for player in table.players:
            if player["id"] != player_id:
                continue
            sides = table.sides
            mine = next(side for side in sides if player in side)
            others = [p for side in sides if side is not mine for p in side]
            score = None
            if table.game is not None:
                scores = table.scores
                ours = scores[sides.index(mine)]
                score = [ours, *(s for i, s in enumerate(scores) if i != sides.index(mine))]
            partners = tuple(p for p in mine if p is not player)
            return Stop(round_, table.number, player["seat"], partners, tuple(others), score)
    if any(player["id"] == player_id for player in round_.byes):
        return Stop(round_, None)
    return None


def itinerary_of(night: Night, player_id: int) -> Itinerary | None:
    entrant = next((e for e in night.entrants if e.player_id == player_id), None)
    if entrant is None:
        return None
    stops = [stop for round_ in night.rounds if (stop := stop_in(round_, player_id))]
    now = next((stop for stop in stops if stop.round is night.current), None)
    standing = next((row for row in night.standings if row.player_id == player_id), None)
    player = {"id": player_id, "name": entrant.player.name, "checked_in": entrant.checked_in}
    return Itinerary(player, stops, now, standing)
