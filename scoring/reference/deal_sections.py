"""The reference's sections on the cards, the seats, the deal and the ranking."""

from ..rules import Rules
from ..words import gettext_noop
from .writing import Section, Writer, offered


def cards(rules: Rules, f: dict, w: Writer) -> Section:
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
    elif offered(rules, "deck"):
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


def seats(rules: Rules, f: dict, w: Writer) -> Section:
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


def dealing(rules: Rules, f: dict, w: Writer) -> Section:
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


def ranking(rules: Rules, f: dict, w: Writer) -> Section:
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
