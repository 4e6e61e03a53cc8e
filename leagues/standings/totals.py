"""Keeping the league's running totals equal to what its hands add up to.

``write`` adds a change's deltas inside every hand write of a league game (the path from
the write is read in ``leagues.group``: ``totals_follow_hands``), one upsert per totals
table, and raises the league's stats version; ``names_changed`` raises it for a rename.
``games_deltas``
computes rows from the hands, for the rebuild (``leagues.standings.rebuild``) and for the
roster merge.
"""

from collections import defaultdict
from collections.abc import Iterable, Mapping

from django.db import connection
from django.db.models import OuterRef, Subquery

from core.statement_batches import Statement, run_together
from games.models import Hand, Seat
from games.plays import PLAY_COLUMNS, stored_play
from games.signals import GameEnd
from leagues.models import (
    League,
    LeagueGame,
    PartnershipTotals,
    PlayerTotals,
    RivalryTotals,
    StatsVersion,
)
from leagues.standings import upsert
from leagues.standings.deltas import GameDeltas


def write(deltas: GameDeltas, league_id: int, season_id: int | None) -> None:
    """Add a change of a game in this season (or outside any) to the season's rows and to
    the league's all-time rows."""
    write_all({(league_id, season_id): deltas})


def stats_changed(league_id: int) -> None:
    """Raise the league's stats version: its cached standings are answered again. One
    statement, in the caller's transaction, after the totals rows (see ``StatsVersion``)."""
    run_together([_stats_changed(league_id)])


def _stats_changed(league_id: int) -> Statement:
    return _bump_sql("VALUES (%s, 1)"), [league_id]


def _bump_sql(rows: str) -> str:
    table = connection.ops.quote_name(StatsVersion._meta.db_table)
    return (
        f"INSERT INTO {table} (league_id, version) {rows} "
        f"ON CONFLICT (league_id) DO UPDATE SET version = {table}.version + 1"
    )


def names_changed(player) -> None:
    """A roster player renamed: the league's standings show the new name at once."""
    if player.roster_id is None:
        return
    league = connection.ops.quote_name(League._meta.db_table)
    with connection.cursor() as cursor:
        rows = f"SELECT id, 1 FROM {league} WHERE roster_id = %s"
        cursor.execute(_bump_sql(rows), [player.roster_id])


def finished_when(game_id: int):
    """When a finished game finished: when its last hand was recorded. Taken from the
    hands, so a game that goes and comes back with the same hands (its seats changed)
    keeps its place in the order games finished, and a rebuild finds it again."""
    last = Hand.objects.filter(game_id=game_id).order_by("-number")
    return last.values_list("created_at", flat=True).first()


def last_hand_recorded() -> Subquery:
    """``finished_when`` of each league game of a query, as a subquery."""
    last = Hand.objects.filter(game_id=OuterRef("game_id")).order_by("-number")
    return Subquery(last.values("created_at")[:1])


def games_deltas(
    *,
    league_id: int | None = None,
    game_ids: Iterable[int] = (),
    sign: int = 1,
    moved: Mapping[int, int] | None = None,
) -> dict[tuple, GameDeltas]:
    """What a league's games (or these league games) add up to, by (league, season);
    ``sign`` -1 takes it away. With ``moved`` (player id: the player who takes their
    seats), what moving those seats changes instead: each game taken away as it is seated
    and added as it will be, so the rows of the players, partners and opponents who stay
    come out at zero and are not written. Three queries whatever their number: the games,
    their seats, their hands."""
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
    seatings = {game_id: _seatings(seated, sign, moved) for game_id, seated in seats.items()}
    found: dict[tuple, GameDeltas] = defaultdict(GameDeltas)
    for game_id, end in ends.items():
        if end.finished:
            for seated, signed in seatings[game_id]:
                found[where[game_id]].add_game(seated, end, signed)
    hands = Hand.objects.filter(**of_game).values_list("game_id", *PLAY_COLUMNS).order_by()
    for game_id, *columns in hands.iterator(chunk_size=5000):
        play = stored_play(*columns)
        for seated, signed in seatings[game_id]:
            found[where[game_id]].add_play(seated, play, signed)
    return found


def _seatings(seats: dict[int, int], sign: int, moved: Mapping[int, int] | None) -> list:
    """(seats, sign) to count a game with: as seated, or away as seated and back as moved."""
    if moved is None:
        return [(seats, sign)]
    after = {position: moved.get(player, player) for position, player in seats.items()}
    return [(seats, -1), (after, 1)]


def write_all(found: Mapping[tuple, GameDeltas]) -> None:
    """Add deltas by (league, season or None) to their seasons' rows and, summed, to each
    league's all-time rows (one statement per table and league), and raise each league's
    stats version: the statements sent together (``core.statement_batches``)."""
    leagues: dict[int, dict[int | None, GameDeltas]] = defaultdict(dict)
    for (league_id, season_id), deltas in found.items():
        leagues[league_id][season_id] = deltas
    statements = []
    for league_id, by_season in sorted(leagues.items()):
        periods = {season: deltas for season, deltas in by_season.items() if season is not None}
        periods[None] = _summed(by_season.values())
        for model, kind in TABLES:
            rows = {season: getattr(deltas, kind) for season, deltas in periods.items()}
            statements += upsert.statements(model, league_id, rows)
        statements.append(_stats_changed(league_id))
    run_together(statements)


def _summed(changes) -> GameDeltas:
    """One change as it is; several added up."""
    changes = list(changes)
    if len(changes) == 1:
        return changes[0]
    summed = GameDeltas()
    for deltas in changes:
        summed.add_deltas(deltas)
    return summed


#: Each totals table and the deltas (``GameDeltas``) it is written from.
TABLES = (
    (PlayerTotals, "players"),
    (PartnershipTotals, "partnerships"),
    (RivalryTotals, "rivalries"),
)
