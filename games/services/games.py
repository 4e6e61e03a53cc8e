"""Starting a game, choosing who else may score it or see it, and deleting it."""

import secrets
import uuid
from collections.abc import Mapping, Sequence

from django.db import transaction
from django.db.models import F
from django.utils.translation import gettext

import scoring
from accounts.models import User
from core.names import name_key
from games import groups, signals
from games.models import ConfirmationState, Game, Player, Seat
from games.services.errors import GameCode, GameError
from games.services.players import players_drop_unseated
from scoring.seating import check_seat_count, check_seating, default_team_names

#: A seat as the API reads it: a player's name, or ``{"player": id}`` of a known player.
SeatInput = str | Mapping[str, int]


def _seat_player(owner: User, group: groups.GroupStart | None, seat: int, given: SeatInput):
    """The player a seat names: the owner's, or in a group's game the group's roster's."""
    kept_by = {"owner": owner} if group is None else {"roster_id": group.roster_id}
    if isinstance(given, str):
        player, _ = Player.objects.get_or_create(
            **kept_by, name_key=name_key(given), defaults={"name": given}
        )
        return player
    player = Player.objects.filter(**kept_by, pk=given["player"]).first()
    if player is None and group is not None:
        raise GameError(
            GameCode.PLAYER_NOT_IN_ROSTER,
            # Translators: %(whose)s is "the league's" (or "the group's"), translated.
            gettext(
                "Seat %(seat)s: %(whose)s roster has no player with id %(player)s; "
                "give a name to add a new player."
            )
            % {"seat": seat, "whose": group.whose, "player": given["player"]},
            field=f"seats.{seat}",
        )
    if player is None:
        raise GameError(
            GameCode.UNKNOWN_PLAYER,
            gettext(
                "Seat %(seat)s: you have no player with id %(player)s; "
                "give a name to add a new player."
            )
            % {"seat": seat, "player": given["player"]},
            field=f"seats.{seat}",
        )
    return player


def _seat_players(owner: User, group, seats: Sequence[SeatInput]) -> list[Player]:
    """Each seat's player, new names added in the order of their unique key: two games
    started at once with the same new names then wait for each other instead of
    deadlocking (each holding one name the other needs)."""

    def key(seat: int):
        given = seats[seat]
        return (0, name_key(given)) if isinstance(given, str) else (1, "")

    found = {
        seat: _seat_player(owner, group, seat, seats[seat])
        for seat in sorted(range(len(seats)), key=key)
    }
    return [found[seat] for seat in range(len(seats))]


def group_of(owner: User, league: str | None, season: int | None) -> groups.GroupStart | None:
    """What the group a game is started in decides, if it is started in one (a league's
    ``league`` and ``season`` name it; ``games.groups``)."""
    if league is None and season is None:
        return None
    group = groups.start_in(owner, {"league": league, "season": season})
    if group is None:  # no kind of group installed here takes it
        raise leagues_unavailable("league")
    return group


def leagues_unavailable(field: str) -> GameError:
    return GameError(
        GameCode.LEAGUES_UNAVAILABLE,
        gettext("Leagues are not available here: start the game without one."),
        field=field,
    )


def group_rules(group: groups.GroupStart, variant, target, options) -> scoring.Rules:
    """The group's ruleset; one sent that differs from it is refused, naming what differs."""
    if variant in scoring.VARIANTS and scoring.get_variant(variant).sides != 2:
        raise GameError(
            GameCode.LEAGUE_NEEDS_PARTNERSHIPS,
            # Translators: %(whose)s is "the league's" (or "the group's"), translated.
            gettext(
                "A three-handed game cannot join %(whose)s games: their standings count two "
                "sides a game, and in three-handed Euchre each of three players scores alone."
            )
            % {"whose": group.whose},
            field="variant",
        )
    if variant is not None and variant != group.variant:
        raise _not_the_groups(group, "variant", group.variant)
    if target is not None and target != group.target:
        raise _not_the_groups(group, "target", group.target)
    sent = scoring.rules_for(group.variant, options, group.target).public_options()
    for key, value in sent.items():
        if key in (options or {}) and value != group.options.get(key):
            raise _not_the_groups(group, f"options.{key}", group.options.get(key))
    return scoring.rules_for(group.variant, group.options, group.target)


def no_teams(rules: scoring.Rules) -> GameError:
    return GameError(
        GameCode.NO_TEAMS_IN_VARIANT,
        gettext(
            "%(variant)s has no teams: each player scores alone and goes by their own name, "
            "so leave team_names out."
        )
        % {"variant": gettext(rules.variant.name)},
        field="team_names",
    )


def _not_the_groups(group: groups.GroupStart, field: str, value) -> GameError:
    return GameError(
        GameCode.RULESET_DIFFERS,
        # Translators: %(whose)s is "the league's" (or "the group's"), translated; %(field)s
        # an input's name (target, options.renege...) and %(value)s its value there.
        gettext(
            "%(field)s differs from %(whose)s (%(value)s): its games all play its rules; "
            "leave %(field)s out to take them."
        )
        % {"field": field, "whose": group.whose, "value": repr(value)},
        field=field,
    )


