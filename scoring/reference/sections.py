"""The sections of a variant's reference page, written for the rules a table plays.

Every sentence is marked with ``gettext_noop`` and put into the reader's language by
the ``Words`` a page passes (English by default), its numbers filled in by name."""

from ..rules import Rules
from ..words import ENGLISH, Words
from . import bid_sections as bid
from . import deal_sections as deal
from . import play_sections as play
from . import score_sections as score
from . import three_sections as three
from .bid_sections import CALLING_FOR_BEST
from .facts import facts
from .writing import Section, Writer

__all__ = ["CALLING_FOR_BEST", "SCORE_SECTION", "SECTION_ORDER", "Section", "sections"]

#: The anchor the explanation of a scored hand links to.
SCORE_SECTION = "scoring"
SECTION_ORDER = (
    "cards", "seats", "dealing", "ranking", "bidding", "going-alone", "play",
    "following-suit", "trick-winner", "scoring", "game-end", "house-rules", "ambiguities",
)  # fmt: skip


def sections(rules: Rules, words: Words = ENGLISH) -> tuple[Section, ...]:
    """The reference page of ``rules.variant`` as ``rules`` plays it, in page order, in
    the language of ``words``."""
    f = facts(rules, words)
    w = Writer(words)
    built = {
        "cards": deal.cards(rules, f, w),
        "seats": deal.seats(rules, f, w),
        "dealing": deal.dealing(rules, f, w),
        "ranking": deal.ranking(rules, f, w),
        "bidding": bid.bidding(rules, f, w),
        "going-alone": bid.going_alone(rules, f, w),
        "play": play.play(rules, f, w),
        "following-suit": play.following_suit(rules, f, w),
        "trick-winner": play.trick_winner(rules, f, w),
        "scoring": score.scoring(rules, f, w),
        "game-end": score.game_end(rules, f, w),
        "house-rules": score.house_rules(rules, f, w),
        "ambiguities": score.ambiguities(rules, f, w),
    }
    if rules.players == 3:  # one maker against two, each player on their own
        built |= three.sections(rules, f, w)
    return tuple(built[anchor] for anchor in SECTION_ORDER)
