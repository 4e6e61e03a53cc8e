"""The league pages members and admins manage with: my leagues, a new league, joining,
the admin page (members, invitations, the roster, merging) and a league game. Each page
as the Django client sees it, who may open it, and bad input answered in words with
nothing saved."""

import datetime
import uuid

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse
from django.utils import timezone

from games.models import Game, Player, Seat
from games.services.hands import hand_record
from leagues.models import Invitation, League, LeagueGame, MemberRole, Membership, Season
from leagues.services.members import invitation_create, invitation_revoke
from tests.factories import PASSWORD, UserFactory
from tests.games.support import made
from tests.leagues.support import league_game

pytestmark = pytest.mark.django_db


def as_user(client, user):
    client.force_login(user)
    return client


@pytest.fixture
def outsider(db):
    return UserFactory(email="outsider@example.com")


def body(response) -> str:
    return response.content.decode()


# --- my leagues ---------------------------------------------------------------------------


def test_the_menu_links_my_leagues(client, member):
    assert 'href="/leagues/">Leagues</a>' in body(client.get("/"))
    # Read as "My leagues" (one string to translate); seen as "Leagues" on a narrow menu.
    mine = '<span class="sr">My leagues</span><span aria-hidden="true">Leagues</span></a>'
    assert 'href="/leagues/">' + mine in body(as_user(client, member).get("/"))


def test_my_leagues_lists_mine_with_my_role_and_the_public_ones(
    client, admin, member, outsider, league, public_league
):
    hidden = League.objects.create(
        name="Secret Circle", slug="secret", variant="north_american", target=10, options={},
        roster=league.roster.__class__.objects.create(),
    )  # fmt: skip
    page = body(as_user(client, member).get(reverse("leagues:league-list")))
    mine = page[page.index('id="my-leagues"') : page.index("Other public leagues")]
    assert "Tuesday Club" in mine and "Open Table" in mine and "Member" in mine
    assert hidden.name not in page
    assert "Manage" not in mine  # members do not manage

    admin_page = body(as_user(client, admin).get(reverse("leagues:league-list")))
    assert (
        "Admin" in admin_page
        and reverse("leagues:league-admin", args=["tuesday-club"]) in admin_page
    )

    outsiders = body(as_user(client, outsider).get(reverse("leagues:league-list")))
    assert "Open Table" in outsiders and "Tuesday Club" not in outsiders


def test_signed_out_my_leagues_shows_the_public_ones_and_a_sign_in_link(
    client, league, public_league
):
    page = body(client.get(reverse("leagues:league-list")))
    assert "Open Table" in page and "Tuesday Club" not in page
    assert "/accounts/login/?next=/leagues/" in page


# --- a new league ---------------------------------------------------------------------------


def test_creating_a_league_needs_an_account(client):
    response = client.get(reverse("leagues:league-new"))
    assert response.status_code == 302 and "/accounts/login/" in response["Location"]


def test_the_new_league_form_has_the_new_game_forms_ruleset_controls(client, member):
    as_user(client, member)
    league_form = body(client.get(reverse("leagues:league-new")))
    game_form = body(client.get(reverse("games:game-new")))
    for control in ('name="variant"', 'name="target"', 'name="target_other"', 'name="option"',
                    'data-variant="british"', 'name="choice-'):  # fmt: skip
        assert control in league_form and control in game_form, control
    assert "js/leagues/league-new.js" in league_form


def ruleset(variant="north_american", target="10", **extra):
    return {"variant": variant, "target": target, **extra}


