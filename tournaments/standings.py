"""Each player's running totals in a tournament (``Standing``), kept in the transaction of
every write that changes them, never recounted from the hands:

- a round's start adds a round played to each seated player and a bye to each who sits out;
- a hand recorded, undone or edited, or a table's game closed by the round's finish
  (``games.signals.hands_changed``), adds to each seat of its table the change in its
  side's score, in its side's round won (the winner), in the loners the seat made
  (``maker_loner``, taking 3 tricks or more) and the euchres it inflicted defending, and
  the tournament's scoring profile on the hands taken away and added: the lone march
  bonus to the lone player, the euchred penalty to each player of a euchred making side.

A bye credit is no running total: it is added when the standings are read
(``tournaments.selectors``), since the player's average moves with every hand.
"""

from collections import Counter
from dataclasses import dataclass
from functools import cache

from django.db import connection
from django.db.models import F, QuerySet

from core.prepared_queries import PreparedQuery
from games import groups
from games.models import Seat
from games.signals import HandsChange
from scoring.hands import side_of
from scoring.tally import Play
from tournaments.models import GROUP_KIND, Round, Standing, Tournament


@dataclass(frozen=True)
class Profile:
    lone_march_bonus: int = 0
    euchred_penalty: int = 0


def round_started(tournament: Tournament, round_: Round) -> None:
    seated = [player for table in round_.tables.all() for player in table.seats]
    rows = Standing.objects.filter(tournament=tournament)
    rows.filter(player__in=seated).update(rounds_played=F("rounds_played") + 1)
    if round_.byes:
        rows.filter(player__in=round_.byes).update(byes=F("byes") + 1)


def euchred(play: Play) -> bool:
    """The making side took fewer than 3 tricks (a renege is scored as its penalty)."""
    return play.maker is not None and play.renege is None and not play.made


def play_counts(play: Play, seat: int, profile: Profile) -> Counter:
    """What one hand adds to the seat's totals beyond the side's score."""
    makers = play.maker is not None and play.side(play.maker) == play.side(seat)
    lone_march = play.maker_loner == seat and play.march and play.renege is None
    return Counter(
        loners_made=int(play.maker_loner == seat and play.made),
        euchres=int(euchred(play) and not makers),
        points=profile.lone_march_bonus * lone_march
        - profile.euchred_penalty * (euchred(play) and makers),
    )


def seat_changes(change: HandsChange, seat: int, profile: Profile, players: int = 4) -> Counter:
    """What the change adds to the totals of the player at ``seat`` of a table of
    ``players`` (three: each scores alone)."""
    side = side_of(seat, players)
    found = Counter(
        points=change.after.points(side) - change.before.points(side),
        rounds_won=(change.after.winner == side) - (change.before.winner == side),
    )
    for play in change.added:
        found.update(play_counts(play, seat, profile))
    for play in change.removed:
        found.subtract(play_counts(play, seat, profile))
    return found


#: Where a seat's table's tournament is, from the seat.
SEATED_TOURNAMENT = "game__tournament_table__round__tournament"
#: Each seat's position and player, and the table's tournament and scoring profile.
SEATED_COLUMNS = (
    "position",
    "player_id",
    f"{SEATED_TOURNAMENT}_id",
    f"{SEATED_TOURNAMENT}__lone_march_bonus",
    f"{SEATED_TOURNAMENT}__euchred_penalty",
)


def _seated(game: int) -> QuerySet:
    return Seat.objects.filter(game_id=game).order_by().values_list(*SEATED_COLUMNS)


#: Compiled once: every hand write of a table's game reads it (unless the caller's role,
#: read with the seats, kept them: ``tournaments.group``).
SEATED = PreparedQuery(_seated)


def follow_hands(sender, change: HandsChange, **kwargs) -> None:
    """``games.signals.hands_changed``: the totals of the table's players follow its hands.
    The table's seats and the profile (read with the caller's role, else one query), then
    one statement for the players whose totals change."""
    if change.game.group_kind != GROUP_KIND:
        return
    changes, seats = {}, groups.take(change.game, GROUP_KIND) or SEATED.rows(change.game.pk)
    for position, player, _, *profile in seats:
        counted = seat_changes(change, position, Profile(*profile), len(seats))
        if any(counted.values()):
            changes[player] = counted
    if changes:
        _add(seats[0][2], changes)  # the table's tournament


#: The running totals a hand write changes.
COUNTED = ("points", "rounds_won", "loners_made", "euchres")


@cache
def _adding_sql(players: int) -> str:
    """The totals of ``players`` players of one tournament plus each one's deltas, in one
    statement (a ``CASE`` on the player per total), built once per count of players: the
    ORM built an ``UPDATE`` per seat on every hand (see docs/benchmarks.md), and one
    statement per seat cost PostgreSQL a plan each."""
    quote, meta = connection.ops.quote_name, Standing._meta
    column = {
        name: quote(meta.get_field(name).column) for name in (*COUNTED, "tournament", "player")
    }
    cases = " ".join(["WHEN %s THEN %s"] * players)
    added = ", ".join(
        f"{column[name]} = {column[name]} + CASE {column['player']} {cases} ELSE 0 END"
        for name in COUNTED
    )
    return (
        f"UPDATE {quote(meta.db_table)} SET {added} WHERE {column['tournament']} = %s "
        f"AND {column['player']} IN ({', '.join(['%s'] * players)})"
    )


def _add(tournament_id: int, changes: dict[int, Counter]) -> None:
    """Add each player's changes (by player id) to their totals in the tournament."""
    params = [
        value
        for name in COUNTED
        for player, counted in changes.items()
        for value in (player, counted[name])
    ]
    with connection.cursor() as cursor:
        cursor.execute(_adding_sql(len(changes)), [*params, tournament_id, *changes])
