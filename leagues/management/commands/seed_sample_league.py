"""``manage.py seed_sample_league``: a public sample league for the demo account, with two
seasons, a roster of eight and two dozen games (two still in progress).

Does nothing when a league exists, so ``make run`` may call it every time. A thin wrapper
over the services: every hand is scored by the rules core and counted by the league like
any other. The games are drawn from a fixed seed, so every run makes the same league.
"""

import datetime
import random

from django.core.management.base import BaseCommand
from django.db import transaction

import scoring
from accounts.models import User
from games.services.games import game_start
from games.services.hands import hand_record
from leagues.models import League
from leagues.services.leagues import league_create
from leagues.services.seasons import season_create

EMAIL = "demo@example.com"
ROSTER = ["Ann", "Bob", "Cat", "Dan", "Eve", "Finn", "Gus", "Hana"]
SUITS = [suit.label for suit in scoring.Suit]
GAMES = 24
UNFINISHED = 2


def a_hand(rng: random.Random) -> dict:
    """A hand valid whoever deals: no up-card to contradict, loners on the maker's side."""
    maker = rng.randrange(4)
    record = {
        "round": 2,
        "maker": maker,
        "trump": rng.choice(SUITS),
        "maker_tricks": rng.choice([0, 1, 2, 3, 3, 3, 4, 4, 5]),
    }
    if rng.random() < 0.1:
        record["maker_loner"] = maker
    return record


class Command(BaseCommand):
    help = "Create a public sample league for the demo account, if there is no league."

    def handle(self, *args, **options):
        if League.objects.exists():
            self.stdout.write("A league exists already: no sample league added.")
            return
        rng = random.Random(2026)
        with transaction.atomic():
            admin = User.objects.filter(email=EMAIL).first()
            if admin is None:
                admin = User.objects.create_user(email=EMAIL, password=None)
            league = league_create(
                by=admin, name="Thursday Club", variant="north_american", visibility="public"
            )
            today = datetime.date.today()
            autumn = season_create(
                league=league,
                name="Autumn",
                starts_on=today - datetime.timedelta(days=120),
                ends_on=today - datetime.timedelta(days=31),
            )
            winter = season_create(
                league=league, name="Winter", starts_on=today - datetime.timedelta(days=30)
            )
            for number in range(GAMES):
                season = autumn if number < GAMES // 2 else winter
                game = game_start(
                    owner=admin,
                    seats=rng.sample(ROSTER, 4),
                    first_dealer=rng.randrange(4),
                    league=league.slug,
                    season=season.pk,
                )
                hands = 0
                while game.winner is None and not (number >= GAMES - UNFINISHED and hands >= 5):
                    game, hands = hand_record(game=game, record=a_hand(rng))[0].game, hands + 1
        self.stdout.write(
            self.style.SUCCESS(
                f"Sample league added: /leagues/{league.slug}/ (API: /api/v1/leagues/"
                f"{league.slug}/; its admin: {EMAIL})."
            )
        )
