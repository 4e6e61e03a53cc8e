"""Three-handed ("cutthroat") Euchre's words for a scored hand (docs/rules.md §7).

Three play, each on their own: the maker plays alone against the other two, who defend
together for the hand and each score when they euchre the maker. So a hand can score for
two players at once, and two can reach the target on the same hand: the higher total
wins, and two level at the top play on until one leads (``GameState.level_at``).
"""

from collections.abc import Sequence

from .hands import ValidHand, side_of
from .table import Outcome, Row
from .words import Words


def opponents(maker: int) -> tuple[int, int]:
    """The maker's two opponents, lowest seat first."""
    return tuple(seat for seat in range(3) if seat != maker)  # type: ignore[return-value]


def explain(hand: ValidHand, outcome: Outcome, row: Row | None, points: int, bid: str,
            words: Words) -> str:  # fmt: skip
    """What a played three-handed hand came to, without the score after it."""
    first, second = opponents(hand.maker)
    said = {"seat": hand.renege, "maker": hand.maker, "count": points}
    said |= {"first": first, "second": second, "bid": bid}
    if outcome is Outcome.RENEGE:
        if side_of(hand.renege, 3) == hand.maker:
            return (
                words.ngettext(
                    "Seat %(seat)s, the maker, reneged (did not follow suit though able to): the "
                    "hand stops and seats %(first)s and %(second)s score %(count)s point each as "
                    "the penalty.",
                    "Seat %(seat)s, the maker, reneged (did not follow suit though able to): the "
                    "hand stops and seats %(first)s and %(second)s score %(count)s points each as "
                    "the penalty.",
                    points,
                )
                % said
            )
        return (
            words.ngettext(
                "Seat %(seat)s reneged (did not follow suit though able to): the hand stops and "
                "the maker, seat %(maker)s, scores %(count)s point as the penalty.",
                "Seat %(seat)s reneged (did not follow suit though able to): the hand stops and "
                "the maker, seat %(maker)s, scores %(count)s points as the penalty.",
                points,
            )
            % said
        )
    description = words.gettext(row.description)
    said |= {
        "outcome": _sentence(outcome.said(words)),
        "rule": description[:1].lower() + description[1:].rstrip("."),
        "side": words.gettext("seat %(seat)s") % {"seat": hand.maker},
        "count": points,
        "tricks": hand.maker_tricks,
    }
    bid = words.gettext("%(bid)s; the maker plays alone against the other two.") % said
    took = words.ngettext(
        "The maker took %(count)s trick.", "The maker took %(count)s tricks.", hand.maker_tricks
    ) % {"count": hand.maker_tricks}
    if outcome is Outcome.EUCHRED:
        result = words.ngettext(
            "%(outcome)s: %(rule)s, %(count)s point to each of seats %(first)s and %(second)s.",
            "%(outcome)s: %(rule)s, %(count)s points to each of seats %(first)s and %(second)s.",
            points,
        )
    else:
        result = words.ngettext(
            "%(outcome)s: %(rule)s, %(count)s point to %(side)s.",
            "%(outcome)s: %(rule)s, %(count)s points to %(side)s.",
            points,
        )
    return f"{bid} {took} {result % said}"


def score_said(score: Sequence[int], words: Words) -> str:
    first, second, third = score
    return words.gettext("Score %(first)s–%(second)s–%(third)s.") % {
        "first": first,
        "second": second,
        "third": third,
    }


def level_said(level: Sequence[int], points: int, words: Words) -> str:
    """Two or three players level at the top, at the target or past it: they play on."""
    if len(level) == 3:
        return words.gettext(
            "All three players are level at %(points)s, at the target or past it: play on "
            "until one of them leads."
        ) % {"points": points}
    return words.gettext(
        "Seats %(first)s and %(second)s are level at %(points)s, at the target or past it: "
        "play on until one of them leads."
    ) % {"first": level[0], "second": level[1], "points": points}


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:]
