"""The reference's sections on bidding and going alone."""

from ..rules import Rules
from ..words import gettext_noop
from .writing import Section, Writer, offered


def bidding(rules: Rules, f: dict, w: Writer) -> Section:
    opts = rules.options
    if rules.players == 2:
        round_1 = w(gettext_noop(
            "Round 1: the non-dealer passes or orders up the upcard's suit as trump. If he "
            "passes, the dealer passes or takes it up. Whoever accepts is the maker; the dealer "
            "picks up the upcard and discards a card face down. In round 1 trump is always the "
            "upcard's suit."
        ))  # fmt: skip
    elif rules.players == 3:
        round_1 = w(gettext_noop(
            "Round 1: from the eldest hand clockwise, each player passes or accepts the upcard's "
            "suit as trump: an opponent of the dealer orders it up, the dealer takes it up. "
            "The first to accept is the maker and plays alone against the other two, who "
            "defend together. The dealer picks up the upcard and discards a card face down. In "
            "round 1 trump is always the upcard's suit."
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
        if offered(rules, "stick_the_dealer"):
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


def going_alone(rules: Rules, f: dict, w: Writer) -> Section:
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
