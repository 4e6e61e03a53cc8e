"""The league pages (server-rendered, Django's test client): what they show, who may see
them (a private league is a 404 to outsiders, as over the API), and a fixed number of
queries however big the league. Seats 0 and 2 are team 0, seats 1 and 3 team 1."""

import datetime
import html
import re

import pytest
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext
from django.utils import translation
from django.utils.translation import gettext

from games.services.hands import hand_record
from leagues.models import Season
from leagues.standings import ratings
from leagues.standings.statistics import TIE_BREAKERS
from tests.games.support import loner, made
from tests.leagues.played import two_games_and_one_in_progress, won_by
from tests.leagues.support import league_game

pytestmark = pytest.mark.django_db

GAME_LINK = re.compile(r'href="/games/\d+/"')


def client_of(user=None) -> Client:
    client = Client()
    if user is not None:
        client.force_login(user)
    return client


def ids(league) -> dict:
    return dict(league.roster.players.values_list("name", "pk"))


@pytest.fixture
def played(admin, league):
    return two_games_and_one_in_progress(league, admin)


def page(league, path="", user=None, **params):
    return client_of(user).get(f"/leagues/{league.slug}/{path}", params)


def test_the_home_page_ranks_players_and_partnerships_and_says_how(member, played):
    response = page(played, user=member)

    assert response.status_code == 200
    players = response.context["players"]
    assert [(row["name"], row["rank"], row["pct"]) for row in players] == [
        ("Dan", 1, 100), ("Ann", 2, 50), ("Bob", 2, 50), ("Cat", 4, 0)
    ]  # fmt: skip
    pairs = response.context["partnerships"]
    assert [(row["name"], row["rank"]) for row in pairs][:2] == [
        ("Ann & Dan", 1), ("Bob & Dan", 1)
    ]  # fmt: skip
    html = response.content.decode()
    assert 'id="player-standings"' in html and 'id="pair-standings"' in html
    assert "Ranked by " + ", ".join(TIE_BREAKERS) + "." in html
    assert html.count("<tr>") >= 1 + 4 + 1 + 4  # headers and rows of both tables
    # The latest games, each linking to its table, the game in progress among them.
    assert len(GAME_LINK.findall(html)) == 3
    assert "in progress, 1 hand" in html
    assert "Plays North American Euchre to 10." in html  # what the league plays
    assert "House rules" not in html  # none but the variant's own


def test_the_home_page_says_the_house_rules_that_are_not_the_variants(member, league):
    league.options = {**league.options, "stick_the_dealer": True, "defend_alone": False}
    league.save()
    text = " ".join(page(league, user=member).content.decode().split())
    assert "House rules: Stick the dealer; Defending alone: no." in text


def test_the_season_picker_and_all_time(admin, member, league):
    today = datetime.date.today()
    old = Season.objects.create(
        league=league, name="Autumn", starts_on=today - datetime.timedelta(days=90),
        ends_on=today - datetime.timedelta(days=31),
    )  # fmt: skip
    now = Season.objects.create(
        league=league, name="Winter", starts_on=today - datetime.timedelta(days=30)
    )
    won_by(league, admin, ["Ann", "Bob", "Cat", "Dan"], 0, season=old.pk)
    won_by(league, admin, ["Eve", "Fay", "Gus", "Hal"], 1, season=now.pk)

    running = page(league, user=member)  # the season holding today, by default
    assert running.context["period"].season == now
    assert [row["name"] for row in running.context["players"]] == ["Fay", "Hal", "Eve", "Gus"]
    autumn = page(league, user=member, season=old.pk)
    assert [row["name"] for row in autumn.context["players"]] == ["Ann", "Cat", "Bob", "Dan"]
    every = page(league, user=member, season="all")
    assert len(every.context["players"]) == 8
    assert 'aria-current="page">All time' in every.content.decode()


@pytest.mark.parametrize("language", ["en", "de", "sl"])
def test_a_seasons_name_keeps_its_case_inside_a_sentence(member, league, language):
    season = Season.objects.create(
        league=league, name="Autumn 2026", starts_on=datetime.date.today()
    )
    sentences = {
        "": "No finished game in %(period)s yet.",
        "partnerships/": "No partnership in %(period)s yet.",
    }
    for path, sentence in sentences.items():
        response = client_of(member).get(
            f"/leagues/{league.slug}/{path}", {"season": season.pk},
            headers={"accept-language": language},
        )  # fmt: skip
        with translation.override(language):
            said = gettext(sentence) % {"period": "Autumn 2026"}
        assert said in html.unescape(response.content.decode()), path


def test_a_league_without_a_running_season_shows_all_time(member, played):
    assert page(played, user=member).context["period"].season is None