def test_a_new_league_takes_its_name_visibility_and_ruleset(client, member):
    as_user(client, member)
    response = client.post(
        reverse("leagues:league-new"),
        {"name": "Friday Night", "visibility": "public", **ruleset(target="other"),
         "target_other": "15", "option": ["stick_the_dealer"]},
    )  # fmt: skip
    league = League.objects.get()
    assert response.status_code == 302
    assert response["Location"] == reverse("leagues:league-admin", args=["friday-night"])
    assert (league.name, league.slug, league.visibility) == (
        "Friday Night",
        "friday-night",
        "public",
    )
    assert (league.variant, league.target) == ("north_american", 15)
    assert league.options["stick_the_dealer"] is True
    # A house rule left unticked is off, whatever its default.
    assert all(value is False for key, value in league.options.items()
               if isinstance(value, bool) and key != "stick_the_dealer"
               and key in ("canadian_loner", "farmers_hand"))  # fmt: skip
    assert Membership.objects.get(league=league).role == MemberRole.ADMIN


def test_a_taken_address_is_said_next_to_it_and_nothing_is_saved(client, member, league):
    as_user(client, member)
    response = client.post(
        reverse("leagues:league-new"),
        {"name": "Tuesday Club", "visibility": "private", **ruleset()},
    )
    assert response.status_code == 400
    assert 'id="id_slug_error"' in body(response)
    assert "Another league has the slug tuesday-club" in body(response)
    assert League.objects.count() == 1
    assert 'value="Tuesday Club"' in body(response)  # what was typed stays


@pytest.mark.parametrize(
    "posted, says",
    [
        pytest.param({"name": ""}, "Give the league a name.", id="no-name"),
        pytest.param({"slug": "Not A Slug"}, "A slug is lowercase letters", id="bad-slug"),
        pytest.param({"slug": "new"}, "A slug is lowercase letters", id="reserved-slug"),
        pytest.param(
            {"target": "other", "target_other": "ten"},
            "Points to win: a whole number",
            id="target-not-a-number",
        ),  # fmt: skip
        pytest.param({"target": "other", "target_other": "0"}, "target", id="target-zero"),
        pytest.param({"variant": "chess"}, "Choose a variant.", id="unknown-variant"),
    ],
)
def test_bad_input_is_answered_in_words_and_nothing_is_saved(client, member, posted, says):
    as_user(client, member)
    form = {"name": "Friday Night", "visibility": "private", **ruleset(), **posted}
    response = client.post(reverse("leagues:league-new"), form)
    assert response.status_code == 400
    assert says in body(response)
    assert not League.objects.exists()


# --- joining ------------------------------------------------------------------------------


@pytest.fixture
def invitation(league, admin):
    return invitation_create(league=league, by=admin)


def join_path(invitation) -> str:
    return reverse("leagues:join", args=[invitation.code])


def test_the_join_page_is_the_address_the_api_gives(rf, invitation):
    from leagues.links import join_url

    assert join_url(rf.get("/"), invitation.code).endswith(join_path(invitation))


def test_signed_out_the_invitation_leads_through_sign_up_sign_in_or_guest_play_and_back(
    client, invitation
):
    page = body(client.get(join_path(invitation)))
    back = f"next={join_path(invitation)}"
    assert "Join Tuesday Club" in page
    assert f"/accounts/signup/?{back}" in page and f"/accounts/login/?{back}" in page
    assert f'name="next" value="{join_path(invitation)}"' in page  # the guest form
    assert reverse("account_guest") in page
    client.post(join_path(invitation))  # signed out, a tap joins no one
    assert Membership.objects.filter(league=invitation.league).count() == 2


def test_signing_up_from_the_invitation_comes_back_to_it(client, invitation):
    signup = f"/accounts/signup/?next={join_path(invitation)}"
    response = client.post(signup, {"email": "pat@example.com", "password1": PASSWORD})
    assert response.status_code == 302 and response["Location"] == join_path(invitation)
    assert 'id="join"' in body(client.get(join_path(invitation)))


def test_a_guest_comes_back_to_the_invitation_and_joins_in_one_tap(client, invitation):
    response = client.post(reverse("account_guest"), {"next": join_path(invitation)})
    assert response["Location"] == join_path(invitation)
    page = body(client.get(join_path(invitation)))
    assert 'id="join"' in page
    response = client.post(join_path(invitation))
    assert response.status_code == 302
    guest = Membership.objects.exclude(user__email__isnull=False).get(league=invitation.league)
    assert guest.role == MemberRole.MEMBER