@transaction.atomic
def game_start(
    *,
    owner: User,
    seats: Sequence[SeatInput],
    first_dealer: object,
    variant: str | None = None,
    target: object = None,
    options: Mapping | None = None,
    team_names: Sequence[str] | None = None,
    client_id: uuid.UUID | None = None,
    league: str | None = None,
    season: int | None = None,
    group: groups.GroupStart | None = None,
    carried: tuple[int, ...] | None = None,
) -> Game:
    """A new game: the rules resolved by the core, each seat a player of the owner.

    A seat's name matches the owner's player of that name (by ``core.names``), or adds one.
    Started in a group (``league``, and maybe its ``season``; or ``group``, the group's
    answer asked already), the game plays the group's rules and seats the players of its
    roster, and the group records it. ``carried``: the score it opens at (a rematch's laps).
    """
    group = group or group_of(owner, league, season)
    if group is None:
        rules = scoring.rules_for(variant, options, target)
    else:
        rules = group_rules(group, variant, target, options)
    state = scoring.new_game(rules, first_dealer, carried)
    carried = state.score
    check_seat_count(rules, len(seats))
    if team_names is not None and rules.variant.sides == 3:
        raise no_teams(rules)
    players = _seat_players(owner, group, seats)
    check_seating(rules, [player.pk for player in players])
    game = Game(
        owner=owner,
        variant=rules.variant.key,
        target=rules.target,
        options=rules.public_options(),
        first_dealer=state.dealer,
        team_names=list(team_names or default_team_names(rules, [p.name for p in players])),
        client_id=client_id,
        roster_id=None if group is None else group.roster_id,
        carried_0=carried[0],
        carried_1=carried[1],
        group_kind="" if group is None else group.kind,
        within_kind="" if group is None or group.within is None else group.within.kind,
        deals=None if group is None else group.deals,
        confirmation_state=ConfirmationState.PENDING
        if group is not None and group.confirmation
        else ConfirmationState.NONE,
    )
    game.set_state(state)
    game.save()
    Seat.objects.bulk_create(
        Seat(game=game, position=position, player=player) for position, player in enumerate(players)
    )
    if group is not None:
        for start in (group.within, group):
            if start is not None:
                start.started(game)
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
def game_share(*, game: Game, enabled: bool = True) -> str | None:
    """Create or rotate the game's read-only share token (``enabled``), or revoke it.

    A rotated token replaces the old one, so old links stop working.
    """
    token = secrets.token_urlsafe(32) if enabled else None
    Game.objects.filter(pk=game.pk).update(share_token=token, version=F("version") + 1)
    game.share_token = token
    return token


@transaction.atomic
def game_change(
    *, game: Game, team_names: Sequence[str] | None = None, target: object = None
) -> Game:
    """The owner fixes the team names, or changes the target, after the start. A target
    changes only while no team has reached it or the new one (a game won stays won, and
    a game is not won by the change); a group's game plays the group's target."""
    game = Game.objects.select_for_update(no_key=True).get(pk=game.pk)
    changed = []
    if target is not None and target != game.target:
        if game.roster_id is not None:
            raise GameError(
                GameCode.RULESET_DIFFERS, gettext("A league game plays to the league's target."),
                field="target",
            )  # fmt: skip
        scoring.rules_for(game.variant, game.options, target)  # a target at all
        lead = max(game.score)
        if lead >= min(game.target, target):
            raise GameError(
                GameCode.TARGET_ALREADY_REACHED,
                gettext(
                    "The target can change only while no team has reached it or the new one: "
                    "a team has %(lead)s points (target %(target)s, asked %(asked)s)."
                )
                % {"lead": lead, "target": game.target, "asked": target},
                field="target",
            )
        game.target = target
        changed.append("target")
    if team_names is not None and game.sides == 3:
        raise no_teams(game.rules)
    if team_names is not None and list(team_names) != game.team_names:
        game.team_names = list(team_names)
        changed.append("team_names")
    if changed:
        game.version += 1
        game.save(update_fields=[*changed, "version", "updated_at"])
    return game


@transaction.atomic
def game_delete(*, game: Game, unplayed_only: bool = False) -> None:
    """Delete the game with its seats, hands and scorekeepers, and the players who sat only
    there (a game started by mistake leaves no names behind; a player linked to an account
    stays). The game is locked first: a hand being recorded is kept, then deleted with it,
    or, ``unplayed_only`` (its starter's deletion, allowed while it has no hand), the
    deletion is refused (409 GAME_PLAYED)."""
    locked = Game.objects.select_for_update().filter(pk=game.pk).first()
    if locked is None:
        return
    if unplayed_only and locked.hands_played:
        raise GameError(
            GameCode.GAME_PLAYED,
            gettext(
                "Game %(game)s has a hand recorded now: only the league's admins may delete it."
            )
            % {"game": locked.pk},
            conflict=True,
        )
    seated = list(locked.seats.values_list("player_id", flat=True))
    if locked.group_kind:
        hands = locked.hands.order_by("number")
        signals.send_hands_changed(locked, hands, [], signals.end_of(locked), signals.GONE)
    locked.delete()
    players_drop_unseated(seated)
