"""The reference's sections on the play of a trick."""

from ..rules import Rules
from ..words import gettext_noop
from .writing import Section, Writer


def play(rules: Rules, f: dict, w: Writer) -> Section:
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


def following_suit(rules: Rules, f: dict, w: Writer) -> Section:
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


def trick_winner(rules: Rules, f: dict, w: Writer) -> Section:
    paragraphs = (
        w(gettext_noop(
            "The highest trump played wins the trick, by the ranking above. If no trump was "
            "played, the highest card of the suit led wins. A card of another suit never wins."
        )),
        w(gettext_noop("There are no ties: each card is in the deck once.")),
    )  # fmt: skip
    return Section("trick-winner", w(gettext_noop("Who wins the trick")), paragraphs)
