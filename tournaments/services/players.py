"""A tournament's players: added by name or as a player of its roster, checked in, gone."""

import uuid

from django.db import IntegrityError, transaction
from django.utils.translation import gettext

from core.names import name_key
from games.models import Player
from tournaments.errors import TournamentCode, TournamentError
from tournaments.models import Entrant, Organiser, Standing, Tournament


def _roster_player(tournament: Tournament, name: str | None, player_id: int | None) -> Player:
    """The roster's player named (by ``core.names``) or given by id; a new name joins it."""
    if (name is None) == (player_id is None):
        raise TournamentError(
            TournamentCode.PLAYER_NAME_OR_ID,
            gettext('Send the player\'s "name" or their "player" id, one of the two.'),
            field="name" if name is None else "player",
        )
    roster = Player.objects.filter(roster_id=tournament.roster_id)
    if player_id is not None:
        player = roster.filter(pk=player_id).first()
        if player is None:
            raise TournamentError(
                TournamentCode.PLAYER_NOT_IN_ROSTER,
                gettext("Player %(id)s is not one of the tournament's players.")
                % {"id": player_id},
                field="player",
            )
        return player
    player = roster.filter(name_key=name_key(name)).first()
    if player is None:
        try:
            with transaction.atomic():
                player = Player.objects.create(roster_id=tournament.roster_id, name=name)
        except IntegrityError:  # the name came in meanwhile (locked: only from elsewhere)
            player = roster.get(name_key=name_key(name))
    return player


def entrant_add(
    *,
    tournament: Tournament,
    name: str | None = None,
    player_id: int | None = None,
    client_id: uuid.UUID | None = None,
    checked_in: bool = False,
) -> tuple[Entrant, bool]:
    """Add a player, checked in already if ``checked_in`` (one write at the door:
    ``(entrant, True)``); the same request again, or a player added already, answers the
    one there (``(entrant, False)``) and adds nothing. The tournament row is locked: two
    copies of one request arriving together add one player."""
    with transaction.atomic():
        Tournament.objects.select_for_update().filter(pk=tournament.pk).first()
        entrants = Entrant.objects.filter(tournament=tournament).select_related("player")
        if client_id is not None:
            found = entrants.filter(client_id=client_id).first()
            if found is not None:
                return found, False
        player = _roster_player(tournament, name, player_id)
        found = entrants.filter(player=player).first()
        if found is not None:
            return found, False
        entrant = Entrant.objects.create(
            tournament=tournament, player=player, client_id=client_id, checked_in=checked_in
        )
        Standing.objects.get_or_create(tournament=tournament, player=player)
    return entrant, True


def entrant_change(
    *,
    entrant: Entrant,
    checked_in: bool | None = None,
    active: bool | None = None,
    linked: bool | None = None,
    organiser: bool | None = None,
) -> Entrant:
    """Check a player in (or out), or mark them gone (or back): the rounds made after this
    seat the checked-in active players only; rounds made already are kept. ``linked``
    False unlinks the player's account; ``organiser`` makes their linked account an
    organiser or no longer one (``organiser_set``). One transaction."""
    changed = {
        field: value
        for field, value in (("checked_in", checked_in), ("active", active))
        if value is not None
    }
    with transaction.atomic():
        if organiser is not None:
            organiser_set(entrant=entrant, organiser=organiser)
        if linked is False:
            entrant_unlink(entrant=entrant)
        if changed:
            Entrant.objects.filter(pk=entrant.pk).update(**changed)
    return entrant


def entrant_link(*, entrant: Entrant, user) -> Entrant:
    """Link ``user``'s account to the entrant's player (a player who signed in with the
    tournament's code): then they record their table's hands and read the tournament.
    Linking again changes nothing; a player linked to another account, or an account
    linked to another of the tournament's players, is refused (409)."""
    with transaction.atomic():
        player = Player.objects.select_for_update().get(pk=entrant.player_id)
        if player.user_id == user.pk:
            return entrant
        if player.user_id is not None:
            raise TournamentError(
                TournamentCode.PLAYER_LINKED,
                gettext("%(name)s is linked to another account: ask an organiser.")
                % {"name": player.name},
                field="player",
                conflict=True,
            )
        other = Player.objects.filter(roster_id=player.roster_id, user=user).first()
        if other is not None:
            raise TournamentError(
                TournamentCode.ACCOUNT_LINKED,
                gettext("Your account is linked to %(name)s in this tournament already.")
                % {"name": other.name},
                field="player",
                conflict=True,
            )
        player.user = user
        player.save(update_fields=["user"])
    entrant.player = player
    return entrant


def entrant_unlink(*, entrant: Entrant) -> Entrant:
    """The entrant's player is linked to no account (an organiser's correction)."""
    Player.objects.filter(pk=entrant.player_id).update(user=None)
    entrant.player.user = None
    return entrant


def organiser_set(*, entrant: Entrant, organiser: bool) -> Entrant:
    """Make the account linked to the entrant's player an organiser, or no longer one; the
    tournament keeps at least one. The tournament row is locked: two organisers stepping
    down at once leave one."""
    with transaction.atomic():
        Tournament.objects.select_for_update().filter(pk=entrant.tournament_id).first()
        user_id = Player.objects.filter(pk=entrant.player_id).values_list("user_id", flat=True)
        user_id = user_id.first()
        if user_id is None:
            raise TournamentError(
                TournamentCode.PLAYER_NOT_LINKED,
                gettext(
                    "%(name)s has no account linked: they link theirs with the tournament's "
                    "code first."
                )
                % {"name": entrant.player.name},
                field="organiser",
            )
        organisers = Organiser.objects.filter(tournament_id=entrant.tournament_id)
        if organiser:
            organisers.get_or_create(tournament_id=entrant.tournament_id, user_id=user_id)
        elif organisers.filter(user_id=user_id).exists():
            if not organisers.exclude(user_id=user_id).exists():
                raise TournamentError(
                    TournamentCode.LAST_ORGANISER,
                    gettext("The tournament's last organiser stays one."),
                    field="organiser",
                    conflict=True,
                )
            organisers.filter(user_id=user_id).delete()
    return entrant


def organiser_leaving(user) -> None:
    """An account being deleted: a tournament it was the last organiser of gets the
    longest-entered player with an account as organiser (one with none is left to be
    read, as it stands)."""
    for tournament_id in Organiser.objects.filter(user=user).values_list("tournament", flat=True):
        Tournament.objects.select_for_update().filter(pk=tournament_id).first()
        organisers = Organiser.objects.filter(tournament_id=tournament_id)
        if organisers.exclude(user=user).exists():
            continue
        linked = Entrant.objects.filter(tournament_id=tournament_id, player__user__isnull=False)
        heir = linked.exclude(player__user=user).order_by("added_at", "pk").first()
        if heir is not None:
            Organiser.objects.create(tournament_id=tournament_id, user_id=heir.player.user_id)
