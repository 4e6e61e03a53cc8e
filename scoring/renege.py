"""A renege: a player who did not follow suit though able to (docs/rules.md §5.2).

Claimed and proved, it stops the hand, which is then scored as a penalty instead of by
its tricks: the side that did not renege scores 2 points, or 4 when it played alone (its
maker went alone, or its defender defended alone); the side that reneged scores nothing.
In three-handed Euchre the maker always plays alone and no one declares it: a maker's renege
gives each of the two opponents 2, an opponent's renege gives the maker 2.
This is the common rule [R-hoyle-laws, on the revoke; R-pagat-mirror]; every variant the
app plays keeps it (two-handed Euchre has no lone hands, so there it is always 2).
"""

from .errors import Code, RuleViolation
from .hands import ValidHand, partner, side_of
from .words import gettext_noop

PENALTY = 2
PENALTY_ALONE = 4


def check_renege(hand: ValidHand, players: int) -> None:
    """A renege is by a seat that played the hand: not the partner of a lone player."""
    seat = hand.renege
    if players == 4:
        out = {partner(s) for s in (hand.maker_loner, hand.defender_loner) if s is not None}
        if seat in out:
            raise RuleViolation(
                Code.RENEGE_SEAT_SITS_OUT,
                gettext_noop(
                    "Seat %(seat)s sat out this hand (their partner played alone), so did not "
                    "play a card and cannot have reneged."
                ),
                params={"seat": seat},
                section="following-suit",
                field="renege",
            )


def renege_penalty(hand: ValidHand) -> tuple[int, int]:
    """``(a side that scores, points)`` for a hand stopped by ``hand.renege``'s renege (in
    three-handed Euchre, where the maker reneged, each opponent scores the points)."""
    players = hand.players
    reneged = side_of(hand.renege, players)
    offended = next(side for side in range(3 if players == 3 else 2) if side != reneged)
    if players == 3 and reneged != hand.making_team:
        offended = hand.making_team
    alone = any(
        s is not None and side_of(s, players) == offended
        for s in (hand.maker_loner, hand.defender_loner)
    )
    return offended, PENALTY_ALONE if alone else PENALTY
