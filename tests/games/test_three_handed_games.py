"""Three-handed Euchre over the games API (docs/rules.md §7, docs/api.md): a game answered
with ``players`` scored by seat and no teams, hands that score for one player or (a euchre)
for two, a tie past the target that plays on, undo, edit, export and import; what it may
not be (a league's game, a match, a game of teams) refused by code, nothing kept."""

import pytest
from django.core import mail
from drf_spectacular.generators import SchemaGenerator

from games.models import Game
from tests.games.support import assert_cache_matches_hands, snapshot

pytestmark = pytest.mark.django_db

GAMES = "/api/v1/games/"
START = {"variant": "three_handed", "seats": ["Ann", "Bob", "Cat"], "first_dealer": 0}


def named(maker: int, tricks: int, **more) -> dict:
    """Seat ``maker`` named spades in round 2 (valid whoever deals) and took ``tricks``."""
    return {"maker": maker, "round": 2, "trump": "spades", "maker_tricks": tricks, **more}


def start(api, **more) -> dict:
    response = api.post(GAMES, {**START, **more})
    assert response.status_code == 201, response.json()
    return response.json()


def record(api, game_id: int, *hands: dict) -> list[dict]:
    answers = []
    for hand in hands:
        response = api.post(f"{GAMES}{game_id}/hands/", hand)
        assert response.status_code == 201, response.json()
        answers.append(response.json())
    return answers


def test_a_game_of_three_has_players_by_seat_and_no_teams(owner_api):
    game = start(owner_api)
    assert "teams" not in game
    assert game["players"] == [
        {"seat": 0, "name": "Ann", "score": 0},
        {"seat": 1, "name": "Bob", "score": 0},
        {"seat": 2, "name": "Cat", "score": 0},
    ]
    assert (game["score"], game["carried"], game["level"], game["dealer"]) == (
        [0, 0, 0], [0, 0, 0], [], 0,
    )  # fmt: skip
    assert owner_api.get(f"{GAMES}{game['id']}/").json() == game
    listed = owner_api.get(GAMES).json()["results"]
    assert listed == [game]


def test_four_handed_games_keep_their_teams_and_shape(owner_api):
    four = owner_api.post(
        GAMES, {"variant": "north_american", "seats": ["A", "B", "C", "D"], "first_dealer": 0}
    ).json()
    assert "players" not in four and "level" not in four
    assert [team["seats"] for team in four["teams"]] == [[0, 2], [1, 3]]
    assert four["score"] == [0, 0]


def test_hands_score_for_the_maker_or_each_opponent(owner_api):
    game = start(owner_api)
    made, march, euchred = record(owner_api, game["id"], named(1, 3), named(2, 5), named(0, 2))
    assert (made["scoring_team"], made["points"], made["score"]) == (1, 1, [0, 1, 0])
    assert (march["scoring_team"], march["points"], march["score"]) == (2, 3, [0, 1, 3])
    assert (euchred["scoring_team"], euchred["points"], euchred["score"]) == (None, 2, [0, 3, 5])
    assert euchred["making_team"] == 0
    assert "2 points to each of seats 1 and 2" in euchred["explanation"]
    assert euchred["game"]["score"] == [0, 3, 5]
    after = owner_api.get(f"{GAMES}{game['id']}/").json()
    assert [player["score"] for player in after["players"]] == [0, 3, 5]
    assert after["dealer"] == 0  # three deals: round the table and back to seat 0
    assert_cache_matches_hands(Game.objects.get(pk=game["id"]))


@pytest.mark.parametrize(
    ("hand", "code", "field"),
    [
        (named(1, 5, maker_loner=1), "MAKER_ALWAYS_ALONE", "maker_loner"),
        (named(1, 2, defender_loner=2), "DEFENDERS_PLAY_TOGETHER", "defender_loner"),
        (named(3, 3), "INVALID_SEAT", "maker"),
    ],
)
def test_a_lone_declaration_is_refused_naming_its_rule(owner_api, hand, code, field):
    game = start(owner_api)
    before = snapshot()
    response = owner_api.post(f"{GAMES}{game['id']}/hands/", hand)
    assert response.status_code == 400
    assert (response.json()["code"], response.json()["field"]) == (code, field)
    assert snapshot() == before


