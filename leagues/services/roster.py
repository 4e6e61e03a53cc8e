"""The league's roster: the players all its members seat, shared by name."""

from django.db import IntegrityError, transaction
from django.utils.translation import gettext

from core.names import name_key
from games.models import Game, Player, Seat
from games.services.players import player_rename
from leagues.errors import LeagueCode, LeagueError
from leagues.models import League, LeagueGame, Membership
from leagues.standings import ratings, totals


def _name_taken(name: str) -> LeagueError:
    return LeagueError(
        LeagueCode.PLAYER_NAME_TAKEN,
        gettext("The roster has a player named %(name)s already: choose another name.")
        % {"name": name},
        field="name",
    )


@transaction.atomic
def roster_player_add(*, league: League, name: str) -> Player:
    """A new player on the roster; a name the roster has (by ``core.names``) is refused, naming
    the spelling it has."""
    other = league.roster.players.filter(name_key=name_key(name)).first()
    if other is not None:
        raise _name_taken(other.name)
    try:
        with transaction.atomic():
            return Player.objects.create(roster_id=league.roster_id, name=name)
    except IntegrityError:  # another request added it meanwhile
        other = league.roster.players.filter(name_key=name_key(name)).first()
        raise _name_taken(name if other is None else other.name) from None


def roster_player_rename(*, player: Player, name: str) -> Player:
    """The new name shows on every seat the player sat in."""
    return player_rename(player=player, name=name)


@transaction.atomic
def roster_player_link(*, league: League, player: Player, user_id: int | None) -> Player:
    """Link the player to a member's account (``None`` unlinks); an account has at most one
    player on a roster."""
    if user_id is not None:
        if not Membership.objects.filter(league=league, user_id=user_id).exists():
            raise LeagueError(
                LeagueCode.NOT_A_MEMBER,
                gettext(
                    "User %(user)s is not a member of the league: only members' accounts "
                    "are linked to its players."
                )
                % {"user": user_id},
                field="user",
            )
        linked = league.roster.players.filter(user_id=user_id).exclude(pk=player.pk).first()
        if linked is not None:
            raise LeagueError(
                LeagueCode.ACCOUNT_ALREADY_LINKED,
                gettext(
                    "That account is linked to %(name)s already: unlink it first, or "
                    "merge the two players."
                )
                % {"name": linked.name},
                field="user",
            )
    Player.objects.filter(pk=player.pk).update(user_id=user_id)
    player.user_id = user_id
    return player


def merge_refusal(*, league: League, player: Player, into: Player) -> LeagueError | None:
    """Why ``player`` cannot be merged into ``into``, if it cannot: itself, another
    league's player, or two players who sat in one game together (two people). Asked by
    the merge itself, under its locks, and by the page before it offers the merge."""
    if into.pk == player.pk:
        return LeagueError(
            LeagueCode.MERGE_INTO_ITSELF,
            gettext("A player cannot be merged into itself."),
            field="into",
        )
    if into.roster_id != league.roster_id:
        return LeagueError(
            LeagueCode.PLAYER_NOT_IN_LEAGUE,
            gettext("Player %(id)s is not on the league's roster.") % {"id": into.pk},
            field="into",
        )
    shared = Seat.objects.filter(player=into, game__seats__player=player).values_list("game_id")
    game = shared.order_by("game_id").first()
    if game is not None:
        return LeagueError(
            LeagueCode.PLAYERS_SHARE_A_GAME,
            gettext("%(player)s and %(into)s sat in game %(game)s together: they are two players.")
            % {"player": player.name, "into": into.name, "game": game[0]},
            field="into",
        )
    return None


@transaction.atomic
def roster_player_merge(*, league: League, player: Player, into: Player) -> Player:
    """``player`` was a duplicate of ``into``: every seat it sat in is ``into``'s, the
    league's totals follow, and the duplicate goes (its account link too, when ``into``
    has none). Refused (``merge_refusal``) when they are not one player."""
    # The locks in the order every writer of the league takes them: the league (as the
    # rebuild does, and as a game start does: no game seats them together meanwhile), the
    # games in id order (a hand locks its game first), the ratings' lock, then the totals
    # rows in key order (one statement per table and season) and the stats version.
    League.objects.select_for_update(no_key=True).filter(pk=league.pk).first()
    game_ids = list(
        Game.objects.filter(seats__player=player)
        .order_by("pk")
        .select_for_update(of=("self",))
        .values_list("pk", flat=True)
    )
    refusal = merge_refusal(league=league, player=player, into=into)
    if refusal is not None:
        raise refusal
    ratings.lock(league.pk)
    moved = totals.games_deltas(game_ids=game_ids, moved={player.pk: into.pk})
    Seat.objects.filter(game_id__in=game_ids, player=player).update(player=into)
    Game.objects.filter(pk__in=game_ids).changed()  # their seats show another name
    totals.write_all(moved)
    first = (
        LeagueGame.objects.filter(game_id__in=game_ids, finished_at__isnull=False)
        .order_by("finished_at", "game_id")
        .values_list("finished_at", "game_id")
        .first()
    )
    if first is not None:
        ratings.replay(league.pk, since=first)
    if into.user_id is None and player.user_id is not None:
        linked_to = player.user_id
        player.user_id = None
        Player.objects.filter(pk=player.pk).update(user=None)
        Player.objects.filter(pk=into.pk).update(user_id=linked_to)
        into.user_id = linked_to
    player.delete()  # with its totals rows, all zero by now
    return into
