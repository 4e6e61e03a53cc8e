"""The sections of a variant's reference page, written for the rules a table plays.

Every sentence is marked with ``gettext_noop`` and put into the reader's language by
the ``Words`` a page passes (English by default), its numbers filled in by name."""

from dataclasses import dataclass

from ..rules import Rules
from ..words import ENGLISH, Words, gettext_noop
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


def sections(rules: Rules, words: Words = ENGLISH) -> tuple[Section, ...]:
    """The reference page of ``rules.variant`` as ``rules`` plays it, in page order, in
    the language of ``words``."""
    f = facts(rules, words)
    w = _Writer(words)
    built = {
        "cards": _cards(rules, f, w),
        "seats": _seats(rules, f, w),
        "dealing": _dealing(rules, f, w),
        "ranking": _ranking(rules, f, w),
        "bidding": _bidding(rules, f, w),
        "going-alone": _going_alone(rules, f, w),
        "play": _play(rules, f, w),
        "following-suit": _following_suit(rules, f, w),
        "trick-winner": _trick_winner(rules, f, w),
        "scoring": _scoring(rules, f, w),
        "game-end": _game_end(rules, f, w),
        "house-rules": _house_rules(rules, f, w),
        "ambiguities": _ambiguities(rules, f, w),
    }
    return tuple(built[anchor] for anchor in SECTION_ORDER)


class _Writer:
    """A marked sentence in the reader's language, its placeholders filled by name."""

    def __init__(self, words: Words):
        self.words = words

    def __call__(self, text: str, **values: object) -> str:
        said = self.words.gettext(text)
        return said % values if values else said


def _offered(rules: Rules, key: str) -> bool:
    spec = rules.variant.option(key)
    return spec is not None and not spec.fixed


def _cards(rules: Rules, f: dict, w: _Writer) -> Section:
    deck = rules.deck
    sevens = f["lowest"] == "sevens"
    if deck.has_joker and sevens:
        first = w(
            gettext_noop(
                "%(name)s is played with %(deck)s cards: the sevens to the aces of each suit, "
                "and the joker, which is always the highest trump."
            ),
            name=f["name"], deck=f["deck"],
        )  # fmt: skip
    elif deck.has_joker:
        first = w(
            gettext_noop(
                "%(name)s is played with %(deck)s cards: the nines to the aces of each suit, "
                "and the joker, which is always the highest trump."
            ),
            name=f["name"], deck=f["deck"],
        )  # fmt: skip
    elif sevens:
        first = w(
            gettext_noop(
                "%(name)s is played with %(deck)s cards: the sevens to the aces of each suit."
            ),
            name=f["name"], deck=f["deck"],
        )  # fmt: skip
    else:
        first = w(
            gettext_noop(
                "%(name)s is played with %(deck)s cards: the nines to the aces of each suit."
            ),
            name=f["name"], deck=f["deck"],
        )  # fmt: skip
    paragraphs = [first]
    if sevens:
        paragraphs.append(w(gettext_noop(
            "This table plays with the sevens and eights added; they rank below the nine. "
            "Each player is still dealt 5 cards and there are still 5 tricks."
        )))  # fmt: skip
    elif _offered(rules, "deck"):
        paragraphs.append(w(gettext_noop(
            "House rule (deck: %(size)s cards): the sevens and eights are added, ranked below "
            "the nine; each player still gets 5 cards."
        ), size=max(rules.variant.deck_sizes)))  # fmt: skip
    if deck.has_joker and deck.joker_name != "JOKER":
        paragraphs.append(w(gettext_noop(
            "This table has no joker: the %(card)s plays as the joker (the Benny) "
            "for every purpose."
        ), card=deck.joker_name))  # fmt: skip
    elif deck.has_joker:
        paragraphs.append(w(gettext_noop(
            "Without a joker, the two of spades (2♠) may stand in for it: the Benny "
            "(house rule Benny card)."
        )))  # fmt: skip
    if deck.has_joker:
        written = w(gettext_noop(
            "Cards are shown rank then suit: 10♥, J♦, A♠. The API writes them rank then suit "
            "letter: 10H, JD, AS, and the joker is %(joker)s."
        ), joker=deck.joker_name)  # fmt: skip
    else:
        written = w(gettext_noop(
            "Cards are shown rank then suit: 10♥, J♦, A♠. The API writes them rank then suit "
            "letter: 10H, JD, AS."
        ))  # fmt: skip
    paragraphs.append(written + " " + w(gettext_noop(
        "The suits are spades ♠ (S), hearts ♥ (H), diamonds ♦ (D) and clubs ♣ (C). "
        "Hearts and diamonds are the red suits, spades and clubs the black ones; the other "
        "suit of trump's colour matters for the left bower. Each card is in the deck once."
    )))  # fmt: skip
    return Section("cards", w(gettext_noop("The cards")), tuple(paragraphs))


