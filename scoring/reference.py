"""The rules reference as data: the sections of a variant's page, the glossary, the
decided ambiguities (RULES.md section 9), the ranking lists and a search over it all.

Pages render this; nothing here knows about Django. Every number the prose states
(points, targets, deck and kitty sizes, a bower's place in the ranking) is read from
the variant data through ``rules_for``, so the text cannot drift from the tables.
A section's ``anchor`` is the ``section`` that ``RuleViolation`` and the results of
``trick_winner``/``legal_plays`` name, so an error links to the paragraph that states it.
"""

import math
import re
from dataclasses import dataclass
from functools import cache

from .cards import JOKER, RANK_WORDS, Card, Deck, Suit, card_rank, card_suit
from .ranking import plain_order, trump_order
from .rules import Rules, rules_for
from .table import Row
from .variants import VARIANTS, Variant


@dataclass(frozen=True)
class Section:
    anchor: str
    title: str
    paragraphs: tuple[str, ...] = ()
    items: tuple[str, ...] = ()

    @property
    def text(self) -> str:
        return " ".join((self.title, *self.paragraphs, *self.items))


@dataclass(frozen=True)
class Term:
    term: str
    definition: str
    section: str  # the anchor of the section that states the rule, on ``variant``'s page
    variant: str = "north_american"

    @property
    def anchor(self) -> str:
        return "glossary-" + re.sub(r"[^a-z0-9]+", "-", self.term.lower()).strip("-")


@dataclass(frozen=True)
class Ambiguity:
    key: str
    question: str
    decision: str  # a template: {names} are filled from the variant data (``facts``)
    variants: tuple[str, ...]


@dataclass(frozen=True)
class Ranking:
    trump: tuple[str, ...]
    plain: dict[str, tuple[str, ...]]


@dataclass(frozen=True)
class CardLabel:
    """A card as a page shows it: "JH", "J", "♥", "H", "jack of hearts"."""

    name: str
    rank: str
    symbol: str
    letter: str
    words: str
    suit: str


@dataclass(frozen=True)
class Hit:
    variant: str | None  # None: the index page (glossary and comparison)
    anchor: str
    title: str
    excerpt: str
    score: float
    missing: tuple[str, ...] = ()  # words of the question it does not mention


#: The anchor the explanation of a scored hand links to.
SCORE_SECTION = "scoring"
SECTION_ORDER = (
    "cards", "seats", "dealing", "ranking", "bidding", "going-alone", "play",
    "following-suit", "trick-winner", "scoring", "game-end", "house-rules", "ambiguities",
)  # fmt: skip


# --- numbers read from the variant data ---------------------------------------------------


def points(rules: Rules, maker_tricks: int, maker_loner=False, defender_loner=False) -> int | None:
    """The points the table in force gives for a hand, or None if the variant forbids it."""
    row = next(
        (r for r in rules.table if r.matches(maker_tricks, maker_loner, defender_loner)), None
    )
    return None if row is None else row.points


def _ordinal(position: int) -> str:
    return ("highest", "second-highest", "third-highest", "fourth-highest")[position]


def facts(rules: Rules) -> dict[str, object]:
    """The numbers and names the prose of a variant quotes, as the table plays it."""
    deck, variant = rules.deck, rules.variant
    hearts = [deck.name(card) for card in trump_order(Suit.HEARTS, deck)]
    found = {
        "name": variant.name,
        "players": variant.players,
        "deck": deck.size,
        "lowest": deck.lowest_rank_name,
        "kitty": deck.size - 5 * variant.players - 1,
        "target": rules.target,
        "default_target": variant.default_target,
        "trumps": len(hearts),
        "right_place": _ordinal(hearts.index("JH")),
        "left_place": _ordinal(hearts.index("JD")),
        "joker": deck.joker_name,
        "made": points(rules, 3),
        "march": points(rules, 5),
        "euchred": points(rules, 2),
        "loner_made": points(rules, 3, maker_loner=True),
        "loner_march": points(rules, 5, maker_loner=True),
        "loner_euchred": points(rules, 2, maker_loner=True),
        "lone_defender_3_4": points(rules, 2, defender_loner=True),
        "lone_defender_5": points(rules, 0, defender_loner=True),
    }
    for key in VARIANTS:
        other = rules_for(key)
        found[f"{key}_target"] = other.target
        found[f"{key}_lone_defender_3_4"] = points(other, 2, defender_loner=True)
        found[f"{key}_lone_defender_5"] = points(other, 0, defender_loner=True)
    return found


