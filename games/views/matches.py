"""A match in words, as the games list and the story page say it."""

from django.utils.translation import gettext, ngettext

from games.models import Game, MatchFormat


def _kind(match_format: str, length: int, *, sentence_start: bool) -> str:
    """ "best of 3" (within a sentence) or "Best of 3" (starting one)."""
    if match_format == MatchFormat.BEST_OF:
        if sentence_start:
            words = ngettext("Best of %(count)s", "Best of %(count)s", length)
        else:
            words = ngettext("best of %(count)s", "best of %(count)s", length)
    elif sentence_start:
        words = ngettext("First to %(count)s", "First to %(count)s", length)
    else:
        words = ngettext("first to %(count)s", "first to %(count)s", length)
    return words % {"count": length}


def match_line(game: Game) -> str | None:
    """ "Best of 3 · Us 1–0 Them · game 2", or "Us won the match 2–1 (best of 3)"."""
    match = getattr(game, "match_fields", None)
    if match is None:
        return None
    names, wins = game.shown_team_names, match["wins"]
    if match["winner"] is not None:
        won, lost = wins[match["winner"]], wins[1 - match["winner"]]
        return gettext("%(team)s won the match %(won)s–%(lost)s (%(kind)s)") % {
            "team": names[match["winner"]],
            "won": won,
            "lost": lost,
            "kind": _kind(match["format"], match["length"], sentence_start=False),
        }
    kind = _kind(match["format"], match["length"], sentence_start=True)
    number = gettext("game %(number)s") % {"number": match["number"]}
    return f"{kind} · {names[0]} {wins[0]}–{wins[1]} {names[1]} · {number}"
