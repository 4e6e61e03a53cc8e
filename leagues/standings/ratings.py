"""Ratings of a league's players: OpenSkill's Plackett-Luce model, each finished game
rated as two teams (the winners ranked first), in the order games finished
(``LeagueGame.finished_at``, then the game's id).

Every player has a rating chain for all time and one per season (a game outside any
season counts in the all-time chain only). ``RatingEvent`` keeps each player's rating
after each game of each chain, ``PlayerRating`` the latest, so reads are a few rows.

Deterministic: ``replay(league, since)`` drops every event from the game ``since`` on and
rates those games again, from the ratings each player had just before, so the same hands
always give the same ratings. A game whose winner changes (it finishes, an edit turns it,
it reopens, goes, or its seats change) leaves the league's ratings due from that game on
(``due``, in the hand's transaction: one row inserted); every read of the ratings replays
what is due first (``settle``), so no hand pays for rating and every read finds the
ratings a replay of every game gives. A roster merge and a rebuild replay at once.

The number shown, ``rating``, is ``SCALE`` times the model's mean skill ``mu`` (a new
player: 25, so 1000): it goes up with each game the player's side wins and down with
each it loses. ``sigma`` (the uncertainty) is given beside it.
"""

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime

from django.db import transaction
from django.db.models import F, Q, Window
from django.db.models.functions import RowNumber
from openskill.models import PlackettLuce

from games.models import Roster, Seat
from leagues.models import LeagueGame, PlayerRating, RatingEvent, RatingsDue
from scoring.seating import TEAMS, team_seats

SCALE = 40
MODEL = PlackettLuce()

#: (finished_at, game id): the order games are rated in.
Key = tuple[datetime, int]


def shown(mu: float) -> float:
    return SCALE * mu


#: What a player's rating is before their first finished game.
STARTING_RATING = round(shown(MODEL.mu))


@dataclass
class State:
    mu: float
    sigma: float
    games: int = 0


def _after(key: Key) -> Q:
    """The events (or league games) at ``key`` or after it."""
    moment, game_id = key
    # The same as "after the moment, or at it from this game on", with a range that an
    # index on finished_at can seek to (the bare OR read every finished game).
    return Q(finished_at__gte=moment) & (Q(finished_at__gt=moment) | Q(game_id__gte=game_id))


def _before_states(league_id: int, key: Key | None, players: set[int]) -> dict[tuple, State]:
    """Each (season or None, player)'s state just before ``key``: one query."""
    if not players:
        return {}
    events = RatingEvent.objects.filter(league_id=league_id, player_id__in=players)
    if key is not None:
        events = events.exclude(_after(key))
    latest = events.annotate(
        nth=Window(
            RowNumber(),
            partition_by=[F("season_id"), F("player_id")],
            order_by=[F("finished_at").desc(), F("game_id").desc()],
        )
    ).filter(nth=1)
    return {
        (season, player): State(mu, sigma, games)
        for season, player, mu, sigma, games in latest.values_list(
            "season_id", "player_id", "mu", "sigma", "games"
        )
    }


def _current_states(league_id: int, players: set[int]) -> dict[tuple, State]:
    """Each (season or None, player)'s state now (``PlayerRating``): one query, the same as
    ``_before_states`` when no event lies at or after the key, and a few rows, where the
    latter ranks every event of the players (a game finishing in a big league)."""
    rows = PlayerRating.objects.filter(league_id=league_id, player_id__in=players)
    return {
        (season, player): State(mu, sigma, games)
        for season, player, mu, sigma, games in rows.values_list(
            "season_id", "player_id", "mu", "sigma", "games"
        )
    }


def _games_from(league_id: int, key: Key | None) -> list[tuple]:
    """The finished games from ``key`` on, in order, with their seats: two queries."""
    games = LeagueGame.objects.filter(league_id=league_id)
    # From a key, "finished at or after it" implies finished: said twice, SQLite's planner
    # took the index range "finished" rather than the key's.
    games = (
        games.filter(_after(key)) if key is not None else games.filter(finished_at__isnull=False)
    )
    rows = list(
        games.order_by("finished_at", "game_id").values_list(
            "game_id", "season_id", "finished_at", "game__winner"
        )
    )
    seats: dict[int, dict[int, int]] = defaultdict(dict)
    for game_id, position, player in Seat.objects.filter(
        game_id__in=[row[0] for row in rows]
    ).values_list("game_id", "position", "player_id"):
        seats[game_id][position] = player
    return [(*row, seats[row[0]]) for row in rows]


def _rate(states: dict[tuple, State], chain, seats: dict[int, int], winner: int):
    """Rate one game in one chain: the new state of each of its players, and who won."""
    teams = [[seats[seat] for seat in team_seats(len(seats), team)] for team in TEAMS]
    for team in teams:
        for player in team:
            states.setdefault((chain, player), State(MODEL.mu, MODEL.sigma))
    rated = MODEL.rate(
        [[MODEL.rating(mu=states[(chain, p)].mu, sigma=states[(chain, p)].sigma) for p in team]
         for team in teams],
        ranks=[0 if team == winner else 1 for team in TEAMS],
    )  # fmt: skip
    for team, (players, ratings) in enumerate(zip(teams, rated, strict=True)):
        for player, rating in zip(players, ratings, strict=True):
            state = states[(chain, player)]
            states[(chain, player)] = State(rating.mu, rating.sigma, state.games + 1)
            yield player, team == winner