def _seats(rules: Rules, f: dict, w: _Writer) -> Section:
    if rules.players == 2:
        paragraphs = (
            w(gettext_noop(
                "Two players, each on their own. The seats are numbered 0 and 1; seat 0 is "
                "team 0 and seat 1 is team 1."
            )),
            w(gettext_noop(
                "The non-dealer is the eldest hand: he bids first and leads the first trick."
            )),
        )  # fmt: skip
    else:
        paragraphs = (
            w(gettext_noop(
                "Four players in two fixed partnerships, partners facing each other. The seats "
                "are numbered 0 to 3 clockwise: team 0 is seats 0 and 2, team 1 is seats 1 and 3."
            )),
            w(gettext_noop(
                "The player to the dealer's left (the next seat, seat 0 after seat 3) is the "
                "eldest hand: he bids first and, when nobody goes alone, leads the first trick."
            )),
        )  # fmt: skip
    return Section("seats", w(gettext_noop("Seats and partnerships")), paragraphs)


def _dealing(rules: Rules, f: dict, w: _Writer) -> Section:
    if rules.players == 2:
        passes = w(gettext_noop(
            "After every hand, a passed-out deal included, the deal passes to the left: "
            "the other player deals next."
        ))  # fmt: skip
    else:
        passes = w(gettext_noop(
            "After every hand, a passed-out deal included, the deal passes to the left: "
            "the player to the dealer's left (the next seat) deals next."
        ))  # fmt: skip
    paragraphs = [
        w(gettext_noop(
            "Each player is dealt 5 cards, clockwise from the eldest hand, in two rounds of 2 and "
            "3 (or 3 and 2). The next card is turned face up: the upcard. "
            "The other %(kitty)s cards stay face down and are not used: the kitty."
        ), kitty=f["kitty"]),
        passes,
    ]  # fmt: skip
    return Section("dealing", w(gettext_noop("Dealing")), tuple(paragraphs))


def _ranking(rules: Rules, f: dict, w: _Writer) -> Section:
    joker = rules.deck.has_joker
    places = {"right": f["right_place"], "left": f["left_place"], "trumps": f["trumps"]}
    if joker:
        bowers = w(gettext_noop(
            "Once trump is named, the jack of trump (the right bower) is the %(right)s trump and "
            "the other jack of the same colour (the left bower) the %(left)s, below the joker. "
            "Then come the ace, king, queen, ten and the rest of trump: %(trumps)s trumps in all."
        ), **places)  # fmt: skip
    else:
        bowers = w(gettext_noop(
            "Once trump is named, the jack of trump (the right bower) is the %(right)s trump and "
            "the other jack of the same colour (the left bower) the %(left)s. "
            "Then come the ace, king, queen, ten and the rest of trump: %(trumps)s trumps in all."
        ), **places)  # fmt: skip
    if f["lowest"] == "sevens":
        plain = w(gettext_noop(
            "In the other suits the ace is high and the seven low: A, K, Q, J, 10, 9 "
            "and so on down."
        ))  # fmt: skip
    else:
        plain = w(gettext_noop(
            "In the other suits the ace is high and the nine low: A, K, Q, J, 10, 9 "
            "and so on down."
        ))  # fmt: skip
    if joker:
        example = w(gettext_noop(
            "Example: with hearts trump, J♦ is a heart for the whole hand. It beats A♥ but loses "
            "to J♥ and to the joker."
        ))  # fmt: skip
    else:
        example = w(gettext_noop(
            "Example: with hearts trump, J♦ is a heart for the whole hand. It beats A♥ but loses "
            "to J♥."
        ))  # fmt: skip
    paragraphs = [
        bowers,
        w(gettext_noop(
            "The left bower counts as a trump for every purpose: following suit, the suit led and "
            "winning the trick. It no longer belongs to its printed suit, so the other suit of "
            "trump's colour has lost its jack."
        )),
        plain,
        example,
    ]  # fmt: skip
    return Section("ranking", w(gettext_noop("Ranking of the cards")), tuple(paragraphs))


