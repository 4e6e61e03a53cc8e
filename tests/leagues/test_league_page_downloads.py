"""A league's downloads: CSV a spreadsheet opens (core.csv_export), standings as the page
shows them and every hand of a period's games."""

import csv
import io

import pytest
from django.test import Client

from tests.leagues.played import won_by
from tests.leagues.test_league_pages import played  # noqa: F401  (a fixture)

pytestmark = pytest.mark.django_db


def download(league, name, user, **params) -> tuple[object, list[dict]]:
    client = Client()
    client.force_login(user)
    response = client.get(f"/leagues/{league.slug}/{name}", params)
    assert response.status_code == 200
    text = response.content.decode("utf-8")
    assert text.startswith("\ufeff") and "\r\n" in text
    return response, list(csv.DictReader(io.StringIO(text.removeprefix("\ufeff"))))


def test_the_standings_as_the_page_ranks_them(member, played):  # noqa: F811
    response, rows = download(played, "standings.csv", member)
    assert response["Content-Type"].startswith("text/csv")
    assert response["Content-Disposition"] == (
        'attachment; filename="tuesday-club-all-time-standings.csv"'
    )
    assert [(row["rank"], row["player"], row["wins"], row["win_pct"]) for row in rows] == [
        ("1", "Dan", "2", "100.0"), ("2", "Ann", "1", "50.0"), ("2", "Bob", "1", "50.0"),
        ("4", "Cat", "0", "0.0"),
    ]  # fmt: skip
    assert rows[0]["point_difference"] == "24"


def test_the_partnerships_with_their_calls(member, played):  # noqa: F811
    _, rows = download(played, "partnerships.csv", member)
    assert [(row["player_1"], row["player_2"]) for row in rows][:2] == [("Ann", "Dan"),
                                                                        ("Bob", "Dan")]  # fmt: skip
    eve = rows[-1]
    assert (eve["player_1"], eve["games"], eve["called"], eve["made"]) == ("Eve", "0", "1", "1")


def test_every_hand_of_the_period_with_names_not_seats(admin, member, played):  # noqa: F811
    _, rows = download(played, "hands.csv", member)
    assert len(rows) == 3 + 3 + 1
    first = rows[0]
    assert (first["hand_number"], first["maker"], first["trump"], first["maker_alone"]) == (
        "1", "Bob", "spades", "Bob"
    )  # fmt: skip
    assert (first["points"], first["score_team_1"], first["score_team_2"]) == ("4", "0", "4")
    assert [first[f"seat_{number}"] for number in (1, 2, 3, 4)] == ["Ann", "Bob", "Cat", "Dan"]
    assert (first["maker_team"], first["scoring_team"]) == ("Team 2", "Team 2")
    assert rows[-1]["maker"] == "Eve" and rows[-1]["maker_alone"] == ""


def test_every_csv_of_hands_speaks_one_vocabulary(admin, member, played):  # noqa: F811
    _, rows = download(played, "hands.csv", member)
    league_header = list(rows[0])
    game = played.league_games.order_by("game_id").first().game
    client = Client()
    client.force_login(member)
    body = client.get(f"/games/{game.pk}/hands.csv").content.decode("utf-8")[1:]
    game_header = next(csv.reader(io.StringIO(body)))
    assert league_header == ["season", *game_header]


def test_a_formula_looking_name_stays_a_name(admin, member, league):
    won_by(league, admin, ["=HYPERLINK(1)", "Bob", "Cat", "Dan"], 0)
    _, rows = download(league, "standings.csv", member, season="all")
    assert "'=HYPERLINK(1)" in [row["player"] for row in rows]


def test_accents_survive(admin, member, league):
    won_by(league, admin, ["Zoë", "Bob", "Cat", "Dan"], 0)
    _, rows = download(league, "standings.csv", member)
    assert "Zoë" in [row["player"] for row in rows]
