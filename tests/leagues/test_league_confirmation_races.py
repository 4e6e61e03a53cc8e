"""Confirmations at once on PostgreSQL: each locks the game first, so two phones of the
other side confirming together log one confirmation, and a confirmation racing an undo
either confirms the finished game (the undo refused, 409 RESULT_CONFIRMED) or finds it
in progress again (409 GAME_NOT_FINISHED), never both."""

from games.models import Confirmation, ConfirmationState, Game, Player
from games.services.hands import hand_record
from leagues.models import MemberRole, Membership
from leagues.services.leagues import league_update
from tests.conftest import signed_in
from tests.factories import UserFactory
from tests.games.support import loner
from tests.leagues.support import league_game
from tests.races import ROW_LOCK_RACES, at_once

pytestmark = ROW_LOCK_RACES


def finished_game(league):
    """Ann's side wins three lone marches, recorded by Ann's account; Bob's is the other."""
    league = league_update(league=league, confirmation=True)
    ann, bob = UserFactory(), UserFactory()
    for user in (ann, bob):
        Membership.objects.create(league=league, user=user, role=MemberRole.MEMBER)
    game = league_game(league, ann)
    Player.objects.filter(roster=league.roster, name="Ann").update(user=ann)
    Player.objects.filter(roster=league.roster, name="Bob").update(user=bob)
    for _ in range(3):
        hand_record(game=game, record=loner(0, 5), by=ann)
    return game, ann, bob


def test_two_phones_confirming_at_once_log_one_confirmation(league):
    game, ann, bob = finished_game(league)
    url = f"/api/v1/games/{game.pk}/confirmation/"
    answers = []

    def confirm(user, seat):
        client = signed_in(user)
        return lambda: answers.append(
            client.post(url, {"action": "confirm", "seat": seat}, format="json")
        )

    at_once(confirm(ann, 1), confirm(bob, 3))
    assert sorted(answer.status_code for answer in answers) == [200, 201]
    assert Confirmation.objects.filter(game=game).count() == 1
    assert Game.objects.get(pk=game.pk).confirmation_state == ConfirmationState.CONFIRMED


def test_a_confirmation_racing_an_undo_is_one_or_the_other(league):
    game, ann, bob = finished_game(league)
    answers = {}

    def confirm():
        body = {"action": "confirm", "seat": 1}
        answers["confirm"] = signed_in(bob).post(
            f"/api/v1/games/{game.pk}/confirmation/", body, format="json"
        )

    def undo():
        answers["undo"] = signed_in(ann).delete(f"/api/v1/games/{game.pk}/hands/3/")

    at_once(confirm, undo)
    after = Game.objects.get(pk=game.pk)
    if answers["confirm"].status_code == 201:
        assert answers["undo"].json()["code"] == "RESULT_CONFIRMED"
        assert (after.hands_played, after.confirmation_state) == (3, ConfirmationState.CONFIRMED)
    else:
        assert answers["confirm"].json()["code"] == "GAME_NOT_FINISHED"
        assert answers["undo"].status_code == 204
        assert (after.hands_played, after.confirmation_state) == (2, ConfirmationState.PENDING)
        assert not Confirmation.objects.exists()
