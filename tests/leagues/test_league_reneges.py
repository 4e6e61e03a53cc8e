"""A renege hand in a league game: the running totals count it as a hand played, neither
made nor euchred, follow its edit and undo, and equal a recount from the hands; the
penalty counts in the standings like any points (docs/rules.md §5.2)."""

import pytest

from games.services.hands import hand_edit, hand_record, hand_undo
from leagues.models import PlayerTotals
from tests.games.support import loner, made
from tests.leagues.support import assert_totals_match_recount, league_game

pytestmark = pytest.mark.django_db

RENEGE_BY_ANN = {"maker": 1, "round": 2, "trump": "spades", "renege": 0}


def row(league, name) -> PlayerTotals:
    player = league.roster.players.get(name=name)
    return PlayerTotals.objects.get(league=league, season=None, player=player)


def test_a_renege_counts_as_played_and_its_penalty_as_points(admin, league):
    game = league_game(league, admin)  # Ann and Cat (team 0) against Bob and Dan
    hand_record(game=game, record=RENEGE_BY_ANN, by=admin)  # 2 to Bob and Dan
    bob, ann = row(league, "Bob"), row(league, "Ann")
    assert (bob.hands, bob.hands_played, bob.maker_called, bob.spades_called) == (1, 1, 0, 0)
    assert (ann.hands_played, ann.defending_hands, ann.defending_euchres) == (1, 0, 0)
    assert_totals_match_recount(league)

    hand_edit(game=game, number=1, changes={"maker_tricks": 3}, by=admin)  # made, no renege
    assert (row(league, "Bob").maker_called, row(league, "Bob").maker_made) == (1, 1)
    hand_edit(game=game, number=1, changes={"renege": 0}, by=admin)  # a renege again
    assert row(league, "Bob").maker_called == 0
    assert_totals_match_recount(league)

    for record in (loner(1, 5), loner(3, 5)):  # 2 + 4 + 4: the game
        hand_record(game=game, record=record, by=admin)
    game.refresh_from_db()
    assert (game.status, game.score) == ("finished", [0, 10])
    assert (row(league, "Bob").points_for, row(league, "Ann").points_against) == (10, 10)
    hand_undo(game=game, number=3, by=admin)
    hand_record(game=game, record=made(2, 3), by=admin)
    assert row(league, "Bob").games == 0
    assert_totals_match_recount(league)
