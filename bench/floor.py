"""The floor under recording a hand: what the same server spends on a signed-in write
of the hand's transaction before any code of ours runs.

A POST here goes through everything a recorded hand goes through up to the view (the
middleware, DRF, the ``X-Session-Token`` lookup with its user, ``IsAuthenticated``) and
then runs only the transaction recording a hand needs, as fixed SQL: the caller's game row
locked, a hand inserted, the game's count updated, committed. No body is read, no rule
is applied, nothing is serialized but a number. No code that records a hand this way
can be cheaper, so its ratio to ping is the most the real endpoint's could reach.
"""

import uuid

from django.db import connection, transaction
from django.utils import timezone
from rest_framework.exceptions import NotFound
from rest_framework.response import Response
from rest_framework.views import APIView

_INSERT = (
    "INSERT INTO games_hand (game_id, number, dealer, round, maker, trump, maker_tricks, "
    "outcome, making_team, scoring_team, points, score_0, score_1, client_id, "
    "created_at, updated_at, recorded_by_id) "
    "VALUES (%s, %s, 0, 1, 1, 'hearts', 3, 'made', 1, 1, 1, 0, 1, %s, %s, %s, %s)"
)
_UPDATE = "UPDATE games_game SET hands_played = %s, updated_at = %s WHERE id = %s"


def _lock_sql() -> str:
    lock = " FOR UPDATE" if connection.features.has_select_for_update else ""
    return f"SELECT hands_played FROM games_game WHERE id = %s AND owner_id = %s{lock}"


class FloorView(APIView):
    """The default authentication and permission (signed in), and the fixed transaction."""

    def post(self, request, game_id):
        user = request.user.pk
        now = connection.ops.adapt_datetimefield_value(timezone.now())
        with transaction.atomic(), connection.cursor() as cursor:
            cursor.execute(_lock_sql(), [game_id, user])
            row = cursor.fetchone()
            if row is None:
                raise NotFound("No such game of yours.")
            number = row[0] + 1
            cursor.execute(_INSERT, [game_id, number, uuid.uuid4().hex, now, now, user])
            cursor.execute(_UPDATE, [number, now, game_id])
        return Response({"number": number}, status=201)
