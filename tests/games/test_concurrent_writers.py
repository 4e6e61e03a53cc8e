"""Concurrent writers and client retries on PostgreSQL: no hand lost, none stored twice.

8 threads post 200 hands into one game through the WSGI app (the test client, one
database connection per thread, everything committed). Every hand is sent twice with
the same client_id, by two different threads at different moments, so some retries race
their first attempt. The game's target is 1000 and the hands are passed-out or 3-trick
hands without a dealer, so any order of arrival is a valid game.
"""

import random
import threading
import time
import uuid
from collections import defaultdict

import pytest
from django.conf import settings
from django.db import connections, transaction

from games.models import Game, Hand, Player
from games.services.errors import GameCode, GameError
from games.services.games import game_delete
from games.services.hands import hand_record
from games.services.players import player_rename
from tests.conftest import signed_in
from tests.factories import GameFactory, PlayerFactory
from tests.games.support import PASSED_OUT, assert_cache_matches_hands, made
from tests.races import at_once

THREADS, HANDS_EACH = 8, 25

pytestmark = [
    pytest.mark.django_db(transaction=True),
    pytest.mark.skipif(
        settings.DATABASES["default"]["ENGINE"] != "django.db.backends.postgresql",
        reason="row locks under concurrent writers need PostgreSQL: run with "
        "DATABASE_URL=postgres://... (CI's PostgreSQL pass does); SQLite serialises writers",
    ),
]


def test_concurrent_writers_and_retries_store_each_hand_once(owner):
    game = GameFactory(owner=owner, target=1000)
    rng = random.Random(4)
    hands = [
        {**rng.choice([PASSED_OUT, made(rng.randrange(4), 3)]), "client_id": str(uuid.uuid4())}
        for _ in range(THREADS * HANDS_EACH)
    ]
    chunks = [hands[i * HANDS_EACH : (i + 1) * HANDS_EACH] for i in range(THREADS)]
    # Thread t sends its own hands and, mixed in, the hands of thread t+3: every hand twice.
    work = [
        rng.sample(chunks[t] + chunks[(t + 3) % THREADS], 2 * HANDS_EACH) for t in range(THREADS)
    ]
    url = f"/api/v1/games/{game.pk}/hands/"
    answers: dict[str, list] = defaultdict(list)

    def writer(records):
        client = signed_in(owner)

        def send():
            for record in records:
                response = client.post(url, record)
                body = response.json()
                body.pop("game", None)  # the game as it stands now: moves on between sends
                answers[record["client_id"]].append((response.status_code, body))

        return send

    at_once(*(writer(records) for records in work))

    assert len(answers) == len(hands)
    for client_id, ((status_a, body_a), (status_b, body_b)) in answers.items():
        assert sorted([status_a, status_b]) == [200, 201], (client_id, body_a, body_b)
        assert body_a == body_b  # the retry got the hand its first attempt stored
    stored = Hand.objects.filter(game=game).order_by("number")
    assert [hand.number for hand in stored] == list(range(1, len(hands) + 1))
    assert {str(hand.client_id) for hand in stored} == set(answers)
    game = Game.objects.get(pk=game.pk)
    assert game.hands_played == len(hands)
    assert game.score == [sum(h.points for h in stored if h.scoring_team == t) for t in (0, 1)]
    assert_cache_matches_hands(game)


def test_a_game_deleted_while_a_hand_is_recorded_goes_with_that_hand(owner):
    """The writer holds the game's lock; the delete waits for it and takes its hand too."""
    game = GameFactory(owner=owner, target=1000, hands=[made(1, 3)])
    locked, failures = threading.Event(), []

    def writer():
        try:
            with transaction.atomic():
                hand_record(game=game, record=made(2, 3), by=owner)
                locked.set()
                time.sleep(0.5)  # the delete arrives meanwhile
        except BaseException as error:  # reported by the test's thread
            failures.append(error)
        finally:
            connections.close_all()

    thread = threading.Thread(target=writer)
    thread.start()
    assert locked.wait(5)
    game_delete(game=game)
    thread.join()

    assert failures == []
    assert not Game.objects.filter(pk=game.pk).exists()
    assert not Hand.objects.filter(game_id=game.pk).exists()


def _waiting_on_a_lock() -> bool:
    """Whether a session of this database waits on a lock another one holds."""
    with connections["default"].cursor() as cursor:
        cursor.execute(
            "SELECT count(*) FROM pg_stat_activity "
            "WHERE datname = current_database() AND cardinality(pg_blocking_pids(pid)) > 0"
        )
        return cursor.fetchone()[0] > 0


def test_two_players_renamed_to_one_name_at_once_the_second_is_refused(owner):
    """Neither rename sees the other's name before it commits: the unique index decides."""
    ann, bob = PlayerFactory(owner=owner, name="Ann"), PlayerFactory(owner=owner, name="Bob")
    first_renamed, first_may_commit = threading.Event(), threading.Event()
    refusals, failures = [], []

    def first():
        try:
            with transaction.atomic():
                player_rename(player=ann, name="Cat")
                first_renamed.set()
                first_may_commit.wait(10)
        except BaseException as error:  # reported by the test's thread
            failures.append(error)
        finally:
            connections.close_all()

    def second():
        try:
            player_rename(player=bob, name="cat")
        except GameError as refusal:
            refusals.append(refusal)
        except BaseException as error:
            failures.append(error)
        finally:
            connections.close_all()

    threads = [threading.Thread(target=first), threading.Thread(target=second)]
    threads[0].start()
    try:
        assert first_renamed.wait(5)
        threads[1].start()
        deadline = time.monotonic() + 5
        while not _waiting_on_a_lock():  # the second rename waits on the first's new name
            assert time.monotonic() < deadline, "the second rename never waited on the first"
            time.sleep(0.02)
    finally:  # even when the test fails: no transaction left open to block the teardown
        first_may_commit.set()
        for thread in threads:
            if thread.ident is not None:  # started
                thread.join()

    assert failures == []
    assert [(r.code, r.message) for r in refusals] == [
        (GameCode.PLAYER_NAME_TAKEN, "You have a player named Cat already: choose another name.")
    ]
    assert sorted(Player.objects.filter(owner=owner).values_list("name", flat=True)) == [
        "Bob",
        "Cat",
    ]
