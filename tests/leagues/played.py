"""League games played to the end through the services, for the tests that read what they
add up to (standings, statistics, pages). Seats 0 and 2 are team 0, seats 1 and 3 team 1."""

from games.services.hands import hand_record
from tests.games.support import loner, made
from tests.leagues.support import league_game


def won_by(league, by, seats, seat, season=None):
    """A finished game of ``seats`` that the side of ``seat`` wins 12 to 0 (three loners)."""
    game = league_game(league, by, seats, season=season)
    for _ in range(3):
        hand_record(game=game, record=loner(seat, 5), by=by)
    return game


def two_games_and_one_in_progress(league, by):
    """Bob and Dan win one, Ann and Dan the other; Eve, Bob, Fay and Dan have one hand."""
    won_by(league, by, ["Ann", "Bob", "Cat", "Dan"], 1)
    won_by(league, by, ["Ann", "Bob", "Dan", "Cat"], 0)
    unfinished = league_game(league, by, ["Eve", "Bob", "Fay", "Dan"])
    hand_record(game=unfinished, record=made(0, 3), by=by)
    return league