def tricks_label(row: Row) -> str:
    """The makers' tricks a row covers: "3–4", "5", "0–2"."""
    low, high = min(row.tricks), max(row.tricks)
    return str(low) if low == high else f"{low}–{high}"


def loner_label(required: bool | None) -> str:
    return {True: "yes", False: "no", None: "either"}[required]


# --- cards and ranking --------------------------------------------------------------------


def card_label(deck: Deck, card: Card) -> CardLabel:
    name = deck.name(card)
    if card == JOKER:
        words = "the joker" if name == "JOKER" else f"the joker ({name}, the Benny)"
        return CardLabel(name, "Joker" if name == "JOKER" else name, "★", "", words, "joker")
    suit = card_suit(card)
    rank = name[:-1]
    return CardLabel(
        name,
        rank,
        suit.symbol,
        suit.letter,
        f"{RANK_WORDS[card_rank(card)]} of {suit.label}",
        suit.label,
    )


def ranking(rules: Rules, trump: object) -> Ranking:
    """Trump high to low, and each other suit high to low (the left bower has left it)."""
    deck, trump = rules.deck, Suit.parse(trump)
    return Ranking(
        trump=tuple(deck.name(card) for card in trump_order(trump, deck)),
        plain={
            suit.label: tuple(deck.name(card) for card in plain_order(suit, trump, deck))
            for suit in Suit
            if suit != trump
        },
    )


def deck_by_suit(rules: Rules) -> list[tuple[str, list[CardLabel]]]:
    """The deck for a card picker: each suit ace down, then the joker."""
    deck = rules.deck
    groups = [
        (suit.label, [card_label(deck, c) for c in sorted(
            (c for c in deck.cards if c != JOKER and card_suit(c) == suit),
            key=card_rank, reverse=True,
        )])
        for suit in Suit
    ]  # fmt: skip
    if deck.has_joker:
        groups.append(("joker", [card_label(deck, JOKER)]))
    return groups


# --- the sections of a variant's page -----------------------------------------------------


def sections(rules: Rules) -> tuple[Section, ...]:
    """The reference page of ``rules.variant`` as ``rules`` plays it, in page order."""
    f = facts(rules)
    built = {
        "cards": _cards(rules, f),
        "seats": _seats(rules, f),
        "dealing": _dealing(rules, f),
        "ranking": _ranking(rules, f),
        "bidding": _bidding(rules, f),
        "going-alone": _going_alone(rules, f),
        "play": _play(rules, f),
        "following-suit": _following_suit(rules, f),
        "trick-winner": _trick_winner(rules, f),
        "scoring": _scoring(rules, f),
        "game-end": _game_end(rules, f),
        "house-rules": _house_rules(rules, f),
        "ambiguities": _ambiguities(rules, f),
    }
    return tuple(built[anchor] for anchor in SECTION_ORDER)


def _offered(rules: Rules, key: str) -> bool:
    spec = rules.variant.option(key)
    return spec is not None and not spec.fixed


def _cards(rules: Rules, f: dict) -> Section:
    deck = rules.deck
    paragraphs = [
        f"{f['name']} is played with {f['deck']} cards: the {f['lowest']} to the aces of each "
        "suit" + (", and the joker, which is always the highest trump." if deck.has_joker else ".")
    ]
    if deck.size == 32:
        paragraphs.append(
            "This table plays with the sevens and eights added; they rank below the nine. "
            "Each player is still dealt 5 cards and there are still 5 tricks."
        )
    elif _offered(rules, "deck"):
        paragraphs.append(
            "House rule (deck: 32 cards): the sevens and eights are added, ranked below the nine; "
            "each player still gets 5 cards."
        )
    if deck.has_joker and deck.joker_name != "JOKER":
        paragraphs.append(
            f"This table has no joker: the {deck.joker_name} plays as the joker (the Benny) "
            "for every purpose."
        )
    elif deck.has_joker:
        paragraphs.append(
            "Without a joker, the two of spades (2♠) may stand in for it: the Benny "
            "(house rule Benny card)."
        )
    paragraphs.append(
        "Cards are shown rank then suit: 10♥, J♦, A♠. The API writes them rank then suit "
        "letter: 10H, JD, AS"
        + (f", and the joker is {deck.joker_name}" if deck.has_joker else "")
        + ". The suits are spades ♠ (S), hearts ♥ (H), diamonds ♦ (D) and clubs ♣ (C). "
        "Hearts and diamonds are the red suits, spades and clubs the black ones; the other "
        "suit of trump's colour matters for the left bower. Each card is in the deck once."
    )
    return Section("cards", "The cards", tuple(paragraphs))


