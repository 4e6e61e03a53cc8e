"""A game's story page, its hands as CSV, and the share link's QR code, through Django's
test client (docs/web-app.md, "A game's story")."""

import csv
import io
import re
from datetime import datetime
from html import unescape

import pytest

from accounts.models import User
from games.models import Game
from games.services.games import game_share
from tests.factories import GameFactory
from tests.games.support import PASSED_OUT, loner, made

pytestmark = pytest.mark.django_db

RENEGE = {"maker": 1, "round": 2, "trump": "spades", "renege": 0}


@pytest.fixture
def me(client, db):
    user = User.objects.create_user("me@example.com", "a-long-table-password")
    client.force_login(user)
    return user


def text(response) -> str:
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", response.content.decode())).split())


def test_the_story_of_a_finished_game(client, me):
    hands = [made(1, 3), made(2, 1), PASSED_OUT, loner(1, 5), RENEGE, loner(3, 5)]
    game = GameFactory(owner=me, hands=hands)
    assert game.winner == 1
    page = text(client.get(f"/games/{game.pk}/story/"))
    assert "Team 2 won 13–0" in page
    assert "6 hands (1 passed out)" in page
    assert "Bob made trump most: twice, and made it twice, one a march." in page
    assert "Euchres: Team 2 once." in page
    assert "Bob went alone once: 1 lone march. Dan went alone once: 1 lone march." in page
    assert "Trump most often: spades (4 times)." in page
    assert "Ann reneged once." in page
    assert "Team 2 led throughout, by 13 points at most." in page
    assert "5 ♠ Bob called spades; Ann reneged · dealt by Ann +2 Team 2 0–9" in page
    assert "4 ♠ Bob called spades, Bob alone: 5 tricks, lone march · dealt by Dan +4 Team 2" in page


def test_each_hand_is_told_as_it_happened_and_no_most_is_said_of_a_tie(client, me):
    hands = [
        {"maker": 1, "round": 1, "maker_tricks": 3},  # Bob orders up, trump not noted
        {"maker": 2, "round": 1, "trump": "hearts", "maker_tricks": 5},
        {"maker": 2, "round": 1, "trump": "clubs", "maker_tricks": 3},  # Cat deals
        {"maker": 0, "round": 2, "maker_tricks": 4},  # Ann calls, the suit not noted
    ]
    game = GameFactory(owner=me, hands=hands)  # Ann deals first
    page = text(client.get(f"/games/{game.pk}/story/"))
    assert "1 Bob ordered up: 3 tricks, made · dealt by Ann" in page
    assert "2 ♥ Cat ordered up hearts: 5 tricks, march · dealt by Bob" in page
    assert "3 ♣ Cat picked up clubs: 3 tricks, made · dealt by Cat" in page
    assert "4 Ann called: 4 tricks, made · dealt by Dan" in page
    assert "Cat made trump most: twice" in page
    assert "Trump most often" not in page  # hearts once, clubs once (the others not noted)


def test_no_one_made_trump_most_when_all_four_did_as_often(client, me):
    game = GameFactory(owner=me, hands=[made(seat, 3) for seat in range(4)])
    page = text(client.get(f"/games/{game.pk}/story/"))
    assert "made trump most" not in page
    assert "Trump most often: spades (4 times)." in page


def test_the_story_is_read_with_the_share_link_and_not_by_others(client, db):
    owner = User.objects.create_user("owner@example.com", "a-long-table-password")
    game = GameFactory(owner=owner, hands=[made(1, 3)])
    assert client.get(f"/games/{game.pk}/story/").status_code == 302  # sign in first
    token = game_share(game=game)
    page = client.get(f"/games/{game.pk}/story/", {"share": token})
    assert page.status_code == 200
    assert f'href="/games/{game.pk}/hands.csv?share={token}"' in page.content.decode()
    assert f'href="/games/{game.pk}/?share={token}"' in page.content.decode()
    assert client.get(f"/games/{game.pk}/story/", {"share": "nope"}).status_code == 404
    outsider = User.objects.create_user("out@example.com", "a-long-table-password")
    client.force_login(outsider)
    assert client.get(f"/games/{game.pk}/story/").status_code == 404
    assert client.get(f"/games/{game.pk}/hands.csv").status_code == 404


