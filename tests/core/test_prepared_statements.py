"""Statements built once per process (``core.prepared_statements``) read and write rows exactly
as the ORM does, on SQLite and on PostgreSQL."""

import gc
import threading
import uuid
import weakref

import pytest
from django.db import IntegrityError, connection, connections, transaction
from django.test.utils import CaptureQueriesContext

from core import prepared_statements as prepared
from games.models import Game, Hand
from tests.factories import GameFactory
from tests.games.support import made

pytestmark = pytest.mark.django_db


def row(instance) -> dict:
    return {
        field.attname: getattr(instance, field.attname) for field in instance._meta.concrete_fields
    }


def test_select_loads_what_the_orm_loads():
    game = GameFactory(options={"stick_the_dealer": True}, hands=[made(), made(2, 5)])
    game.share_token = "a-token"
    game.client_id = uuid.uuid4()
    game.save()
    loaded = prepared.select(Game, game.pk)
    assert row(loaded) == row(Game.objects.get(pk=game.pk))
    assert isinstance(loaded.options, dict) and loaded.options["stick_the_dealer"] is True
    assert isinstance(loaded.client_id, uuid.UUID)
    assert not loaded._state.adding and loaded._state.db == "default"
    hand = game.hands.get(number=2)
    assert row(prepared.select(Hand, hand.pk)) == row(hand)


def test_select_of_a_missing_row_is_none():
    assert prepared.select(Game, 10**9) is None


@pytest.mark.parametrize("key", [2**63, -(2**63) - 1, 10**30])
def test_select_of_a_key_no_column_can_hold_is_none_as_in_the_orm(key):
    assert not Game.objects.filter(pk=key).exists()
    assert prepared.select(Game, key) is None


def test_select_for_update_locks_where_the_database_can():
    game = GameFactory()
    with transaction.atomic(), CaptureQueriesContext(connection) as queries:
        assert prepared.select(Game, game.pk, for_update=True).pk == game.pk
    sql, features = queries[-1]["sql"], connection.features
    # As select_for_update(no_key=True): writers queue up, referencing inserts need not.
    lock = "FOR NO KEY UPDATE" if features.has_select_for_no_key_update else "FOR UPDATE"
    assert sql.endswith(lock) == features.has_select_for_update


def test_insert_stores_what_save_stores():
    game = GameFactory()
    fields = {
        "game": game, "number": 1, "dealer": 0, "round": 2, "maker": 1, "trump": "spades",
        "maker_tricks": 3, "outcome": "made", "making_team": 1, "scoring_team": 1, "points": 1,
        "score_0": 0, "score_1": 1, "client_id": uuid.uuid4(),
        "recorded_by": game.owner,
    }  # fmt: skip
    inserted = Hand(**fields)
    assert prepared.insert(inserted) is True
    assert inserted.pk is not None and not inserted._state.adding
    assert inserted.created_at is not None  # auto_now_add, as save() sets it
    saved = Hand(**{**fields, "number": 2, "client_id": uuid.uuid4()})
    saved.save()
    stored, expected = Hand.objects.get(pk=inserted.pk), Hand.objects.get(pk=saved.pk)
    differ = {"id", "number", "client_id", "created_at", "updated_at"}
    assert {k: v for k, v in row(stored).items() if k not in differ} == {
        k: v for k, v in row(expected).items() if k not in differ
    }
    assert row(stored) == row(inserted)


def test_insert_writes_nothing_when_a_unique_key_is_taken():
    game = GameFactory(hands=[made()])
    again = Hand.objects.get(game=game)
    again.pk = None
    assert prepared.insert(again) is False  # the same game and number
    assert again.pk is None
    assert Hand.objects.filter(game=game).count() == 1


def test_insert_still_refuses_a_row_that_breaks_a_check_constraint():
    game = GameFactory(hands=[made()])
    broken = Hand.objects.get(game=game)
    broken.pk, broken.number, broken.client_id, broken.maker_tricks = None, 2, None, 6
    with pytest.raises(IntegrityError), transaction.atomic():
        prepared.insert(broken)
    assert Hand.objects.filter(game=game).count() == 1


def test_update_writes_only_the_fields_named_and_touches_updated_at():
    game = GameFactory()
    before = Game.objects.get(pk=game.pk)
    game.score_0, game.target = 7, 99  # target is not named: not written
    prepared.update(game, ["score_0", "updated_at"])
    after = Game.objects.get(pk=game.pk)
    assert (after.score_0, after.target) == (7, before.target)
    assert after.updated_at > before.updated_at
    assert after.updated_at == game.updated_at


def test_a_threads_statements_go_with_its_connection():
    """Kept on the connection, not in a module-level table that would hold every
    thread's connection (and its database session) forever."""
    seen = []

    def in_a_thread():
        assert prepared.select(Game, 10**9) is None
        seen.append(weakref.ref(connections["default"]))
        connections.close_all()

    thread = threading.Thread(target=in_a_thread)
    thread.start()
    thread.join()
    del thread
    gc.collect()
    assert seen and seen[0]() is None
