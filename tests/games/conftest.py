import pytest

from tests.factories import GameFactory, ScorekeeperFactory


@pytest.fixture
def game(owner, scorekeeper):
    """The owner's North American game (Ann, Bob, Cat, Dan; seat 0 deals first), with a
    scorekeeper."""
    game = GameFactory(owner=owner)
    ScorekeeperFactory(game=game, user=scorekeeper)
    return game