def test_the_hands_as_csv(client, me):
    game = GameFactory(owner=me, seats=["=SUM(A1)", "Bob", "Cat", "+Dan"], hands=[
        made(1, 3), PASSED_OUT, RENEGE | {"maker": 3}, loner(1, 5),
    ])  # fmt: skip
    response = client.get(f"/games/{game.pk}/hands.csv")
    assert response.status_code == 200
    assert response["Content-Type"] == "text/csv; charset=utf-8"
    assert re.fullmatch(
        rf'attachment; filename="euchre-game-{game.pk}-\d{{4}}-\d\d-\d\d\.csv"',
        response["Content-Disposition"],
    )
    body = response.content.decode("utf-8")
    assert body.startswith("\ufeff") and body.count("\r\n") == 5  # a header and 4 hands
    rows = list(csv.DictReader(io.StringIO(body[1:], newline="")))
    assert list(rows[0]) == [
        "game_id", "game_started_at", "seat_1", "seat_2", "seat_3", "seat_4", "team_1",
        "team_2", "hand_number", "recorded_at", "dealer", "round", "upcard", "upcard_suit",
        "maker", "maker_team", "trump", "maker_alone", "defender_alone", "maker_tricks", "renege",
        "outcome", "points", "scoring_team", "score_team_1", "score_team_2",
    ]  # fmt: skip
    assert all(re.fullmatch(r"[a-z0-9_]+", name) for name in rows[0])
    first, passed, reneged, lone = rows
    assert datetime.fromisoformat(first["recorded_at"]).tzinfo is not None
    assert datetime.fromisoformat(first["game_started_at"]).tzinfo is not None  # a time too
    seats = [first[f"seat_{number}"] for number in (1, 2, 3, 4)]
    assert seats == ["'=SUM(A1)", "Bob", "Cat", "'+Dan"]  # who sat where
    assert (first["team_1"], first["team_2"]) == ("Team 1", "Team 2")
    assert (first["dealer"], first["maker"], first["maker_team"], first["outcome"]) == (
        "'=SUM(A1)", "Bob", "Team 2", "made",
    )  # fmt: skip
    assert (passed["maker"], passed["outcome"], passed["points"], passed["scoring_team"]) == (
        "", "passed_out", "0", "",
    )  # fmt: skip
    assert (reneged["maker"], reneged["renege"], reneged["maker_tricks"]) == (
        "'+Dan",
        "'=SUM(A1)",
        "",
    )
    assert (reneged["scoring_team"], reneged["points"]) == ("Team 2", "2")
    assert (lone["maker_alone"], lone["points"], lone["score_team_1"], lone["score_team_2"]) == (
        "Bob", "4", "0", "7",
    )  # fmt: skip


def test_the_share_link_as_a_qr_code_for_the_owner(client, me):
    game = GameFactory(owner=me)
    assert client.get(f"/games/{game.pk}/share-qr.svg").status_code == 404  # not shared
    token = game_share(game=game)
    response = client.get(f"/games/{game.pk}/share-qr.svg")
    assert response.status_code == 200
    assert response["Content-Type"] == "image/svg+xml"
    svg = response.content.decode()
    assert svg.startswith('<svg xmlns="http://www.w3.org/2000/svg" role="img"')
    assert "<title>QR code of the read-only link to this game</title>" in svg
    assert token not in svg  # the link is drawn, not written out
    keeper = User.objects.create_user("keeper@example.com", "a-long-table-password")
    game.scorekeepers.create(user=keeper)
    client.force_login(keeper)
    assert client.get(f"/games/{game.pk}/share-qr.svg").status_code == 404
    client.logout()
    assert client.get(f"/games/{game.pk}/share-qr.svg", {"share": token}).status_code == 404


def test_the_games_list_says_where_a_match_stands(client, me):
    from games.services.matches import game_rematch_once

    first = GameFactory(owner=me, hands=[loner(1, 5)] * 3)
    second, _ = game_rematch_once(owner=me, rematch_of=first.pk, match=("best_of", 3))
    page = text(client.get("/games/"))
    assert "Best of 3 · Team 1 0–1 Team 2 · game 2" in page
    assert "Team 2 won Best of 3 · Team 1 0–1 Team 2 · game 1" in page  # its first game
    assert second.match_id == Game.objects.get(pk=first.pk).match_id