def test_joining_twice_changes_nothing(client, outsider, invitation):
    as_user(client, outsider)
    client.post(join_path(invitation))
    joined = Membership.objects.get(league=invitation.league, user=outsider)
    response = client.post(join_path(invitation))
    assert response.status_code == 302
    assert list(Membership.objects.filter(league=invitation.league, user=outsider)) == [joined]
    assert "a member of Tuesday Club already" in body(client.get(join_path(invitation)))


def test_a_revoked_invitation_is_explained_and_joins_no_one(client, outsider, invitation):
    invitation_revoke(invitation=invitation)
    as_user(client, outsider)
    assert "This invitation was revoked" in body(client.get(join_path(invitation)))
    response = client.post(join_path(invitation))
    assert response.status_code == 400
    assert "This invitation was revoked" in body(response)
    assert not Membership.objects.filter(user=outsider).exists()


def test_an_expired_invitation_is_explained_and_joins_no_one(client, outsider, invitation):
    Invitation.objects.filter(pk=invitation.pk).update(
        expires_at=timezone.now() - datetime.timedelta(minutes=1)
    )
    as_user(client, outsider)
    assert "This invitation expired on" in body(client.get(join_path(invitation)))
    response = client.post(join_path(invitation))
    assert response.status_code == 400 and "has expired" in body(response)
    assert not Membership.objects.filter(user=outsider).exists()


def test_an_unknown_code_is_a_404(client, outsider):
    assert as_user(client, outsider).get("/leagues/join/no-such-code/").status_code == 404


# --- the admin page: who may -------------------------------------------------------------


def admin_path(league) -> str:
    return reverse("leagues:league-admin", args=[league.slug])


ADMIN_PAGE, GAME_PAGE = "leagues:league-admin", "leagues:game-new"


@pytest.mark.parametrize(
    "name, who, private, public",
    [
        pytest.param(ADMIN_PAGE, None, 404, "login", id="admin-page-anonymous"),
        pytest.param(ADMIN_PAGE, "outsider", 404, 403, id="admin-page-outsider"),
        pytest.param(ADMIN_PAGE, "member", 403, 403, id="admin-page-member"),
        pytest.param(ADMIN_PAGE, "admin", 200, 200, id="admin-page-admin"),
        pytest.param(GAME_PAGE, None, 404, "login", id="game-page-anonymous"),
        pytest.param(GAME_PAGE, "outsider", 404, 403, id="game-page-outsider"),
        pytest.param(GAME_PAGE, "member", 200, 200, id="game-page-member"),
        pytest.param(GAME_PAGE, "admin", 200, 200, id="game-page-admin"),
    ],
)
def test_who_may_open_the_admin_page_and_a_league_game(
    client, request, league, public_league, name, who, private, public
):
    """Admins manage; members start games; an outsider sees a public league's pages refused
    and a private league not at all; signed out, a public league's pages lead to sign-in."""
    if who:
        as_user(client, request.getfixturevalue(who))
    for each, expected in ((league, private), (public_league, public)):
        response = client.get(reverse(name, args=[each.slug]))
        if expected == "login":
            assert response.status_code == 302 and "/accounts/login/" in response["Location"]
        else:
            assert response.status_code == expected, (each, who)


@pytest.mark.parametrize(
    "name, path",
    [
        ("role", "admin/members/{user}/role/"),
        ("remove", "admin/members/{user}/remove/"),
        ("invite", "admin/invitations/"),
        ("rename", "admin/players/{player}/rename/"),
        ("merge", "admin/players/{player}/merge/"),
    ],
)
def test_members_cannot_post_the_admins_forms(client, league, admin, member, name, path):
    player = Player.objects.create(roster=league.roster, name="Ann")
    other = Player.objects.create(roster=league.roster, name="Bob")
    url = f"/leagues/{league.slug}/" + path.format(user=admin.pk, player=player.pk)
    response = as_user(client, member).post(url, {"role": "member", "name": "X", "into": other.pk})
    assert response.status_code == 403
    assert Membership.objects.get(user=admin).role == MemberRole.ADMIN
    assert set(Player.objects.values_list("name", flat=True)) == {"Ann", "Bob"}
    assert not Invitation.objects.exists()


