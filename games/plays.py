"""A stored hand as the statistics read it (``scoring.tally.Play``): what a group's totals
and a game's summary add up."""

import scoring
from scoring.tally import Play


def play_of(hand, players: int = 4) -> Play:
    """A stored ``Hand`` row as a play at a table of ``players``."""
    return stored_play(
        hand.maker,
        hand.trump,
        hand.maker_loner,
        hand.defender_loner,
        hand.maker_tricks,
        hand.renege,
        players=players,
    )


#: The columns of a stored hand that ``stored_play`` reads, in its order.
PLAY_COLUMNS = ("maker", "trump", "maker_loner", "defender_loner", "maker_tricks", "renege")


def stored_play(
    maker, trump, maker_loner, defender_loner, maker_tricks, renege=None, *, players: int = 4
) -> Play:
    """A play from a hand's stored columns (the trump as its stored label), at a table of
    ``players`` (three-handed: each seat a side of its own)."""
    suit = None if trump is None else scoring.Suit[trump.upper()]
    return Play(maker, suit, maker_loner, defender_loner, maker_tricks, renege, players)
