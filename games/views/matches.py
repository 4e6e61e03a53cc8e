"""A match in words, as the games list and the story page say it."""

from games.models import Game, MatchFormat


def match_line(game: Game) -> str | None:
    """ "Best of 3 · Us 1–0 Them · game 2", or "Us won the match 2–1 (best of 3)"."""
    match = getattr(game, "match_fields", None)
    if match is None:
        return None
    kind = f"{MatchFormat(match['format']).label.lower()} {match['length']}"
    names, wins = game.team_names, match["wins"]
    if match["winner"] is not None:
        won, lost = wins[match["winner"]], wins[1 - match["winner"]]
        return f"{names[match['winner']]} won the match {won}–{lost} ({kind})"
    return (
        f"{kind.capitalize()} · {names[0]} {wins[0]}–{wins[1]} {names[1]} · game {match['number']}"
    )
