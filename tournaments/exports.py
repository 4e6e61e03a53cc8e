"""A tournament's downloads: its standings and every deal of its tables with its round and
table as CSV rows (``games.csv_rows``' vocabulary after them), and the whole night as one
Euchre Match Notation document (``match_document``). Each is a fixed number of queries
however big the tournament."""

from django.db.models import Prefetch, QuerySet

from games import csv_rows
from games.models import Hand, Seat
from games.services.exports import game_document
from tournaments.models import Round, Table, Tournament
from tournaments.selectors import is_final, standings_of

#: Euchre Match Notation as NextSuit-Labs specify it, version 1.2.
MATCH_FILE_TYPE = "Euchre Match Notation"
MATCH_VERSION = "1.2"
MATCH_TYPE = "PROGRESSIVE"

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


def played_tables(tournament: Tournament) -> QuerySet[Table]:
    """The tables whose game started, round by round, table by table. Three queries: the
    tables with their rounds and games, the seats with their players, the hands."""
    return (
        Table.objects.filter(round__tournament=tournament, game__isnull=False)
        .select_related("round", "game")
        .prefetch_related(
            Prefetch("game__seats", queryset=Seat.objects.select_related("player")),
            Prefetch("game__hands", queryset=Hand.objects.order_by("number")),
        )
        .order_by("round__number", "number")
    )


def hand_rows(tournament: Tournament) -> list[list]:
    """Every deal, round by round, table by table, hand by hand (``played_tables``)."""
    rows = []
    for table in played_tables(tournament):
        game = table.game
        names = [seat.player.name for seat in game.seats.all()]
        rows.extend(
            [table.round.number, table.number, *row]
            for row in csv_rows.hand_rows(game, names, game.hands.all())
        )
    return rows


def _player_id(pk: int) -> str:
    return str(pk)


def match_document(tournament: Tournament) -> dict:
    """The tournament as a Euchre Match Notation document (match type ``PROGRESSIVE``).

    EMN's match layer as its specification has it: ``metadata`` (the players by id and
    name, the format with its number of rounds, the result from the standings) and
    ``games``, one per table whose game started, round by round, with the four player ids
    by seat in ``playersOverride`` (seats 0 and 2 partners, as EMN's North and South).
    EMN has no field for a game's round and table: they are kept beside it (``round``,
    ``table``). EMN embeds each game as Euchre Game Notation, which records every card
    played; a table's game records what each deal made, not its cards, so ``gameData``
    is the game's own export (``games.services.exports.game_document``, which its import
    reads back). Five queries: the standings, the rounds' count and ``played_tables``.
    """
    standings = standings_of(tournament=tournament)
    final = is_final(tournament)
    rounds = Round.objects.filter(tournament=tournament).count()
    games = [
        {
            "gameIndex": index,
            "round": table.round.number,
            "table": table.number,
            "playersOverride": [_player_id(seat.player_id) for seat in table.game.seats.all()],
            "gameData": game_document(table.game, table.game.hands.all()),
        }
        for index, table in enumerate(played_tables(tournament))
    ]
    return {
        "fileType": MATCH_FILE_TYPE,
        "version": MATCH_VERSION,
        "metadata": {
            "matchId": f"tournament-{tournament.pk}",
            "title": tournament.name,
            "date": tournament.created_at.isoformat(),
            "players": [
                {"id": _player_id(row.player_id), "name": row.player.name} for row in standings
            ],
            "matchFormat": {"type": MATCH_TYPE, "target": rounds},
            "result": {
                "status": "COMPLETED" if final else "IN_PROGRESS",
                "winner": [_player_id(row.player_id) for row in standings if row.rank == 1]
                if final
                else [],
                "scores": {_player_id(row.player_id): row.points for row in standings},
            },
        },
        "games": games,
    }
