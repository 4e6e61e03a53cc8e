"""``manage.py seed_bench_league``: a large public league for the benchmark
(``make bench-league``), written through bulk inserts, then counted by the rebuild.

Every hand is drawn at random and scored by the rules core (``scoring.play_hand``), so
the stored hands, scores and winners are what recording them one by one would store;
the running totals and ratings then come from ``league_stats_rebuild``, as after any
repair. The draw is seeded: the same options make the same league.

The players sit in circles of eight who play together (a club night, a table of
friends); a seat goes to someone from another circle now and then. Games run in time
order through the seasons; a few are left unfinished. Does nothing when a league with
the slug exists.
"""

import datetime
import random
import time
from types import SimpleNamespace

from django.core.management import call_command
from django.core.management.base import BaseCommand
from django.db import connection, transaction
from django.utils import timezone

import scoring
from accounts.models import User
from games.models import Game, Hand, Player, Seat
from games.services.hands import _set_result
from leagues.models import GROUP_KIND, League, LeagueGame
from leagues.services.leagues import league_create
from leagues.services.seasons import season_create
from scoring.seating import default_team_names

EMAIL = "bench@example.com"
VARIANT = "north_american"
CIRCLE = 8
#: The chance that a seat goes to a player from another circle.
VISITOR = 0.02
#: The chance that a game is left unfinished (abandoned, or still being played).
ABANDONED = 0.01
SEASON_DAYS = 91
FIRST_DAY = datetime.date(2025, 1, 6)
GAMES_PER_CHUNK = 1000
SUITS = [suit.label for suit in scoring.Suit]
#: The makers' tricks, as often as tables see them (mostly made, a march now and then).
TRICKS = (0, 1, 2, 2, 3, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5)


def bench_user() -> User:
    user = User.objects.filter(email=EMAIL).first()
    return user or User.objects.create_user(email=EMAIL, password=None)


def a_record(rng: random.Random, players: int) -> scoring.HandRecord:
    """A hand as a table records it; the rules core says whether it stands."""
    if rng.random() < 0.08:
        return scoring.HandRecord(maker=None)
    maker = rng.randrange(players)
    record = {
        "maker": maker,
        "round": rng.choice((1, 2)),
        "trump": rng.choice(SUITS),
        "maker_tricks": rng.choice(TRICKS),
    }
    if rng.random() < 0.08:
        record["maker_loner"] = maker
        if rng.random() < 0.1:
            record["defender_loner"] = (maker + 1 + 2 * rng.randrange(2)) % players
    return scoring.HandRecord(**record)


def a_hand(rng: random.Random, rules: scoring.Rules, state) -> scoring.HandResult:
    while True:
        try:
            return scoring.play_hand(rules, state, a_record(rng, rules.players))
        except scoring.RuleViolation:
            continue  # a record these rules refuse (say, a lone defender): draw again


