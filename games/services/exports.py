"""A game as a document of its own (``euchre-game``, version 1), and the same game made
again from one: for keeping a copy, moving it to another account, or a user's data.

The document holds what was recorded (the ruleset, the seats by name, each hand's record)
and, for people reading it, what the rules made of it (each hand's outcome and points, the
score). An import reads only the record: every hand is scored again by ``scoring``, in
order, and the first that breaks a rule refuses the whole import.
"""

import uuid
from collections.abc import Mapping, Sequence

from django.db import transaction

import scoring
from accounts.models import User
from core.errors import AppError
from core.words import READER
from games.models import Game, Hand
from games.seat_checks import THREE_HANDED
from games.services.errors import GameCode, GameError
from games.services.games import game_start_once
from games.services.hands import _set_result as set_result

FORMAT = "euchre-game"
VERSION = 1

#: What a hand's record holds, as the rules core reads it (docs/rules.md §8).
RECORD_FIELDS = (
    "dealer", "round", "maker", "trump", "upcard", "upcard_suit", "maker_loner",
    "defender_loner", "maker_tricks", "renege",
)  # fmt: skip


def _moment(value) -> str | None:
    return None if value is None else value.isoformat()


def hand_document(hand: Hand) -> dict:
    return {
        "number": hand.number,
        **{field: getattr(hand, field) for field in RECORD_FIELDS},
        "outcome": hand.outcome,
        "making_team": hand.making_team,
        "scoring_team": hand.scoring_team,
        "points": hand.points,
        "score": hand.score,
        "client_id": None if hand.client_id is None else str(hand.client_id),
        "created_at": _moment(hand.created_at),
    }


def game_document(game: Game, hands: Sequence[Hand], *, league: str | None = None) -> dict:
    """The document of ``game`` (its seats with their players prefetched) and its hands."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": {
            "variant": game.variant,
            "target": game.target,
            "options": game.options,
            "first_dealer": game.first_dealer,
            "carried": list(game.carried),
            "team_names": list(game.team_names),
            "seats": [seat.player.name for seat in game.seats.all()],
            "score": game.score,
            "status": game.status,
            "winner": game.winner,
            "hands_played": game.hands_played,
            "league": league,
            "created_at": _moment(game.created_at),
        },
        "hands": [hand_document(hand) for hand in hands],
    }


def _refused_hand(number: int, error: scoring.RuleViolation) -> AppError:
    """A hand that breaks a rule refuses the import (400 whatever the rule: the import
    conflicts with nothing stored), named by its number and the rule's own code."""
    field = f"hands.{number - 1}" + (f".{error.field}" if error.field else "")
    return AppError(error.code.value, error.in_hand(number).render(READER), field=field)


def _check_document(document: Mapping) -> None:
    if document.get("format") != FORMAT:
        raise GameError(
            GameCode.NOT_A_GAME_EXPORT,
            f'This is not a game exported from here: its "format" must be "{FORMAT}".',
            field="format",
        )
    if document.get("version") != VERSION:
        raise GameError(
            GameCode.EXPORT_VERSION_UNSUPPORTED,
            f"Version {document.get('version')!r} of the game format is not one this server "
            f"reads (it reads version {VERSION}).",
            field="version",
        )
    for number, hand in enumerate(document["hands"], start=1):
        if hand.get("number", number) != number:
            raise GameError(
                GameCode.HANDS_OUT_OF_ORDER,
                f"Hand {number} of the list is numbered {hand['number']}: hands run 1, 2, 3… "
                "in the order they were played.",
                field=f"hands.{number - 1}.number",
            )


@transaction.atomic
def game_import(
    *, owner: User, document: Mapping, client_id: uuid.UUID | None = None
) -> tuple[Game, bool]:
    """The game of ``document`` made again for ``owner``, as a game of their own (seats by
    name among their players); ``(game, True)``, or ``(the game, False)`` when this owner's
    import with this ``client_id`` made it before. All of it, or nothing."""
    _check_document(document)
    kept = document["game"]
    game, created = game_start_once(
        owner=owner,
        client_id=client_id,
        variant=kept["variant"],
        target=kept["target"],
        options=kept.get("options"),
        seats=kept["seats"],
        first_dealer=kept["first_dealer"],
        team_names=None if kept["variant"] == THREE_HANDED else kept.get("team_names"),
        carried=None if kept.get("carried") is None else tuple(kept["carried"]),
    )
    if not created:
        return game, False
    rules, state = game.rules, game.state
    hands = []
    for number, given in enumerate(document["hands"], start=1):
        record = scoring.HandRecord(**{field: given.get(field) for field in RECORD_FIELDS})
        try:
            result = scoring.play_hand(rules, state, record)
        except scoring.RuleViolation as error:
            raise _refused_hand(number, error) from None
        hand = Hand(game=game, number=number, client_id=given.get("client_id"), recorded_by=owner)
        set_result(hand, result)
        hands.append(hand)
        state = result.state
    Hand.objects.bulk_create(hands)
    _keep_dates(game, kept, hands, document["hands"])
    game.set_state(state)
    game.save(update_fields=[*Game.CACHE_FIELDS, "updated_at"])
    return game, True


def _keep_dates(game: Game, kept: Mapping, hands: list[Hand], given: Sequence[Mapping]) -> None:
    """When the game and its hands were played, as the document says (when it says)."""
    if kept.get("created_at") is not None:
        Game.objects.filter(pk=game.pk).update(created_at=kept["created_at"])
        game.created_at = kept["created_at"]
    dated = []
    for hand, document in zip(hands, given, strict=True):
        if document.get("created_at") is not None:
            hand.created_at = document["created_at"]
            dated.append(hand)
    Hand.objects.bulk_update(dated, ["created_at"], batch_size=200)