def test_two_reaching_the_target_on_one_hand_the_higher_total_wins(owner_api):
    game = start(owner_api, target=5)
    record(owner_api, game["id"], *[named(0, 3)] * 4, *[named(2, 3)] * 3)  # 4–0–3
    both = record(owner_api, game["id"], named(1, 1))[0]  # Bob euchred: 2 to Ann and to Cat
    assert both["score"] == [6, 0, 5]
    assert (both["status"], both["winner"]) == ("finished", 0)


def test_a_tie_at_the_top_is_said_while_it_lasts(owner_api):
    game = start(owner_api, target=5)
    hands = [named(0, 3), named(0, 3), named(0, 3), named(2, 3), named(2, 3), named(2, 3)]
    record(owner_api, game["id"], *hands)  # 3–0–3
    tied = record(owner_api, game["id"], named(1, 0))[0]  # a euchre: 5–0–5
    assert (tied["score"], tied["status"], tied["winner"]) == ([5, 0, 5], "in_progress", None)
    assert "Seats 0 and 2 are level at 5" in tied["explanation"]
    shown = owner_api.get(f"{GAMES}{game['id']}/").json()
    assert (shown["level"], shown["status"]) == ([0, 2], "in_progress")
    won = record(owner_api, game["id"], named(2, 4))[0]  # Cat makes it: 5–0–6
    assert (won["score"], won["winner"], won["status"]) == ([5, 0, 6], 2, "finished")
    assert owner_api.get(f"{GAMES}{game['id']}/").json()["level"] == []
    # Undo the winning hand: level again, and playing on.
    undone = owner_api.delete(f"{GAMES}{game['id']}/hands/8/")
    assert undone.status_code == 204
    again = owner_api.get(f"{GAMES}{game['id']}/").json()
    assert (again["score"], again["level"], again["winner"]) == ([5, 0, 5], [0, 2], None)


def test_an_edit_scores_the_game_again(owner_api):
    game = start(owner_api)
    record(owner_api, game["id"], named(1, 3), named(2, 3))
    edited = owner_api.patch(f"{GAMES}{game['id']}/hands/1/", {"maker_tricks": 1})
    assert edited.status_code == 200, edited.json()
    assert edited.json()["score"] == [2, 0, 2]
    assert owner_api.get(f"{GAMES}{game['id']}/").json()["score"] == [2, 0, 3]
    refused = owner_api.patch(f"{GAMES}{game['id']}/hands/1/", {"maker_loner": 1})
    assert refused.json()["code"] == "MAKER_ALWAYS_ALONE"
    assert_cache_matches_hands(Game.objects.get(pk=game["id"]))


def test_team_names_and_a_match_are_refused(owner_api):
    before = snapshot()
    teams = owner_api.post(GAMES, {**START, "team_names": ["Us", "Them"]})
    assert (teams.status_code, teams.json()["code"]) == (400, "NO_TEAMS_IN_VARIANT")
    match = owner_api.post(GAMES, {**START, "match": {"best_of": 3}})
    assert (match.status_code, match.json()["code"]) == (400, "MATCH_NEEDS_TWO_SIDES")
    assert "each of three players scores alone" in match.json()["message"]
    assert snapshot() == before
    game = start(owner_api)
    rename = owner_api.patch(f"{GAMES}{game['id']}/", {"team_names": ["A", "B"]})
    assert rename.json()["code"] == "NO_TEAMS_IN_VARIANT"


def test_a_rematch_is_a_new_game_at_the_same_seats(owner_api):
    game = start(owner_api, target=3)
    record(owner_api, game["id"], named(1, 5))  # Bob marches: 3, the game
    refused = owner_api.post(GAMES, {"rematch_of": game["id"], "match": {"best_of": 3}})
    assert refused.json()["code"] == "MATCH_NEEDS_TWO_SIDES"
    again = owner_api.post(GAMES, {"rematch_of": game["id"]})
    assert again.status_code == 201, again.json()
    body = again.json()
    assert [p["name"] for p in body["players"]] == ["Ann", "Bob", "Cat"]
    assert (body["score"], body["first_dealer"], body["match"]) == ([0, 0, 0], 1, None)


