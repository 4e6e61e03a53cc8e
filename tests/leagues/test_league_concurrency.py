"""Two members recording into two games of one league at once, on PostgreSQL: the games
share players, so both writers add to the same totals rows; the totals end equal to a
recount from the hands, and games finishing at once, their ratings replayed by readers
beside them, end rated as a fresh rating would rate them."""

import threading

import pytest
from django.conf import settings
from django.db import connection, connections, transaction

from games.models import Game, Player
from games.services.hands import hand_record
from leagues.models import PlayerTotals, RatingEvent
from leagues.services.leagues import league_update
from leagues.standings import ratings
from tests.conftest import signed_in
from tests.games.support import PASSED_OUT, made
from tests.leagues.support import NAMES, assert_totals_match_recount, league_game
from tests.races import at_once

HANDS_EACH = 30
GAMES_EACH = 8

pytestmark = [
    pytest.mark.django_db(transaction=True),
    pytest.mark.skipif(
        settings.DATABASES["default"]["ENGINE"] != "django.db.backends.postgresql",
        reason="concurrent writers to shared totals rows need PostgreSQL: run with "
        "DATABASE_URL=postgres://... (CI's PostgreSQL pass does); SQLite serialises writers",
    ),
]


def test_two_members_recording_at_once_leave_totals_equal_to_a_recount(admin, member, league):
    league.target = 1000  # long games: every hand lands
    league.save()
    games = [
        league_game(league, admin),
        league_game(league, member, seats=["Cat", "Ann", "Dan", "Bob"]),
    ]
    statuses: list[int] = []

    def writer(user, game, seed):
        client = signed_in(user)

        def write():
            for i in range(HANDS_EACH):
                record = PASSED_OUT if (i + seed) % 3 == 0 else made((i + seed) % 4, 3 + i % 3)
                statuses.append(client.post(f"/api/v1/games/{game.pk}/hands/", record).status_code)

        return write

    at_once(
        *(
            writer(user, game, seed)
            for seed, (user, game) in enumerate(zip((admin, member), games, strict=True))
        )
    )

    assert statuses == [201] * (2 * HANDS_EACH)
    assert sum(PlayerTotals.objects.values_list("hands", flat=True)) == 4 * 2 * HANDS_EACH
    assert_totals_match_recount(league)


def test_games_finishing_at_once_while_read_are_rated_as_a_fresh_rating_would(
    admin, member, league
):
    league.target = 5  # a few hands a game: games finish, and are rated, all the time
    league.save()
    seatings = (NAMES, ("Cat", "Ann", "Dan", "Bob"))
    games = {
        seed: [league_game(league, admin, seats=seats) for _ in range(GAMES_EACH)]
        for seed, seats in enumerate(seatings)
    }

    def writer(user, seed):
        client = signed_in(user)

        def write():
            for round_, game in enumerate(games[seed]):
                winner = (round_ + seed) % 2
                for _ in range(3):  # 2 + 2 + 2 for the winners: finished
                    response = client.post(f"/api/v1/games/{game.pk}/hands/", made(winner, 5))
                    assert response.status_code == 201, response.content

        return write

    def reader(user):
        client = signed_in(user)

        def read():  # each read replays what the games finished meanwhile left due
            for _ in range(2 * GAMES_EACH):
                response = client.get(f"/api/v1/leagues/{league.slug}/ratings/")
                assert response.status_code == 200, response.content

        return read

    writers = (writer(user, seed) for seed, user in enumerate((admin, member)))
    at_once(*writers, reader(admin), reader(member))

    ratings.settle(league.pk)
    assert RatingEvent.objects.filter(league=league, season=None).count() == 4 * 2 * GAMES_EACH
    assert_totals_match_recount(league)


def test_two_games_started_at_once_with_the_same_new_names_in_other_orders(admin, member, league):
    # Each start adds the names it does not find to the roster; in seat order, one start
    # could hold "Ann" and wait for "Dan" while the other held "Dan" and waited for "Ann".
    rounds, created = 6, []

    def starter(user, seats):
        client = signed_in(user)
        body = {"league": league.slug, "seats": seats, "first_dealer": 0}
        return lambda: created.append(client.post("/api/v1/games/", body).status_code)

    for round_ in range(rounds):
        names = [f"{name}{round_}" for name in ("Ann", "Bob", "Cat", "Dan")]
        at_once(starter(admin, names), starter(member, names[::-1]))

    assert created == [201] * (2 * rounds)
    assert league.roster.players.count() == 4 * rounds


