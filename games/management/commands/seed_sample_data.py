"""``manage.py seed_sample_data``: a demo account with a finished and an in-progress game.

Does nothing when the database has games already, so ``make run`` may call it every time.
A thin wrapper over the services: the hands are scored by the rules core like any other.
"""

import secrets

from django.core.management.base import BaseCommand
from django.db import transaction

from accounts.models import User
from games.models import Game
from games.services.games import game_start
from games.services.hands import hand_record

EMAIL = "demo@example.com"

# North American Euchre to 10, dealt first by seat 0: team 0 wins 11-1.
FINISHED = [
    {"maker": 1, "round": 1, "upcard": "AS", "maker_tricks": 3},
    {"maker": 0, "round": 2, "upcard": "9D", "trump": "hearts", "maker_tricks": 5},
    {"maker": None, "upcard": "QC"},
    {"maker": 2, "round": 1, "upcard": "JH", "maker_loner": 2, "maker_tricks": 5},
    {"maker": 3, "round": 2, "upcard": "10S", "trump": "clubs", "maker_tricks": 1},
    {"maker": 0, "round": 1, "upcard": "KD", "maker_tricks": 4},
    {"maker": 2, "round": 2, "upcard": "9H", "trump": "spades", "maker_tricks": 5},
]
# British Euchre to 11: the joker turned up, then a lone hand each way; 4-4.
IN_PROGRESS = [
    {"maker": 0, "round": None, "upcard": "JOKER", "trump": "hearts", "maker_tricks": 4},
    {"maker": 2, "round": 1, "upcard": "AS", "maker_tricks": 3},
    {"maker": 1, "round": 2, "upcard": "9D", "trump": "clubs", "maker_loner": 1, "maker_tricks": 5},
    {"maker": 1, "round": 1, "upcard": "KH", "maker_loner": 1, "maker_tricks": 2},
]


class Command(BaseCommand):
    help = (
        "Create a demo account with one finished and one in-progress game, if there are no games."
    )

    def handle(self, *args, **options):
        if Game.objects.exists():
            self.stdout.write("The database has games already: no sample data added.")
            return
        password = secrets.token_urlsafe(12)
        with transaction.atomic():
            user = User.objects.filter(email=EMAIL).first() or User(email=EMAIL)
            user.set_password(password)
            user.save()
            for variant, seats, hands in (
                ("north_american", ["Ann", "Bob", "Cat", "Dan"], FINISHED),
                ("british", ["Ann", "Bob", "Cat", "Dan"], IN_PROGRESS),
            ):
                game = game_start(owner=user, variant=variant, seats=seats, first_dealer=0)
                for record in hands:
                    hand_record(game=game, record=record, by=user)
        self.stdout.write(
            self.style.SUCCESS(f"Sample games added. Sign in as {EMAIL} with password {password}")
        )