@pytest.mark.parametrize("season", ["999999", "x"])
def test_a_season_not_the_leagues_is_a_404(member, played, season):
    assert page(played, user=member, season=season).status_code == 404


PAGES = [
    "", "partnerships/", "head-to-head/", "screen/", "screen/standings/", "standings.csv",
    "partnerships.csv", "hands.csv",
]  # fmt: skip


@pytest.mark.parametrize("path", PAGES)
def test_a_private_league_is_a_404_to_outsiders_and_open_to_members(member, played, path):
    from tests.factories import UserFactory

    assert page(played, path).status_code == 404  # signed out
    assert page(played, path, UserFactory()).status_code == 404  # signed in, not a member
    assert page(played, path, member).status_code == 200


def test_a_private_leagues_player_page_is_a_404_to_outsiders(member, played):
    path = f"players/{ids(played)['Ann']}/"
    assert page(played, path).status_code == 404
    assert page(played, path, member).status_code == 200


@pytest.mark.parametrize("path", PAGES)
def test_a_public_league_is_open_to_anyone(admin, public_league, path):
    won_by(public_league, admin, ["Ann", "Bob", "Cat", "Dan"], 0)
    assert page(public_league, path).status_code == 200


def test_no_such_league_or_player_is_a_404(member, played, public_league):
    assert client_of(member).get("/leagues/no-such-league/").status_code == 404
    assert page(played, "players/999999/", member).status_code == 404
    # A player of another league's roster is not this league's.
    won_by(public_league, member, ["Zed", "Yan", "Xia", "Wil"], 0)
    zed = ids(public_league)["Zed"]
    assert page(played, f"players/{zed}/", member).status_code == 404


def test_a_players_page_lays_out_the_statistics(admin, member, league):
    seats = ["Ann", "Bob", "Cat", "Dan"]
    for _ in range(3):
        won_by(league, admin, seats, 0)  # Ann and Cat win three
    game = league_game(league, admin, seats)
    hand_record(game=game, record=made(0, 2, trump="clubs"), by=admin)  # Ann euchred
    ann = ids(league)["Ann"]

    response = page(league, f"players/{ann}/", member)

    assert response.status_code == 200
    context = response.context
    assert context["row"]["rank"] == 1 and context["stats"]["games"] == 3
    assert context["stats"]["maker"]["called"] == 10  # three loners a game, and one more
    assert context["make_pct"] == 90
    html = response.content.decode()
    assert 'role="img"' in html and "Make % by trump suit: Ann" in html
    assert "9 of 9" in html and "0 of 1" in html  # spades by default in loner(), clubs
    assert "not noted" not in html  # every call recorded its trump
    assert "Rating after each finished game: Ann" in html  # three rated games
    assert "Sat out <strong>0</strong> hands" in html
    assert "Best partner: <a" in html and ">Cat</a> (3 won of 3 together)" in html
    assert "Nemesis: <span" in html  # Ann never lost a game: no nemesis
    bob = ids(league)["Bob"]
    assert f"players={ann},{bob}" in html  # head to head in one tap
    assert len(GAME_LINK.findall(html)) == 4


def test_calls_without_their_suit_are_said_to_be_so_and_hands_sat_out_counted(
    admin, member, league
):
    game = league_game(league, admin)  # Ann, Bob, Cat, Dan
    for record in (made(1, 3, trump=None), made(1, 5, trump=None), loner(3, 5)):
        hand_record(game=game, record=record, by=admin)
    bob = ids(league)["Bob"]

    html = page(league, f"players/{bob}/", member).content.decode()

    assert "Called trump <strong>2</strong> times" in html
    assert html.count(">not called</text>") == 4  # no suit of the four was noted
    assert ">not noted</text>" in html and ">2 of 2</text>" in html
    assert "Sat out <strong>1</strong> hand while a partner went alone" in html


def test_the_nemesis_is_named_after_three_games_lost(admin, member, league):
    for _ in range(3):
        won_by(league, admin, ["Ann", "Bob", "Cat", "Dan"], 1)
    response = page(league, f"players/{ids(league)['Ann']}/", member)
    assert response.context["stats"]["nemesis"]["player"]["name"] in {"Bob", "Dan"}
    assert "Nemesis: <a" in response.content.decode()


def test_partnerships_include_pairs_without_a_finished_game(member, played):
    response = page(played, "partnerships/", member)
    names = [row["name"] for row in response.context["rows"]]
    assert names[-1] == "Eve & Fay" and response.context["rows"][-1]["make_pct"] == 100
    assert "Eve</a> &amp; <a" in response.content.decode()