def _seats(rules: Rules, f: dict) -> Section:
    if rules.players == 2:
        paragraphs = (
            "Two players, each on their own. The seats are numbered 0 and 1; seat 0 is "
            "team 0 and seat 1 is team 1.",
            "The non-dealer is the eldest hand: he bids first and leads the first trick.",
        )
    else:
        paragraphs = (
            "Four players in two fixed partnerships, partners facing each other. The seats "
            "are numbered 0 to 3 clockwise: team 0 is seats 0 and 2, team 1 is seats 1 and 3.",
            "The player to the dealer's left (the next seat, seat 0 after seat 3) is the "
            "eldest hand: he bids first and, when nobody goes alone, leads the first trick.",
        )
    return Section("seats", "Seats and partnerships", paragraphs)


def _dealing(rules: Rules, f: dict) -> Section:
    paragraphs = [
        "Each player is dealt 5 cards, clockwise from the eldest hand, in two rounds of 2 and "
        "3 (or 3 and 2). The next card is turned face up: the upcard. "
        f"The other {f['kitty']} cards stay face down and are not used: the kitty.",
        "After every hand, a passed-out deal included, the deal passes to the left: "
        + (
            "the other player deals next."
            if rules.players == 2
            else "the player to the dealer's left (the next seat) deals next."
        ),
    ]
    return Section("dealing", "Dealing", tuple(paragraphs))


def _ranking(rules: Rules, f: dict) -> Section:
    joker = rules.deck.has_joker
    paragraphs = [
        "Once trump is named, the jack of trump (the right bower) is the "
        f"{f['right_place']} trump and the other jack of the same colour (the left bower) "
        f"the {f['left_place']}"
        + (", below the joker" if joker else "")
        + ". Then come the ace, king, queen, ten and the rest of trump: "
        f"{f['trumps']} trumps in all.",
        "The left bower counts as a trump for every purpose: following suit, the suit led and "
        "winning the trick. It no longer belongs to its printed suit, so the other suit of "
        "trump's colour has lost its jack.",
        f"In the other suits the ace is high and the {f['lowest'][:-1]} low: A, K, Q, J, 10, "
        "9 and so on down.",
        "Example: with hearts trump, J♦ is a heart for the whole hand. It beats A♥ but loses "
        "to J♥" + (" and to the joker." if joker else "."),
    ]
    return Section("ranking", "Ranking of the cards", tuple(paragraphs))


