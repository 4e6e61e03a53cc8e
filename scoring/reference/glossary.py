"""The glossary: each term with its definition and the section that states the rule."""

import re
from dataclasses import dataclass

from ..words import ENGLISH, Words, gettext_noop


@dataclass(frozen=True)
class Term:
    term: str
    definition: str
    section: str  # the anchor of the section that states the rule, on ``variant``'s page
    variant: str = "north_american"

    @property
    def anchor(self) -> str:
        return "glossary-" + re.sub(r"[^a-z0-9]+", "-", self.term.lower()).strip("-")


GLOSSARY = (
    Term(
        gettext_noop("Trump"),
        gettext_noop("The suit named in the bidding; any trump beats any card of another suit."),
        "ranking",
    ),
    Term(
        gettext_noop("Bower"),
        gettext_noop("A jack of trump's colour: the two highest trumps after the joker."),
        "ranking",
    ),
    Term(
        gettext_noop("Right bower"),
        gettext_noop("The jack of trump: the highest trump (below the joker in British Euchre)."),
        "ranking",
    ),
    Term(
        gettext_noop("Left bower"),
        gettext_noop(
            "The other jack of trump's colour (J♦ when hearts are trump). It is a "
            "trump for every purpose and does not follow its printed suit."
        ),
        "ranking",
    ),
    Term(
        gettext_noop("Joker"),
        gettext_noop("In British Euchre, the 25th card and the highest trump, whatever the suit."),
        "cards",
        "british",
    ),
    Term(
        gettext_noop("Benny"),
        gettext_noop(
            "A card that plays as the joker; in British Euchre the two of spades "
            "(2♠) when the pack has no joker."
        ),
        "cards",
        "british",
    ),
    Term(
        gettext_noop("Upcard"),
        gettext_noop(
            "The card turned face up after the deal; its suit is offered as trump in round 1."
        ),
        "dealing",
    ),
    Term(
        gettext_noop("Kitty"),
        gettext_noop("The cards left face down after the deal and the upcard; not used in play."),
        "dealing",
    ),
    Term(
        gettext_noop("Eldest hand"),
        gettext_noop("The player to the dealer's left: bids first and usually leads first."),
        "seats",
    ),
    Term(
        gettext_noop("Order up"),
        gettext_noop(
            "In round 1, an opponent of the dealer accepts the upcard's suit as "
            "trump; the dealer picks the upcard up."
        ),
        "bidding",
    ),
    Term(
        gettext_noop("Assist"),
        gettext_noop("In round 1, the dealer's partner accepts the upcard's suit as trump."),
        "bidding",
    ),
    Term(
        gettext_noop("Take it up"),
        gettext_noop("In round 1, the dealer accepts the upcard's suit and picks it up."),
        "bidding",
    ),
    Term(
        gettext_noop("Maker"),
        gettext_noop(
            "The player who made trump; the maker's side are the makers and need 3 tricks."
        ),
        "bidding",
    ),
    Term(
        gettext_noop("Defenders"),
        gettext_noop("The side that did not make trump."),
        "bidding",
    ),
    Term(
        gettext_noop("Stick the dealer"),
        gettext_noop(
            "House rule: the dealer may not pass in round 2, so a deal is never passed out."
        ),
        "bidding",
    ),
    Term(
        gettext_noop("Passed out"),
        gettext_noop(
            "Everybody passed twice: the cards are thrown in and the deal moves on; nobody scores."
        ),
        "bidding",
    ),
    Term(
        gettext_noop("Loner"),
        gettext_noop(
            "A player who goes alone: the partner lays his cards down and the "
            "loner plays against the other side."
        ),
        "going-alone",
    ),
    Term(
        gettext_noop("Defending alone"),
        gettext_noop("A defender who plays alone against the makers."),
        "going-alone",
    ),
    Term(
        gettext_noop("Canadian loner"),
        gettext_noop(
            "House rule (always on in British Euchre): the dealer's partner may "
            "accept the upcard in round 1 only by going alone."
        ),
        "going-alone",
    ),
    Term(
        gettext_noop("Follow suit"),
        gettext_noop("Play a card of the suit led; required when you hold one."),
        "following-suit",
    ),
    Term(
        gettext_noop("Renege"),
        gettext_noop(
            "Play a card of another suit while holding one of the suit led, which "
            "the rules forbid: you must follow suit."
        ),
        "following-suit",
    ),
    Term(
        gettext_noop("Trump lead"),
        gettext_noop("A trump led, a bower or the joker included: every trump follows it."),
        "following-suit",
    ),
    Term(
        gettext_noop("March"),
        gettext_noop("The makers take all 5 tricks."),
        "scoring",
    ),
    Term(
        gettext_noop("Euchre"),
        gettext_noop("The makers take fewer than 3 tricks: the defenders score."),
        "scoring",
    ),
    Term(
        gettext_noop("Lone march"),
        gettext_noop("A loner takes all 5 tricks: the biggest score for the makers."),
        "scoring",
    ),
    Term(
        gettext_noop("Target"),
        gettext_noop("The score that wins the game: the first side to reach it wins."),
        "game-end",
    ),
    Term(
        gettext_noop("House rule"),
        gettext_noop("A rule a table agrees before play, each with a default per variant."),
        "house-rules",
    ),
)


def term_in(term: Term, words: Words = ENGLISH) -> tuple[str, str]:
    """A term and its definition in the reader's language (its anchor stays English)."""
    return words.gettext(term.term), words.gettext(term.definition)