def due(league_id: int, since: Key) -> None:
    """The league's ratings are to be replayed from the game at ``since`` on before they
    are next read: one row inserted (``RatingsDue``), in the hand's transaction."""
    moment, game_id = since
    RatingsDue.objects.create(league_id=league_id, finished_at=moment, game_id=game_id)


def settle(league_id: int) -> None:
    """Replay what ``due`` left due, if anything: every read of the ratings asks first.
    Up to date: one query. The replay holds the ratings' lock (``lock``), so two reads
    replay one after the other and the second finds nothing due; a hand never takes it, so
    hands go on meanwhile. The rows replayed are deleted, and no others: what a hand left
    due meanwhile waits for the next read."""
    if not RatingsDue.objects.filter(league_id=league_id).exists():
        return
    with transaction.atomic():
        lock(league_id)
        rows = list(
            RatingsDue.objects.filter(league_id=league_id).values_list(
                "pk", "finished_at", "game_id"
            )
        )
        if not rows:
            return
        replay(league_id, since=min(key for _, *key in rows))
        RatingsDue.objects.filter(pk__in=[pk for pk, *_ in rows]).delete()


def replay_all(league_id: int) -> None:
    """Rate every finished game of the league again (the rebuild): nothing is due after."""
    RatingsDue.objects.filter(league_id=league_id).delete()
    replay(league_id)


def lock(league_id: int) -> None:
    """The league's ratings' lock: its roster row. Taken by every replay; a roster merge and
    a rebuild take it after the league's games and before the totals rows (the order every
    writer of the league takes its locks); a read that replays takes no other; a hand never
    takes it."""
    Roster.objects.select_for_update(of=("self",), no_key=True).filter(league__pk=league_id).first()


def replay(league_id: int, since: Key | None = None) -> None:
    """Rate the league's finished games again from the game at ``since`` (None: all).

    The ratings' lock (``lock``) is taken first, so two replays of one league run one after
    the other, the later one reading what the first wrote."""
    lock(league_id)
    stale = RatingEvent.objects.filter(league_id=league_id)
    if since is not None:
        stale = stale.filter(_after(since))
    touched = set(stale.values_list("season_id", "player_id").distinct().order_by())
    stale.delete()
    games = _games_from(league_id, since)
    players = {player for *_, seats in games for player in seats.values()}
    players |= {player for _, player in touched}
    if since is not None and not touched:  # nothing rated after it: the ratings now
        states = _current_states(league_id, players)
    else:
        states = _before_states(league_id, since, players)
    events = []
    for game_id, season, finished_at, winner, seats in games:
        for chain in (None, season) if season is not None else (None,):
            for player, won in _rate(states, chain, seats, winner):
                state = states[(chain, player)]
                touched.add((chain, player))
                events.append(
                    RatingEvent(
                        league_id=league_id, season_id=chain, player_id=player,
                        game_id=game_id, finished_at=finished_at, won=won, mu=state.mu,
                        sigma=state.sigma, rating=shown(state.mu), games=state.games,
                    )
                )  # fmt: skip
    RatingEvent.objects.bulk_create(events)
    _set_current(league_id, touched, states)


def _set_current(league_id: int, touched: Iterable[tuple], states: dict[tuple, State]) -> None:
    """``PlayerRating`` of each touched (chain, player): its state now, or none."""
    touched = sorted(touched, key=lambda pair: (pair[0] or 0, pair[1]))
    if not touched:
        return
    by_chain = defaultdict(list)
    for chain, player in touched:
        by_chain[chain].append(player)
    where = Q()
    for chain, players in by_chain.items():
        where |= Q(season_id=chain, player_id__in=players)
    PlayerRating.objects.filter(Q(league_id=league_id) & where).delete()
    PlayerRating.objects.bulk_create(
        PlayerRating(
            league_id=league_id, season_id=chain, player_id=player, mu=state.mu,
            sigma=state.sigma, rating=shown(state.mu), games=state.games,
        )
        for chain, player in touched
        if (state := states.get((chain, player))) is not None and state.games
    )  # fmt: skip


def _chain(league_id: int, season: int | None) -> Q:
    return Q(league_id=league_id, season_id=season)


def ratings_table(*, league_id: int, season: int | None) -> list[dict]:
    """Every rated player of the period, highest first (then by name). One query (and
    ``settle``'s), read as values: a league's 400 rows as model instances took five times
    as long as the query (docs/benchmarks.md)."""
    settle(league_id)
    rows = (
        PlayerRating.objects.filter(_chain(league_id, season))
        .order_by("-rating", "player__name", "player_id")
        .values_list("player_id", "player__name", "rating", "mu", "sigma", "games")
    )
    return [
        {"player": {"id": player, "name": name}, "rating": rating, "mu": mu, "sigma": sigma,
         "games": games}
        for player, name, rating, mu, sigma, games in rows
    ]  # fmt: skip


def rating_of(*, league_id: int, season: int | None, player_id: int) -> float | None:
    """The player's rating in the period; None before their first finished game."""
    settle(league_id)
    found = PlayerRating.objects.filter(_chain(league_id, season), player_id=player_id)
    return found.values_list("rating", flat=True).first()


def rating_history(*, league_id: int, season: int | None, player_id: int) -> list[dict]:
    """The player's rating after each finished game of the period, in the order rated."""
    settle(league_id)
    events = RatingEvent.objects.filter(_chain(league_id, season), player_id=player_id)
    return list(
        events.order_by("finished_at", "game_id").values(
            "game_id", "finished_at", "won", "rating", "mu", "sigma", "games"
        )
    )
