"""Recording, undoing and editing hands; the game's cached score follows in the same transaction.

Each function locks the game row first (``SELECT ... FOR UPDATE``), so writers to one
game queue up: the hand numbers run without gaps and a retried request (same
``client_id``) finds the hand its first attempt stored. Given the caller (``by``), it
checks on that locked row that they may write (``games.permissions.authorize``). A write
to a group's game sends ``hands_changed`` in the same transaction (``games.signals``).
"""

import uuid
from collections.abc import Mapping
from dataclasses import replace

from django.db import IntegrityError, transaction
from django.utils import timezone
from django.utils.translation import gettext

import scoring
from accounts.models import User
from core import prepared_statements
from core.errors import Hidden
from games.models import CorrectionChange, Game, Hand, Status
from games.permissions import NO_SUCH_GAME, Ability, authorize
from games.plays import play_of
from games.services.confirmations import correcting, correction_log
from games.services.ends import deals_played, settled
from games.services.errors import GameCode, GameError
from games.signals import end_of, send_hands_changed
from scoring import match as match_rules

#: The fields the rules core decides: rewritten when an edit changes a hand's result.
RESULT_FIELDS = (
    "round", "maker", "trump", "upcard", "upcard_suit", "maker_loner", "defender_loner",
    "maker_tricks",
    "renege", "outcome", "making_team", "scoring_team", "points", "score_0", "score_1",
    "score_2",
)  # fmt: skip


def _locked(
    game: Game, by: User | None, share_token: str | None, reason: str | None = None
) -> Game:
    """The game, locked, once the caller may change its hands; ``correcting`` set when the
    change is an organiser's correction of a confirmed result (to log)."""
    locked = prepared_statements.select(Game, game.pk, for_update=True)
    if locked is None:
        raise Hidden(NO_SUCH_GAME)
    if by is not None:
        authorize(locked, by, Ability.RECORD, share_token)
    locked.correcting = correcting(locked, by, reason)
    return locked


def _log_correction(game: Game, by: User | None, reason: str | None, change: str, hand: int):
    if game.correcting:
        correction_log(game, by, reason, change, hand)


def _save_state(game: Game, state: scoring.GameState) -> None:
    winner = game.winner
    if game.match_id is not None:
        _keep_carried_laps(game, state)
    state, finished = settled(game, state)
    game.set_state(state, finished=finished)
    game.version += 1
    prepared_statements.update(game, [*Game.CACHE_FIELDS, "version", "updated_at"])
    if game.match_id is not None and game.winner != winner:
        # The match's tally, which every game of it shows, changed with this game's winner.
        Game.objects.filter(match_id=game.match_id).exclude(pk=game.pk).changed()


def _keep_carried_laps(game: Game, state: scoring.GameState) -> None:
    """The next game of a match opened at the points this one carried past its target
    (railroad's laps): a change to how this one ended that would carry others is refused."""
    rules = game.rules
    if not rules.options.laps:
        return
    later = game.match.games.filter(created_at__gte=game.created_at).exclude(pk=game.pk)
    following = later.order_by("created_at", "pk").first()
    laps = match_rules.carried(rules.options, rules.target, state.score, state.winner)
    if following is not None and following.carried != laps:
        raise GameError(
            GameCode.LAPS_CARRIED,
            gettext(
                "Game %(next)s of the match opened at %(score)s with the points this game "
                "carried past its target (laps): this change would carry %(laps)s, so it "
                "can no longer be made."
            )
            % {
                "next": following.pk,
                "score": "–".join(map(str, following.carried)),
                "laps": "–".join(map(str, laps)),
            },
            conflict=True,
        )


def _stored_record(hand: Hand) -> scoring.HandRecord:
    """A stored hand as the rules core reads it; its dealer follows from its number."""
    return scoring.HandRecord(
        maker=hand.maker,
        round=hand.round,
        trump=hand.trump,
        upcard=hand.upcard,
        upcard_suit=hand.upcard_suit,
        maker_loner=hand.maker_loner,
        defender_loner=hand.defender_loner,
        maker_tricks=hand.maker_tricks,
        renege=hand.renege,
    )


def _set_result(hand: Hand, result: scoring.HandResult) -> None:
    valid = result.hand
    hand.dealer = valid.dealer
    hand.round = valid.round
    hand.maker = valid.maker
    hand.trump = None if valid.trump is None else valid.trump.label
    hand.upcard = None if valid.upcard is None else scoring.card_name(valid.upcard)
    hand.upcard_suit = None if valid.upcard_suit is None else valid.upcard_suit.label
    hand.maker_loner = valid.maker_loner
    hand.defender_loner = valid.defender_loner
    hand.maker_tricks = valid.maker_tricks
    hand.renege = valid.renege
    hand.outcome = result.outcome.value
    hand.making_team = valid.making_team
    hand.scoring_team = result.scoring_team
    hand.points = result.points
    hand.score_0, hand.score_1, *third = result.state.score
    hand.score_2 = third[0] if third else None


