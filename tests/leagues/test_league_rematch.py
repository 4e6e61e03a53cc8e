"""A rematch of a league game over the API (docs/api.md, "Matches" and "League games"): the
league's next game, the same roster players in the same seats, in the season holding today;
refused (404, 403) to whoever may not start the league's games before anything else, never
as a match, and started once however often it is sent."""

import datetime
import uuid

import pytest
from django.utils import timezone

from games.models import Game, Match
from games.services.hands import hand_record
from leagues.models import LeagueGame, PlayerTotals, Season
from leagues.services.leagues import league_create
from tests.conftest import signed_in
from tests.factories import UserFactory
from tests.games.support import loner
from tests.leagues.played import won_by
from tests.leagues.support import league_game

pytestmark = pytest.mark.django_db

GAMES = "/api/v1/games/"


def rematch(user, game, **more):
    return signed_in(user).post(GAMES, {"rematch_of": game.pk, **more})


def stored() -> tuple:
    return (
        list(Game.objects.order_by("pk").values()),
        list(LeagueGame.objects.order_by("pk").values()),
        list(Match.objects.values()),
    )


def test_a_rematch_of_a_league_game_is_the_leagues_next_game(admin, member, league):
    today = timezone.localdate()
    old = Season.objects.create(
        league=league, name="Old", starts_on=today - datetime.timedelta(days=60),
        ends_on=today - datetime.timedelta(days=1),
    )  # fmt: skip
    now = Season.objects.create(league=league, name="Now", starts_on=today)
    first = Game.objects.get(pk=won_by(league, admin, ["Ann", "Bob", "Cat", "Dan"], 1, old.pk).pk)

    response = rematch(member, first, seats=["ignored"] * 4, variant="british")

    assert response.status_code == 201, response.json()
    body = response.json()
    assert (body["league"], body["season"], body["role"], body["can_edit"]) == (
        league.slug, now.pk, "member", True,
    )  # fmt: skip
    assert (body["variant"], body["target"], body["options"]) == (
        league.variant, league.target, first.options,
    )  # fmt: skip
    assert [seat["player"] for seat in body["seats"]] == list(
        first.seats.order_by("position").values_list("player_id", flat=True)
    )
    assert body["first_dealer"] == first.next_dealer and body["match"] is None
    assert body["teams"] == [{**team, "score": 0} for team in first.teams]
    game = Game.objects.get(pk=body["id"])
    assert (game.roster_id, game.owner, game.league_game.season) == (
        league.roster_id, member, now,
    )  # fmt: skip
    assert league.roster.players.count() == 4 and not member.players.exists()


def test_its_results_reach_the_standings(admin, member, league):
    first = won_by(league, admin, ["Ann", "Bob", "Cat", "Dan"], 0)
    second = rematch(member, first).json()
    for _ in range(3):
        hand_record(game=Game.objects.get(pk=second["id"]), record=loner(0), by=member)
    ann = league.roster.players.get(name="Ann")
    assert PlayerTotals.objects.get(league=league, player=ann, season=None).wins == 2


def test_a_retried_rematch_starts_one_game(admin, member, league):
    first = won_by(league, admin, ["Ann", "Bob", "Cat", "Dan"], 0)
    client_id = str(uuid.uuid4())
    one = rematch(member, first, client_id=client_id)
    two = rematch(member, first, client_id=client_id)
    assert (one.status_code, two.status_code) == (201, 200)
    assert one.json()["id"] == two.json()["id"]
    assert LeagueGame.objects.filter(league=league).count() == 2


def test_whoever_may_not_start_the_leagues_games_hears_so_first(admin, league, public_league):
    private = league_game(league, admin)  # in progress: a member would hear 409
    public = league_game(public_league, admin)
    stranger = UserFactory()
    before = stored()

    hidden = rematch(stranger, private)
    refused = rematch(stranger, public, match={"best_of": 3})
    anonymous = signed_in(None).post(GAMES, {"rematch_of": public.pk})

    assert (hidden.status_code, hidden.json()["code"]) == (404, "NOT_FOUND")
    assert (refused.status_code, refused.json()["code"]) == (403, "PERMISSION_DENIED")
    assert "members" in refused.json()["message"]
    assert (anonymous.status_code, anonymous.json()["code"]) == (403, "NOT_AUTHENTICATED")
    assert stored() == before


def test_a_former_member_may_not_rematch(admin, member, league):
    first = won_by(league, admin, ["Ann", "Bob", "Cat", "Dan"], 0)
    league.memberships.filter(user=member).delete()
    response = rematch(member, first)
    assert (response.status_code, response.json()["code"]) == (404, "NOT_FOUND")


def test_a_league_game_in_play_and_a_match_are_refused(admin, member, league):
    playing = league_game(league, admin)
    hand_record(game=playing, record=loner(0), by=admin)
    finished = won_by(league, admin, ["Eve", "Fay", "Gus", "Hal"], 1)
    before = stored()

    early = rematch(member, playing)
    as_match = rematch(member, finished, match={"best_of": 3})

    assert (early.status_code, early.json()["code"]) == (409, "REMATCH_BEFORE_GAME_END")
    assert (as_match.status_code, as_match.json()["code"], as_match.json()["field"]) == (
        400, "MATCH_IN_LEAGUE", "match",
    )  # fmt: skip
    assert "best of" in as_match.json()["message"]
    assert stored() == before


def test_a_railroad_leagues_next_game_carries_no_laps(admin, member):
    railroad = league_create(
        by=admin, name="Night Train", variant="railroad", options={"laps": True, "slam": True}
    )
    first = won_by(railroad, admin, ["Ann", "Bob", "Cat", "Dan"], 1)  # 12–0, two past the target
    response = rematch(admin, first)
    assert response.status_code == 201, response.json()
    assert (response.json()["score"], response.json()["carried"]) == ([0, 0], [0, 0])
    assert response.json()["league"] == railroad.slug
