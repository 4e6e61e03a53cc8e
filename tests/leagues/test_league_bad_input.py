"""Bad input to the leagues API the other tests leave out: each refused with a 400 that
names the rule (its ``code``) and the field, and nothing saved."""

import datetime

import pytest
from django.utils import timezone

from games.models import Game, Hand, Player, Seat
from leagues.models import (
    TOTALS,
    Invitation,
    League,
    LeagueGame,
    Membership,
    PlayerRating,
    RatingEvent,
    Season,
)
from leagues.services.members import invitation_create, invitation_revoke
from tests.conftest import signed_in
from tests.factories import UserFactory

pytestmark = pytest.mark.django_db

LEAGUES = "/api/v1/leagues/"
MODELS = (League, Membership, Invitation, Season, LeagueGame, Game, Hand, Seat, Player,
          *TOTALS, RatingEvent, PlayerRating)  # fmt: skip


def everything() -> tuple:
    return tuple(list(model.objects.order_by("pk").values()) for model in MODELS)


def refused(response, code: str, field: str) -> None:
    assert response.status_code == 400, response.content
    body = response.json()
    assert (body["code"], body["field"]) == (code, field)
    assert body["message"]


@pytest.fixture
def seasons(league):
    spring = Season.objects.create(league=league, name="Spring",
                                   starts_on=datetime.date(2026, 3, 1),
                                   ends_on=datetime.date(2026, 5, 31))  # fmt: skip
    summer = Season.objects.create(league=league, name="Summer",
                                   starts_on=datetime.date(2026, 6, 1),
                                   ends_on=datetime.date(2026, 8, 31))  # fmt: skip
    return spring, summer


@pytest.mark.parametrize(
    ("changes", "code", "field"),
    [
        pytest.param({"ends_on": "2026-02-01"}, "SEASON_ENDS_BEFORE_START", "ends_on",
                     id="ends-before-it-starts"),
        pytest.param({"starts_on": "2026-06-01"}, "SEASON_ENDS_BEFORE_START", "ends_on",
                     id="starts-after-it-ends"),
        pytest.param({"ends_on": "2026-06-15"}, "SEASON_OVERLAPS", "starts_on",
                     id="runs-into-the-next"),
        pytest.param({"ends_on": None}, "SEASON_OVERLAPS", "starts_on",
                     id="open-ended-before-the-next"),
    ],
)  # fmt: skip
def test_a_season_moved_onto_bad_dates_is_refused(admin, league, seasons, changes, code, field):
    spring, _ = seasons
    before = everything()

    response = signed_in(admin).patch(
        f"{LEAGUES}{league.slug}/seasons/{spring.pk}/", changes, format="json"
    )

    refused(response, code, field)
    assert everything() == before


def test_a_season_of_another_league_is_not_found_under_this_one(admin, league, public_league):
    theirs = Season.objects.create(
        league=public_league, name="Theirs", starts_on=datetime.date(2026, 1, 1)
    )
    before = everything()

    response = signed_in(admin).patch(
        f"{LEAGUES}{league.slug}/seasons/{theirs.pk}/", {"name": "Mine"}, format="json"
    )

    assert response.status_code == 404
    assert everything() == before


@pytest.mark.parametrize("state", ["revoked", "expired"])
def test_a_spent_invitation_saves_nothing(admin, league, state):
    invitation = invitation_create(league=league, by=admin)
    if state == "revoked":
        invitation_revoke(invitation=invitation)
    else:
        Invitation.objects.filter(pk=invitation.pk).update(
            expires_at=timezone.now() - datetime.timedelta(seconds=1)
        )
    newcomer = signed_in(UserFactory(email="late@example.com"))
    before = everything()

    response = newcomer.post(f"{LEAGUES}join/", {"code": invitation.code}, format="json")

    refused(response, f"INVITATION_{state.upper()}", "code")
    assert everything() == before


def test_a_ruleset_the_variant_lacks_is_refused_when_changed_too(admin, league):
    before = everything()
    api = signed_in(admin)
    url = f"{LEAGUES}{league.slug}/"

    refused(
        api.patch(url, {"options": {"no_such_rule": True}}, format="json"),
        "UNKNOWN_OPTION",
        "options.no_such_rule",
    )
    refused(api.patch(url, {"target": 0}, format="json"), "INVALID_TARGET", "target")
    assert everything() == before


def test_linking_a_player_to_an_outsider_or_a_taken_account_is_refused(admin, member, league):
    ann = Player.objects.create(roster=league.roster, name="Ann")
    bob = Player.objects.create(roster=league.roster, name="Bob", user=member)
    outsider = UserFactory(email="out@example.com")
    api = signed_in(admin)
    before = everything()

    url = f"{LEAGUES}{league.slug}/players/{ann.pk}/"
    refused(api.patch(url, {"user": outsider.pk}, format="json"), "NOT_A_MEMBER", "user")
    refused(api.patch(url, {"user": member.pk}, format="json"), "ACCOUNT_ALREADY_LINKED", "user")
    refused(api.patch(url, {"name": "bob"}, format="json"), "PLAYER_NAME_TAKEN", "name")
    assert everything() == before
    assert bob.user == member