def _bidding(rules: Rules, f: dict, w: _Writer) -> Section:
    opts = rules.options
    if rules.players == 2:
        round_1 = w(gettext_noop(
            "Round 1: the non-dealer passes or orders up the upcard's suit as trump. If he "
            "passes, the dealer passes or takes it up. Whoever accepts is the maker; the dealer "
            "picks up the upcard and discards a card face down. In round 1 trump is always the "
            "upcard's suit."
        ))  # fmt: skip
    else:
        round_1 = w(gettext_noop(
            "Round 1: from the eldest hand clockwise, each player passes or accepts the upcard's "
            "suit as trump: an opponent of the dealer orders it up, the dealer takes it up. "
            "The first to accept is the maker, and his side "
            "are the makers, the other side the defenders. The dealer picks up the upcard and "
            "discards a card face down. In round 1 trump is always the upcard's suit."
        ))  # fmt: skip
    paragraphs = [round_1]
    items = []
    if rules.players == 4 and opts.canadian_loner:
        paragraphs.append(w(gettext_noop(
            "The dealer's partner may accept the upcard only by going alone: the dealer lays "
            "down his hand and takes no part, and the upcard goes into nobody's hand."
        )))  # fmt: skip
    elif rules.players == 4:
        paragraphs.append(w(gettext_noop(
            "The dealer's partner may accept too (he assists) and is not obliged to go alone."
        )))  # fmt: skip
    if rules.players == 4 and opts.canadian_loner:
        paragraphs.append(w(gettext_noop(
            "Round 2, only if everybody passed: the upcard is turned face down and, from the "
            "eldest hand clockwise, each player may name one of the other three suits as trump, or "
            "pass. The turned-down suit may never be named. The first to name a suit is the maker. "
            "The dealer's partner who names trump in round 2 is not obliged to go alone."
        )))  # fmt: skip
    else:
        paragraphs.append(w(gettext_noop(
            "Round 2, only if everybody passed: the upcard is turned face down and, from the "
            "eldest hand clockwise, each player may name one of the other three suits as trump, or "
            "pass. The turned-down suit may never be named. The first to name a suit is the maker."
        )))  # fmt: skip
    if opts.stick_the_dealer:
        paragraphs.append(w(gettext_noop(
            "Stick the dealer (on at this table): the dealer may not pass in round 2 and must "
            "name one of the three suits, so a deal is never passed out."
        )))  # fmt: skip
    else:
        paragraphs.append(w(gettext_noop(
            "If everybody passes twice the deal is passed out: the cards are thrown in, "
            "nobody scores and the next player deals."
        )))  # fmt: skip
        if _offered(rules, "stick_the_dealer"):
            items.append(w(gettext_noop(
                "House rule (stick the dealer): the dealer must name a suit in round 2, so no "
                "deal is passed out."
            )))  # fmt: skip
    if rules.deck.has_joker and not rules.variant.joker_upcard_names_trump:
        paragraphs.append(w(gettext_noop(
            "If the joker is turned up it stands for %(suit)s (house rule “%(rule)s”): the "
            "bidding goes on as for a card of that suit, the dealer takes the joker up when "
            "%(suit)s are ordered up, and in round 2 %(suit)s may not be named."
        ), suit=f["joker_suit"], rule=f["titles"]["joker_suit"]))  # fmt: skip
    elif rules.deck.has_joker:
        rest = {"card": f["joker"]}
        if f["joker"] == "JOKER":
            text = gettext_noop(
                "If the joker is turned up there is no bidding: the dealer's team are the makers "
                "and the dealer, before looking at his hand, names trump (any of the four suits), "
                "then takes the joker and discards. Going alone is declared as usual; the dealer's "
                "partner is not obliged to go alone."
            )
        else:
            text = gettext_noop(
                "If the joker (%(card)s) is turned up there is no bidding: the dealer's team are "
                "the makers and the dealer, before looking at his hand, names trump (any of the "
                "four suits), then takes the joker and discards. Going alone is declared as usual; "
                "the dealer's partner is not obliged to go alone."
            )
        paragraphs.append(w(text, **rest))
    title = w(gettext_noop("Bidding: making trump"))
    return Section("bidding", title, tuple(paragraphs), tuple(items))


