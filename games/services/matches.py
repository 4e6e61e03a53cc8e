"""Rematches and matches: the next game at the same table, same seats and rules, and the
match it belongs to. What decides a match is ``scoring.match``; its tally is read from its
games' winners, never stored, so an undo or an edit that changes a winner changes it."""

import uuid

from django.db import transaction
from django.utils.translation import gettext

from accounts.models import User
from games.models import Game, Match, Status
from games.permissions import Ability, allows, caller_role
from games.services.errors import GameCode, GameError
from games.services.games import game_start
from scoring import match as match_rules


def _earlier(by: User, game_id: object) -> Game:
    earlier = (
        Game.objects.select_for_update().filter(pk=game_id).first()
        if type(game_id) is int
        else None
    )
    if earlier is None or not allows(caller_role(earlier, by), Ability.RECORD):
        raise GameError(
            GameCode.REMATCH_OF_UNKNOWN_GAME,
            gettext("rematch_of: you keep score in no game %(game)s.") % {"game": game_id},
            field="rematch_of",
        )
    if earlier.roster_id is not None:
        raise GameError(
            GameCode.MATCH_IN_LEAGUE,
            gettext(
                "A league's games are started in the league, one by one: start the next one there."
            ),
            field="rematch_of",
        )
    if earlier.status != Status.FINISHED:
        raise GameError(
            GameCode.REMATCH_BEFORE_GAME_END,
            gettext("Game %(game)s is still being played: a rematch starts once it is won.")
            % {"game": earlier.pk},
            field="rematch_of",
            conflict=True,
        )
    return earlier


def _match_for(earlier: Game, match: tuple[str, int] | None) -> Match | None:
    """The match the rematch joins: the earlier game's, still undecided; a new one
    (``match``) that counts the earlier game too; or none."""
    if earlier.match_id is None:
        if match is None:
            return None
        started = Match.objects.create(owner=earlier.owner, format=match[0], length=match[1])
        Game.objects.filter(pk=earlier.pk).update(match=started)  # (not as a change of its play)
        return started
    if match is not None:
        raise GameError(
            GameCode.ALREADY_IN_A_MATCH,
            gettext(
                "Game %(game)s is a game of a match already: leave match out to play its next game."
            )
            % {"game": earlier.pk},
            field="match",
        )
    current = Match.objects.select_for_update().get(pk=earlier.match_id)
    games = list(current.games.order_by("created_at", "pk").values_list("pk", "winner"))
    playing = next((pk for pk, winner in games if winner is None), None)
    if playing is not None:
        raise GameError(
            GameCode.MATCH_GAME_IN_PROGRESS,
            gettext("Game %(game)s of this match is being played: finish it first.")
            % {"game": playing},
            field="rematch_of",
            conflict=True,
        )
    tally = match_rules.tally(current.format, current.length, [winner for _, winner in games])
    if tally.decided:
        raise GameError(
            GameCode.MATCH_DECIDED,
            gettext(
                "The match is over, won %(more)s–%(fewer)s: start a new game, or a new match "
                "(rematch_of with match)."
            )
            % {"more": max(tally.wins), "fewer": min(tally.wins)},
            field="rematch_of",
            conflict=True,
        )
    return current


@transaction.atomic
def game_rematch_once(
    *,
    owner: User,
    rematch_of: object,
    match: tuple[str, int] | None = None,
    client_id: uuid.UUID | None = None,
) -> tuple[Game, bool]:
    """The next game at the table of ``rematch_of``: its seats, rules and team names, its
    next dealer dealing first, in its match (or in a new one, ``match``: a format and a
    length, e.g. ``("best_of", 3)``). ``(game, False)`` when this owner's request with
    this ``client_id`` started it before."""
    if match is not None:
        match_rules.check_match(*match)
    started = _started_before(owner, client_id)
    if started is not None:
        return started, False
    earlier = _earlier(owner, rematch_of)
    joined = _match_for(earlier, match)
    seats = earlier.seats.order_by("position").select_related("player")
    game = game_start(
        owner=owner,
        seats=[seat.player.name for seat in seats],
        first_dealer=earlier.next_dealer,
        variant=earlier.variant,
        target=earlier.target,
        options=earlier.options,
        team_names=earlier.team_names,
        client_id=client_id,
    )
    if joined is not None:
        _join(game, joined)
    return game, True


@transaction.atomic
def game_start_match_once(
    *, owner: User, match: tuple[str, int], client_id: uuid.UUID | None = None, **start
) -> tuple[Game, bool]:
    """``game_start_once``, the game the first of a new match (``match``)."""
    format, length = match_rules.check_match(*match)
    started = _started_before(owner, client_id)
    if started is not None:
        return started, False
    if start.get("league") is not None or start.get("season") is not None:
        raise GameError(
            GameCode.MATCH_IN_LEAGUE,
            gettext("A league's games are played one by one: start the game without a match."),
            field="match",
        )
    game = game_start(owner=owner, client_id=client_id, **start)
    _join(game, Match.objects.create(owner=owner, format=format, length=length))
    return game, True


def _started_before(owner: User, client_id: uuid.UUID | None) -> Game | None:
    """The game this owner's request with this ``client_id`` started, if any (the owner's
    row locked while we look: two copies of one request start one game)."""
    if client_id is None:
        return None
    User.objects.select_for_update().filter(pk=owner.pk).first()
    return Game.objects.filter(owner=owner, client_id=client_id).first()


def _join(game: Game, match: Match) -> None:
    game.match = match
    Game.objects.filter(pk=game.pk).update(match=match)
    Game.objects.filter(match=match).exclude(pk=game.pk).changed()  # their `next` and list
