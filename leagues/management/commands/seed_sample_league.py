"""``manage.py seed_sample_league``: a public sample league for the demo account that reads
like a real club: two games every Thursday night since the start of last season (the two
seasons named by their dates), a roster of eight, partnerships with names, every kind of
hand (made, marches, loners, lone defences, euchres, passed-out deals, reneges), and the
last night's two games still in play.

Does nothing when a league exists, so ``make run`` may call it every time. A thin wrapper
over the services: every hand is scored by the rules core and counted by the league like
any other; the games are then given the evenings they were played on, and the league's
totals and ratings are counted again in that order. Drawn from a fixed seed.
"""

import datetime
import random

from django.core.management.base import BaseCommand
from django.db import transaction
from django.utils import timezone

import scoring
from accounts.models import User
from games.models import Game, Hand
from games.services.games import game_start
from games.services.hands import hand_record
from leagues.models import League
from leagues.services.leagues import league_create
from leagues.services.seasons import season_create
from leagues.standings.rebuild import league_stats_rebuild

EMAIL = "demo@example.com"
ROSTER = ["Ann", "Bob", "Cat", "Dan", "Eve", "Finn", "Gus", "Hana"]
#: The partnerships the club has named; any other pair goes by its players' names.
NAMED = {
    frozenset({"Ann", "Cat"}): "Left Bowers",
    frozenset({"Bob", "Dan"}): "Farmers",
    frozenset({"Eve", "Finn"}): "Stick Shifts",
    frozenset({"Gus", "Hana"}): "Lone Wolves",
}
SUITS = [suit.label for suit in scoring.Suit]
UPCARDS = ["9", "10", "Q", "K", "A"]
GAMES_A_NIGHT = 2
#: Every kind of hand, by how often a table sees it.
KINDS = ["made"] * 10 + ["ordered"] * 6 + ["march"] * 3 + ["euchred"] * 4 + [
    "loner", "lone_march", "lone_defence", "passed", "renege",
]  # fmt: skip


def a_hand(rng: random.Random) -> dict:
    """A hand of a kind drawn at random, valid whoever deals."""
    kind = rng.choice(KINDS)
    if kind == "passed":
        return {"maker": None}
    maker, trump = rng.randrange(4), rng.choice(SUITS)
    record = {"maker": maker, "round": 2, "trump": trump, "maker_tricks": rng.choice([3, 4])}
    if kind == "ordered":  # the up-card ordered up: its suit is trump
        record |= {"round": 1, "upcard": rng.choice(UPCARDS) + trump[0].upper()}
        del record["trump"]
    elif kind == "march":
        record["maker_tricks"] = 5
    elif kind == "euchred":
        record["maker_tricks"] = rng.choice([0, 1, 2])
    elif kind in ("loner", "lone_march"):
        record["maker_loner"] = rng.choice([maker, (maker + 2) % 4])
        record["maker_tricks"] = 5 if kind == "lone_march" else rng.choice([3, 4, 2])
    elif kind == "lone_defence":
        record |= {"defender_loner": (maker + 1) % 4, "maker_tricks": rng.choice([1, 2, 3])}
    elif kind == "renege":
        del record["maker_tricks"]
        record["renege"] = rng.randrange(4)
    return record


def team_names(seats: list[str]) -> list[str]:
    pairs = [(seats[0], seats[2]), (seats[1], seats[3])]
    return [NAMED.get(frozenset(pair), f"{pair[0]} & {pair[1]}") for pair in pairs]


def season_of(day: datetime.date) -> tuple[datetime.date, str]:
    """The season holding ``day`` (winter from December, spring from March…): its first day,
    and its name as a club says it ("Autumn 2026", "Winter 2026–27")."""
    month = (day.month // 3 * 3) or 12
    year = day.year - (day.month < 3)
    name = {12: "Winter", 3: "Spring", 6: "Summer", 9: "Autumn"}[month]
    shown = f"{year}–{(year + 1) % 100:02d}" if month == 12 else str(year)
    return datetime.date(year, month, 1), f"{name} {shown}"


def thursdays(first: datetime.date, last: datetime.date) -> list[datetime.date]:
    day = first + datetime.timedelta(days=(3 - first.weekday()) % 7)
    return [day + datetime.timedelta(weeks=n) for n in range((last - day).days // 7 + 1)]


def evening(day: datetime.date, minutes: int) -> datetime.datetime:
    start = datetime.datetime.combine(day, datetime.time(19, 30), timezone.get_current_timezone())
    return start + datetime.timedelta(minutes=minutes)


def played_on(game: Game, day: datetime.date, slot: int) -> None:
    """The game as played on ``day``'s evening, its ``slot``-th: its hands three minutes
    apart (the recording's own times would all be now)."""
    start = evening(day, slot * 45)
    Game.objects.filter(pk=game.pk).update(created_at=start)
    for hand in Hand.objects.filter(game=game).order_by("number"):
        at = start + datetime.timedelta(minutes=3 * hand.number)
        Hand.objects.filter(pk=hand.pk).update(created_at=at, updated_at=at)
    Game.objects.filter(pk=game.pk).update(updated_at=start + datetime.timedelta(minutes=3 * 30))


class Command(BaseCommand):
    help = "Create a public sample league for the demo account, if there is no league."

    def handle(self, *args, **options):
        if League.objects.exists():
            self.stdout.write("A league exists already: no sample league added.")
            return
        rng = random.Random(2026)
        today = timezone.localdate()
        with transaction.atomic():
            admin = User.objects.filter(email=EMAIL).first()
            if admin is None:
                admin = User.objects.create_user(email=EMAIL, password=None)
            league = league_create(
                by=admin,
                name="Thursday Club",
                variant="north_american",
                visibility="public",
                options={"lone_maker_euchre_4": True},
            )
            this_start, this_name = season_of(today)
            last_start, last_name = season_of(this_start - datetime.timedelta(days=1))
            last = season_create(
                league=league,
                name=last_name,
                starts_on=last_start,
                ends_on=this_start - datetime.timedelta(days=1),
            )
            this = season_create(league=league, name=this_name, starts_on=this_start)
            nights = thursdays(last_start, today)
            games = len(nights) * GAMES_A_NIGHT
            for number in range(games):
                night = nights[number // GAMES_A_NIGHT]
                seats = rng.sample(ROSTER, 4)
                game = game_start(
                    owner=admin,
                    seats=seats,
                    first_dealer=rng.randrange(4),
                    team_names=team_names(seats),
                    league=league.slug,
                    season=(last if night < this_start else this).pk,
                )
                unfinished = night == nights[-1]  # (the last night's games: still in play)
                while game.winner is None and not (unfinished and game.hands_played >= 5):
                    game = hand_record(game=game, record=a_hand(rng))[0].game
                played_on(game, night, number % GAMES_A_NIGHT)
            league_stats_rebuild(league=league)  # (the games finished when they were played)
        self.stdout.write(
            self.style.SUCCESS(
                f"Sample league added: /leagues/{league.slug}/ (API: /api/v1/leagues/"
                f"{league.slug}/; its admin: {EMAIL})."
            )
        )