CALLING_FOR_BEST = gettext_noop(
    "Calling for best: a lone player may discard one card face down and call for the "
    "partner's best card, which the partner chooses and passes face down; a lone "
    "defender may do the same. It is a rule of play: the score does not change."
)


def _going_alone(rules: Rules, f: dict, w: _Writer) -> Section:
    opts, variant = rules.options, rules.variant
    title = w(gettext_noop("Going alone"))
    if not variant.lone_play:
        return Section(
            "going-alone",
            title,
            (w(gettext_noop(
                "There are no lone hands in %(name)s: neither player may go alone or defend alone."
            ), name=f["name"]),),
        )  # fmt: skip
    paragraphs = [
        w(gettext_noop(
            "After trump is named and before the first lead, one player on each team may declare "
            "to play alone: a loner. The loner's partner lays his cards face down and does not "
            "play. On the making side either the maker or the maker's partner may go alone."
        )),
        w(gettext_noop(
            "A lone maker who takes all 5 tricks scores %(march)s; with 3 or 4 tricks, "
            "%(made)s; a lone maker who is euchred gives the defenders %(euchred)s."
        ), march=f["loner_march"], made=f["loner_made"], euchred=f["loner_euchred"]),
    ]  # fmt: skip
    if variant.lone_defence_needs_loner:
        paragraphs.append(
            w(
                gettext_noop(
                    "Either opponent of a lone maker may go alone against him (defending "
                    "alone), never against two makers. A lone defender who euchres the loner "
                    "scores %(points)s; a loner who takes 3 or 4 tricks against him scores "
                    "%(made)s, all 5 %(march)s."
                ),
                points=f["lone_defender_vs_loner"],
                made=f["loner_made"],
                march=f["loner_march"],
            )
        )
    elif opts.defend_alone:
        paragraphs.append(w(gettext_noop(
            "A defender may also play alone against the makers (defending alone). A lone "
            "defender scores %(three_four)s for 3 or 4 tricks and %(five)s for all 5. When both "
            "teams go alone, only two players play."
        ), three_four=f["lone_defender_3_4"], five=f["lone_defender_5"]))  # fmt: skip
    else:
        paragraphs.append(w(gettext_noop(
            "The house rule “%(rule)s” is off at this table: no one may defend alone."
        ), rule=f["titles"]["defend_alone"]))  # fmt: skip
    if variant.call_for_best:
        paragraphs.append(w(CALLING_FOR_BEST))
    if opts.no_loner_after_pass:
        paragraphs.append(w(gettext_noop(
            "No loner after a pass (on at this table): a player who passed in the bidding round "
            "in which trump was made may not play alone, as maker or as defender. Passes in "
            "round 1 do not count when trump is made in round 2."
        )))  # fmt: skip
    else:
        paragraphs.append(w(gettext_noop("A player who passed in the bidding may still go alone.")))
    if opts.canadian_loner:
        paragraphs.append(w(gettext_noop(
            "The dealer's partner who accepts the upcard in round 1 must go alone; the dealer "
            "sits out, so the dealer cannot be the loner then."
        )))  # fmt: skip
    return Section("going-alone", title, tuple(paragraphs))


