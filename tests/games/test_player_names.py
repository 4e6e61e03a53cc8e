"""One rule for when two names are one player (core.names), the same on SQLite and
PostgreSQL: the key is stored, the constraints and every lookup use it, and a clash the
API refuses is a 400 PLAYER_NAME_TAKEN naming the spelling kept."""

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.names import name_key
from games.models import Game, Player
from games.services.players import seats_name

pytestmark = pytest.mark.django_db

KELVIN = "\u212a"  # KELVIN SIGN: lowercases to k (PostgreSQL's LOWER agrees, UPPER not)
GAMES = "/api/v1/games/"


def start(api, seats):
    return api.post(GAMES, {"variant": "north_american", "seats": seats, "first_dealer": 0})


def seated(response) -> list[int]:
    return [seat["player"] for seat in response.json()["seats"]]


@pytest.mark.parametrize(
    ("one", "other"),
    [
        ("Kate", f"{KELVIN}ate"),
        ("Éva", "éva"),
        ("Éva", "E\u0301VA"),  # a combining accent
        ("Strauß", "STRAUSS"),
        ("ﬁona", "Fiona"),
        ("Mary  Ann", "mary ann"),
    ],
)
def test_names_of_one_player_have_one_key(one, other):
    assert name_key(one) == name_key(other)


def test_dotted_capital_i_is_its_own_letter():
    # "İ" folds to i + a combining dot: "İvan" and "Ivan" are two players, on every database.
    assert name_key("İvan") != name_key("Ivan")
    assert name_key("İvan") == name_key("i\u0307van")


def test_a_kelvin_sign_seats_the_player_of_that_name(owner_api, owner):
    first = start(owner_api, ["Kate", "Bob", "Cat", "Dan"])
    assert first.status_code == 201, first.content
    again = start(owner_api, [f"{KELVIN}ATE", "Bob", "Cat", "Dan"])
    assert again.status_code == 201, again.content
    assert seated(again) == seated(first)
    assert owner.players.count() == 4


def test_an_accent_in_either_case_seats_one_player(owner_api, owner):
    first = start(owner_api, ["Éva", "Bob", "Cat", "Dan"])
    again = start(owner_api, ["éva", "Bob", "Cat", "Dan"])
    assert (first.status_code, again.status_code) == (201, 201), again.content
    assert seated(again)[0] == seated(first)[0]
    assert list(owner.players.filter(pk=seated(first)[0]).values_list("name", flat=True)) == ["Éva"]


def test_dotted_and_plain_i_are_two_players(owner_api, owner):
    first = start(owner_api, ["Ivan", "Bob", "Cat", "Dan"])
    again = start(owner_api, ["İvan", "Bob", "Cat", "Dan"])
    assert (first.status_code, again.status_code) == (201, 201), again.content
    assert seated(again)[0] != seated(first)[0]


def test_both_spellings_in_one_request_are_one_player_twice(owner_api, owner):
    response = start(owner_api, ["Kate", f"{KELVIN}ate", "Cat", "Dan"])
    assert response.status_code == 400, response.content
    assert response.json()["field"] == "seats.1"
    assert owner.players.count() == 0


def test_a_rename_onto_another_players_name_names_the_stored_spelling(owner_api, owner):
    start(owner_api, ["Éva", "Bob", "Cat", "Dan"])
    bob = owner.players.get(name="Bob")
    response = owner_api.patch(f"/api/v1/players/{bob.pk}/", {"name": "E\u0301VA"})
    assert response.status_code == 400, response.content
    body = response.json()
    assert (body["code"], body["field"]) == ("PLAYER_NAME_TAKEN", "name")
    assert body["message"] == "You have a player named Éva already: choose another name."
    assert owner.players.get(pk=bob.pk).name == "Bob"


def test_a_seat_named_after_another_player_seats_that_player(owner_api, owner):
    game = Game.objects.get(pk=start(owner_api, ["Ann", "Bob", "Cat", "Dan"]).json()["id"])
    eva = seated(start(owner_api, ["Éva", "Bob", "Cat", "Dan"]))[0]
    seats_name(game=game, names=["éva", "Bob", "Cat", "Dan"])
    assert game.seats.get(position=0).player_id == eva


def test_the_database_refuses_a_second_player_of_one_key(owner):
    Player.objects.create(owner=owner, name="Kate")
    with pytest.raises(Exception, match="(?i)unique"):
        Player.objects.create(owner=owner, name=f"{KELVIN}ATE")


def test_a_rename_keeps_the_key_in_step(owner):
    kate = Player.objects.create(owner=owner, name="Kate")
    kate.name = "Éva"
    kate.save(update_fields=["name"])
    assert Player.objects.get(pk=kate.pk).name_key == "éva"


# Tricky letters, mixed into arbitrary text: no name may be a 500 on any database.
TRICKY = st.sampled_from(["K", "k", KELVIN, "İ", "I", "i", "ı", "É", "é", "E\u0301", "ß", "ss",
                          "ﬁ", "Σ", "ς", "σ", " ", "\u00a0", "\u0301", "ǅ"])  # fmt: skip
NAMES = st.lists(st.one_of(TRICKY, st.characters(codec="utf-8")), min_size=1, max_size=8).map(
    "".join
)


@settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(seats=st.lists(NAMES, min_size=4, max_size=4), rename=NAMES)
def test_no_name_is_a_server_error(owner_api, owner, seats, rename):
    response = start(owner_api, seats)
    assert response.status_code in (201, 400), response.content
    if response.status_code == 201:
        keys = [name_key(name) for name in seats]
        assert len(set(keys)) == 4
        players = Player.objects.filter(pk__in=seated(response))
        assert {player.name_key for player in players} == set(keys)
        answer = owner_api.patch(f"/api/v1/players/{seated(response)[0]}/", {"name": rename})
        assert answer.status_code in (200, 400), answer.content
        if answer.status_code == 400 and answer.json()["code"] == "PLAYER_NAME_TAKEN":
            taken = owner.players.get(name_key=name_key(rename.strip()))
            assert taken.name in answer.json()["message"]
    keys = list(owner.players.values_list("name_key", flat=True))
    assert len(keys) == len(set(keys))
