"""The web app's pages through Django's test client: home, new game, my games, the table."""

import json
import re
from html import unescape

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse
from django.utils.html import escape

from accounts.models import User
from accounts.services import guest_create
from games.models import Scorekeeper
from games.services.games import game_share, game_start
from games.services.hands import hand_record
from games.views import table as table_views
from scoring import VARIANTS
from scoring.sheet import table_sheet

SEATS = ["Ann", "Bob", "Cat", "Dan"]


@pytest.fixture
def me(client, db):
    user = User.objects.create_user("me@example.com", "a-long-table-password")
    client.force_login(user)
    return user


def start(owner, seats=SEATS, **kwargs):
    return game_start(owner=owner, variant="north_american", seats=seats, first_dealer=0, **kwargs)


def card(page: str, game) -> str:
    """The text of a game's entry in a list of games, its tags taken out."""
    entry = re.search(rf'<a href="/games/{game.pk}/">(.*?)</a>', page, re.S).group(1)
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", entry)).split())


def sheet_on(response) -> dict:
    script = re.search(r'<script id="rules-sheet" type="application/json">(.*?)</script>',
                       response.content.decode(), re.S)  # fmt: skip
    return json.loads(script.group(1))


def test_home_signed_out_offers_guest_play_sign_in_and_the_rules(client, db):
    response = client.get("/")
    assert response.status_code == 200
    assert [t.name for t in response.templates][:2] == ["home.html", "base.html"]
    page = response.content.decode()
    assert f'action="{reverse("account_guest")}"' in page
    assert f'name="next" value="{reverse("games:game-new")}"' in page
    assert reverse("account_login") in page and reverse("account_signup") in page
    assert 'href="/rules/"' in page
    assert "csrftoken" in response.cookies  # the app's scripts send it with every write


def test_every_page_links_the_manifest_and_registers_the_worker(client, db):
    page = client.get("/").content.decode()
    assert '<link rel="manifest" href="/manifest.webmanifest">' in page
    assert 'data-worker="/sw.js"' in page
    assert 'name="viewport"' in page


def test_home_lists_my_games_in_progress_not_others(client, me):
    mine = start(me, team_names=["Us", "Them"])
    hand_record(game=mine, record={"maker": 1, "round": 1, "maker_tricks": 3}, by=me)
    start(
        User.objects.create_user("else@example.com", "x-long-password-1"),
        ["Eve", "Fay", "Gus", "Hal"],
    )
    page = client.get("/").content.decode()
    assert f'href="/games/{mine.pk}/"' in page
    assert card(page, mine).startswith("Us 0–1 Them")
    assert "Eve" not in page
    assert reverse("games:game-new") in page


def test_home_for_a_guest_offers_to_keep_the_games(client, db):
    client.force_login(guest_create())
    assert reverse("account_guest_claim") in client.get("/").content.decode()


def test_my_games_lists_finished_and_running_games(client, me):
    running, other = start(me), start(me, ["Ann", "Bob", "Cat", "Eve"])
    page = client.get(reverse("games:game-list")).content.decode()
    assert f"/games/{running.pk}/" in page and f"/games/{other.pk}/" in page
    assert "North American Euchre to 10" in page


def test_my_games_says_who_plays_whom_who_won_and_when_apart(client, me):
    won = start(me, team_names=["Aces", "Kings"])
    for _ in range(3):  # Bob and Dan alone, three times: 12
        hand_record(game=won, record={"maker": 1, "round": 1, "maker_loner": 1, "maker_tricks": 5})
    playing = game_start(owner=me, variant="two_handed", seats=["Eve", "Fay"], first_dealer=1)
    page = client.get(reverse("games:game-list")).content.decode()
    won.refresh_from_db()
    assert card(page, won) == (
        "Aces 0–12 Kings Ann & Cat against Bob & Dan · North American Euchre to 10 · Kings won "
        f"Last played {won.updated_at:%a} {won.updated_at.day} {won.updated_at:%b %Y}"
    )
    assert card(page, playing).startswith("Eve 0–0 Fay Two-handed Euchre to 10 · 0 hands")
    assert page.index("<h2>In progress</h2>") < page.index(f"/games/{playing.pk}/")
    assert page.index(f"/games/{playing.pk}/") < page.index("<h2>Finished</h2>")
    assert page.index("<h2>Finished</h2>") < page.index(f"/games/{won.pk}/")


def test_my_games_lists_every_game_in_progress_however_old(client, me, monkeypatch):
    monkeypatch.setattr(table_views, "RECENT", 1)  # finished games listed: the latest one
    old = start(me)
    finished = []
    for _ in range(2):
        game = start(me)
        for _ in range(3):  # Bob alone, three times: 12
            hand_record(
                game=game, record={"maker": 1, "round": 1, "maker_loner": 1, "maker_tricks": 5}
            )
        finished.append(game)
    page = client.get(reverse("games:game-list")).content.decode()
    assert f"/games/{old.pk}/" in page
    assert f"/games/{finished[1].pk}/" in page and f"/games/{finished[0].pk}/" not in page


