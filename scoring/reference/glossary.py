"""The glossary: each term with its definition and the section that states the rule."""

import re
from dataclasses import dataclass


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
    Term("Trump", "The suit named in the bidding; any trump beats any card of another suit.",
         "ranking"),
    Term("Bower", "A jack of trump's colour: the two highest trumps after the joker.", "ranking"),
    Term("Right bower", "The jack of trump: the highest trump (below the joker in British "
         "Euchre).", "ranking"),
    Term("Left bower", "The other jack of trump's colour (J♦ when hearts are trump). It is a "
         "trump for every purpose and does not follow its printed suit.", "ranking"),
    Term("Joker", "In British Euchre, the 25th card and the highest trump, whatever the suit.",
         "cards", "british"),
    Term("Benny", "A card that plays as the joker; in British Euchre the two of spades (2♠) "
         "when the pack has no joker.", "cards", "british"),
    Term("Upcard", "The card turned face up after the deal; its suit is offered as trump in "
         "round 1.", "dealing"),
    Term("Kitty", "The cards left face down after the deal and the upcard; not used in play.",
         "dealing"),
    Term("Eldest hand", "The player to the dealer's left: bids first and usually leads first.",
         "seats"),
    Term("Order up", "In round 1, an opponent of the dealer accepts the upcard's suit as trump; "
         "the dealer picks the upcard up.", "bidding"),
    Term("Assist", "In round 1, the dealer's partner accepts the upcard's suit as trump.",
         "bidding"),
    Term("Take it up", "In round 1, the dealer accepts the upcard's suit and picks it up.",
         "bidding"),
    Term("Maker", "The player who made trump; the maker's side are the makers and need 3 "
         "tricks.", "bidding"),
    Term("Defenders", "The side that did not make trump.", "bidding"),
    Term("Stick the dealer", "House rule: the dealer may not pass in round 2, so a deal is never "
         "passed out.", "bidding"),
    Term("Passed out", "Everybody passed twice: the cards are thrown in and the deal moves "
         "on; nobody scores.", "bidding"),
    Term("Loner", "A player who goes alone: the partner lays his cards down and the loner "
         "plays against the other side.", "going-alone"),
    Term("Defending alone", "A defender who plays alone against the makers.", "going-alone"),
    Term("Canadian loner", "House rule (always on in British Euchre): the dealer's partner may "
         "accept the upcard in round 1 only by going alone.", "going-alone"),
    Term("Follow suit", "Play a card of the suit led; required when you hold one.",
         "following-suit"),
    Term("Renege", "Play a card of another suit while holding one of the suit led, which the "
         "rules forbid: you must follow suit.", "following-suit"),
    Term("Trump lead", "A trump led, a bower or the joker included: every trump follows it.",
         "following-suit"),
    Term("March", "The makers take all 5 tricks.", "scoring"),
    Term("Euchre", "The makers take fewer than 3 tricks: the defenders score.", "scoring"),
    Term("Lone march", "A loner takes all 5 tricks: the biggest score for the makers.",
         "scoring"),
    Term("Target", "The score that wins the game: the first side to reach it wins.",
         "game-end"),
    Term("House rule", "A rule a table agrees before play, each with a default per variant.",
         "house-rules"),
)  # fmt: skip
