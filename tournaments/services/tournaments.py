"""Making a tournament and changing it."""

import secrets
from collections.abc import Mapping

from django.db import transaction
from django.utils.translation import gettext

import scoring
from accounts.models import User
from core.errors import Forbidden, Hidden
from games import groups
from games.groups import GroupStart
from games.models import Roster
from games.services.games import group_rules
from tournaments.errors import TournamentCode, TournamentError
from tournaments.models import (
    ByeCredit,
    Organiser,
    RoundEnd,
    ShortTables,
    Tournament,
    TournamentStatus,
)

DEFAULT_VARIANT = "north_american"
DEFAULT_ROUND_END = {RoundEnd.DEALS.value: 8}
#: The target of a table's game when deals or the organiser end its round: the highest the
#: rules allow, which no round reaches (``Game.deals`` or the round's finish ends it).
NO_TARGET = 1000
#: The most of each kind of round end.
MOST = {RoundEnd.DEALS: 100, RoundEnd.MINUTES: 600, RoundEnd.POINTS: NO_TARGET}


def round_end_checked(round_end: Mapping | None) -> tuple[str, int]:
    """(kind, value) of ``{"deals": n} | {"minutes": n} | {"points": n}``."""
    round_end = DEFAULT_ROUND_END if round_end is None else round_end
    if len(round_end) == 1:
        ((kind, value),) = round_end.items()
        if kind in RoundEnd.values and type(value) is int and 1 <= value <= MOST[kind]:
            return kind, value
    raise TournamentError(
        TournamentCode.ROUND_END_INVALID,
        gettext(
            'round_end is one of {"deals": 1 to %(deals)s}, {"minutes": 1 to %(minutes)s} '
            'or {"points": 1 to %(points)s} (got %(value)s).'
        )
        % {**{kind.value: most for kind, most in MOST.items()}, "value": dict(round_end)},
        field="round_end",
    )


def league_start(by: User, league: str | None, season: int | None) -> GroupStart | None:
    """Inside a league (its slug, and maybe a season): what the league decides about a game
    started in it by ``by``, who must be one of its admins. None: the tournament stands
    alone."""
    if league is None and season is None:
        return None
    start = groups.start_in(by, {"league": league, "season": season})
    if start is None:
        raise Hidden(gettext("No such league, or it is private."))
    if not start.manages:
        raise Forbidden(gettext("Only the league's admins may make a tournament in it."))
    return start


def league_rules(start: GroupStart, variant, options, short_tables) -> tuple[str, dict]:
    """A tournament in a league plays the league's rules (others sent are refused, naming
    what differs) at tables of four: its games count in the league's standings."""
    group_rules(start, variant, None, options)
    if short_tables == ShortTables.THREE_HANDED:
        raise TournamentError(
            TournamentCode.THREE_HANDED_IN_LEAGUE,
            gettext(
                "A tournament in a league seats only tables of four: its games count in the "
                'league\'s standings, two sides a game. Send short_tables "bye".'
            ),
            field="short_tables",
        )
    return start.variant, start.options


#: The scoring profile's fields and their defaults (docs/tournaments.md).
PROFILE = {"bye_credit": ByeCredit.NONE.value, "bye_points": 0, "lone_march_bonus": 0,
           "euchred_penalty": 0}  # fmt: skip


def profile_checked(scoring: Mapping | None) -> dict:
    """The profile's fields, the defaults where left out; bye points only with a fixed
    bye credit."""
    profile = {**PROFILE, **(scoring or {})}
    if profile["bye_points"] and profile["bye_credit"] != ByeCredit.FIXED:
        raise TournamentError(
            TournamentCode.BYE_POINTS_NOT_FIXED,
            gettext('bye_points is the points of a "fixed" bye credit: send bye_credit "fixed".'),
            field="scoring.bye_points",
        )
    return profile