def _bidding(rules: Rules, f: dict) -> Section:
    opts = rules.options
    if rules.players == 2:
        round_1 = (
            "Round 1: the non-dealer passes or orders up the upcard's suit as trump. If he "
            "passes, the dealer passes or takes it up. Whoever accepts is the maker; the dealer "
            "picks up the upcard and discards a card face down. In round 1 trump is always the "
            "upcard's suit."
        )
    else:
        round_1 = (
            "Round 1: from the eldest hand clockwise, each player passes or accepts the upcard's "
            "suit as trump: an opponent of the dealer orders it up, the dealer takes it up. "
            "The first to accept is the maker, and his side "
            "are the makers, the other side the defenders. The dealer picks up the upcard and "
            "discards a card face down. In round 1 trump is always the upcard's suit."
        )
    paragraphs = [round_1]
    items = []
    if rules.players == 4 and opts.canadian_loner:
        paragraphs.append(
            "The dealer's partner may accept the upcard only by going alone: the dealer lays "
            "down his hand and takes no part, and the upcard goes into nobody's hand."
        )
    elif rules.players == 4:
        paragraphs.append(
            "The dealer's partner may accept too (he assists) and is not obliged to go alone."
        )
    paragraphs.append(
        "Round 2, only if everybody passed: the upcard is turned face down and, from the "
        "eldest hand clockwise, each player may name one of the other three suits as trump, or "
        "pass. The turned-down suit may never be named. The first to name a suit is the maker."
        + (
            " The dealer's partner who names trump in round 2 is not obliged to go alone."
            if rules.players == 4 and opts.canadian_loner
            else ""
        )
    )
    if opts.stick_the_dealer:
        paragraphs.append(
            "Stick the dealer (on at this table): the dealer may not pass in round 2 and must "
            "name one of the three suits, so a deal is never passed out."
        )
    else:
        paragraphs.append(
            "If everybody passes twice the deal is passed out: the cards are thrown in, "
            "nobody scores and the next player deals."
        )
        if _offered(rules, "stick_the_dealer"):
            items.append(
                "House rule (stick the dealer): the dealer must name a suit in round 2, so no "
                "deal is passed out."
            )
    if rules.deck.has_joker:
        turned = "the joker" if f["joker"] == "JOKER" else f"the joker ({f['joker']})"
        paragraphs.append(
            f"If {turned} is turned up there is no bidding: the dealer's team are the makers "
            "and the dealer, before looking at his hand, names trump (any of the four suits), "
            "then takes the joker and discards. Going alone is declared as usual; the dealer's "
            "partner is not obliged to go alone."
        )
    return Section("bidding", "Bidding: making trump", tuple(paragraphs), tuple(items))


def _going_alone(rules: Rules, f: dict) -> Section:
    opts, variant = rules.options, rules.variant
    if not variant.lone_play:
        return Section(
            "going-alone",
            "Going alone",
            (f"There are no lone hands in {f['name']}: neither player may go alone or defend "
             "alone.",),
        )  # fmt: skip
    paragraphs = [
        "After trump is named and before the first lead, one player on each team may declare "
        "to play alone: a loner. The loner's partner lays his cards face down and does not "
        "play. On the making side either the maker or the maker's partner may go alone.",
        f"A lone maker who takes all 5 tricks scores {f['loner_march']}; with 3 or 4 tricks, "
        f"{f['loner_made']}; a lone maker who is euchred gives the defenders "
        f"{f['loner_euchred']}.",
    ]
    if opts.defend_alone:
        paragraphs.append(
            "A defender may also play alone against the makers (defending alone). A lone "
            f"defender scores {f['lone_defender_3_4']} for 3 or 4 tricks and "
            f"{f['lone_defender_5']} for all 5. When both teams go alone, only two players play."
        )
    else:
        paragraphs.append("Defending alone is not allowed at this table (defend_alone is off).")
    if opts.no_loner_after_pass:
        paragraphs.append(
            "No loner after a pass (on at this table): a player who passed in the bidding round "
            "in which trump was made may not play alone, as maker or as defender. Passes in "
            "round 1 do not count when trump is made in round 2."
        )
    else:
        paragraphs.append("A player who passed in the bidding may still go alone.")
    if opts.canadian_loner:
        paragraphs.append(
            "The dealer's partner who accepts the upcard in round 1 must go alone; the dealer "
            "sits out, so the dealer cannot be the loner then."
        )
    return Section("going-alone", "Going alone", tuple(paragraphs))


def _play(rules: Rules, f: dict) -> Section:
    if rules.players == 2:
        lead = "The non-dealer leads the first trick."
        cards = "Each trick has 2 cards."
    else:
        lead = (
            "The opening lead: with nobody alone the eldest hand leads; with one lone player "
            "the player to the loner's left leads; with two lone players the lone defender leads."
        )
        cards = (
            "A player who sits out is skipped: a trick has 4 cards, 3 with one lone player and "
            "2 with two."
        )
    paragraphs = (
        lead,
        "The leader may lead any card. Play goes clockwise, one card each; the winner of a "
        "trick leads to the next. There are always 5 tricks.",
        cards,
    )
    return Section("play", "Playing the tricks", paragraphs)


