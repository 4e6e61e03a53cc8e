"""A league's standings and statistics over the REST API: whoever may read the league may
read them; each is a fixed number of queries however big the league."""

from django.urls import path
from drf_spectacular.utils import OpenApiParameter
from rest_framework.pagination import LimitOffsetPagination
from rest_framework.response import Response

from core.api.schema import errors
from leagues.access import Need
from leagues.api.leagues import SEASON, LeagueView, documented
from leagues.api.stats_serializers import (
    MOST_ROWS,
    PAGE_ROWS,
    HeadToHeadQuerySerializer,
    HeadToHeadSerializer,
    PartnershipSerializer,
    PlayerStatsSerializer,
    RankedQuerySerializer,
    RatingEventSerializer,
    RatingSerializer,
    StandingsSerializer,
)
from leagues.api.versioned import versioned_answer
from leagues.selectors import two_players
from leagues.standings import ratings, statistics

PERIOD = "No `season`: all time. 400 SEASON_NOT_IN_LEAGUE for a season of another league."
PAGED = [
    OpenApiParameter(
        "limit",
        {"type": "integer", "minimum": 1, "maximum": MOST_ROWS, "default": PAGE_ROWS},
        description="Rows in the page, in standings order.",
    ),
    OpenApiParameter(
        "offset",
        {"type": "integer", "minimum": 0, "default": 0},
        description="Rows before the page; ranks are the league's, never the page's.",
    ),
]
VERSIONED = (
    " Answered with an `ETag`, the same until a hand, a game, a merge or a rename changes "
    "the league: send it back in `If-None-Match` for a 304 without the body."
)


def plain_rows(rows: list[dict]) -> list[dict]:
    """Ranked rows as their serializer writes them (tests/bench/test_league_bench.py holds
    the two equal): the rows are plain values already but for ``win_pct``, and building
    DRF's fields for each value of a page of rows took most of the answer's time."""
    for row in rows:
        row["win_pct"] = float(row["win_pct"])
    return rows


def ranked_question(request, kind: str, period: dict) -> str:
    """What a ranked answer depends on besides the league's version: the period, the page,
    and the host its links name."""
    page = f"{period['season']}:{period['offset']}:{period['limit']}"
    return f"{kind}:{page}:{request.get_host()}"


class RankedPagination(LimitOffsetPagination):
    """DRF's limit and offset page (``count``, ``next``, ``previous``, ``results``) of rows
    a selector has already read as one page (``leagues.standings.ranking``)."""

    default_limit = PAGE_ROWS
    max_limit = MOST_ROWS

    def page(self, request, period: dict, page) -> dict:
        self.request, self.count = request, page.count
        self.offset, self.limit = period["offset"], period["limit"]
        return self.get_paginated_response(plain_rows(page.rows)).data


class StatisticsView(LeagueView):
    pagination_class = None  # a period's rows come whole, already ranked


class StandingsView(StatisticsView):
    serializer_class = StandingsSerializer

    @documented(
        "league_standings",
        "A league's standings",
        parameters=[SEASON, *PAGED],
        description="Players and partnerships (four-handed games) with a finished game in "
        "the period, from finished games only. Ordered by `win_pct`, then `wins`, then "
        "`points_for - points_against`, all descending, then by name; rows equal on all "
        "three share a `rank` (1, 2, 2, 4). Read page by page: `limit` and `offset` cut "
        "both lists alike and `counts` says how many rows each has in full. " + PERIOD + VERSIONED,
        responses={200: StandingsSerializer, **errors(400, 404)},
    )
    def get(self, request, slug):
        league = self.league(Need.READ)
        period = self.period(league, RankedQuerySerializer)

        def build():
            body = statistics.standings(league=league, **period)
            plain_rows(body["players"]), plain_rows(body["partnerships"])
            return body

        question = ranked_question(request, "standings", period)
        return versioned_answer(request, league, question, build)


class PlayerStatsView(StatisticsView):
    serializer_class = PlayerStatsSerializer

    @documented(
        "league_player_stats",
        "A player's statistics",
        parameters=[SEASON],
        description="The standing fields (finished games) and, from every hand the player "
        "sat at, finished game or not, their making, defending and going alone; their best "
        "partner and nemesis (3 finished games together or against at least). " + PERIOD,
        responses={200: PlayerStatsSerializer, **errors(400, 404)},
    )
    def get(self, request, slug, player_id):
        league = self.league(Need.READ)
        period = self.period(league)
        player = self.roster_player(league)
        body = statistics.player_stats(league=league, season=period["season"], player=player)
        return Response(PlayerStatsSerializer(body).data)


