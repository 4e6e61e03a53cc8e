"""A hand's explanation, written when it is read (never stored) from what its row keeps and
its game's rules, in the words given: the reader's on a page or in the API."""

from functools import lru_cache

import scoring
from scoring.words import ENGLISH, Words


@lru_cache(maxsize=64)
def _rules(variant: str, target: int, options: tuple) -> scoring.Rules:
    """A game's rules, resolved once for every hand read under them."""
    return scoring.rules_for(variant, dict(options), target)


def hand_explanation(hand, words: Words = ENGLISH) -> str:
    """``hand``: a ``games.Hand`` read through its game (``game.hands``: no query)."""
    game = hand.game
    valid = scoring.ValidHand(
        hand.dealer,
        hand.maker,
        hand.round,
        None if hand.trump is None else scoring.Suit[hand.trump.upper()],
        None,  # the up-card says nothing the round does not
        hand.maker_loner,
        hand.defender_loner,
        hand.maker_tricks,
        (),
        hand.renege,
        players=game.players,
    )
    return scoring.explain_hand(
        _rules(game.variant, game.target, tuple(sorted(game.options.items()))),
        valid,
        scoring.Outcome(hand.outcome),
        hand.scoring_team,
        hand.points,
        hand.score,
        words,
    )
