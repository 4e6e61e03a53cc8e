"""The sections of a variant's reference page, written for the rules a table plays."""

from dataclasses import dataclass

from ..rules import Rules
from .ambiguities import AMBIGUITIES
from .facts import facts
from .labels import value_text


@dataclass(frozen=True)
class Section:
    anchor: str
    title: str
    paragraphs: tuple[str, ...] = ()
    items: tuple[str, ...] = ()

    @property
    def text(self) -> str:
        return " ".join((self.title, *self.paragraphs, *self.items))


#: The anchor the explanation of a scored hand links to.
SCORE_SECTION = "scoring"
SECTION_ORDER = (
    "cards", "seats", "dealing", "ranking", "bidding", "going-alone", "play",
    "following-suit", "trick-winner", "scoring", "game-end", "house-rules", "ambiguities",
)  # fmt: skip


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