# --- the admin page: members and invitations ----------------------------------------------


def test_the_admin_page_shows_members_roles_and_open_invitations_with_link_and_qr(
    client, admin, league, invitation
):
    revoked = invitation_create(league=league, by=admin)
    invitation_revoke(invitation=revoked)
    page = body(as_user(client, admin).get(admin_path(league)))
    assert "admin@example.com" in page and "member@example.com" in page
    assert f"http://testserver{join_path(invitation)}" in page
    assert page.count('<svg role="img"') == 1  # the open one's QR code, not the revoked one's
    assert "revoked" in page
    assert revoked.code not in page


def test_an_admin_makes_and_revokes_invitations(client, admin, league):
    as_user(client, admin)
    response = client.post(reverse("leagues:invitation-new", args=[league.slug]), {"days": "7"})
    assert response.status_code == 302
    invitation = Invitation.objects.get()
    assert invitation.expires_at - timezone.now() > datetime.timedelta(days=6)
    client.post(reverse("leagues:invitation-revoke", args=[league.slug, invitation.code]))
    invitation.refresh_from_db()
    assert invitation.revoked_at is not None


def test_bad_days_for_an_invitation_are_said_and_nothing_is_made(client, admin, league):
    response = as_user(client, admin).post(
        reverse("leagues:invitation-new", args=[league.slug]), {"days": "0"}
    )
    assert response.status_code == 400
    assert 'id="invitation-error"' in body(response)
    assert "greater than or equal to 1" in body(response)
    assert not Invitation.objects.exists()


def test_an_admin_changes_a_role_and_removes_a_member(client, admin, member, league):
    as_user(client, admin)
    client.post(reverse("leagues:member-role", args=[league.slug, member.pk]), {"role": "admin"})
    assert Membership.objects.get(user=member).role == MemberRole.ADMIN
    client.post(reverse("leagues:member-remove", args=[league.slug, member.pk]))
    assert not Membership.objects.filter(user=member).exists()


def test_the_last_admin_stays_and_the_page_says_why_at_that_member(client, admin, league):
    as_user(client, admin)
    response = client.post(
        reverse("leagues:member-role", args=[league.slug, admin.pk]), {"role": "member"}
    )
    assert response.status_code == 400
    page = body(response)
    assert f'id="member-{admin.pk}-error"' in page
    assert "last admin cannot leave or stop being an admin" in page
    assert Membership.objects.get(user=admin).role == MemberRole.ADMIN


# --- the admin page: the roster --------------------------------------------------------------


def test_an_admin_renames_a_player_on_every_seat(client, admin, league):
    game = league_game(league, admin)
    bob = Player.objects.get(roster=league.roster, name="Bob")
    as_user(client, admin)
    response = client.post(
        reverse("leagues:player-rename", args=[league.slug, bob.pk]), {"name": "Robert"}
    )
    assert response.status_code == 302
    assert Seat.objects.get(game=game, position=1).player.name == "Robert"


def test_a_rename_to_a_name_the_roster_has_is_said_next_to_it(client, admin, league):
    league_game(league, admin)
    bob = Player.objects.get(roster=league.roster, name="Bob")
    response = as_user(client, admin).post(
        reverse("leagues:player-rename", args=[league.slug, bob.pk]), {"name": "ann"}
    )
    assert response.status_code == 400
    assert f'id="rename-{bob.pk}-error"' in body(response)
    bob.refresh_from_db()
    assert bob.name == "Bob"


