"""Starting a game, choosing who else may score it or see it, and deleting it."""

import secrets
import uuid
from collections.abc import Mapping, Sequence

from django.db import transaction

import scoring
from accounts.models import User
from games.models import Game, Player, Scorekeeper, Seat
from games.services.errors import GameCode, GameError
from games.services.players import players_drop_unseated
from scoring.seating import check_seat_count, check_seating, default_team_names

#: A seat as the API reads it: a player's name, or ``{"player": id}`` of a known player.
SeatInput = str | Mapping[str, int]


def _seat_player(owner: User, seat: int, given: SeatInput) -> Player:
    if isinstance(given, str):
        player, _ = Player.objects.get_or_create(
            owner=owner, name__iexact=given, defaults={"name": given}
        )
        return player
    player = Player.objects.filter(owner=owner, pk=given["player"]).first()
    if player is None:
        raise GameError(
            GameCode.UNKNOWN_PLAYER,
            f"Seat {seat}: you have no player with id {given['player']}; "
            "give a name to add a new player.",
            field=f"seats.{seat}",
        )
    return player


@transaction.atomic
def game_start(
    *,
    owner: User,
    variant: str,
    seats: Sequence[SeatInput],
    first_dealer: object,
    target: object = None,
    options: Mapping | None = None,
    team_names: Sequence[str] | None = None,
    client_id: uuid.UUID | None = None,
) -> Game:
    """A new game: the rules resolved by the core, each seat a player of the owner.

    A seat's name matches the owner's player of that name, ignoring case, or adds one.
    """
    rules = scoring.rules_for(variant, options, target)
    state = scoring.new_game(rules, first_dealer)
    check_seat_count(rules, len(seats))
    players = [_seat_player(owner, seat, given) for seat, given in enumerate(seats)]
    check_seating(rules, [player.pk for player in players])
    game = Game(
        owner=owner,
        variant=rules.variant.key,
        target=rules.target,
        options=rules.public_options(),
        first_dealer=state.dealer,
        team_names=list(team_names or default_team_names(rules, [p.name for p in players])),
        client_id=client_id,
    )
    game.set_state(state)
    game.save()
    Seat.objects.bulk_create(
        Seat(game=game, position=position, player=player) for position, player in enumerate(players)
    )
    return game


@transaction.atomic
def game_start_once(*, owner: User, client_id: uuid.UUID | None, **start) -> tuple[Game, bool]:
    """``game_start`` for a client that may send the same request twice (an offline outbox).

    ``(game, True)`` when started now; ``(the game, False)`` when this owner's request with
    this ``client_id`` started it before. The owner's row is locked while we look, so two
    copies of one request arriving together start one game.
    """
    if client_id is not None:
        User.objects.select_for_update().filter(pk=owner.pk).first()
        started = Game.objects.filter(owner=owner, client_id=client_id).first()
        if started is not None:
            return started, False
    return game_start(owner=owner, client_id=client_id, **start), True


@transaction.atomic
def scorekeeper_add(*, game: Game, email: str) -> tuple[Scorekeeper, bool]:
    """Let the account with this email record hands; True when newly added."""
    user = User.objects.filter(email__iexact=email.strip()).first()
    if user is None:
        raise GameError(
            GameCode.UNKNOWN_USER,
            f"No account has the email address {email.strip()}: ask them to sign up first.",
            field="email",
        )
    if user.pk == game.owner_id:
        raise GameError(
            GameCode.OWNER_IS_NOT_A_SCOREKEEPER,
            "That is the game's owner, who keeps score already.",
            field="email",
        )
    return Scorekeeper.objects.get_or_create(game=game, user=user)


@transaction.atomic
def scorekeeper_remove(*, game: Game, user_id: int) -> None:
    deleted, _ = Scorekeeper.objects.filter(game=game, user_id=user_id).delete()
    if not deleted:
        raise Scorekeeper.DoesNotExist


@transaction.atomic
def game_share(*, game: Game, enabled: bool = True) -> str | None:
    """Create or rotate the game's read-only share token (``enabled``), or revoke it.

    A rotated token replaces the old one, so old links stop working.
    """
    token = secrets.token_urlsafe(32) if enabled else None
    Game.objects.filter(pk=game.pk).update(share_token=token)
    game.share_token = token
    return token


@transaction.atomic
def game_delete(*, game: Game) -> None:
    """Delete the game with its seats, hands and scorekeepers, and the players who sat only
    there (a game started by mistake leaves no names behind; a player linked to an account
    stays). The game is locked first: a hand being recorded is kept, then deleted with it."""
    locked = Game.objects.select_for_update().filter(pk=game.pk).first()
    if locked is None:
        return
    seated = list(locked.seats.values_list("player_id", flat=True))
    locked.delete()
    players_drop_unseated(seated)
