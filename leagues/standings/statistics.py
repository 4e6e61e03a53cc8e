"""A league's standings and statistics, read from its totals rows (``leagues.models``),
never from the hands: each read is a fixed number of queries however big the league.

A period is a season of the league, or all time (``season`` None): each has rows of its
own, so a read never adds rows up (``leagues.models.Totals``).

Standings order rows by win fraction, then wins, then points for minus points against,
all descending, then by name (a partnership's name: its two names, lower id first);
rows equal on the first three share a rank (1, 2, 2, 4). Partnerships without a finished
game in the period (listed by ``partnerships``, never in standings) come last. Lists are
read a page at a time, as a range of the ranking's index (``leagues.standings.ranking``).
"""

from dataclasses import dataclass
from fractions import Fraction

from django.db.models import Q, QuerySet
from django.utils.translation import gettext, gettext_noop

from games.selectors import open_results
from leagues.errors import LeagueCode, LeagueError
from leagues.models import League, PartnershipTotals, PlayerTotals, RivalryTotals
from leagues.standings import ratings
from leagues.standings.ranking import STRENGTH, Page, ranked_page, strength_of, stronger_than
from leagues.standings.upsert import counter_columns
from scoring import Suit
from scoring.tally import GameCounts

#: Games together (best partner) or against (nemesis) before a name is given.
ACQUAINTED = 3

STANDING = GameCounts.names()
SUITS = sorted(suit.label for suit in Suit)  # the trump suits, as the rules core names them


def season_checked(league: League, season: int | None) -> int | None:
    """The season's id if it is the league's (one query); 400 SEASON_NOT_IN_LEAGUE if not."""
    if season is not None and not league.seasons.filter(pk=season).exists():
        raise LeagueError(
            LeagueCode.SEASON_NOT_IN_LEAGUE,
            gettext("The league has no season %(season)s.") % {"season": season},
            field="season",
        )
    return season


def _in_period(model, league: League, season: int | None) -> QuerySet:
    """The period's own rows: a season's, or the all-time rows (``season`` None)."""
    return model.objects.filter(league=league, period=season or 0)


def _one_row(rows: QuerySet, names) -> dict:
    """The ``names`` counters of a key's row in the period (its unique key makes it one),
    0s when there is none. Read as values: as an aggregate of sums over that one row, the
    player's thirty counters took 3.7 ms to read at a million hands, as values 1.3 ms."""
    return rows.values(*names).first() or dict.fromkeys(names, 0)


def win_pct(games: int, wins: int) -> Fraction:
    return Fraction(wins, games) if games else Fraction(0)


def _standing(row: dict) -> dict:
    """A row's standing fields, ``win_pct`` a fraction."""
    found = {name: row[name] or 0 for name in STANDING}
    found["win_pct"] = win_pct(found["games"], found["wins"])
    return found


#: How standings break ties, in the order ``leagues.standings.ranking`` applies them: said
#: on every page that shows standings, so the words and the order cannot drift apart.
TIE_BREAKERS = (
    gettext_noop("the larger share of games won"),
    gettext_noop("then more wins"),
    gettext_noop("then more points scored than let in"),
    gettext_noop("then by name; rows equal on all three share a rank"),
)


def tie_breakers_in_words() -> list[str]:
    """``TIE_BREAKERS`` in the reader's language."""
    return [gettext(words) for words in TIE_BREAKERS]


def _ref(player_id: int, name: str) -> dict:
    return {"id": player_id, "name": name}


PAIR_NAMES = ("player_1_id", "player_1__name", "player_2_id", "player_2__name")


def _pair(row: dict) -> list[dict]:
    return [
        _ref(row["player_1_id"], row["player_1__name"]),
        _ref(row["player_2_id"], row["player_2__name"]),
    ]


def _pair_name(row: dict) -> str:
    return f"{row['player_1__name']} & {row['player_2__name']}"


def _ranked(page: Page, shape) -> Page:
    return Page(page.count, [{**shape(row), "rank": row["rank"]} for row in page.rows])


def _player_standing(row: dict) -> dict:
    return {"player": _ref(row["player_id"], row["player__name"]), **_standing(row)}


PLAYER_ROW = ("player_id", "player__name", *STANDING)