def test_export_and_import_keep_every_seat(owner_api, owner, client):
    game = start(owner_api)
    record(owner_api, game["id"], named(1, 3), named(2, 1), {"maker": None})
    document = owner_api.get(f"{GAMES}{game['id']}/export/").json()
    assert document["game"]["score"] == [2, 3, 0]
    assert document["hands"][1]["score"] == [2, 3, 0]
    imported = owner_api.post(f"{GAMES}import/", document)
    assert imported.status_code == 201, imported.json()
    assert (imported.json()["score"], imported.json()["hands_played"]) == ([2, 3, 0], 3)
    assert "teams" not in imported.json()
    client.force_login(owner)
    csv = client.get(f"/games/{game['id']}/hands.csv").content.decode()
    header, first, second, _ = csv.strip().splitlines()
    assert header.endswith("points,scoring_seat,score_seat_1,score_seat_2,score_seat_3")
    assert first.endswith("made,1,Bob,0,1,0")
    assert second.endswith("euchred,2,,2,3,0")


def test_the_schema_states_both_shapes_exactly():
    schemas = SchemaGenerator().get_schema(request=None, public=True)["components"]["schemas"]
    three, four = schemas["ThreeHandedGame"], schemas["PartnershipGame"]
    assert {"players", "level"} <= set(three["required"]) and "teams" not in three["properties"]
    assert "teams" in four["required"] and not {"players", "level"} & set(four["properties"])
    mapping = schemas["Game"]["discriminator"]["mapping"]
    assert mapping["three_handed"].endswith("/ThreeHandedGame")
    assert mapping["north_american"].endswith("/PartnershipGame")


def test_the_story_and_the_pages_count_each_player(owner_api, owner, client):
    game = start(owner_api)
    record(owner_api, game["id"], named(1, 3), named(2, 1))  # 0–1–0, then 2–3–0
    story = owner_api.get(f"{GAMES}{game['id']}/summary/").json()
    assert [(side["name"], side["points"]) for side in story["teams"]] == [
        ("Ann", 2), ("Bob", 3), ("Cat", 0),
    ]  # fmt: skip
    assert [player["team"] for player in story["players"]] == [0, 1, 2]
    client.force_login(owner)
    page = client.get(f"/games/{game['id']}/story/").content.decode()
    assert "Ann 2, Bob 3, Cat 0, in progress" in page
    assert "+2 Ann, +2 Bob" in page
    assert "Each player, on their own</h2>" in page and "Teams</h2>" not in page
    assert client.get(f"/games/{game['id']}/edit/").status_code == 200


def test_the_lists_of_games_show_each_player_and_the_winner(owner_api, owner, client):
    game = start(owner_api, target=3)
    record(owner_api, game["id"], named(2, 5))  # Cat marches: 3, the game
    client.force_login(owner)
    shown = client.get("/games/").content.decode()
    assert 'Ann <span class="score-pair">0</span> · Bob' in shown
    assert 'Cat <span class="score-pair">3</span>' in shown
    assert "Cat won" in shown
    start(owner_api)  # one being played: on the home page too
    home = client.get("/").content.decode()
    assert 'Bob <span class="score-pair">0</span> · Cat <span class="score-pair">0</span>' in home


def test_the_edit_page_and_the_invitation_email_name_all_three(owner_api, owner, outsider, client):
    game = start(owner_api)
    record(owner_api, game["id"], named(1, 3))
    client.force_login(owner)
    edit = client.get(f"/games/{game['id']}/edit/").content.decode()
    assert "Ann 0 – Bob 1 – Cat 0" in edit
    invited = owner_api.post(f"{GAMES}{game['id']}/scorekeepers/", {"email": outsider.email})
    assert invited.status_code == 202, invited.content
    assert "a game of three-handed Euchre: Ann, Bob and Cat." in mail.outbox[0].body
