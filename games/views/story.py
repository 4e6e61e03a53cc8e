"""A game's story page, its hands as a CSV download, and its share link as a QR code.

The story and the CSV are read by whoever may read the game (the share link too); the QR
code only by the owner, who shares the link. None of them is kept offline: they are
drawn from the hands on the server.
"""

from django.contrib.auth.views import redirect_to_login
from django.http import Http404, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.utils.translation import gettext, gettext_lazy, ngettext
from django.views.decorators.cache import never_cache

from core.csv_export import csv_response
from core.qr import qr_svg
from games.csv_rows import hand_rows, header_for
from games.links import share_url
from games.models import Game, Outcome
from games.permissions import SHARE_PARAM, Ability, allows
from games.selectors import game_get_for_user
from games.services.summary import game_story
from games.views.matches import match_line
from scoring import Suit

SUIT_SYMBOLS = {suit.label: suit.symbol for suit in Suit}


def _readable_game(request, pk) -> tuple[Game | None, str | None]:
    """The game if the caller may read it, signed in or not (a share link, a public
    league's game), and the share token it was read with. Signed out without a share
    link, ``None`` for a redirect to sign in; a 404 for a game they may not read."""
    share = request.GET.get(SHARE_PARAM)
    game = game_get_for_user(user=request.user, game_id=pk, share_token=share)
    if game is None and (request.user.is_authenticated or share):
        raise Http404("No such game.")
    return game, share


def _with_share(url: str, share: str | None) -> str:
    return f"{url}?{SHARE_PARAM}={share}" if share else url


@never_cache
def game_story_page(request, pk):
    game, share = _readable_game(request, pk)
    if game is None:
        return redirect_to_login(request.get_full_path())
    story = game_story(game=game).as_dict()
    for team in story["teams"]:
        team["name"] = game.shown_team_names[team["team"]]
    names = [seat.player.name for seat in game.seats.all()]
    hands = list(game.hands.order_by("number"))
    teams = story["teams"]
    context = {
        "game": game,
        "story": story,
        "title": _title(game),
        "match": match_line(game),
        "highlights": _highlights(story, names),
        "team_rows": _team_rows(teams),
        "players": story["players"],
        "suits": [
            {**suit, "symbol": SUIT_SYMBOLS[suit["trump"]], "name": _suit(suit["trump"])}
            for suit in story["suits"]
            if suit["called"]
        ],
        "hands": [_hand_line(game, hand, names) for hand in hands],
        "table_url": _with_share(reverse("games:game-detail", args=[game.pk]), share),
        "csv_url": _with_share(reverse("games:game-csv", args=[game.pk]), share),
    }
    return render(request, "games/game_story.html", context)


def _title(game: Game) -> str:
    names, score = game.shown_team_names, game.score
    if game.winner is not None:
        others = [points for side, points in enumerate(score) if side != game.winner]
        return gettext("%(team)s won %(won)s–%(lost)s") % {
            "team": names[game.winner],
            "won": score[game.winner],
            "lost": "–".join(map(str, others)),  # (three-handed: the two others')
        }
    if game.sides == 3:
        return gettext(
            "%(first)s %(first_score)s, %(second)s %(second_score)s, %(third)s %(third_score)s, "
            "in progress"
        ) % {
            "first": names[0],
            "first_score": score[0],
            "second": names[1],
            "second_score": score[1],
            "third": names[2],
            "third_score": score[2],
        }
    return gettext("%(first)s %(first_score)s–%(second_score)s %(second)s, in progress") % {
        "first": names[0],
        "first_score": score[0],
        "second_score": score[1],
        "second": names[1],
    }


def _times(count: int) -> str:
    if count == 1:
        return gettext("once")
    if count == 2:
        return gettext("twice")
    return ngettext("%(count)s time", "%(count)s times", count) % {"count": count}


#: Suits as the story names them (the stored label is the key).
SUIT_NAMES = {
    "spades": gettext_lazy("spades"),
    "hearts": gettext_lazy("hearts"),
    "diamonds": gettext_lazy("diamonds"),
    "clubs": gettext_lazy("clubs"),
}