def _following_suit(rules: Rules, f: dict) -> Section:
    joker = rules.deck.has_joker
    trumps = "the left bower and the joker are trumps" if joker else "the left bower is a trump"
    paragraphs = [
        "You must follow the suit led if you can. If you cannot, you may play any card: you "
        "are not obliged to trump.",
        f"The suit led is the suit of the card led once trump is named: {trumps}, so leading "
        "one is a trump lead, and every trump follows it, the bowers included.",
        "The left bower never follows its printed suit. Example: hearts are trump and A♦ is "
        "led. A hand holding 9♦ and J♦ must play 9♦. A hand whose only diamond is J♦ is void "
        "in diamonds and may play anything.",
    ]
    if joker:
        paragraphs.append("The joker never follows a suit other than trump.")
    return Section("following-suit", "Following suit", tuple(paragraphs))


def _trick_winner(rules: Rules, f: dict) -> Section:
    paragraphs = (
        "The highest trump played wins the trick, by the ranking above. If no trump was "
        "played, the highest card of the suit led wins. A card of another suit never wins.",
        "There are no ties: each card is in the deck once.",
    )
    return Section("trick-winner", "Who wins the trick", paragraphs)


def _scoring(rules: Rules, f: dict) -> Section:
    if rules.players == 2:
        side, makers, defenders, need, are = "player", "maker", "defender", "needs", "is"
    else:
        side, makers, defenders, need, are = "side", "makers", "defenders", "need", "are"
    paragraphs = [
        f"The {makers} {need} 3 of the 5 tricks. Exactly one {side} scores each hand: the "
        f"{makers} score{'s' * (need == 'needs')} {f['made']} for 3 or 4 tricks and "
        f"{f['march']} for all 5 (a march). With 2 tricks or fewer the {makers} {are} "
        f"euchred and the {defenders} score{'s' * (need == 'needs')} {f['euchred']}.",
        "The table shows every row in force at this table; the first row that matches the "
        "hand applies. A passed-out deal scores nothing.",
    ]
    return Section("scoring", "Scoring", tuple(paragraphs))


def _game_end(rules: Rules, f: dict) -> Section:
    side = "player" if rules.players == 2 else "side"
    paragraphs = [
        f"After each hand the points go to the {side} that scored. The first {side} to reach "
        f"or pass {f['target']} points wins; the game ends at once and points above the "
        f"target are not carried over. Only one {side} scores per hand, so there is never a "
        "tie, and no hand can be played after the game has ended.",
    ]
    if f["target"] != f["default_target"]:
        paragraphs.append(
            f"{f['name']} is usually played to {f['default_target']}; this table plays to "
            f"{f['target']}."
        )
    else:
        paragraphs.append(
            f"{f['name']} is played to {f['default_target']}; a table may agree another target."
        )
    return Section("game-end", "End of the game", tuple(paragraphs))


def _house_rules(rules: Rules, f: dict) -> Section:
    items = []
    for spec in rules.variant.options:
        value = getattr(rules.options, spec.key)
        state = value_text(value)
        note = " (always, in this variant)" if spec.fixed else ""
        items.append(f"{spec.title}: {spec.summary} Default {value_text(spec.default)}; "
                     f"this table: {state}{note}.")  # fmt: skip
    paragraphs = (
        "House rules are agreed before play. Each has a default; the fixed ones are part of "
        f"{f['name']} and cannot be changed.",
    )
    return Section("house-rules", "House rules", paragraphs, tuple(items))


def value_text(value: object) -> str:
    """A house rule's value in words: on, off, none, 32."""
    return {True: "on", False: "off", None: "none"}.get(value, str(value))  # type: ignore[arg-type]


def _ambiguities(rules: Rules, f: dict) -> Section:
    items = tuple(
        f"{a.key}. {a.question} {a.decision.format(**f)}"
        for a in AMBIGUITIES
        if rules.variant.key in a.variants
    )
    paragraphs = (
        "The rule texts leave some questions open or disagree. These are the decisions this "
        "app applies.",
    )
    return Section("ambiguities", "Decided ambiguities", paragraphs, items)


# --- the decided ambiguities (RULES.md section 9) -----------------------------------------

ALL = tuple(VARIANTS)
PARTNERSHIPS = ("north_american", "british")

