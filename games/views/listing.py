"""A game as a list of games shows it, on the app's pages and on a league's: the names by
seat, each team's name, players and score, and the winning team's name."""


def game_entry(game) -> dict:
    """``game`` comes with its seats and their players prefetched."""
    seats = [seat.player.name for seat in game.seats.all()]
    teams = [
        {
            "name": team["name"],
            "players": " & ".join(seats[seat] for seat in team["seats"]),
            "score": team["score"],
        }
        for team in game.shown_teams
    ]
    winner = None if game.winner is None else teams[game.winner]["name"]
    return {"game": game, "seats": seats, "teams": teams, "winner": winner}
