"""``manage.py seed_sample_tournament``: a public sample progressive night for the demo
account: thirteen players (a whist night of 13 rounds, each sitting out once), rounds of
eight deals with a lone march bonus of 1, and the first three rounds played and finished.

Does nothing when a tournament exists, so ``make run`` may call it every time. A thin
wrapper over the services: every hand is scored by the rules core and counted by the
tournament's running totals like any other. Drawn from a fixed seed.
"""

import random

from django.core.management.base import BaseCommand
from django.db import transaction

from accounts.models import User
from games.services.hands import hand_record
from tournaments.models import Tournament
from tournaments.services.players import entrant_add, entrant_change
from tournaments.services.rounds import round_finish, round_start
from tournaments.services.schedule import schedule_make
from tournaments.services.tournaments import tournament_create

EMAIL = "demo@example.com"
PLAYERS = [
    "Ann", "Bob", "Cat", "Dan", "Eve", "Finn", "Gus", "Hana", "Ivy", "Jo", "Kai", "Lou", "Max",
]  # fmt: skip
ROUNDS_PLAYED = 3
DEALS = 8
SUITS = ["spades", "hearts", "diamonds", "clubs"]


def a_deal(rng: random.Random) -> dict:
    """A deal as a night sees them: mostly made, some marches and euchres, now and then a
    loner or a passed-out deal. Named in round 2: valid whoever deals."""
    maker = rng.randrange(4)
    record = {"maker": maker, "round": 2, "trump": rng.choice(SUITS)}
    roll = rng.random()
    if roll < 0.05:
        return {"maker": None}
    if roll < 0.12:
        return record | {"maker_loner": maker, "maker_tricks": rng.choice([2, 3, 4, 5, 5])}
    return record | {"maker_tricks": rng.choice([0, 1, 2, 3, 3, 3, 3, 4, 4, 5, 5])}


class Command(BaseCommand):
    help = "Add a sample progressive euchre night for the demo account (once)."

    def handle(self, *args, **options):
        if Tournament.objects.exists():
            self.stdout.write("A tournament exists already: no sample tournament added.")
            return
        rng = random.Random(27)
        with transaction.atomic():
            organiser = User.objects.filter(email=EMAIL).first()
            if organiser is None:
                organiser = User.objects.create_user(email=EMAIL, password=None)
            tournament = tournament_create(
                by=organiser,
                name="Friday Progressive",
                visibility="public",
                round_end={"deals": DEALS},
                scoring={"lone_march_bonus": 1},
            )
            for name in PLAYERS:
                entrant, _ = entrant_add(tournament=tournament, name=name)
                entrant_change(entrant=entrant, checked_in=True)
            schedule_make(tournament=tournament)
            for number in range(1, ROUNDS_PLAYED + 1):
                round_, _ = round_start(tournament=tournament, number=number)
                for table in round_.tables.all():
                    for _ in range(DEALS):
                        hand_record(game=table.game, record=a_deal(rng))
                round_finish(tournament=tournament, number=number)
        self.stdout.write(
            self.style.SUCCESS(
                f"Sample tournament added: {tournament.name}, {ROUNDS_PLAYED} rounds played."
            )
        )