def test_head_to_head_in_one_tap_and_from_the_form(member, played):
    players = ids(played)
    dan, cat = players["Dan"], players["Cat"]

    tapped = page(played, "head-to-head/", member, players=f"{dan},{cat}")
    formed = page(played, "head-to-head/", member, first=dan, second=cat)

    for response in (tapped, formed):
        result = response.context["result"]
        assert result["against"] == {"games": 2, "wins": [2, 0]}
        assert "<strong>2–0</strong>" in response.content.decode()


@pytest.mark.parametrize("players", ["1", "5,5", "a,b", "1,99999"])
def test_head_to_head_says_what_is_wrong(member, played, players):
    response = page(played, "head-to-head/", member, players=players)
    assert response.status_code == 200 and response.context["result"] is None
    assert 'class="error"' in response.content.decode()
    if players != "1,99999":
        assert "Choose two different players of the league." in response.content.decode()


def test_the_screen_answers_304_while_the_standings_stay_the_same(admin, member, played):
    first = page(played, "screen/standings/", member)
    etag = first["ETag"]
    assert first.status_code == 200 and etag and "no-cache" in first["Cache-Control"]
    assert "Dan" in first.content.decode()

    again = client_of(member).get(
        f"/leagues/{played.slug}/screen/standings/", headers={"If-None-Match": etag}
    )
    assert again.status_code == 304 and again.content == b""

    won_by(played, admin, ["Gus", "Hal", "Ivy", "Jon"], 0)
    changed = client_of(member).get(
        f"/leagues/{played.slug}/screen/standings/", headers={"If-None-Match": etag}
    )
    assert changed.status_code == 200 and changed["ETag"] != etag
    assert "Gus" in changed.content.decode()


def test_the_screen_has_no_controls(member, played):
    html = page(played, "screen/", member).content.decode()
    assert "<button" not in html and "<form" not in html and "<nav" not in html
    assert 'data-every="3000"' in html  # a hand shows within 5 s


def queries(path, user) -> int:
    client = client_of(user)
    with CaptureQueriesContext(connection) as run:
        assert client.get(path).status_code == 200
    return len(run.captured_queries)


def test_pages_run_the_same_queries_for_a_small_league_and_a_big_one(admin, member, league):
    won_by(league, admin, ["Ann", "Bob", "Cat", "Dan"], 0)
    ann = ids(league)["Ann"]
    paths = [
        "", f"players/{ann}/", "partnerships/", "screen/", "screen/standings/",
        f"head-to-head/?players={ann},{ids(league)['Bob']}", "standings.csv",
        "partnerships.csv", "hands.csv",
    ]  # fmt: skip
    ratings.settle(league.pk)  # what the game's finish left due: replayed by a first read
    small = {path: queries(f"/leagues/{league.slug}/{path}", member) for path in paths}
    names = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"]
    for turn in range(12):
        seats = [names[(turn + step * 3) % 8] for step in range(4)]
        if len(set(seats)) == 4:
            won_by(league, admin, seats, turn % 2)
    ratings.settle(league.pk)
    big = {path: queries(f"/leagues/{league.slug}/{path}", member) for path in paths}
    assert big == small
    # The session and the user, the league with the caller's role, the seasons, then
    # the page's own reads: the standings' two, the player's four and the rating
    # history, the games and their seats (with the hands for the hands' download).
    # Every page: the session, the user, the league with the caller's role, the seasons;
    # then its own reads: the standings' first pages (three each), the games and their
    # seats (home); the roster, the player's four, the player's row and rank, the rating
    # history, the games and their seats, and before each of its two rating reads whether
    # the ratings are due a replay (player); the partnerships' first page (three);
    # the league's stats version and newest game, the standings' six, the games in
    # progress (none: no seats), the open
    # invitation (the big screen), then the version and newest game only (its lists, as
    # the screen drew them: from the cache); the roster and the two players and their two
    # (head to head); the games, seats and hands (the hands' download). Wherever players'
    # standings rows are read, one more: their results still to be confirmed or disputed.
    assert small == {
        "": 4 + 9, f"players/{ann}/": 4 + 13, "partnerships/": 4 + 3, "screen/": 4 + 10,
        "screen/standings/": 4 + 1, f"head-to-head/?players={ann},{ids(league)['Bob']}": 4 + 4,
        "standings.csv": 4 + 2, "partnerships.csv": 4 + 1, "hands.csv": 4 + 3,
    }  # fmt: skip


@pytest.mark.parametrize("path", ["", "players/{ann}/", "partnerships/", "head-to-head/"])
def test_every_browsing_page_says_when_it_was_drawn(member, played, path):
    """Opened offline from the worker's copy, the page tells its age from this time."""
    html = page(played, path.format(ann=ids(played)["Ann"]), member).content.decode()
    assert re.search(r'id="copy-age" role="status" data-rendered="\d{4}-\d\d-\d\dT', html)
