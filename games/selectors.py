"""Reads of games, each a fixed number of queries however many games or hands there are."""

from collections.abc import Iterable
from functools import reduce
from operator import or_

from django.db import DEFAULT_DB_ALIAS, connections
from django.db.models import (
    Case,
    CharField,
    Count,
    OuterRef,
    Prefetch,
    Q,
    QuerySet,
    Subquery,
    Value,
    When,
)

from core import prepared_statements
from games import groups
from games.models import (
    Confirmation,
    ConfirmationState,
    Game,
    Hand,
    Player,
    Scorekeeper,
    Seat,
    Status,
)
from games.permissions import Role, caller_role
from scoring import match as match_rules
from scoring.hands import side_of


def _seats_prefetch() -> Prefetch:
    seats = Seat.objects.select_related("player").order_by("position")
    return Prefetch("seats", queryset=seats)


def _with_seats(games: QuerySet[Game]) -> QuerySet[Game]:
    return games.prefetch_related(_seats_prefetch())


def game_list_for_user(*, user) -> QuerySet[Game]:
    """The games a user owns or keeps score for, most recently changed first, with seats;
    among a group's games (a league's), those the user started or recorded a hand in,
    while a member of the group (``games.groups``), with the role the group gives.

    Three queries for a page of any length (count, games, seats with their players).
    """
    rosters = groups.rosters_of(user)
    kept = Q(owner=user) | Q(pk__in=Scorekeeper.objects.filter(user=user).values("game_id"))
    scored = Q(owner=user) | Q(pk__in=Hand.objects.filter(recorded_by=user).values("game_id"))
    listed = Q(roster__isnull=True) & kept
    if rosters:
        listed |= reduce(or_, (Q(roster_id__in=ids) for _, ids in rosters)) & scored
    games = Game.objects.filter(listed).annotate(
        role=Case(
            *[When(roster_id__in=ids, then=Value(role.value)) for role, ids in rosters],
            When(owner=user, then=Value(Role.OWNER.value)),
            default=Value(Role.SCOREKEEPER.value),
            output_field=CharField(),
        )
    )
    return _with_seats(games.order_by("-updated_at", "-pk"))


def game_get_for_user(
    *, user, game_id: int, share_token: str | None = None, with_seats: bool = True
) -> Game | None:
    """The game with ``role`` set to the caller's, or None when the caller may not see it.

    The owner and the scorekeepers see a game; so does anyone with its share token.
    """
    games = Game.objects.filter(pk=game_id)
    game = (_with_seats(games) if with_seats else games).first()
    if game is None:
        return None
    game.role = caller_role(game, user, share_token)
    if game.role is None:
        return None
    return with_match_fields(with_group_fields([game], user))[0]


def game_read(*, user, game_id, share_token: str | None = None) -> Game | None:
    """As ``game_get_for_user`` without the seats, in one prebuilt query (the game's row;
    a scorekeeper's role or a group's game asks one more): enough to answer whether the
    caller's copy is current (``version``), as a table polling every few seconds asks."""
    game = prepared_statements.select(Game, game_id)
    if game is None:
        return None
    game.role = caller_role(game, user, share_token)
    return None if game.role is None else game


def with_seats(game: Game) -> Game:
    """The game with its seats and their players, by position, as ``game.seats.all()``
    answers them: one query, written out and read without building a queryset (the table
    asks for its game every few seconds: docs/benchmarks.md), and kept where Django keeps
    prefetched rows (what ``prefetch_related`` stores)."""
    connection = connections[DEFAULT_DB_ALIAS]
    q = connection.ops.quote_name
    seat, player = Seat._meta, Player._meta
    sql = (
        f"SELECT s.{q('id')}, s.{q('position')}, s.{q('player_id')}, p.{q('name')} "
        f"FROM {q(seat.db_table)} s "
        f"JOIN {q(player.db_table)} p ON p.{q('id')} = s.{q('player_id')} "
        f"WHERE s.{q('game_id')} = %s ORDER BY s.{q('position')}"
    )
    with connection.cursor() as cursor:
        cursor.execute(sql, [game.pk])
        rows = cursor.fetchall()
    seats = []
    for pk, position, player_id, name in rows:
        seated = Seat(pk=pk, game_id=game.pk, position=position, player_id=player_id)
        seated.player = Player(pk=player_id, name=name)
        seats.append(seated)
    cache = game.__dict__.setdefault("_prefetched_objects_cache", {})
    cache[Seat._meta.get_field("game").remote_field.cache_name] = seats
    return game


def with_group_fields(games: list[Game], user=None) -> list[Game]:
    """Set each game's ``group_fields`` (``league``, ``season`` of its JSON): one query
    for the group games among them, none when there are none; and its confirmation, as
    ``user`` may settle it (``with_confirmations``)."""
    games = list(games)
    found = groups.fields_of(games)
    for game in games:
        game.group_fields = {**groups.NO_GROUP_FIELDS, **found.get(game.pk, {})}
    return with_confirmations(games, user)


def recorder_seats(game_ids: Iterable[int]) -> dict[int, int | None]:
    """The seat of whoever recorded each game's last hand (None: an account seated
    nowhere in it, or none known), by game id. One query."""
    last = Hand.objects.filter(game=OuterRef("game")).order_by("-number")
    seat = Seat.objects.filter(
        game=OuterRef("pk"), player__user=Subquery(last.values("recorded_by")[:1])
    )
    rows = Game.objects.filter(pk__in=list(game_ids)).annotate(
        recorder=Subquery(seat.values("position")[:1])
    )
    return dict(rows.values_list("pk", "recorder").order_by())


