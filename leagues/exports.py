"""The rows of a league's downloads: its standings and every hand of a period's games.
Each is a fixed number of queries however big the league."""

from django.db.models import Prefetch

from games import csv_rows
from games.models import Hand
from leagues.models import League
from leagues.selectors import league_games

STANDINGS_HEADER = [
    "rank", "player", "games", "wins", "losses", "win_pct", "points_for", "points_against",
    "point_difference",
]  # fmt: skip
PARTNERSHIPS_HEADER = [
    "rank", "player_1", "player_2", "games", "wins", "losses", "win_pct", "points_for",
    "points_against", "hands_played", "called", "made", "marches", "euchred",
]  # fmt: skip
#: Every hand of a period: the season, then a hand's row as every CSV of hands has it.
HANDS_HEADER = ["season", *csv_rows.HAND_HEADER]


def _pct(row: dict) -> str:
    return f"{float(row['win_pct']) * 100:.1f}"


def standings_rows(players: list[dict]) -> list[list]:
    return [
        [row["rank"], row["player"]["name"], row["games"], row["wins"], row["losses"],
         _pct(row), row["points_for"], row["points_against"],
         row["points_for"] - row["points_against"]]
        for row in players
    ]  # fmt: skip


def partnership_rows(pairs: list[dict]) -> list[list]:
    return [
        [row["rank"], row["players"][0]["name"], row["players"][1]["name"], row["games"],
         row["wins"], row["losses"], _pct(row), row["points_for"], row["points_against"],
         row["hands_played"], row["maker"]["called"], row["maker"]["made"],
         row["maker"]["marches"], row["maker"]["euchred"]]
        for row in pairs
    ]  # fmt: skip


def hand_rows(*, league: League, season: int | None) -> list[list]:
    """Every hand of the period's league games, game by game (oldest first), hand by hand.
    Three queries: the games, their seats, their hands."""
    hands = Hand.objects.order_by("number")
    games = (
        league_games(league=league, season=season)
        .select_related("league_game__season")
        .prefetch_related(Prefetch("hands", queryset=hands))
        .order_by("created_at", "pk")
    )
    rows = []
    for game in games:
        names = [seat.player.name for seat in game.seats.all()]
        season = game.league_game.season.name if game.league_game.season else None
        rows.extend([season, *row] for row in csv_rows.hand_rows(game, names, game.hands.all()))
    return rows
