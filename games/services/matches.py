"""Rematches and matches: the next game at the same table, same seats and rules, and the
match it belongs to. What decides a match is ``scoring.match``; its tally is read from its
games' winners, never stored, so an undo or an edit that changes a winner changes it."""

import uuid

from django.db import transaction
from django.utils.translation import gettext

from accounts.models import User
from games import groups
from games.models import Game, Match, Status
from games.permissions import Ability, allows, caller_role
from games.services.errors import GameCode, GameError
from games.services.games import game_start, leagues_unavailable
from scoring import match as match_rules


def _earlier(by: User, game_id: object, match) -> tuple[Game, groups.GroupStart | None]:
    """The finished game a rematch follows, locked, and its group's answer for the next
    game if it is a group's. A caller who may not start the group's games hears 404 or 403
    before anything about the game; the group is locked before the game, in the order
    every writer of a league takes its locks."""
    found = Game.objects.filter(pk=game_id).first() if type(game_id) is int else None
    group = None
    if found is not None and found.group_kind:
        group = _next_in_group(by, found)
        if match is not None:
            raise _no_match_in_league()
    elif found is None or not allows(caller_role(found, by), Ability.RECORD):
        found = None
    earlier = found and Game.objects.select_for_update().filter(pk=found.pk).first()
    if earlier is None:
        raise GameError(
            GameCode.REMATCH_OF_UNKNOWN_GAME,
            gettext("rematch_of: you keep score in no game %(game)s.") % {"game": game_id},
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
    return earlier, group


def _next_in_group(by: User, game: Game) -> groups.GroupStart:
    """The group's answer for its next game, asked as any start in it asks (404 or 403 to
    a caller who may not start its games), in the season that holds today."""
    group = groups.group_of(game)
    if group is None:  # a kind of group not installed here
        raise leagues_unavailable("rematch_of")
    return group.start_next(by, game)


def _no_match_in_league() -> GameError:
    return GameError(
        GameCode.MATCH_IN_LEAGUE,
        gettext(
            "A league's games are played one by one, not as a match (best of N): "
            "leave match out to start the league's next game."
        ),
        field="match",
    )


def _match_for(earlier: Game, match: tuple[str, int] | None) -> Match | None:
    """The match the rematch joins: the earlier game's, still undecided; a new one
    (``match``) that counts the earlier game too; or none."""
    if earlier.match_id is None:
        if match is None:
            return None
        started = Match.objects.create(owner=earlier.owner, format=match[0], length=match[1])
        Game.objects.filter(pk=earlier.pk).update(match=started)  # (not as a change of its play)
        _refuse_decided(started, [earlier], new=True)  # (a slam may win a short match at once)
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
    games = list(current.games.order_by("created_at", "pk"))
    playing = next((game.pk for game in games if game.winner is None), None)
    if playing is not None:
        raise GameError(
            GameCode.MATCH_GAME_IN_PROGRESS,
            gettext("Game %(game)s of this match is being played: finish it first.")
            % {"game": playing},
            field="rematch_of",
            conflict=True,
        )
    _refuse_decided(current, games)
    return current


def _laps(match: Match) -> tuple[int, int]:
    """What the match's last game carries into its next one (railroad's laps)."""
    last = match.games.order_by("created_at", "pk").last()
    return match_rules.carried(last.rules.options, last.target, last.score, last.winner)


def _refuse_decided(match: Match, games: list[Game], *, new: bool = False) -> None:
    """A match its finished ``games`` have won takes no next game."""
    tally = match_rules.tally(
        match.format,
        match.length,
        [game.winner for game in games],
        [game.match_worth for game in games],
    )
    if not tally.decided:
        return
    if new:  # the one game it would start from won it: a slam
        message = gettext(
            "That game was a slam and counts two games, so it would win a match of %(length)s "
            "at once: choose a longer match, or a plain rematch."
        ) % {"length": match.length}
    else:
        message = gettext(
            "The match is over, won %(more)s–%(fewer)s: start a new game, or a new match "
            "(rematch_of with match)."
        ) % {"more": max(tally.wins), "fewer": min(tally.wins)}
    raise GameError(
        GameCode.MATCH_DECIDED, message, field="match" if new else "rematch_of", conflict=True
    )


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
    length, e.g. ``("best_of", 3)``). A group's game (a league's) is followed by the
    group's next game, the same roster players in the same seats, in the season holding
    today. ``(game, False)`` when this owner's request with this ``client_id`` started it
    before."""
    if match is not None:
        match_rules.check_match(*match)
    started = _started_before(owner, client_id)
    if started is not None:
        return started, False
    earlier, group = _earlier(owner, rematch_of, match)
    if match is not None and earlier.sides != 2:
        raise _no_match_of_three()
    joined = _match_for(earlier, match)
    seats = earlier.seats.order_by("position").select_related("player")
    # A group's game seats the same players of its roster and plays the group's rules; a
    # plain one, the caller's own players of the same names (a scorekeeper's rematch is
    # theirs) and the earlier game's rules.
    rules = {"variant": earlier.variant, "target": earlier.target, "options": earlier.options}
    game = game_start(
        owner=owner,
        seats=[seat.player.name if group is None else {"player": seat.player_id} for seat in seats],
        first_dealer=earlier.next_dealer,
        **(rules if group is None else {}),
        team_names=earlier.team_names if earlier.sides == 2 else None,  # (three: by name)
        client_id=client_id,
        group=group,
        carried=None if joined is None else _laps(joined),
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
        raise _no_match_in_league()
    game = game_start(owner=owner, client_id=client_id, **start)
    if game.sides != 2:  # (the game started is rolled back with the refusal)
        raise _no_match_of_three()
    _join(game, Match.objects.create(owner=owner, format=format, length=length))
    return game, True


def _no_match_of_three() -> GameError:
    return GameError(
        GameCode.MATCH_NEEDS_TWO_SIDES,
        gettext(
            "A match is won by one of two sides; in three-handed Euchre each of three players "
            "scores alone, so leave match out and play each game on its own."
        ),
        field="match",
    )


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