#: A hand's outcome as the story's hand line ends it.
OUTCOME_WORDS = {
    Outcome.MADE: gettext_lazy("made"),
    Outcome.MARCH: gettext_lazy("march"),
    Outcome.LONER_MARCH: gettext_lazy("lone march"),
    Outcome.EUCHRED: gettext_lazy("euchred"),
    Outcome.DEFENDER_LONER_EUCHRE: gettext_lazy("euchred by a lone defender"),
    Outcome.PASSED_OUT: gettext_lazy("passed out"),
    Outcome.RENEGE: gettext_lazy("renege"),
}


def _suit(label: str | None) -> str:
    return str(SUIT_NAMES.get(label, label or ""))


def _most(rows: list[dict], key: str) -> dict | None:
    """The row with the most of ``key``; none when nobody has any, or several share it."""
    top = max((row[key] for row in rows), default=0)
    leaders = [row for row in rows if row[key] == top]
    return leaders[0] if top and len(leaders) == 1 else None


def _how_made(hand, names: list[str]) -> str:
    """How trump was made, as it happened: ordered up (picked up by the dealer), called in
    round 2, or named by the dealer on a joker turned up; the suit where it was noted."""
    if hand.round == 1:
        how = (
            gettext("%(name)s picked up %(suit)s")
            if hand.maker == hand.dealer
            else gettext("%(name)s ordered up %(suit)s")
        )
    elif hand.round == 2:
        how = gettext("%(name)s called %(suit)s")
    else:
        how = gettext("%(name)s named %(suit)s (joker turned up)")
    said = how % {"name": names[hand.maker], "suit": _suit(hand.trump)}
    return " ".join(said.split())  # (no suit noted: no gap where it would be)


def _made_trump_most(caller: dict) -> str:
    march = caller["maker_marches"]
    values = {
        "name": caller["name"],
        "called": _times(caller["maker_called"]),
        "made": _times(caller["maker_made"]),
        "marches": march,
    }
    if not march:
        return gettext("%(name)s made trump most: %(called)s, and made it %(made)s.") % values
    if march == 1:
        return (
            gettext("%(name)s made trump most: %(called)s, and made it %(made)s, one a march.")
            % values
        )
    return (
        ngettext(
            "%(name)s made trump most: %(called)s, and made it %(made)s, "
            "%(marches)s of them a march.",
            "%(name)s made trump most: %(called)s, and made it %(made)s, "
            "%(marches)s of them marches.",
            march,
        )
        % values
    )


def _highlights(story: dict, names: list[str]) -> list[str]:
    """A few lines a table would say about the game, from its story."""
    lines = []
    players, teams = story["players"], story["teams"]
    caller = _most(players, "maker_called")
    if caller:
        lines.append(_made_trump_most(caller))
    euchres = [f"{t['name']} {_times(t['euchres'])}" for t in teams if t["euchres"]]
    if euchres:
        listed = (
            euchres[0]
            if len(euchres) == 1
            else gettext("%(first)s and %(second)s") % {"first": euchres[0], "second": euchres[1]}
        )
        lines.append(gettext("Euchres: %(teams)s.") % {"teams": listed})
    loners = [p for p in players if p["loner_called"]]
    for player in loners:
        lines.append(
            ngettext(
                "%(name)s went alone %(times)s: %(count)s lone march.",
                "%(name)s went alone %(times)s: %(count)s lone marches.",
                player["loner_marches"],
            )
            % {
                "name": player["name"],
                "times": _times(player["loner_called"]),
                "count": player["loner_marches"],
            }
        )
    for player in (p for p in players if p["defending_alone_called"]):
        values = {
            "name": player["name"],
            "times": _times(player["defending_alone_called"]),
            "euchred": _times(player["defending_alone_euchres"]),
        }
        lines.append(
            gettext("%(name)s defended alone %(times)s and euchred the makers %(euchred)s.")
            % values
            if player["defending_alone_euchres"]
            else gettext("%(name)s defended alone %(times)s.") % values
        )
    for player in (p for p in players if p["reneges"]):
        lines.append(
            gettext("%(name)s reneged %(times)s.")
            % {"name": player["name"], "times": _times(player["reneges"])}
        )
    trumps = _most(story["suits"], "called")
    if trumps:
        lines.append(
            gettext("Trump most often: %(suit)s (%(times)s).")
            % {"suit": _suit(trumps["trump"]), "times": _times(trumps["called"])}
        )
    lead = story["largest_lead"]
    if lead:
        changes = story["lead_changes"]
        values = {
            "times": _times(changes),
            "points": lead["points"],
            "team": teams[lead["team"]]["name"],
        }
        lines.append(
            gettext(
                "The lead changed hands %(times)s; %(team)s had the largest, %(points)s points."
            )
            % values
            if changes
            else gettext("%(team)s led throughout, by %(points)s points at most.") % values
        )
    return lines


