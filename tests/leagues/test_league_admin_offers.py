"""The league pages offer only what can be done, and ask before what cannot be undone:
"My leagues" under a public league of one's own, removing a member after a page that asks
(never the only admin), and merges only of players who never sat in one game."""

import re

import pytest
from django.test import Client
from django.urls import reverse

from leagues.models import MemberRole, Membership
from leagues.services.leagues import league_create
from tests.factories import UserFactory
from tests.leagues.support import league_game

pytestmark = pytest.mark.django_db


def client_of(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


def html_of(response) -> str:
    return response.content.decode()


def test_my_leagues_under_a_public_league_of_mine_says_there_is_no_other(admin, member):
    league_create(by=admin, name="Open Table", variant="north_american", visibility="public")
    mine = html_of(client_of(admin).get("/leagues/"))
    others = html_of(client_of(member).get("/leagues/"))
    assert "Other public leagues" in mine and "No other public league yet" in mine
    assert "No public league yet" not in mine
    assert "Open Table" in others and "No other public league" not in others


def test_my_leagues_with_no_public_league_says_so(member, league):
    html = html_of(client_of(member).get("/leagues/"))
    assert "No public league yet." in html and "Other public leagues" not in html


def remove_path(league, user) -> str:
    return reverse("leagues:member-remove", args=[league.slug, user.pk])


def admin_html(league, user) -> str:
    return html_of(client_of(user).get(reverse("leagues:league-admin", args=[league.slug])))


def test_removing_a_member_asks_first(admin, member, league):
    html = admin_html(league, admin)
    assert f'href="{remove_path(league, member)}"' in html

    asked = client_of(admin).get(remove_path(league, member))

    assert asked.status_code == 200
    assert "Remove member@example.com from Tuesday Club?" in html_of(asked)
    assert league.memberships.filter(user=member).exists()  # asking removes no one
    assert client_of(admin).post(remove_path(league, member)).status_code == 302
    assert not league.memberships.filter(user=member).exists()


def test_the_only_admin_is_offered_neither_removal_nor_another_role(admin, member, league):
    html = admin_html(league, admin)
    row = html[html.index(f'id="member-{admin.pk}"') : html.index(f'id="member-{member.pk}"')]
    assert "only admin stays an admin" in row
    assert remove_path(league, admin) not in row and "Change role" not in row
    refused = client_of(admin).get(remove_path(league, admin))
    assert refused.status_code == 400 and "only admin stays an admin" in html_of(refused)
    assert f'id="member-{admin.pk}-error"' in html_of(refused)

    Membership.objects.filter(user=member).update(role=MemberRole.ADMIN)
    both = admin_html(league, admin)
    assert remove_path(league, admin) in both and "Leave the league…" in both
    asked = html_of(client_of(admin).get(remove_path(league, admin)))
    assert "Leave Tuesday Club?" in asked


def merge_offers(league, user) -> dict[str, list[str]]:
    """Each roster player's name: the names the admin page offers to merge it into."""
    html = admin_html(league, user)
    offers = {}
    for name, options in re.findall(
        r'for="into-\d+">Merge (\w+) into</label>\s*<select[^>]*>(.*?)</select>', html, re.S
    ):
        offers[name] = re.findall(r">(\w+)</option>", options)
    return offers


def test_merges_are_offered_only_between_players_who_never_sat_together(admin, league):
    league_game(league, admin, seats=["Ann", "Bob", "Cat", "Dan"])
    league_game(league, admin, seats=["Ann", "Bobby", "Eve", "Fay"])
    offers = merge_offers(league, admin)
    assert offers["Bob"] == ["Bobby", "Eve", "Fay"]
    assert offers["Bobby"] == ["Bob", "Cat", "Dan"]
    assert "Ann" not in offers  # sat with every other player
    html = admin_html(league, admin)
    assert html.count('name="into"') == 6  # Ann offers none


def test_an_outsider_cannot_open_the_removal_page(admin, member, league):
    stranger = UserFactory()
    assert client_of(member).get(remove_path(league, admin)).status_code == 403
    assert client_of(stranger).get(remove_path(league, admin)).status_code == 404