def hand_record(
    *,
    game: Game,
    record: Mapping,
    client_id: uuid.UUID | None = None,
    by: User | None = None,
    share_token: str | None = None,
    reason: str | None = None,
) -> tuple[Hand, bool]:
    """Score one hand and store it; ``(hand, True)``, or ``(stored hand, False)`` on a retry.

    Constant work whatever the game's length: the state comes from the game's cache. A
    retry is recognised only when it fails: its hand no longer fits the game (the dealer
    has moved on), or its insert finds the ``client_id`` taken. So a new hand, the
    common case, costs no lookup. A confirmed or closed game's hands take a change only
    with a ``reason`` from an organiser or admin (``games.services.confirmations``).
    """
    with transaction.atomic():
        game = _locked(game, by, share_token, reason)
        if game.deals is not None and game.status == Status.FINISHED:
            stored = _stored(game, client_id)
            if stored is None:
                raise deals_played(game)
            return stored, False
        try:
            result = scoring.play_hand(game.rules, game.state, scoring.HandRecord(**record))
        except scoring.RuleViolation:
            stored = _stored(game, client_id)
            if stored is None:
                raise
            return stored, False
        hand = Hand(game=game, number=game.hands_played + 1, client_id=client_id, recorded_by=by)
        _set_result(hand, result)
        if not prepared_statements.insert(hand):  # a unique key is taken: this client_id, surely
            stored = _stored(game, client_id)
            if stored is None:
                raise IntegrityError(f"Game {game.pk} has a hand {hand.number} already.")
            return stored, False
        before = end_of(game)
        _save_state(game, result.state)
        send_hands_changed(game, [], [hand], before, end_of(game))
        _log_correction(game, by, reason, CorrectionChange.RECORD, hand.number)
    return hand, True


def _stored(game: Game, client_id: uuid.UUID | None) -> Hand | None:
    """The hand an earlier attempt of this request stored, if any."""
    if client_id is None:
        return None
    stored = game.hands.filter(client_id=client_id).order_by().first()
    if stored is not None:
        stored.game = game
    return stored


def _meant(hand: Hand, client_id: uuid.UUID | None) -> Hand:
    """The hand, if it is the one the caller means. A caller that names its hand by
    ``client_id`` finds no hand once that one is gone, even where another hand took its
    number since: a retried undo or edit never reaches a hand recorded after it."""
    if client_id is not None and hand.client_id != client_id:
        raise Hand.DoesNotExist
    return hand


def hand_undo(
    *,
    game: Game,
    number: int,
    client_id: uuid.UUID | None = None,
    by: User | None = None,
    share_token: str | None = None,
    reason: str | None = None,
) -> Game:
    """Delete the last hand; a game that hand had finished is in progress again. Given the
    hand's ``client_id``, a hand of that number that is another one is not found."""
    with transaction.atomic():
        game = _locked(game, by, share_token, reason)
        if not 1 <= number <= game.hands_played:
            raise Hand.DoesNotExist
        last = _meant(game.hands.get(number=number), client_id)
        if number != game.hands_played:
            raise GameError(
                GameCode.ONLY_LAST_HAND_CAN_BE_UNDONE,
                f"Only the last hand (hand {game.hands_played}) can be undone; "
                f"edit hand {number} instead.",
                field="number",
                conflict=True,
            )
        before = game.hands.filter(number=number - 1).first()
        rules = game.rules
        state = scoring.game_at(rules, last.dealer, before.score if before else game.carried)
        last.delete()
        ended = end_of(game)
        _save_state(game, replace(state, hands_played=number - 1))
        send_hands_changed(game, [last], [], ended, end_of(game))
        _log_correction(game, by, reason, CorrectionChange.UNDO, number)
    return game


def hand_edit(
    *,
    game: Game,
    number: int,
    changes: Mapping,
    client_id: uuid.UUID | None = None,
    by: User | None = None,
    share_token: str | None = None,
    reason: str | None = None,
) -> Hand:
    """Change fields of any hand and score the whole game again from its hands.

    ``changes`` is merged into the stored record (PATCH). A ``dealer`` in it is checked,
    not applied: the dealer of each hand follows from the first dealer and its number.
    Given the hand's ``client_id``, a hand of that number that is another one is not found.
    Refused, with nothing changed, when any hand becomes invalid or when the edit
    would end the game before a later hand (GAME_WOULD_END_EARLY, a 409).
    """
    with transaction.atomic():
        game = _locked(game, by, share_token, reason)
        hands = list(game.hands.order_by("number"))
        if not 1 <= number <= len(hands):
            raise Hand.DoesNotExist
        _meant(hands[number - 1], client_id)
        records = [_stored_record(hand) for hand in hands]
        records[number - 1] = scoring.amend(records[number - 1], changes)
        results = scoring.replay(
            game.rules,
            game.first_dealer,
            records,
            team_names=game.team_names,
            start=game.carried,
        )
        now = timezone.now()
        changed, plays_before = [], []
        for hand, result in zip(hands, results, strict=True):
            before = [getattr(hand, field) for field in RESULT_FIELDS]
            play_before = play_of(hand, game.players)
            _set_result(hand, result)
            if [getattr(hand, field) for field in RESULT_FIELDS] != before:
                hand.updated_at = now
                changed.append(hand)
                plays_before.append(play_before)
        Hand.objects.bulk_update(changed, [*RESULT_FIELDS, "updated_at"], batch_size=200)
        ended = end_of(game)
        _save_state(game, results[-1].state)
        send_hands_changed(game, plays_before, changed, ended, end_of(game))
        _log_correction(game, by, reason, CorrectionChange.EDIT, number)
    edited = hands[number - 1]
    edited.game = game
    return edited