TEAM_ROWS = (
    ("points", gettext_lazy("Points")),
    ("points_as_makers", gettext_lazy("… as makers")),
    ("points_defending", gettext_lazy("… defending")),
    ("maker_called", gettext_lazy("Made trump")),
    ("maker_made", gettext_lazy("Made it")),
    ("maker_marches", gettext_lazy("Marches")),
    ("maker_euchred", gettext_lazy("Euchred")),
    ("euchres", gettext_lazy("Euchred the makers")),
    ("loners", gettext_lazy("Lone hands")),
    ("lone_marches", gettext_lazy("Lone marches")),
    ("lone_defences", gettext_lazy("Defended alone")),
    ("reneges", gettext_lazy("Reneges")),
    ("best_hand", gettext_lazy("Best hand")),
)


def _team_rows(teams: list[dict]) -> list[dict]:
    return [{"label": label, "values": [team[key] for team in teams]} for key, label in TEAM_ROWS]


def _hand_line(game: Game, hand, names: list[str]) -> dict:
    """A hand in a few words, as the story lists it."""
    if hand.maker is None:
        what = gettext("Passed out")
    elif hand.renege is not None:
        what = gettext("%(made)s; %(reneger)s reneged") % {
            "made": _how_made(hand, names),
            "reneger": names[hand.renege],
        }
    else:
        what = _how_made(hand, names)
        if hand.maker_loner is not None:
            what += ", " + gettext("%(name)s alone") % {"name": names[hand.maker_loner]}
        if hand.defender_loner is not None:
            what += ", " + gettext("%(name)s defended alone") % {"name": names[hand.defender_loner]}
        tricks = ngettext("%(count)s trick", "%(count)s tricks", hand.maker_tricks) % {
            "count": hand.maker_tricks
        }
        what += f": {tricks}, {OUTCOME_WORDS[Outcome(hand.outcome)]}"
    scored = ", ".join(
        f"+{hand.points} {game.shown_team_names[side]}" for side in _scoring_sides(game, hand)
    )
    return {
        "number": hand.number,
        "dealer": names[hand.dealer],
        "what": what,
        "trump": SUIT_SYMBOLS.get(hand.trump, ""),
        "trump_name": hand.trump,
        "scored": scored,
        "score": "–".join(map(str, hand.score)),
    }


def _scoring_sides(game: Game, hand) -> list[int]:
    """Who scored the hand's points: its scoring side, or (a three-handed euchre, no one
    scoring side) each of the maker's two opponents."""
    if hand.scoring_team is not None:
        return [hand.scoring_team]
    if game.sides == 3 and hand.points:
        return [seat for seat in range(3) if seat != hand.maker]
    return []


@never_cache
def game_hands_csv(request, pk):
    """The hands as a spreadsheet reads them: one row a hand, names as the table knows them."""
    game, _ = _readable_game(request, pk)
    if game is None:
        return redirect_to_login(request.get_full_path())
    names = [seat.player.name for seat in game.seats.all()]
    filename = f"euchre-game-{game.pk}-{game.created_at.date().isoformat()}.csv"
    return csv_response(
        filename, header_for(game), hand_rows(game, names, game.hands.order_by("number"))
    )


@never_cache
def share_qr(request, pk):
    """The read-only link as a QR code (an SVG image), for the owner while it is shared."""
    if not request.user.is_authenticated:
        raise Http404("No such game.")
    game = game_get_for_user(user=request.user, game_id=pk, with_seats=False)
    if game is None or not allows(game.role, Ability.MANAGE) or not game.share_token:
        raise Http404("No shared link for this game.")
    svg = qr_svg(
        share_url(request, game), title=gettext("QR code of the read-only link to this game")
    )
    # An image file of its own needs the SVG namespace that inline SVG does without.
    svg = svg.replace("<svg ", '<svg xmlns="http://www.w3.org/2000/svg" ', 1)
    return HttpResponse(svg, content_type="image/svg+xml")