AMBIGUITIES = (
    Ambiguity("A1", "Must the dealer pick up the upcard after an order-up?",
              "Yes: picking it up is mandatory (it changes nothing in the scoring), except in "
              "British Euchre when the dealer's partner orders up and the dealer sits out.",
              ALL),
    Ambiguity("A2", "Which suits keep their jack?",
              "Only the suit of trump's colour loses its jack (to trump, as the left bower); the "
              "other two suits keep theirs, ranked A K Q J 10 and down.", ALL),
    Ambiguity("A3", "May the turned-down suit be named in round 2?",
              "No, never: naming it is refused in every variant.", ALL),
    Ambiguity("A4", "What does a lone defender score?",
              "As seeded for each variant: {name} gives {lone_defender_3_4} for 3 or 4 tricks "
              "and {lone_defender_5} for all 5. In North American Euchre the house rule "
              "(4 for a lone defender's euchre) gives 4 for 3 or 4 tricks.", PARTNERSHIPS),
    Ambiguity("A5", "Who leads when someone goes alone?",
              "The player to the loner's left; with two loners, the lone defender.",
              PARTNERSHIPS),
    Ambiguity("A6", "Who may go alone?",
              "Anyone, at most one player per team, even after passing; house rules "
              "defend_alone and no_loner_after_pass restrict it.", PARTNERSHIPS),
    Ambiguity("A7", "Which passes bar a loner under no_loner_after_pass?",
              "Only passes in the bidding round in which trump was made: passes in round 1 do "
              "not count when trump is made in round 2.", PARTNERSHIPS),
    Ambiguity("A8", "What does euchring a lone maker score?",
              "{loner_euchred}, like any euchre; house rule lone_maker_euchre_4 makes it 4.",
              PARTNERSHIPS),
    Ambiguity("A9", "What does a lone maker score for 3 or 4 tricks?",
              "{loner_made}, the same as with a partner.", PARTNERSHIPS),
    Ambiguity("A10", "Reach, pass or exceed the target?",
              "All the same: the game ends with the hand that reaches {target} or more, and "
              "points above it are not carried over.", ALL),
    Ambiguity("A11", "How many cards each with the 32-card deck?",
              "Still 5 cards and 5 tricks; the 21st card is the upcard.",
              ("north_american", "two_handed")),
    Ambiguity("A12", "Who is the maker when the joker is turned up?",
              "The dealer, who names any of the four suits. Going alone is still allowed, and "
              "the dealer's partner is not obliged to go alone.", ("british",)),
    Ambiguity("A13", "When the dealer's partner orders up in round 1, may the dealer play?",
              "No: the dealer lays his hand down, so the dealer cannot be the loner. A lone "
              "defender is still allowed, and then leads.", ("british",)),
    Ambiguity("A14", "Stick the dealer in British Euchre?",
              "The seed does not mention it: it is an optional house rule only.", ("british",)),
    Ambiguity("A15", "Who deals after a passed-out deal in two-handed Euchre?",
              "The other player, as after any hand.", ("two_handed",)),
    Ambiguity("A17", "Is the North American lone defender's score for 3 or 4 tricks really "
              "that low?",
              "Yes, {north_american_lone_defender_3_4} as the seed says (4 only for all 5 "
              "tricks); British Euchre gives {british_lone_defender_3_4}.",
              ("north_american",)),
)  # fmt: skip


# --- the glossary -------------------------------------------------------------------------

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


# --- comparing the variants ---------------------------------------------------------------


def _points_text(value: int | None) -> str:
    return "not allowed" if value is None else str(value)


def comparison() -> list[tuple[str, list[str]]]:
    """The variants side by side: a label and one cell per variant, from the variant data."""
    columns = [(variant, rules_for(variant.key)) for variant in VARIANTS.values()]

    def row(label, cell):
        return (label, [cell(variant, rules) for variant, rules in columns])

    return [
        row("Players", lambda v, r: "4, two teams" if v.players == 4 else "2, each alone"),
        row("Deck", _deck_text),
        row("Game to", lambda v, r: str(v.default_target)),
        row("Joker", lambda v, r: "highest trump" if r.deck.has_joker else "no"),
        row("Going alone", lambda v, r: "yes, one per team" if v.lone_play else "no lone hands"),
        row("Dealer's partner orders up", _partner_text),
        row("March", lambda v, r: _points_text(points(r, 5))),
        row("Lone march", lambda v, r: _points_text(points(r, 5, maker_loner=True))),
        row("Euchre", lambda v, r: _points_text(points(r, 2))),
        row("Lone defender, 3–4 tricks", lambda v, r: _points_text(points(r, 2, False, True))),
        row("Lone defender, 5 tricks", lambda v, r: _points_text(points(r, 0, False, True))),
        row("House rules", lambda v, r: ", ".join(s.title for s in v.options if not s.fixed)),
    ]


