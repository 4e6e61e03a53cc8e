"""Each player's running totals in a tournament (``Standing``), kept in the transaction of
every write that changes them, never recounted from the hands:

- a round's start adds a round played to each seated player and a bye to each who sits out;
- a hand recorded, undone or edited, or a table's game closed by the round's finish
  (``games.signals.hands_changed``), adds to each seat of its table the change in its
  side's score, in its side's round won (the winner), and in the loners the seat made
  (``maker_loner``, taking 3 tricks or more).
"""

from collections import Counter

from django.db.models import F

from games.models import Seat
from games.signals import HandsChange
from tournaments.models import GROUP_KIND, Round, Standing, Tournament


def round_started(tournament: Tournament, round_: Round) -> None:
    seated = [player for table in round_.tables.all() for player in table.seats]
    rows = Standing.objects.filter(tournament=tournament)
    rows.filter(player__in=seated).update(rounds_played=F("rounds_played") + 1)
    if round_.byes:
        rows.filter(player__in=round_.byes).update(byes=F("byes") + 1)


def loners_made(plays, seat: int) -> int:
    return sum(1 for play in plays if play.maker_loner == seat and play.made)


def seat_changes(change: HandsChange, seat: int) -> Counter:
    """What the change adds to the totals of the player at ``seat``."""
    team = seat % 2
    return Counter(
        points=change.after.score[team] - change.before.score[team],
        rounds_won=(change.after.winner == team) - (change.before.winner == team),
        loners_made=loners_made(change.added, seat) - loners_made(change.removed, seat),
    )


def follow_hands(sender, change: HandsChange, **kwargs) -> None:
    """``games.signals.hands_changed``: the totals of the table's players follow its hands.
    One query for the table's seats, one update per seat whose totals change."""
    if change.game.group_kind != GROUP_KIND:
        return
    seats = Seat.objects.filter(game_id=change.game.pk).values_list(
        "position", "player_id", "game__tournament_table__round__tournament_id"
    )
    for position, player, tournament in seats:
        changes = {field: delta for field, delta in seat_changes(change, position).items() if delta}
        if changes:
            Standing.objects.filter(tournament_id=tournament, player_id=player).update(
                **{field: F(field) + delta for field, delta in changes.items()}
            )