def _play(rules: Rules, f: dict, w: _Writer) -> Section:
    if rules.players == 2:
        lead = w(gettext_noop("The non-dealer leads the first trick."))
        cards = w(gettext_noop("Each trick has 2 cards."))
    else:
        lead = w(gettext_noop(
            "The opening lead: with nobody alone the eldest hand leads; with one lone player "
            "the player to the loner's left leads; with two lone players the lone defender leads."
        ))  # fmt: skip
        cards = w(gettext_noop(
            "A player who sits out is skipped: a trick has 4 cards, 3 with one lone player and "
            "2 with two."
        ))  # fmt: skip
    paragraphs = (
        lead,
        w(gettext_noop(
            "The leader may lead any card. Play goes clockwise, one card each; the winner of a "
            "trick leads to the next. There are always 5 tricks."
        )),
        cards,
    )  # fmt: skip
    return Section("play", w(gettext_noop("Playing the tricks")), paragraphs)


def _following_suit(rules: Rules, f: dict, w: _Writer) -> Section:
    joker = rules.deck.has_joker
    if joker:
        led = w(gettext_noop(
            "The suit led is the suit of the card led once trump is named: the left bower and the "
            "joker are trumps, so leading one is a trump lead, and every trump follows it, the "
            "bowers included."
        ))  # fmt: skip
    else:
        led = w(gettext_noop(
            "The suit led is the suit of the card led once trump is named: the left bower is a "
            "trump, so leading one is a trump lead, and every trump follows it, the bowers "
            "included."
        ))  # fmt: skip
    paragraphs = [
        w(gettext_noop(
            "You must follow the suit led if you can. If you cannot, you may play any card: you "
            "are not obliged to trump."
        )),
        led,
        w(gettext_noop(
            "The left bower never follows its printed suit. Example: hearts are trump and A♦ is "
            "led. A hand holding 9♦ and J♦ must play 9♦. A hand whose only diamond is J♦ is void "
            "in diamonds and may play anything."
        )),
    ]  # fmt: skip
    if joker:
        paragraphs.append(w(gettext_noop("The joker never follows a suit other than trump.")))
    return Section("following-suit", w(gettext_noop("Following suit")), tuple(paragraphs))


def _trick_winner(rules: Rules, f: dict, w: _Writer) -> Section:
    paragraphs = (
        w(gettext_noop(
            "The highest trump played wins the trick, by the ranking above. If no trump was "
            "played, the highest card of the suit led wins. A card of another suit never wins."
        )),
        w(gettext_noop("There are no ties: each card is in the deck once.")),
    )  # fmt: skip
    return Section("trick-winner", w(gettext_noop("Who wins the trick")), paragraphs)


def _scoring(rules: Rules, f: dict, w: _Writer) -> Section:
    points = {"made": f["made"], "march": f["march"], "euchred": f["euchred"]}
    if rules.players == 2:
        first = w(gettext_noop(
            "The maker needs 3 of the 5 tricks. Exactly one player scores each hand: the maker "
            "scores %(made)s for 3 or 4 tricks and %(march)s for all 5 (a march). With 2 tricks "
            "or fewer the maker is euchred and the defender scores %(euchred)s."
        ), **points)  # fmt: skip
    else:
        first = w(gettext_noop(
            "The makers need 3 of the 5 tricks. Exactly one side scores each hand: the makers "
            "score %(made)s for 3 or 4 tricks and %(march)s for all 5 (a march). With 2 tricks "
            "or fewer the makers are euchred and the defenders score %(euchred)s."
        ), **points)  # fmt: skip
    paragraphs = [
        first,
        w(gettext_noop(
            "The table shows every row in force at this table; the first row that matches the "
            "hand applies. A passed-out deal scores nothing."
        )),
    ]  # fmt: skip
    return Section("scoring", w(gettext_noop("Scoring")), tuple(paragraphs))