def _deck_text(variant: Variant, rules: Rules) -> str:
    sizes = [str(size) for size in variant.deck_sizes]
    text = f"{sizes[0]} cards" + (" with the joker" if rules.deck.has_joker else "")
    return text + (f" ({', '.join(sizes[1:])}: house rule)" if len(sizes) > 1 else "")


def _partner_text(variant: Variant, rules: Rules) -> str:
    if variant.players != 4:
        return "no partners"
    spec = variant.option("canadian_loner")
    if rules.options.canadian_loner:
        return "must go alone"
    return "may assist" + (" (house rule: must go alone)" if spec and not spec.fixed else "")


# --- search -------------------------------------------------------------------------------


def _plain(text: str) -> str:
    """Lower case, cards written with letters: "J♦" is "jd", as a search may ask for it."""
    return _CARD.sub(lambda card: card[1] + _SUIT_LETTERS[card[2]], text.lower())


_CARD = re.compile(r"\b(10|[2-9akqj])([♠♥♦♣])")
_SUIT_LETTERS = {suit.symbol: suit.letter.lower() for suit in Suit}


def _words(text: str) -> list[str]:
    return re.findall(r"[^\W_]+", _plain(text))


#: Words a question is asked with, which say nothing of where the answer is (with what
#: is left of "don't", "what's" and "I've").
QUESTION_WORDS = frozenset({
    "a", "about", "an", "and", "are", "as", "at", "be", "can", "cannot", "d", "didn", "do",
    "does", "doesn", "don", "for", "get", "gets", "got", "happen", "happens", "has", "have",
    "how", "i", "if", "in", "is", "isn", "it", "ll", "m", "many", "may", "me", "much", "must",
    "my", "of", "on", "or", "re", "s", "should", "t", "that", "the", "there", "this", "to",
    "ve", "what", "when", "where", "which", "who", "why", "will", "with", "would", "you",
})  # fmt: skip
#: Words the text may use for a question's word: forms its stem does not reach ("who won
#: the trick": "Who wins the trick"), and the rules' own word for a player's.
SAME_WORDS = (
    ("win", "won", "winner"), ("lead", "led"), ("make", "made"), ("deal", "dealt"),
    ("loner", "lone", "alone"), ("point", "score"),
)  # fmt: skip
_OTHER_FORMS = {form: group for group in SAME_WORDS for form in group}
_ENDINGS = (("ies", "y"), ("ing", ""), ("ed", ""), ("es", ""), ("s", ""))


def _stem(word: str) -> str:
    """The word without an ending the text may write otherwise: "passes" and "passed"
    are found as "pass", "trumping" as "trump", "euchred" as "euchr" (euchre, euchring)."""
    for ending, instead in _ENDINGS:
        if not word.endswith(ending):
            continue
        stem = word.removesuffix(ending) + instead
        if ending == "es" and not stem.endswith(("s", "x", "z", "ch", "sh")):
            stem += "e"  # "takes": take
        elif ending == "s" and stem.endswith(("s", "u", "i")):
            continue  # "pass", "bonus", "axis" end so themselves
        elif ending in ("ing", "ed") and len(stem) > 3 and stem[-1] == stem[-2] not in "lsz":
            stem = stem[:-1]  # "winning": win; but "calling": call, "added": add
        return stem if len(stem) >= 3 else word
    return word


def _meaning(words: list[str]) -> list[str]:
    """The words of a question but the asking (if it is only asking, its words but single
    letters, what is left of "don't" or "I've")."""
    meant = [word for word in words if word not in QUESTION_WORDS]
    return meant or [word for word in words if len(word) > 1 or word.isdigit()]


def searched_words(query: str) -> list[str]:
    """The words of ``query`` that a search looks for."""
    return _meaning(_words(query or ""))