def test_an_admin_links_a_player_to_a_members_account_and_not_to_an_outsiders(
    client, admin, member, outsider, league
):
    ann = Player.objects.create(roster=league.roster, name="Ann")
    path = reverse("leagues:player-link", args=[league.slug, ann.pk])
    as_user(client, admin)
    assert client.post(path, {"user": outsider.pk}).status_code == 400
    ann.refresh_from_db()
    assert ann.user_id is None
    client.post(path, {"user": member.pk})
    ann.refresh_from_db()
    assert ann.user_id == member.pk
    assert "plays as Ann" in body(client.get(admin_path(league)))
    client.post(path, {"user": ""})
    ann.refresh_from_db()
    assert ann.user_id is None


@pytest.fixture
def duplicate(league, admin):
    """'Bobby' sat in two games of three hands each; 'Bob' in one other."""
    for _ in range(2):
        game = league_game(league, admin, seats=("Ann", "Bobby", "Cat", "Dan"))
        for _ in range(3):
            hand_record(game=game, record=made(0, 3), by=admin)
    league_game(league, admin, seats=("Eve", "Bob", "Fay", "Gus"))
    return Player.objects.get(roster=league.roster, name="Bobby")


def merge_path(league, player) -> str:
    return reverse("leagues:player-merge", args=[league.slug, player.pk])


def test_the_merge_page_says_what_moves_and_merging_moves_it(client, admin, league, duplicate):
    bob = Player.objects.get(roster=league.roster, name="Bob")
    as_user(client, admin)
    page = body(client.get(merge_path(league, duplicate), {"into": bob.pk}))
    assert "Merge Bobby into Bob?" in page
    moves = page[page.index('id="moves"') : page.index("</ul>", page.index('id="moves"'))]
    assert "<strong>2</strong> seats" in moves
    assert "<strong>2</strong> games" in moves
    assert "<strong>6</strong> hands" in moves
    assert Player.objects.filter(pk=duplicate.pk).exists()  # the page itself moves nothing

    response = client.post(merge_path(league, duplicate), {"into": bob.pk})
    assert response.status_code == 302
    assert not Player.objects.filter(pk=duplicate.pk).exists()
    assert Seat.objects.filter(player=bob).count() == 3


def test_merging_two_players_of_one_game_is_refused_in_words(client, admin, league, duplicate):
    """Before the confirmation (the page that asks is never shown for it), and if sent."""
    ann = Player.objects.get(roster=league.roster, name="Ann")
    as_user(client, admin)
    for send in (client.get, client.post):
        response = send(merge_path(league, duplicate), {"into": ann.pk})
        assert response.status_code == 400
        assert f'id="merge-{duplicate.pk}-error"' in body(response)
        assert "they are two players" in body(response)
    assert Seat.objects.filter(player=duplicate).count() == 2


def test_merging_into_another_leagues_player_is_a_refusal(
    client, admin, league, public_league, duplicate
):
    elsewhere = Player.objects.create(roster=public_league.roster, name="Bob")
    response = as_user(client, admin).get(merge_path(league, duplicate), {"into": elsewhere.pk})
    assert response.status_code == 400
    assert f'id="merge-{duplicate.pk}-error"' in body(response)
    assert Player.objects.filter(pk=duplicate.pk).exists()


# --- a league game -------------------------------------------------------------------------


def game_path(league) -> str:
    return reverse("leagues:game-new", args=[league.slug])


@pytest.fixture
def season(league):
    return Season.objects.create(
        league=league, name="Autumn 2026", starts_on=datetime.date(2020, 1, 1)
    )


def test_the_league_game_form_shows_the_rules_the_season_and_offers_the_roster(
    client, admin, member, league, season
):
    league_game(league, admin, seats=("Bob", "Ann", "Cat", "Dan"))
    page = body(as_user(client, member).get(game_path(league)))
    assert "Tuesday Club · Autumn 2026" in page
    assert "North American Euchre</strong> to 10: the league" in page
    assert 'name="variant"' not in page and 'name="option"' not in page  # shown, not asked
    assert '<script id="roster-names" type="application/json">["Ann", "Bob", "Cat", "Dan"]' in page
    assert "js/leagues/league-game.js" in page


