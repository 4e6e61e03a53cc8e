"""Keeping the league's running totals equal to what its hands add up to.

``hands_changed`` runs inside every hand write of a league game (the ``games.seams``
callback): one query for the game's league, season and seats, then one upsert per
totals table that the change touches, and when the game finishes or reopens, its
``finished_at``. ``league_recount`` computes every row from the
hands, for the rebuild (``leagues.services.stats``) and for the roster merge.
"""

from collections import defaultdict
from collections.abc import Iterable

from django.utils import timezone

from games.models import Hand, Seat
from games.seams import PLAY_COLUMNS, GameEnd, HandsChange, stored_play
from leagues import ratings, upsert
from leagues.deltas import GameDeltas
from leagues.models import LeagueGame, PartnershipTotals, PlayerTotals, RivalryTotals


def write(deltas: GameDeltas, league_id: int, season_id: int | None) -> None:
    upsert.add(PlayerTotals, league_id, season_id, deltas.players)
    upsert.add(PartnershipTotals, league_id, season_id, deltas.partnerships)
    upsert.add(RivalryTotals, league_id, season_id, deltas.rivalries)


def hands_changed(change: HandsChange) -> None:
    rows = Seat.objects.filter(game_id=change.game.pk).values_list(
        "position",
        "player_id",
        "game__league_game__league",
        "game__league_game__season",
        "game__league_game__finished_at",
    )
    rows = list(rows.order_by())
    if not rows or rows[0][2] is None:
        return  # a game of another kind of group
    league_id, season_id, finished_at = rows[0][2:]
    seats = {position: player for position, player, *_ in rows}
    deltas = GameDeltas()
    deltas.add_change(seats, change.removed, change.added, change.before, change.after)
    write(deltas, league_id, season_id)
    if change.before.finished != change.after.finished:  # the order games finished in
        now = timezone.now() if change.after.finished else None
        LeagueGame.objects.filter(pk=change.game.pk).update(finished_at=now)
        finished_at = finished_at or now
    if change.before != change.after and finished_at is not None:
        ratings.replay(league_id, since=(finished_at, change.game.pk))


def games_deltas(
    *, league_id: int | None = None, game_ids: Iterable[int] = (), sign: int = 1
) -> dict[tuple, GameDeltas]:
    """What a league's games (or these league games) add up to, by (league, season);
    ``sign`` -1 takes it away. Three queries whatever their number: the games, their
    seats, their hands."""
    if league_id is not None:
        games, of_game = {"league_id": league_id}, {"game__league_game__league_id": league_id}
    else:
        games = of_game = {"game_id__in": list(game_ids)}
    where, ends = {}, {}
    rows = LeagueGame.objects.filter(**games).values_list(
        "game_id", "league_id", "season_id", "game__score_0", "game__score_1", "game__winner"
    )
    for game_id, league, season, score_0, score_1, winner in rows.order_by():
        where[game_id] = (league, season)
        ends[game_id] = GameEnd((score_0, score_1), winner)
    seats: dict[int, dict[int, int]] = defaultdict(dict)
    for game_id, position, player in (
        Seat.objects.filter(**of_game).values_list("game_id", "position", "player_id").order_by()
    ):
        seats[game_id][position] = player
    found: dict[tuple, GameDeltas] = defaultdict(GameDeltas)
    for game_id, end in ends.items():
        if end.finished:
            found[where[game_id]].add_game(seats[game_id], end, sign)
    hands = Hand.objects.filter(**of_game).values_list("game_id", *PLAY_COLUMNS).order_by()
    for game_id, *play in hands.iterator(chunk_size=5000):
        found[where[game_id]].add_play(seats[game_id], stored_play(*play), sign)
    return found


def write_all(found: dict[tuple, GameDeltas]) -> None:
    for (league_id, season_id), deltas in sorted(found.items(), key=lambda item: str(item[0])):
        write(deltas, league_id, season_id)
