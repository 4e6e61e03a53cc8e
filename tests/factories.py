"""factory-boy factories. Games are started through the service, as the API starts them,
so every factory-made game has its seats, resolved options and cache in order."""

import factory
from factory.django import DjangoModelFactory

import scoring
from accounts.models import User
from games.models import Game, Hand, Player, Scorekeeper
from games.services.games import game_start
from games.services.hands import hand_record

PASSWORD = "a-long-table-password"
NAMES = ("Ann", "Bob", "Cat", "Dan")


class UserFactory(DjangoModelFactory):
    class Meta:
        model = User

    email = factory.Sequence(lambda n: f"player{n}@example.com")

    @classmethod
    def _create(cls, model_class, *args, **kwargs):
        return User.objects.create_user(password=PASSWORD, **kwargs)


class PlayerFactory(DjangoModelFactory):
    class Meta:
        model = Player

    owner = factory.SubFactory(UserFactory)
    name = factory.Sequence(lambda n: f"Player {n}")


class GameFactory(DjangoModelFactory):
    """``GameFactory(variant="two_handed")``; ``hands=[{...}, ...]`` records hands too."""

    class Meta:
        model = Game

    owner = factory.SubFactory(UserFactory)
    variant = "north_american"
    seats = factory.LazyAttribute(lambda o: list(NAMES[: scoring.get_variant(o.variant).players]))
    first_dealer = 0

    @classmethod
    def _create(cls, model_class, *args, hands=(), **kwargs):
        game = game_start(**kwargs)
        for record in hands:
            hand_record(game=game, record=record, by=game.owner)
        game.refresh_from_db()
        return game


class ScorekeeperFactory(DjangoModelFactory):
    class Meta:
        model = Scorekeeper

    game = factory.SubFactory(GameFactory)
    user = factory.SubFactory(UserFactory)


class HandFactory(DjangoModelFactory):
    """A stored hand written directly, bypassing the service: for model constraint tests."""

    class Meta:
        model = Hand

    game = factory.SubFactory(GameFactory)
    number = factory.Sequence(lambda n: n + 1)
    dealer = 0
    round = 1
    maker = 1
    trump = "hearts"
    upcard = "9H"
    maker_tricks = 3
    outcome = "made"
    making_team = 1
    scoring_team = 1
    points = 1
    score_0 = 0
    score_1 = 1