def post_game(client, league, seats, **extra):
    return client.post(
        game_path(league),
        {"seat": seats, "first_dealer": "1", "client_id": str(uuid.uuid4()), **extra},
    )


def test_a_league_game_starts_in_the_season_with_roster_players_and_opens_its_table(
    client, admin, member, league, season
):
    league_game(league, admin)
    as_user(client, member)
    response = post_game(client, league, ["bob", "Ann", "Eve", "Dan"], team_name=["Us", ""])
    game = Game.objects.latest("pk")
    assert response.status_code == 302
    assert response["Location"] == reverse("games:game-detail", args=[game.pk])
    assert LeagueGame.objects.get(game=game).season == season
    assert [seat.player.name for seat in game.seats.order_by("position")] == [
        "Bob",
        "Ann",
        "Eve",
        "Dan",
    ]
    assert Player.objects.filter(roster=league.roster).count() == 5  # Eve added, bob is Bob
    assert (game.owner, game.first_dealer, game.team_names) == (member, 1, ["Us", "Team 2"])

    table = body(client.get(response["Location"]))
    assert 'id="group-line"' in table and "Tuesday Club</a> · Autumn 2026" in table


def test_a_team_left_unnamed_is_stored_by_its_default_name_in_english(
    client, admin, member, league, season
):
    league_game(league, admin)
    as_user(client, member)
    client.post("/accounts/language/", {"language": "sl", "next": "/"})
    post_game(client, league, ["Bob", "Ann", "Cat", "Dan"], team_name=["", "Zmaji"])
    assert Game.objects.latest("pk").team_names == ["Team 1", "Zmaji"]  # said "Ekipa 1" in sl


def test_a_plain_games_table_has_no_league_line(client, member):
    from tests.factories import GameFactory

    game = GameFactory(owner=member)
    assert 'id="group-line"' not in body(as_user(client, member).get(f"/games/{game.pk}/"))


def test_a_league_game_form_sent_twice_starts_one_game(client, member, league):
    as_user(client, member)
    form = {
        "seat": ["Ann", "Bob", "Cat", "Dan"],
        "first_dealer": "0",
        "client_id": str(uuid.uuid4()),
    }
    first = client.post(game_path(league), form)
    again = client.post(game_path(league), form)
    assert first["Location"] == again["Location"]
    assert Game.objects.count() == 1


@pytest.mark.parametrize(
    "seats, says, where",
    [
        pytest.param(
            ["Ann", "", "Cat", "Dan"], "Each seat needs a player", "seat-1-error", id="empty"
        ),
        pytest.param(["Ann", "Bob", "ann", "Dan"], "", "seat-2-error", id="twice"),
    ],
)
def test_bad_seats_are_said_at_the_seat_and_nothing_is_started(
    client, member, league, seats, says, where
):
    response = post_game(as_user(client, member), league, seats)
    assert response.status_code == 400
    assert f'id="{where}"' in body(response) and says in body(response)
    assert not Game.objects.exists()
    assert 'value="Dan"' in body(response)  # what was typed stays


# --- query budgets ---------------------------------------------------------------------------


def admin_page_queries(client, league) -> list[str]:
    with CaptureQueriesContext(connection) as queries:
        assert client.get(admin_path(league)).status_code == 200
    return [query["sql"] for query in queries]


def test_the_admin_page_reads_a_fixed_number_of_queries_however_big_the_league(
    client, admin, league
):
    """As many queries for 1 member, player and invitation as for 12."""
    as_user(client, admin)
    invitation_create(league=league, by=admin)
    league_game(league, admin)
    few = admin_page_queries(client, league)
    for n in range(11):
        user = UserFactory()
        Membership.objects.create(league=league, user=user)
        invitation_create(league=league, by=admin)
        Player.objects.create(roster=league.roster, name=f"Player {n}", user=user)
        league_game(league, admin, seats=[f"Player {n}", "Bob", f"Other {n}", "Dan"])
    # The session, the user, the league with my role, the members (with their users), the
    # members' linked players, the games to manage and their seats, the roster, the pairs
    # of players who sat in one game (not offered as merges), the invitations, the seasons.
    assert len(few) == 11, few
    assert len(admin_page_queries(client, league)) == 11


