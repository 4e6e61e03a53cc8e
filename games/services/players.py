"""Players: the names a user keeps for the people at the table."""

from collections.abc import Sequence

from django.db import IntegrityError, transaction
from django.utils.translation import gettext

from core.names import name_key
from games import signals
from games.models import Game, Player, Seat
from games.services.errors import GameCode, GameError
from scoring.seating import check_seating, default_team_names


def _name_taken(name: str, field: str, shared: bool = False) -> GameError:
    if shared:
        message = gettext("The roster has a player named %(name)s already: choose another name.")
    else:
        message = gettext("You have a player named %(name)s already: choose another name.")
    return GameError(
        GameCode.PLAYER_NAME_TAKEN,
        message % {"name": name},
        field=field,
    )


def players_kept_with(player: Player):
    """The players kept in the same list as this one: its owner's, or its roster's."""
    if player.roster_id is not None:
        return Player.objects.filter(roster_id=player.roster_id)
    return Player.objects.filter(owner_id=player.owner_id)


def player_rename(*, player: Player, name: str, field: str = "name") -> Player:
    """Give the player a new name, in every game they sit in. A team named by default
    after its player (two-handed) takes the new name; a name the table chose stays.
    ``field`` is the input a refusal names."""
    with transaction.atomic():
        player = Player.objects.select_for_update(no_key=True).get(pk=player.pk)
        others = players_kept_with(player).filter(name_key=name_key(name)).exclude(pk=player.pk)
        shared = player.roster_id is not None
        other = others.first()
        if other is not None:
            raise _name_taken(other.name, field, shared)
        old, player.name = player.name, name
        try:
            with transaction.atomic():
                player.save(update_fields=["name"])
        except IntegrityError:  # another request took the name meanwhile: named as it took it
            other = others.first()
            raise _name_taken(name if other is None else other.name, field, shared) from None
        signals.player_renamed.send(sender=Player, player=player)
        games = Game.objects.filter(seats__player=player).order_by("pk")
        for game in games.select_for_update(of=("self",), no_key=True).prefetch_related(
            "seats__player"
        ):
            now = [seat.player.name for seat in game.seats.all()]
            before = [
                old if seat.player_id == player.pk else seat.player.name
                for seat in game.seats.all()
            ]
            _follow_default_team_names(game, before, now)
        games.changed()
    return player


@transaction.atomic
def seats_name(*, game: Game, names: Sequence[str]) -> None:
    """Who sits where in this game, by name, all or none. A name of another of the owner's
    players seats that player here (in this game only); a new name renames the player
    sitting there, in every game (a misspelling). A refusal names the seat (``seats.1``).
    In a group's game the names are its roster's, and the group's statistics follow."""
    game = Game.objects.select_for_update(no_key=True).get(pk=game.pk)
    seats = list(game.seats.select_related("player").order_by("position"))
    kept = (
        Player.objects.filter(roster_id=game.roster_id)
        if game.roster_id is not None
        else Player.objects.filter(owner=game.owner_id)
    )
    known = {player.name_key: player for player in kept}
    chosen = [
        known.get(name_key(name), seat.player) for seat, name in zip(seats, names, strict=True)
    ]
    check_seating(game.rules, [player.pk for player in chosen])
    moved = [
        (seat, player)
        for seat, player in zip(seats, chosen, strict=True)
        if player.pk != seat.player_id
    ]
    if moved:
        hands = list(game.hands.order_by("number")) if game.group_kind else []
        signals.send_hands_changed(game, hands, [], signals.end_of(game), signals.GONE)
        Seat.objects.filter(pk__in=[seat.pk for seat, _ in moved]).delete()
        Seat.objects.bulk_create(Seat(game=game, position=s.position, player=p) for s, p in moved)
        signals.send_hands_changed(game, [], hands, signals.GONE, signals.end_of(game))
        before = [seat.player.name for seat in seats]
        _follow_default_team_names(game, before, [player.name for player in chosen])
        players_drop_unseated([seat.player_id for seat, _ in moved])
        Game.objects.filter(pk=game.pk).changed()
    for seat, player, name in zip(seats, chosen, names, strict=True):
        if player.pk == seat.player_id and name != player.name:  # a new name, or spelling
            player_rename(player=player, name=name, field=f"seats.{seat.position}")


def players_drop_unseated(player_ids: Sequence[int]) -> None:
    """Of these players, those who sit in no game any more and are linked to no account
    are dropped: a name typed by mistake leaves nothing behind. A group's roster keeps its
    players."""
    Player.objects.filter(
        pk__in=player_ids, seats__isnull=True, user__isnull=True, roster__isnull=True
    ).delete()


def _follow_default_team_names(game: Game, before: list[str], now: list[str]) -> None:
    """Teams named by default after who sat there (``before``) are named after ``now``."""
    was, becomes = default_team_names(game.rules, before), default_team_names(game.rules, now)
    names = [
        new if name == default else name
        for name, default, new in zip(game.team_names, was, becomes, strict=True)
    ]
    if names != game.team_names:
        game.team_names = names
        game.save(update_fields=["team_names"])