def confirming_seats(players: int, recorder: int | None) -> list[int]:
    """The seats that confirm or dispute a result: those not on the recorder's side
    (every seat when the recorder sits at none)."""
    if recorder is None:
        return list(range(players))
    side = side_of(recorder, players)
    return [seat for seat in range(players) if side_of(seat, players) != side]


def with_confirmations(games: list[Game], user=None) -> list[Game]:
    """Set each game's ``confirmation_fields`` (its ``confirmation`` in the JSON: None but
    for a finished game that needs one), with whether ``user`` (None: whoever the games'
    ``role`` was read for) may settle it: two queries for those among them (a third for a
    tournament's, its organisers), none without."""
    due = {game.pk: game for game in games if game.confirmation_due}
    for game in games:
        game.confirmation_fields = None
    if not due:
        return games
    logs: dict[int, list] = {pk: [] for pk in due}
    for entry in Confirmation.objects.filter(game_id__in=list(due)).order_by("at", "pk"):
        logs[entry.game_id].append(entry)
    settles = groups.referees_among(due.values(), user)
    for pk, recorder in recorder_seats(due).items():
        game = due[pk]
        game.confirmation_fields = {
            "state": game.confirmation_state,
            "seats": confirming_seats(game.players, recorder),
            "log": logs[pk],
            "can_settle": pk in settles,
        }
    return games


#: What a match's tally reads of each of its games (a slam needs the rules and the score).
MATCH_TALLY_FIELDS = (
    "match_id", "winner", "variant", "options", "target", "score_0", "score_1", "score_2",
    "created_at",
    "match__format", "match__length",
)  # fmt: skip


def match_tallies(games: Iterable[Game]) -> dict[int, dict]:
    """Each match among ``games``'s, as its JSON: one query, none when no game is in one."""
    ids = {game.match_id for game in games if game.match_id is not None}
    if not ids:
        return {}
    rows = (
        Game.objects.filter(match_id__in=ids)
        .order_by("created_at", "pk")
        .select_related("match")
        .only(*MATCH_TALLY_FIELDS)
    )
    found: dict[int, dict] = {}
    for game in rows:
        match = game.match
        entry = found.setdefault(
            match.pk,
            {"id": match.pk, "format": match.format, "length": match.length, "games": [], "w": []},
        )
        entry["games"].append(game.pk)
        entry["w"].append((game.winner, game.match_worth))
    for entry in found.values():
        winners, worths = zip(*entry.pop("w"), strict=True)
        result = match_rules.tally(entry["format"], entry["length"], winners, worths)
        entry |= {
            "wins_needed": match_rules.wins_needed(entry["format"], entry["length"]),
            "wins": list(result.wins),
            "played": result.played,
            "winner": result.winner,
        }
    return found


def with_match_fields(games: Iterable[Game]) -> list[Game]:
    """Set each game's ``match_fields`` (its ``match`` in the JSON, or None)."""
    games = list(games)
    tallies = match_tallies(games)
    for game in games:
        entry = tallies.get(game.match_id)
        game.match_fields = None if entry is None else _for_game(entry, game.pk)
    return games


def _for_game(entry: dict, game_id: int) -> dict:
    games = entry["games"]
    return {
        **entry,
        "number": games.index(game_id) + 1,
        "next": games[games.index(game_id) + 1] if game_id != games[-1] else None,
    }


def game_hands(*, game: Game) -> QuerySet[Hand]:
    """The hands of a game, in the order played."""
    return game.hands.order_by("number")


def game_hand(*, game: Game, number: int) -> Hand:
    """One hand by its number; raises ``Hand.DoesNotExist``."""
    return game.hands.get(number=number)


def game_scorekeepers(*, game: Game) -> QuerySet[Scorekeeper]:
    return game.scorekeepers.select_related("user").order_by("added_at", "pk")


#: The states of a result not settled yet, as standings mark them.
OPEN_STATES = (ConfirmationState.PENDING, ConfirmationState.DISPUTED)


def open_results(players: Iterable[int], **games) -> dict[int, dict[str, int]]:
    """For each of ``players``, how many finished games they sat in whose result is
    pending or disputed, among the games the ``games`` lookups find (a group's:
    ``league_game__league=league``): ``{"pending": n, "disputed": n}`` (0s for the rest).
    One query, led by the few unsettled games (``games_game_unsettled``), each then checked
    to be the group's: led by the group's games, it read a million-hand league's every
    game (25 ms of a 47 ms standings read on SQLite)."""
    players = list(players)
    found = {player: dict.fromkeys(OPEN_STATES, 0) for player in players}
    unsettled = Game.objects.filter(status=Status.FINISHED, confirmation_state__in=OPEN_STATES)
    rows = (
        Seat.objects.filter(game__in=unsettled.values("pk"), player_id__in=players)
        .filter(**{f"game__{lookup}": value for lookup, value in games.items()})
        .values_list("player_id", "game__confirmation_state")
        .annotate(n=Count("pk"))
        .order_by()
    )
    for player, state, count in rows:
        found[player][state] = count
    return found