def _required(words: list[str]) -> list[tuple[str, ...]]:
    """What a hit should mention: each word that means something, by its stem, as
    written ("ambiguities" is no "ambiguity"), or in its other forms."""
    forms = []
    for word in _meaning(words):
        stem = _stem(word)
        other = _OTHER_FORMS.get(stem, ()) + _OTHER_FORMS.get(word, ())
        forms.append(tuple(dict.fromkeys((stem, word, *other))))
    return forms


def _excerpt(text: str, required: list[tuple[str, ...]], width: int = 200) -> str:
    """The sentence that says most of what was asked, in any of its forms."""
    sentences = re.split(r"(?<=[.:;])\s+", text)
    phrase = " ".join(forms[0] for forms in required)

    def says(sentence: str) -> tuple[bool, int]:
        plain = _plain(sentence)
        return phrase in plain, sum(any(form in plain for form in forms) for forms in required)

    best = max(sentences, key=says)
    return best if len(best) <= width else best[: width - 1].rstrip() + "…"


def _counts(text: str, required: list[tuple[str, ...]]) -> list[int]:
    # A word counts where a word starts: "king" is not in "making", "follow" is in "following".
    lower = _plain(text)
    return [
        max(len(re.findall(rf"\b{re.escape(form)}", lower)) for form in forms) for forms in required
    ]


@dataclass(frozen=True)
class _Place:
    variant: str | None
    anchor: str
    title: str
    text: str  # what is searched
    excerpt_from: str  # what is quoted


@cache
def _places() -> tuple[_Place, ...]:
    """Every glossary term and every section of each variant's page (its default rules)."""
    terms = tuple(
        _Place(None, t.anchor, f"Glossary: {t.term}", f"{t.term}: {t.definition}", t.definition)
        for t in GLOSSARY
    )
    return terms + tuple(
        _Place(key, s.anchor, s.title, s.text, " ".join((*s.paragraphs, *s.items)))
        for key in VARIANTS
        for s in sections(rules_for(key))
    )


def search(query: str, limit: int = 30) -> list[Hit]:
    """Sections and glossary terms that mention every word of ``query`` (but the words
    it is asked with), best first. When none mentions them all, those that mention the
    most of them, each with the words it lacks, the rarer words first: they say more of
    where the answer is."""
    words = _words(query or "")
    if not words:
        return []
    required, meaning = _required(words), _meaning(words)
    counts = {place: _counts(place.text, required) for place in _places()}
    places_with = [sum(c[i] > 0 for c in counts.values()) for i in range(len(required))]
    found = []
    for place, mentions in counts.items():
        if not any(mentions):
            continue
        missing = tuple(word for word, count in zip(meaning, mentions, strict=True) if not count)
        # The question's words that it mentions, as a phrase, and all of them in its title.
        said = [word for word in words if word not in missing]
        meant = [word for word in said if word not in QUESTION_WORDS]
        phrases = {" ".join(some) for some in (said, meant) if len(some) > 1}
        phrase = 5 * max((_plain(place.text).count(p) for p in phrases), default=0)
        in_title = _counts(place.title, required)
        titled = 10 * all(t for t, count in zip(in_title, mentions, strict=True) if count)
        rarity = sum(1 / n for n, count in zip(places_with, mentions, strict=True) if count)
        excerpt = place.excerpt_from
        if place.variant:
            excerpt = _excerpt(excerpt, required)
        # A word said again counts for less each time: "dealer" nine times is no answer.
        score = sum(1 + math.log2(count) for count in mentions if count) + phrase + titled
        hit = Hit(place.variant, place.anchor, place.title, excerpt, score, missing)
        found.append((hit, rarity))
    fewest = min((len(hit.missing) for hit, _ in found), default=0)
    order = {key: i for i, key in enumerate((None, *VARIANTS))}

    def rank(item: tuple[Hit, float]) -> tuple:
        hit, rarity = item
        section = SECTION_ORDER.index(hit.anchor) if hit.anchor in SECTION_ORDER else -1
        return -rarity, -hit.score, order[hit.variant], section

    hits = [hit for hit, _ in sorted(found, key=rank) if len(hit.missing) == fewest]
    return hits[:limit]