class PartnershipsView(StatisticsView):
    serializer_class = PartnershipSerializer
    pagination_class = RankedPagination

    @documented(
        "league_partnerships",
        "A league's partnerships",
        parameters=[SEASON, *PAGED],
        description="Every pair who sat as partners in the period, in standings order: the "
        "standing fields from their finished games, `hands_played` and `maker` from every "
        "hand of their games, finished or not. A page in DRF's form: `count` (every row), "
        "`next` and `previous` (links to the pages beside it, or null), `results`. "
        + PERIOD
        + VERSIONED,
        responses={200: PartnershipSerializer(many=True), **errors(400, 404)},
    )
    def get(self, request, slug):
        league = self.league(Need.READ)
        period = self.period(league, RankedQuerySerializer)

        def build():
            page = statistics.partnerships(league=league, **period)
            return RankedPagination().page(request, period, page)

        question = ranked_question(request, "partnerships", period)
        return versioned_answer(request, league, question, build)


class RatingsView(StatisticsView):
    serializer_class = RatingSerializer

    @documented(
        "league_ratings",
        "A league's ratings",
        parameters=[SEASON],
        description="Every player with a finished game in the period, highest `rating` "
        "first (then by name). OpenSkill's Plackett-Luce model rates each finished game as "
        "two teams, in the order games finished; `rating` is 40 × mu (1000 for a new "
        "player): it goes up with each game the player's side wins, down with each it "
        "loses. A season's ratings start afresh. " + PERIOD,
        responses={200: RatingSerializer(many=True), **errors(400, 404)},
    )
    def get(self, request, slug):
        league = self.league(Need.READ)
        period = self.period(league)
        # Plain values already, as RatingSerializer writes them (the test above holds both).
        return Response(ratings.ratings_table(league_id=league.pk, season=period["season"]))


class RatingHistoryView(StatisticsView):
    serializer_class = RatingEventSerializer

    @documented(
        "league_player_ratings",
        "A player's rating history",
        parameters=[SEASON],
        description="The player's rating after each finished game of the period, in the "
        "order the games were rated. " + PERIOD,
        responses={200: RatingEventSerializer(many=True), **errors(400, 404)},
    )
    def get(self, request, slug, player_id):
        league = self.league(Need.READ)
        period = self.period(league)
        player = self.roster_player(league)
        rows = ratings.rating_history(
            league_id=league.pk, season=period["season"], player_id=player.pk
        )
        return Response(RatingEventSerializer(rows, many=True).data)


class HeadToHeadView(StatisticsView):
    serializer_class = HeadToHeadSerializer

    @documented(
        "league_head_to_head",
        "Two players, head to head",
        parameters=[
            SEASON,
            OpenApiParameter(
                "players", str, required=True, description="Two roster players' ids: `12,34`."
            ),
        ],
        description="Their finished games on opposite sides (`against`: how many, and each "
        "one's wins, in the order asked) and as partners (`partners`: the standing fields). "
        "400 PLAYERS_INVALID unless `players` names two different ids, "
        "PLAYER_NOT_IN_LEAGUE for a player of another roster. " + PERIOD,
        responses={200: HeadToHeadSerializer, **errors(400, 404)},
    )
    def get(self, request, slug):
        league = self.league(Need.READ)
        period = self.period(league, HeadToHeadQuerySerializer)
        players = two_players(league, period["players"])
        body = statistics.head_to_head(league=league, season=period["season"], players=players)
        return Response(HeadToHeadSerializer(body).data)


urlpatterns = [
    path("leagues/<slug:slug>/standings/", StandingsView.as_view(), name="league-standings"),
    path(
        "leagues/<slug:slug>/players/<id:player_id>/stats/",
        PlayerStatsView.as_view(),
        name="league-player-stats",
    ),
    path(
        "leagues/<slug:slug>/partnerships/",
        PartnershipsView.as_view(),
        name="league-partnerships",
    ),
    path("leagues/<slug:slug>/head-to-head/", HeadToHeadView.as_view(), name="league-head-to-head"),
    path("leagues/<slug:slug>/ratings/", RatingsView.as_view(), name="league-ratings"),
    path(
        "leagues/<slug:slug>/players/<id:player_id>/ratings/",
        RatingHistoryView.as_view(),
        name="league-player-ratings",
    ),
]
