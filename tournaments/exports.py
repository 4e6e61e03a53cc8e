"""The rows of a tournament's downloads: its standings, and every deal of its tables with
its round and table (``games.csv_rows``' vocabulary after them). Each is a fixed number of
queries however big the tournament."""

from django.db.models import Prefetch

from games import csv_rows
from games.models import Hand, Seat
from tournaments.models import Table, Tournament
from tournaments.selectors import standings_of

STANDINGS_HEADER = [
    "rank", "player", "points", "rounds_played", "rounds_won", "byes", "loners_made",
    "euchres",
]  # fmt: skip
HANDS_HEADER = ["round", "table", *csv_rows.HAND_HEADER]


def standings_rows(tournament: Tournament) -> list[list]:
    return [
        [row.rank, row.player.name, row.points, row.rounds_played, row.rounds_won, row.byes,
         row.loners_made, row.euchres]
        for row in standings_of(tournament=tournament)
    ]  # fmt: skip


def hand_rows(tournament: Tournament) -> list[list]:
    """Every deal, round by round, table by table, hand by hand. Three queries: the tables
    with their rounds and games, the seats with their players, the hands."""
    tables = (
        Table.objects.filter(round__tournament=tournament, game__isnull=False)
        .select_related("round", "game")
        .prefetch_related(
            Prefetch("game__seats", queryset=Seat.objects.select_related("player")),
            Prefetch("game__hands", queryset=Hand.objects.order_by("number")),
        )
        .order_by("round__number", "number")
    )
    rows = []
    for table in tables:
        game = table.game
        names = [seat.player.name for seat in game.seats.all()]
        rows.extend(
            [table.round.number, table.number, *row]
            for row in csv_rows.hand_rows(game, names, game.hands.all())
        )
    return rows