# --- the admin page: seasons -----------------------------------------------------------------


def test_an_admin_adds_a_season_and_ends_it_so_that_the_next_can_start(client, admin, league):
    as_user(client, admin)
    new = reverse("leagues:season-new", args=[league.slug])
    response = client.post(new, {"name": "Autumn", "starts_on": "2026-09-01"})
    assert response.status_code == 302
    autumn = Season.objects.get()
    assert (autumn.starts_on, autumn.ends_on) == (datetime.date(2026, 9, 1), None)

    response = client.post(new, {"name": "Winter", "starts_on": "2026-12-01"})
    assert response.status_code == 400
    assert 'id="id_starts_on_error"' in body(response) and "overlaps Autumn" in body(response)
    assert Season.objects.count() == 1

    end = reverse("leagues:season-end", args=[league.slug, autumn.pk])
    assert client.post(end, {"ends_on": "2026-11-30"}).status_code == 302
    assert client.post(new, {"name": "Winter", "starts_on": "2026-12-01"}).status_code == 302
    page = body(client.get(admin_path(league)))
    assert "Autumn" in page and "Winter" in page and "open-ended" in page


@pytest.mark.parametrize(
    "posted, says",
    [
        pytest.param(
            {"name": "", "starts_on": "2026-09-01"}, "Give the season a name.", id="no-name"
        ),
        pytest.param({"name": "Autumn", "starts_on": "soon"}, "A date, please.", id="bad-date"),
        pytest.param(
            {"name": "Autumn", "starts_on": "2026-09-01", "ends_on": "2026-08-01"},
            "before it starts",
            id="ends-before-start",
        ),  # fmt: skip
    ],
)
def test_a_bad_season_is_said_at_its_field_and_nothing_is_saved(
    client, admin, league, posted, says
):
    response = as_user(client, admin).post(
        reverse("leagues:season-new", args=[league.slug]), posted
    )
    assert response.status_code == 400 and says in body(response)
    assert not Season.objects.exists()


def test_ending_a_season_before_it_started_is_refused_in_words(client, admin, league, season):
    end = reverse("leagues:season-end", args=[league.slug, season.pk])
    response = as_user(client, admin).post(end, {"ends_on": "2019-01-01"})
    assert response.status_code == 400
    assert f'id="season-end-{season.pk}-error"' in body(response)
    season.refresh_from_db()
    assert season.ends_on is None


def test_members_cannot_add_seasons(client, member, league):
    response = as_user(client, member).post(
        reverse("leagues:season-new", args=[league.slug]), {"name": "X", "starts_on": "2026-01-01"}
    )
    assert response.status_code == 403 and not Season.objects.exists()


def test_an_open_invitations_copy_and_share_buttons_wait_for_the_script(
    client, admin, league, invitation
):
    page = body(as_user(client, admin).get(admin_path(league)))
    link = f"http://testserver{join_path(invitation)}"
    assert f'data-link="{link}" data-way="copy" hidden>Copy link</button>' in page
    assert "js/leagues/league-admin.js" in page


# --- the league home's actions --------------------------------------------------------------


def test_the_league_home_offers_a_new_game_to_members_and_management_to_admins(
    client, admin, member, outsider, public_league
):
    home = reverse("leagues:league-home", args=[public_league.slug])
    new_game = reverse("leagues:game-new", args=[public_league.slug])
    manage = reverse("leagues:league-admin", args=[public_league.slug])

    as_admin = body(as_user(client, admin).get(home))
    assert new_game in as_admin and manage in as_admin
    as_member = body(as_user(client, member).get(home))
    assert new_game in as_member and manage not in as_member
    as_outsider = body(as_user(client, outsider).get(home))
    assert new_game not in as_outsider and manage not in as_outsider