def test_a_scorekeeper_sees_it_keeps_someone_elses_game_not_whose_address(client, me):
    friend = User.objects.create_user("bea@example.com", "a-long-table-password")
    theirs = start(friend)
    Scorekeeper.objects.create(game=theirs, user=me)
    mine = start(me)
    page = client.get(reverse("games:game-list")).content.decode()
    assert "You keep score here for the game's owner · Started" in card(page, theirs)
    assert "bea@example.com" not in page
    assert "You keep score here" not in card(page, mine)


def test_home_links_every_game_in_progress_when_it_lists_only_some(client, me):
    for _ in range(3):
        start(me)
    assert "Every game in progress" not in client.get("/").content.decode()
    start(me)
    page = client.get("/").content.decode()
    assert page.count('<li><a href="/games/') == 3
    assert "Every game in progress" in page


@pytest.mark.parametrize("url", ["/", "/games/", "/games/new/"])
def test_pages_listing_games_do_not_query_more_with_more_games(
    client, me, url, django_assert_max_num_queries
):
    start(me)
    with CaptureQueriesContext(connection) as one_game:
        assert client.get(url).status_code == 200
    for more in range(9):
        start(me, [f"Ann{more}", f"Bob{more}", f"Cat{more}", f"Dan{more}"])
    # session, user, games, their seats and players: the same for ten games as for one
    with django_assert_max_num_queries(len(one_game)):
        assert client.get(url).status_code == 200


def test_my_games_signed_out_asks_to_sign_in(client, db):
    response = client.get(reverse("games:game-list"))
    assert response.status_code == 200  # kept by the worker: no redirect
    assert "to see your games" in response.content.decode()


def test_new_game_offers_each_variants_house_rules_with_their_defaults(client, me):
    page = client.get(reverse("games:game-new")).content.decode()
    for variant in table_sheet()["variants"].values():
        start = rf'<fieldset class="choices house" data-variant="{variant["key"]}"'
        end = r'</fieldset>\s*(?=<fieldset class="choices house"|</details>)'
        house = re.search(start + r"(.*?)" + end, page, re.S)
        house = house.group(1)
        assert f'data-players="{variant["players"]}"' in house
        assert f'data-target="{variant["default_target"]}"' in house
        for option in variant["options"]:
            offered = re.search(rf'name="option" value="{option["key"]}"( checked)?', house)
            chosen = re.search(rf'data-option="{option["key"]}"', house)
            if option["fixed"]:
                assert not offered and not chosen and escape(option["summary"]) in house
            elif option["choices"] == [False, True]:
                assert offered and bool(offered.group(1)) == option["default"]
            else:
                assert chosen


def test_new_game_suggests_my_players(client, me):
    start(me, ["Zoe", "Yan", "Xia", "Wim"])
    page = client.get(reverse("games:game-new")).content.decode()
    assert (
        '<option value="Wim"><option value="Xia"><option value="Yan"><option value="Zoe">' in page
    )
    assert 'value="Zoe"' in page.split('name="seat"')[1]  # seat 0 is Zoe, as last time


def checked_variant(page: str) -> list[str]:
    return re.findall(r'name="variant" value="(\w+)" checked', page)


def test_new_game_offers_the_variant_played_last(client, me):
    assert checked_variant(client.get(reverse("games:game-new")).content.decode()) == [
        "north_american"  # the first, before any game
    ]
    game_start(owner=me, variant="two_handed", seats=["Zoe", "Yan"], first_dealer=0)
    page = client.get(reverse("games:game-new")).content.decode()
    assert checked_variant(page) == ["two_handed"]
    assert re.search(r'class="choices house" data-variant="two_handed"[^>]*data-target="10">', page)


def test_the_table_embeds_the_rules_sheet(client, me):
    game = start(me)
    response = client.get(reverse("games:game-detail", args=[game.pk]))
    assert response.status_code == 200
    assert sheet_on(response) == json.loads(json.dumps(table_sheet()))


def test_a_game_i_cannot_see_is_not_found(client, me):
    theirs = start(User.objects.create_user("else@example.com", "x-long-password-1"))
    assert client.get(reverse("games:game-detail", args=[theirs.pk])).status_code == 404
    assert client.get(reverse("games:game-detail", args=[theirs.pk + 1])).status_code == 404


def test_a_shared_game_opens_with_its_link(client, db):
    owner = User.objects.create_user("else@example.com", "x-long-password-1")
    game = start(owner)
    token = game_share(game=game)
    url = reverse("games:game-detail", args=[game.pk])
    assert client.get(url, {"share": token}).status_code == 200
    assert client.get(url, {"share": "not-the-token"}).status_code == 404


def test_the_table_signed_out_sends_to_sign_in(client, db):
    game = start(User.objects.create_user("else@example.com", "x-long-password-1"))
    response = client.get(reverse("games:game-detail", args=[game.pk]))
    assert response.status_code == 302
    assert response["Location"].startswith(reverse("account_login"))


@pytest.mark.parametrize(
    "url", ["/games/play/", "/games/local/0b5f3a52-6b56-4e0c-a7a2-9a3c1d2e4f50/"]
)
def test_the_table_shell_opens_any_game_kept_on_the_phone(client, db, url):
    response = client.get(url)
    assert response.status_code == 200
    assert [t.name for t in response.templates][0] == "games/game_detail.html"
    assert sheet_on(response)["variants"].keys() == set(VARIANTS)
