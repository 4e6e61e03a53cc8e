"""Players: the names a user keeps for the people at the table."""

from collections.abc import Sequence

from django.db import IntegrityError, transaction

from games.models import Game, Player
from games.services.errors import GameCode, GameError
from scoring.seating import default_team_names


def _name_taken(name: str, field: str) -> GameError:
    return GameError(
        GameCode.PLAYER_NAME_TAKEN,  # type: ignore[arg-type]
        f"You have a player named {name} already: choose another name.",
        field=field,
    )


def player_rename(*, player: Player, name: str, field: str = "name") -> Player:
    """Give the player a new name, in every game they sit in. A team named by default
    after its player (two-handed) takes the new name; a name the table chose stays.
    ``field`` is the input a refusal names."""
    with transaction.atomic():
        player = Player.objects.select_for_update().get(pk=player.pk)
        old = player.name
        taken = Player.objects.filter(owner=player.owner_id, name__iexact=name)
        if taken.exclude(pk=player.pk).exists():
            raise _name_taken(name, field)
        player.name = name
        try:
            with transaction.atomic():
                player.save(update_fields=["name"])
        except IntegrityError:  # another request took the name meanwhile
            raise _name_taken(name, field) from None
        for game in Game.objects.filter(seats__player=player).prefetch_related("seats__player"):
            _follow_default_team_names(game, player, old)
    return player


@transaction.atomic
def seats_rename(*, game: Game, names: Sequence[str]) -> None:
    """The names of a game's players fixed together, by seat, all or none; a refusal
    names the seat (``seats.1``)."""
    for seat in game.seats.select_related("player").order_by("position"):
        if names[seat.position] != seat.player.name:
            player_rename(
                player=seat.player, name=names[seat.position], field=f"seats.{seat.position}"
            )


def _follow_default_team_names(game: Game, player: Player, old: str) -> None:
    seats = game.seats.all()  # by position
    now = [player.name if seat.player_id == player.pk else seat.player.name for seat in seats]
    before = [old if seat.player_id == player.pk else seat.player.name for seat in seats]
    rules = game.rules
    was, becomes = default_team_names(rules, before), default_team_names(rules, now)
    names = [
        new if name == default else name
        for name, default, new in zip(game.team_names, was, becomes, strict=True)
    ]
    if names != game.team_names:
        game.team_names = names
        game.save(update_fields=["team_names"])
