"""A tournament and the accounts around it: an account that goes leaves a night its last
organiser of with another (a player with an account), and an account's data names its
nights."""

import pytest

from accounts.data import account_data, account_remove
from tests.conftest import signed_in
from tests.factories import UserFactory
from tests.tournaments.support import TOURNAMENTS, filled, made
from tournaments.models import Organiser

pytestmark = pytest.mark.django_db


def linked(tournament: dict, player_id: int):
    """A new account, linked to the player with the tournament's code."""
    user = UserFactory()
    body = {"code": tournament["join_code"], "player": player_id}
    assert signed_in(user).post(f"{TOURNAMENTS}join/", body, format="json").status_code == 200
    return user


def organisers(tournament: dict) -> set[int]:
    return set(
        Organiser.objects.filter(tournament_id=tournament["id"]).values_list("user", flat=True)
    )


def test_the_last_organiser_leaving_hands_the_night_to_its_first_linked_player(
    organiser, organiser_api
):
    night = made(organiser_api)
    first, second, *_ = filled(organiser_api, night, 4)
    later, earlier = linked(night, second), linked(night, first)  # entered: first, second

    account_remove(organiser)

    assert organisers(night) == {earlier.pk}
    assert later.pk not in organisers(night)


def test_an_organiser_leaving_beside_another_changes_nothing(organiser, organiser_api):
    night = made(organiser_api)
    players = filled(organiser_api, night, 4)
    other = linked(night, players[0])
    Organiser.objects.create(tournament_id=night["id"], user=other)
    bystander = linked(night, players[1])

    account_remove(organiser)

    assert organisers(night) == {other.pk} and bystander.pk not in organisers(night)


def test_a_night_without_a_linked_player_is_left_to_be_read(organiser, organiser_api):
    night = made(organiser_api, visibility="public")
    filled(organiser_api, night, 4)
    account_remove(organiser)
    assert organisers(night) == set()
    assert signed_in(UserFactory()).get(f"{TOURNAMENTS}{night['id']}/").status_code == 200


def test_an_accounts_data_names_the_nights_it_organised_and_played(organiser, organiser_api):
    organised = made(organiser_api, name="Mine")
    other_api = signed_in(UserFactory())
    played = made(other_api, name="Theirs")
    player = filled(other_api, played, 4)[0]
    body = {"code": played["join_code"], "player": player}
    assert organiser_api.post(f"{TOURNAMENTS}join/", body, format="json").status_code == 200

    found = account_data(organiser)["tournaments"]

    assert found == [
        {"tournament": organised["id"], "name": "Mine", "organiser": True, "played": False},
        {"tournament": played["id"], "name": "Theirs", "organiser": False, "played": True},
    ]
