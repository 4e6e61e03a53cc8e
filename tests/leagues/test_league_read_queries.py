"""Every statistics read of a league runs a fixed number of queries: the same in a league
of 10 finished games as in one of 1,000 (written in bulk, then the totals rebuilt)."""

import datetime
import itertools
from urllib.parse import parse_qsl

import pytest
from django.core.cache import cache
from django.db import connection
from django.test.utils import CaptureQueriesContext

from games.models import Game, Hand, Player, Seat, Status
from games.services.hands import hand_record
from leagues.models import LeagueGame, PlayerTotals, Season
from leagues.standings.rebuild import league_stats_rebuild
from tests.conftest import signed_in
from tests.games.support import loner
from tests.leagues.support import league_game

pytestmark = pytest.mark.django_db

# A page of ranked rows (leagues.standings.ranking): three index reads for the first page,
# a fourth after it (the rows stronger than the page).
PAGE = ("count", "page's strengths", "rows of the page's band")
LATER_PAGE = (*PAGE, "rows stronger than the page")

# Each read: the league with the caller's role, then ``season``'s check when one is asked,
# then the reads named.
READS = {
    "standings/": [
        "the stats version",
        *(f"{kind}' {read}" for kind in ("players", "partnerships") for read in PAGE),
        "the players' results still pending or disputed",
    ],
    "partnerships/": ["the stats version", *(f"partnerships' {read}" for read in PAGE)],
    "partnerships/?offset=2&limit=3": [
        "the stats version",
        *(f"partnerships' {read}" for read in LATER_PAGE),
    ],
    "standings/?offset=3": [
        "the stats version",
        *(f"{kind}' {read}" for kind in ("players", "partnerships") for read in LATER_PAGE),
        "the players' results still pending or disputed",
    ],
    "players/{player}/stats/": [
        "the roster player",
        "the player's totals",
        "the player's partnerships",
        "the player's opponents",
        "whether the ratings are due a replay (leagues.standings.ratings.settle)",
        "the player's rating",
    ],
    "ratings/": ["whether the ratings are due a replay", "the ratings"],
    "players/{player}/ratings/": [
        "the roster player",
        "whether the ratings are due a replay",
        "the player's ratings",
    ],
    "head-to-head/": [
        "the two players",
        "their games against each other",
        "their games as partners",
    ],
}

#: The head-to-head's two players: Ann and Bob.
PAIR = {"head-to-head/": "{player},{other}"}

POOL = ("Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal")


def finished_template(league, by) -> Game:
    game = league_game(league, by, POOL[:4])
    for _ in range(3):
        hand_record(game=game, record=loner(1, 5), by=by)
    game.refresh_from_db()
    return game


def bulk_games(league, template: Game, count: int, season: Season) -> None:
    """``count`` more finished games like ``template``, seated in turn from the pool."""
    players = [Player.objects.get_or_create(roster=league.roster, name=name)[0] for name in POOL]
    fields = {
        name: getattr(template, name)
        for name in ("owner_id", "variant", "target", "options", "first_dealer", "team_names",
                     "next_dealer", "roster_id", "group_kind", "score_0", "score_1", "winner",
                     "hands_played")
    }  # fmt: skip
    games = Game.objects.bulk_create(Game(**fields, status=Status.FINISHED) for _ in range(count))
    LeagueGame.objects.bulk_create(
        LeagueGame(game=game, league=league, season=season, finished_at=template.updated_at)
        for game in games
    )
    seatings = itertools.cycle(itertools.permutations(players, 4))
    Seat.objects.bulk_create(
        Seat(game=game, position=position, player=player)
        for game in games
        for position, player in enumerate(next(seatings))
    )
    hands = list(template.hands.values())
    for hand in hands:
        del hand["id"], hand["game_id"]
    Hand.objects.bulk_create(Hand(game=game, **hand) for game in games for hand in hands)


def request(league, path: str, **params) -> tuple[str, dict]:
    """The read's URL and query parameters, naming Ann (and Bob)."""
    ann, bob = (league.roster.players.get(name=name).pk for name in ("Ann", "Bob"))
    if path in PAIR:
        params["players"] = PAIR[path].format(player=ann, other=bob)
    path, _, query = path.partition("?")
    params.update(parse_qsl(query))
    return f"/api/v1/leagues/{league.slug}/{path.format(player=ann)}", params


def read_queries(api, league, path: str) -> int:
    """A read's queries when nothing is cached (standings and partnerships are, once read:
    tests/leagues/test_league_versioned_reads.py)."""
    cache.clear()
    url, params = request(league, path)
    with CaptureQueriesContext(connection) as queries:
        response = api.get(url, params)
    assert response.status_code == 200, response.content
    return len(queries)


@pytest.mark.parametrize("path", READS)
def test_a_read_runs_a_fixed_number_of_queries(member, league, path, django_assert_num_queries):
    season = Season.objects.create(league=league, name="S", starts_on=datetime.date(2020, 1, 1))
    template = finished_template(league, member)
    api = signed_in(member)
    bulk_games(league, template, 9, season)
    league_stats_rebuild(league=league)
    url, params = request(league, path)

    with django_assert_num_queries(1 + len(READS[path])):
        assert api.get(url, params).status_code == 200
    with django_assert_num_queries(2 + len(READS[path])):  # + the season's check
        assert api.get(url, {**params, "season": season.pk}).status_code == 200


def test_reads_do_not_grow_with_the_league(member, league):
    season = Season.objects.create(league=league, name="S", starts_on=datetime.date(2020, 1, 1))
    template = finished_template(league, member)
    api = signed_in(member)
    bulk_games(league, template, 9, season)
    league_stats_rebuild(league=league)
    in_10 = {path: read_queries(api, league, path) for path in READS}
    assert PlayerTotals.objects.filter(league=league, season=None).exclude(games=0).count() == 8

    bulk_games(league, template, 990, season)
    league_stats_rebuild(league=league)

    assert LeagueGame.objects.filter(league=league, finished_at__isnull=False).count() == 1000
    standings = api.get(f"/api/v1/leagues/{league.slug}/standings/").json()
    assert sum(row["games"] for row in standings["players"]) == 4000
    assert {path: read_queries(api, league, path) for path in READS} == in_10
    assert in_10 == {path: 1 + len(reads) for path, reads in READS.items()}


def test_finishing_a_game_and_the_next_ratings_read_cost_the_same_in_10_or_1000_games(
    member, league
):
    """The hand that finishes a game leaves the ratings due; the next read of the ratings
    replays them (that game alone), and the read after that finds nothing due."""
    season = Season.objects.create(league=league, name="S", starts_on=datetime.date(2020, 1, 1))
    template = finished_template(league, member)
    bulk_games(league, template, 9, season)
    league_stats_rebuild(league=league)
    api = signed_in(member)

    def finishing_hand() -> tuple[int, int, int]:
        game = league_game(league, member, POOL[4:])
        for _ in range(2):
            hand_record(game=game, record=loner(0, 5), by=member)
        with CaptureQueriesContext(connection) as queries:
            response = api.post(f"/api/v1/games/{game.pk}/hands/", loner(0, 5))
        assert response.status_code == 201, response.content
        return (
            len(queries),
            read_queries(api, league, "ratings/"),
            read_queries(api, league, "ratings/"),
        )

    in_10 = finishing_hand()
    bulk_games(league, template, 990, season)
    league_stats_rebuild(league=league)
    assert finishing_hand() == in_10
    hand, replaying, settled = in_10
    assert settled == 1 + len(READS["ratings/"]) < replaying