def _players_ranked(league: League, season: int | None) -> QuerySet:
    """The period's players with a finished game."""
    return _in_period(PlayerTotals, league, season).filter(win_share__gte=0)


def player_standings(
    *, league: League, season: int | None, offset: int = 0, limit: int | None = None
) -> Page:
    """Players with at least one finished game in the period, ranked: a page of them
    (``limit`` None: every row from ``offset``), each with its unsettled results. Five
    queries."""
    rows = _players_ranked(league, season)
    page = ranked_page(
        rows, PLAYER_ROW, name=lambda row: row["player__name"], offset=offset, limit=limit
    )
    page = _ranked(page, _player_standing)
    return Page(page.count, _with_open_results(league, season, page.rows))


def _with_open_results(league: League, season: int | None, rows: list[dict]) -> list[dict]:
    """Each player row with how many of the player's finished games in the period wait
    for the other side's confirmation (``pending``) or an admin's (``disputed``). One
    query."""
    games = {"league_game__league": league}
    if season is not None:
        games["league_game__season_id"] = season
    found = open_results([row["player"]["id"] for row in rows], **games)
    return [{**row, **found[row["player"]["id"]]} for row in rows]


def player_standing(*, league: League, season: int | None, player_id: int) -> dict | None:
    """One player's standings row, ranked among the period's (None without a finished
    game). Three queries."""
    row = _players_ranked(league, season).filter(player_id=player_id)
    row = row.values(*PLAYER_ROW, *STRENGTH).first()
    if row is None:
        return None
    before = _players_ranked(league, season).filter(stronger_than(strength_of(row))).count()
    return _with_open_results(league, season, [{**_player_standing(row), "rank": before + 1}])[0]


def partnership_standings(
    *, league: League, season: int | None, offset: int = 0, limit: int | None = None
) -> Page:
    """Partnerships with at least one finished game in the period, ranked. Four queries."""
    rows = _in_period(PartnershipTotals, league, season).filter(win_share__gte=0)
    fields = (*PAIR_NAMES, *STANDING)
    page = ranked_page(rows, fields, name=_pair_name, offset=offset, limit=limit)
    return _ranked(page, lambda row: {"players": _pair(row), **_standing(row)})


def standings(
    *, league: League, season: int | None, offset: int = 0, limit: int | None = None
) -> dict:
    """Players and partnerships with at least one finished game in the period, ranked, the
    same page of each, and how many rows each has in full. Nine queries."""
    period = {"league": league, "season": season, "offset": offset, "limit": limit}
    players, pairs = player_standings(**period), partnership_standings(**period)
    return {
        "players": players.rows,
        "partnerships": pairs.rows,
        "counts": {"players": players.count, "partnerships": pairs.count},
    }


MAKER = ("called", "made", "marches", "euchred")


def _partnership(row: dict) -> dict:
    return {
        "players": _pair(row),
        **_standing(row),
        "hands_played": row["hands_played"] or 0,
        "maker": {name: row[f"maker_{name}"] or 0 for name in MAKER},
    }


def partnerships(
    *, league: League, season: int | None, offset: int = 0, limit: int | None = None
) -> Page:
    """Every pair who sat as partners in the period (a hand played, or a finished game),
    in standings order, those without a finished game after: a page of them. Four
    queries."""
    rows = _in_period(PartnershipTotals, league, season).filter(
        Q(hands_played__gt=0) | Q(games__gt=0)
    )
    fields = (*PAIR_NAMES, *counter_columns(PartnershipTotals))
    page = ranked_page(rows, fields, name=_pair_name, offset=offset, limit=limit)
    return _ranked(page, _partnership)


@dataclass(frozen=True)
class Acquaintance:
    """Another player and the finished games shared with them (together or against)."""

    player: dict
    games: int
    wins: int

    @property
    def win_pct(self) -> Fraction:
        return win_pct(self.games, self.wins)


def best_partner(found: list[Acquaintance]) -> Acquaintance | None:
    """The partner of at least ``ACQUAINTED`` finished games with whom the player won the
    largest fraction; then the one of more games together; then by name."""
    known = [one for one in found if one.games >= ACQUAINTED]
    known.sort(key=lambda one: one.player["name"].casefold())
    known.sort(key=lambda one: (one.win_pct, one.games), reverse=True)
    return known[0] if known else None