def a_table(rng: random.Random, players: list[int], count: int) -> list[int]:
    """Four players of one circle, now and then one from another."""
    circles = max(1, len(players) // CIRCLE)
    circle = rng.randrange(circles)
    members = players[circle * CIRCLE : (circle + 1) * CIRCLE] if circles > 1 else players
    table = rng.sample(members, count)
    for seat in range(count):
        if rng.random() < VISITOR:
            visitor = rng.choice(players)
            if visitor not in table:
                table[seat] = visitor
    return table


class Command(BaseCommand):
    help = "Seed a large league for the benchmark (bulk inserts, then the rebuild)."

    def add_arguments(self, parser):
        parser.add_argument("--slug", default="bench-1m")
        parser.add_argument("--hands", type=int, default=1_000_000)
        parser.add_argument("--players", type=int, default=400)
        parser.add_argument("--seasons", type=int, default=4)
        parser.add_argument(
            "--target", type=int, default=13, help="Points to win: 13 makes 16 to 17 hands a game."
        )
        parser.add_argument("--seed", type=int, default=15)
        parser.add_argument(
            "--password", help=f"Set the password of {EMAIL}, who owns the league (to sign in)."
        )

    def handle(self, *args, slug, hands, players, seasons, target, seed, password, **options):
        if password:
            user = bench_user()
            user.set_password(password)
            user.save(update_fields=["password"])
        if League.objects.filter(slug=slug).exists():
            self.stdout.write(f"{slug}: seeded already")
            return
        began = time.perf_counter()
        rng = random.Random(f"{seed}:{slug}")
        with transaction.atomic():
            league, seasons_made, roster = self.league(slug, players, seasons, target)
        games = self.games(rng, league, seasons_made, roster, hands)
        seeded = time.perf_counter()
        call_command("rebuild_league_stats", slug, stdout=self.stdout)
        with connection.cursor() as cursor:
            cursor.execute("ANALYZE")
        self.stdout.write(
            f"{slug}: {hands} hands in {games} games among {players} players over "
            f"{seasons} seasons; inserted in {seeded - began:.0f} s, totals and ratings "
            f"rebuilt and analysed in {time.perf_counter() - seeded:.0f} s"
        )

    def league(self, slug: str, players: int, seasons: int, target: int):
        league = league_create(
            by=bench_user(),
            name=f"Bench {slug}",
            slug=slug,
            variant=VARIANT,
            visibility="public",
            target=target,
        )
        made = [
            season_create(
                league=league,
                name=f"Season {number + 1}",
                starts_on=FIRST_DAY + datetime.timedelta(days=SEASON_DAYS * number),
                ends_on=FIRST_DAY + datetime.timedelta(days=SEASON_DAYS * (number + 1) - 1),
            )
            for number in range(seasons)
        ]
        roster = Player.objects.bulk_create(
            Player(roster_id=league.roster_id, name=f"Player {number + 1:03}")
            for number in range(players)
        )
        return league, made, roster

    def games(self, rng, league: League, seasons: list, roster: list[Player], hands: int) -> int:
        """Games until ``hands`` hands are played, in chunks of one transaction each."""
        rules = scoring.rules_for(league.variant, league.options, league.target)
        names = {player.pk: player.name for player in roster}
        ids = list(names)
        owner = bench_user()
        start = datetime.datetime.combine(FIRST_DAY, datetime.time(19), datetime.UTC)
        span = datetime.timedelta(days=SEASON_DAYS * len(seasons))
        played = made = 0
        while played < hands:
            chunk = []
            while played < hands and len(chunk) < GAMES_PER_CHUNK:
                table = a_table(rng, ids, rules.players)
                results = self.played(rng, rules, hands - played)
                played += len(results)
                chunk.append((table, results, played / hands))
            self.insert(chunk, league, seasons, rules, names, owner, start, span)
            made += len(chunk)
        return made

    def played(self, rng, rules: scoring.Rules, most: int) -> list[scoring.HandResult]:
        state = scoring.new_game(rules, rng.randrange(rules.players))
        stop = rng.randrange(1, 12) if rng.random() < ABANDONED else most
        results = []
        while not state.finished and len(results) < min(stop, most):
            results.append(a_hand(rng, rules, state))
            state = results[-1].state
        return results

    @transaction.atomic
    def insert(self, chunk, league, seasons, rules, names, owner, start, span) -> None:
        games = []
        for table, results, _ in chunk:
            first = results[0].hand.dealer if results else 0
            game = Game(
                owner=owner,
                variant=rules.variant.key,
                target=rules.target,
                options=rules.public_options(),
                first_dealer=first,
                team_names=default_team_names(rules, [names[player] for player in table]),
                roster_id=league.roster_id,
                group_kind=GROUP_KIND,
            )
            game.set_state(results[-1].state if results else scoring.new_game(rules, first))
            games.append(game)
        Game.objects.bulk_create(games)
        seats, league_games, hands = [], [], []
        now = connection.ops.adapt_datetimefield_value(timezone.now())
        for game, (table, results, progress) in zip(games, chunk, strict=True):
            seats += [
                {"game_id": game.pk, "position": at, "player_id": player}
                for at, player in enumerate(table)
            ]
            season = seasons[min(int(progress * len(seasons)), len(seasons) - 1)]
            finished = start + span * progress if game.winner is not None else None
            league_games.append(
                {"game_id": game.pk, "league_id": league.pk, "season_id": season.pk,
                 "finished_at": connection.ops.adapt_datetimefield_value(finished)}
            )  # fmt: skip
            for number, result in enumerate(results, start=1):
                hand = SimpleNamespace(
                    game_id=game.pk, number=number, client_id=None, recorded_by_id=owner.pk,
                    created_at=now, updated_at=now,
                )  # fmt: skip
                _set_result(hand, result)  # what recording it stores
                hands.append(vars(hand))
        insert_rows(Seat, seats)
        insert_rows(LeagueGame, league_games)
        insert_rows(Hand, hands)


def insert_rows(model, rows: list[dict]) -> None:
    """Rows of ``model`` (values by attribute name, ready for the database) in one
    ``executemany``: ``bulk_create`` spends far longer building a million model instances
    and their SQL than the database spends storing them."""
    if not rows:
        return
    fields = [model._meta.get_field(name) for name in rows[0]]
    quote = connection.ops.quote_name
    sql = (
        f"INSERT INTO {quote(model._meta.db_table)} "
        f"({', '.join(quote(field.column) for field in fields)}) "
        f"VALUES ({', '.join(['%s'] * len(fields))})"
    )
    with connection.cursor() as cursor:
        cursor.executemany(sql, [list(row.values()) for row in rows])