def _game_end(rules: Rules, f: dict, w: _Writer) -> Section:
    if rules.players == 2:
        first = w(gettext_noop(
            "After each hand the points go to the player that scored. The first player to reach "
            "or pass %(target)s points wins; the game ends at once and points above the target "
            "are not carried over. Only one player scores per hand, so there is never a tie, and "
            "no hand can be played after the game has ended."
        ), target=f["target"])  # fmt: skip
    elif rules.options.laps:
        first = w(gettext_noop(
            "After each hand the points go to the side that scored. The first side to reach "
            "or pass %(target)s points wins; the game ends at once. Only one side scores per "
            "hand, so there is never a tie, and no hand can be played after the game has ended."
        ), target=f["target"])  # fmt: skip
    else:
        first = w(gettext_noop(
            "After each hand the points go to the side that scored. The first side to reach "
            "or pass %(target)s points wins; the game ends at once and points above the target "
            "are not carried over. Only one side scores per hand, so there is never a tie, and "
            "no hand can be played after the game has ended."
        ), target=f["target"])  # fmt: skip
    paragraphs = [first]
    if f["target"] != f["default_target"]:
        paragraphs.append(w(gettext_noop(
            "%(name)s is usually played to %(default)s; this table plays to %(target)s."
        ), name=f["name"], default=f["default_target"], target=f["target"]))  # fmt: skip
    else:
        paragraphs.append(w(gettext_noop(
            "%(name)s is played to %(default)s; a table may agree another target."
        ), name=f["name"], default=f["default_target"]))  # fmt: skip
    paragraphs.extend(_across_a_match(rules, f, w))
    return Section("game-end", w(gettext_noop("End of the game")), tuple(paragraphs))


def _across_a_match(rules: Rules, f: dict, w: _Writer) -> list[str]:
    """Laps and slam: house rules that reach from one game of a match into the next."""
    said = []
    if _offered(rules, "laps"):
        on = rules.options.laps
        said.append(w(gettext_noop(
            "Laps (on at this table): in a match, the points the winning hand scores past "
            "%(target)s start the winners' score in the next game."
        ) if on else gettext_noop(
            "Laps (a house rule, off at this table): in a match, the points the winning hand "
            "scores past the target would start the winners' score in the next game."
        ), target=f["target"]))  # fmt: skip
    if _offered(rules, "slam"):
        said.append(w(gettext_noop(
            "Slam (on at this table): a game won before the other side has scored a point "
            "counts as two games in the match."
        ) if rules.options.slam else gettext_noop(
            "Slam (a house rule, off at this table): a game won before the other side has "
            "scored a point would count as two games in the match."
        )))  # fmt: skip
    return said


def _house_rules(rules: Rules, f: dict, w: _Writer) -> Section:
    items = []
    for spec in rules.variant.options:
        value = getattr(rules.options, spec.key)
        shown = {
            "title": w(spec.title),
            "summary": w(spec.summary),
            "default": value_text(spec.default, w.words),
            "state": value_text(value, w.words),
        }
        if spec.fixed:
            text = gettext_noop(
                "%(title)s: %(summary)s Default %(default)s; this table: %(state)s (always, in "
                "this variant)."
            )
        else:
            text = gettext_noop(
                "%(title)s: %(summary)s Default %(default)s; this table: %(state)s."
            )
        items.append(w(text, **shown))
    paragraphs = (
        w(gettext_noop(
            "House rules are agreed before play. Each has a default; the fixed ones are part of "
            "%(name)s and cannot be changed."
        ), name=f["name"]),
    )  # fmt: skip
    return Section("house-rules", w(gettext_noop("House rules")), paragraphs, tuple(items))


def _ambiguities(rules: Rules, f: dict, w: _Writer) -> Section:
    items = tuple(
        f"{a.key}. {w(a.question).format(**f)} {w(a.decision).format(**f)}"
        for a in AMBIGUITIES
        if rules.variant.key in a.variants
    )
    paragraphs = (
        w(gettext_noop(
            "The rule texts leave some questions open or disagree. These are the decisions this "
            "app applies."
        )),
    )  # fmt: skip
    return Section("ambiguities", w(gettext_noop("Decided ambiguities")), paragraphs, items)