def nemesis(found: list[Acquaintance]) -> Acquaintance | None:
    """The opponent of at least ``ACQUAINTED`` finished games against whom the player won
    the smallest fraction, provided that is under a half (none beats a player who wins as
    often as they lose); then the one of more games against; then by name."""
    known = [one for one in found if one.games >= ACQUAINTED and one.win_pct < Fraction(1, 2)]
    known.sort(key=lambda one: one.player["name"].casefold())
    known.sort(key=lambda one: (-one.win_pct, one.games), reverse=True)
    return known[0] if known else None


def _partners_of(league: League, season: int | None, player_id: int) -> list[Acquaintance]:
    found = []
    rows = _in_period(PartnershipTotals, league, season).filter(
        Q(player_1_id=player_id) | Q(player_2_id=player_id)
    )
    for row in rows.values(*PAIR_NAMES, "games", "wins"):
        other = [ref for ref in _pair(row) if ref["id"] != player_id][0]
        found.append(Acquaintance(other, row["games"] or 0, row["wins"] or 0))
    return found


def _opponents_of(league: League, season: int | None, player_id: int) -> list[Acquaintance]:
    rows = (
        _in_period(RivalryTotals, league, season)
        .filter(player_id=player_id)
        .values("opponent_id", "opponent__name", "games", "wins")
        .order_by()
    )
    return [
        Acquaintance(_ref(row["opponent_id"], row["opponent__name"]), row["games"], row["wins"])
        for row in rows
    ]


def _acquaintance(one: Acquaintance | None) -> dict | None:
    if one is None:
        return None
    return {"player": one.player, "games": one.games, "wins": one.wins}


def player_stats(*, league: League, season: int | None, player) -> dict:
    """A roster player's standing (finished games), hand statistics (every hand), best
    partner, nemesis and rating in the period. Four queries."""
    totals = _in_period(PlayerTotals, league, season).filter(player=player)
    counts = _one_row(totals, counter_columns(PlayerTotals))
    standing = _standing(counts)
    called, made = counts["maker_called"], counts["maker_made"]
    return {
        "player": _ref(player.pk, player.name),
        **standing,
        "hands": counts["hands"],
        "sat_out": counts["sat_out"],
        "hands_played": counts["hands_played"],
        "maker": {
            "called": called,
            "made": made,
            "marches": counts["maker_marches"],
            "euchred": counts["maker_euchred"],
            "make_pct": Fraction(made, called) if called else None,
            "by_trump": {
                suit: {"called": counts[f"{suit}_called"], "made": counts[f"{suit}_made"]}
                for suit in SUITS
            },
        },
        "defending": {
            "hands": counts["defending_hands"],
            "euchres": counts["defending_euchres"],
        },
        "loners": {
            "called": counts["loner_called"],
            "made": counts["loner_made"],
            "marches": counts["loner_marches"],
        },
        "defending_alone": {
            "called": counts["defending_alone_called"],
            "euchres": counts["defending_alone_euchres"],
        },
        "best_partner": _acquaintance(best_partner(_partners_of(league, season, player.pk))),
        "nemesis": _acquaintance(nemesis(_opponents_of(league, season, player.pk))),
        "rating": ratings.rating_of(league_id=league.pk, season=season, player_id=player.pk),
    }


def head_to_head(*, league: League, season: int | None, players: list) -> dict:
    """Two roster players' finished games against each other (each one's wins) and as
    partners. Two queries."""
    first, second = players
    against = dict.fromkeys((first.pk, second.pk), 0)
    games = 0
    rivalry = (
        _in_period(RivalryTotals, league, season)
        .filter(player_id__in=against, opponent_id__in=against)
        .values("player_id", "games", "wins")
        .order_by()
    )
    for row in rivalry:
        against[row["player_id"]] = row["wins"]
        games = max(games, row["games"])
    low, high = sorted((first.pk, second.pk))
    together = _in_period(PartnershipTotals, league, season).filter(
        player_1_id=low, player_2_id=high
    )
    partners = _standing(_one_row(together, STANDING))
    return {
        "players": [_ref(first.pk, first.name), _ref(second.pk, second.name)],
        "against": {"games": games, "wins": [against[first.pk], against[second.pk]]},
        "partners": partners,
    }