def profile_of(tournament: Tournament) -> dict:
    return {field: getattr(tournament, field) for field in PROFILE}


def rules_checked(variant: str | None, options: Mapping | None, kind: str, value: int):
    """The tables' rules: a four-handed variant, its house rules, and the games' target."""
    target = value if kind == RoundEnd.POINTS else NO_TARGET
    rules = scoring.rules_for(variant or DEFAULT_VARIANT, options, target)
    if rules.variant.players != 4:
        raise TournamentError(
            TournamentCode.VARIANT_NOT_FOUR_HANDED,
            gettext("A tournament seats four at a table: %(variant)s is played by %(players)s.")
            % {"variant": rules.variant.name, "players": rules.variant.players},
            field="variant",
        )
    return rules


@transaction.atomic
def tournament_create(
    *,
    by: User,
    name: str,
    variant: str | None = None,
    options: Mapping | None = None,
    league: str | None = None,
    season: int | None = None,
    visibility: str | None = None,
    rounds: int | None = None,
    round_end: Mapping | None = None,
    short_tables: str | None = None,
    scoring: Mapping | None = None,
) -> Tournament:
    """A new tournament, its creator its organiser, with a roster of its own; or in a
    league (made by one of its admins), with the league's roster, rules and season."""
    start = league_start(by, league, season)
    if start is not None:
        variant, options = league_rules(start, variant, options, short_tables)
    kind, value = round_end_checked(round_end)
    rules = rules_checked(variant, options, kind, value)
    profile = profile_checked(scoring)
    tournament = Tournament.objects.create(
        name=name,
        variant=rules.variant.key,
        target=rules.target,
        options=rules.public_options(),
        rounds=rounds,
        round_end=kind,
        round_end_value=value,
        roster_id=Roster.objects.create().pk if start is None else start.roster_id,
        within=None if start is None else dict(start.named),
        join_code=secrets.token_urlsafe(12),
        created_by=by,
        **profile,
        **({"visibility": visibility} if visibility else {}),
        **({"short_tables": short_tables} if short_tables else {}),
    )
    Organiser.objects.create(tournament=tournament, user=by)
    return tournament


@transaction.atomic
def tournament_update(
    *,
    tournament: Tournament,
    name: str | None = None,
    visibility: str | None = None,
    rounds: int | None = None,
    round_end: Mapping | None = None,
    scoring: Mapping | None = None,
) -> Tournament:
    """Change the name, visibility, number of rounds, or (before the first round starts)
    how a round ends and the scoring profile."""
    locked = Tournament.objects.select_for_update().get(pk=tournament.pk)
    for field, value in (("round_end", round_end), ("scoring", scoring)):
        if value is not None and locked.status != TournamentStatus.OPEN:
            raise TournamentError(
                TournamentCode.RULES_LOCKED,
                gettext(
                    "How a round ends and how it is scored can change only before the "
                    "first round starts."
                ),
                field=field,
                conflict=True,
            )
    if scoring is not None:
        for field, value in profile_checked({**profile_of(locked), **scoring}).items():
            setattr(locked, field, value)
    if round_end is not None:
        kind, value = round_end_checked(round_end)
        rules = rules_checked(locked.variant, locked.options, kind, value)
        locked.round_end, locked.round_end_value, locked.target = kind, value, rules.target
    if rounds is not None:
        made = locked.round_set.exclude(status="planned").count()
        if rounds < made:
            raise TournamentError(
                TournamentCode.ROUNDS_FEWER_THAN_MADE,
                gettext("%(made)s rounds are started already: rounds cannot be fewer.")
                % {"made": made},
                field="rounds",
            )
        locked.rounds = rounds
    if name is not None:
        locked.name = name
    if visibility is not None:
        locked.visibility = visibility
    locked.save()
    locked.role = getattr(tournament, "role", None)
    return locked


def round_end_of(tournament: Tournament) -> dict:
    return {tournament.round_end: tournament.round_end_value}