def test_merging_players_while_games_finish_and_are_read_deadlocks_nothing(admin, member, league):
    # The kept player has the lowest id, so a hand's upsert locks their row before the
    # others'; a merge that wrote the totals twice (away, then back) held the others' rows
    # from its first pass while it waited for the kept player's in its second.
    league.target = 5
    league.save()
    dan = Player.objects.create(roster=league.roster, name="Dan")
    rounds = 6
    duplicates = [
        Player.objects.create(roster=league.roster, name=f"Dan{i}") for i in range(rounds)
    ]
    theirs = []  # games of each duplicate, one hand from finishing
    for duplicate in duplicates:
        game = league_game(league, admin, seats=["Ann", "Bob", "Cat", duplicate.name])
        for _ in range(2):
            hand_record(game=game, record=made(1, 5), by=admin)
        theirs.append(game)
    kept = [league_game(league, member, seats=["Dan", "Cat", "Bob", "Ann"]) for _ in range(rounds)]
    recording, merging = signed_in(member), signed_in(admin)

    def recorder():
        for game, other in zip(kept, theirs, strict=True):
            for _ in range(3):
                response = recording.post(f"/api/v1/games/{game.pk}/hands/", made(0, 5))
                assert response.status_code == 201, response.content
            response = recording.post(f"/api/v1/games/{other.pk}/hands/", made(1, 5))
            assert response.status_code == 201, response.content

    def merger():
        for duplicate in duplicates:
            url = f"/api/v1/leagues/{league.slug}/players/{duplicate.pk}/merge/"
            response = merging.post(url, {"into": dan.pk})
            assert response.status_code == 200, response.content

    reading = signed_in(member)

    def reader():  # replaying the ratings the finished games left due, beside the merges
        for _ in range(3 * rounds):
            response = reading.get(f"/api/v1/leagues/{league.slug}/ratings/")
            assert response.status_code == 200, response.content

    at_once(recorder, merger, reader)

    assert not league.roster.players.filter(name__startswith="Dan").exclude(pk=dan.pk).exists()
    assert PlayerTotals.objects.get(league=league, season=None, player=dan).games == 2 * rounds
    assert_totals_match_recount(league)


def waiting_on_a_lock() -> bool:
    """Whether another connection of this database waits for a row lock."""
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT count(*) FROM pg_stat_activity "
            "WHERE datname = current_database() AND wait_event_type = 'Lock'"
        )
        return cursor.fetchone()[0] > 0


def test_a_game_started_while_the_ruleset_changes_plays_the_new_rules(admin, member, league):
    changed, release = threading.Event(), threading.Event()
    failures: list[BaseException] = []
    responses = []

    def change():
        try:
            with transaction.atomic():
                league_update(league=league, target=11)  # the league has no game yet
                changed.set()
                release.wait()
        except BaseException as error:  # noqa: BLE001 - reported below, in the main thread
            failures.append(error)
            changed.set()
        finally:
            connections.close_all()

    def start():
        try:
            body = {"league": league.slug, "seats": list(NAMES), "first_dealer": 0}
            responses.append(signed_in(member).post("/api/v1/games/", body, format="json"))
        except BaseException as error:  # noqa: BLE001 - reported below, in the main thread
            failures.append(error)
        finally:
            connections.close_all()

    changing = threading.Thread(target=change)
    changing.start()
    changed.wait()
    starting = threading.Thread(target=start)
    starting.start()
    while starting.is_alive() and not waiting_on_a_lock():
        starting.join(0.01)  # until the start waits for the change, or is done without it
    release.set()
    changing.join()
    starting.join()

    assert failures == []
    assert responses[0].status_code == 201, responses[0].content
    league.refresh_from_db()
    game = Game.objects.get(pk=responses[0].json()["id"])
    assert (league.target, game.target) == (11, 11)
