"""The reference's sections that three-handed ("cutthroat") Euchre words its own way: three
players each on their own, the maker alone against the other two, a euchre that scores for
both of them, and a game two players can reach on the same hand (docs/rules.md §7)."""

from ..rules import Rules
from ..words import gettext_noop
from .score_sections import target_said
from .writing import Section, Writer

#: Each section's title and paragraphs, their placeholders filled from ``facts``.
SECTIONS = {
    "seats": (gettext_noop("Seats and partnerships"), (
        gettext_noop(
            "Three players, each on their own: there are no partnerships. The seats are "
            "numbered 0 to 2 clockwise, and each player keeps their own score."
        ),
        gettext_noop(
            "The player to the dealer's left (the next seat, seat 0 after seat 2) is the "
            "eldest hand: he bids first and leads the first trick."
        ),
    )),
    "going-alone": (gettext_noop("Going alone"), (
        gettext_noop(
            "The maker always plays alone against the other two, who defend together for that "
            "hand. So no one declares a lone hand: a lone maker or a lone defender is refused."
        ),
    )),
    "play": (gettext_noop("Playing the tricks"), (
        gettext_noop("The eldest hand leads the first trick."),
        gettext_noop(
            "The leader may lead any card. Play goes clockwise, one card each; the winner of a "
            "trick leads to the next. There are always 5 tricks."
        ),
        gettext_noop("Each trick has 3 cards: everyone plays every trick."),
    )),
    "scoring": (gettext_noop("Scoring"), (
        gettext_noop(
            "The maker needs 3 of the 5 tricks, alone against two. The maker scores %(made)s for "
            "3 or 4 tricks and %(march)s for all 5 (a march). With 2 tricks or fewer the maker "
            "is euchred and each of the two opponents scores %(euchred)s."
        ),
        gettext_noop(
            "The table shows every row in force at this table; the first row that matches the "
            "hand applies. A passed-out deal scores nothing."
        ),
    )),
    "game-end": (gettext_noop("End of the game"), (
        gettext_noop(
            "After each hand the points go to the player, or the two players, who scored. The "
            "game ends as soon as a player reaches or passes %(target)s points. A euchre scores "
            "for two players, so two may reach the target on the same hand: then the higher "
            "total wins. Two level at the top play on, hand after hand, until one of them leads."
        ),
    )),
}  # fmt: skip


def sections(rules: Rules, f: dict, w: Writer) -> dict[str, Section]:
    """The sections three-handed Euchre words its own way, by anchor."""
    built = {}
    for anchor, (title, paragraphs) in SECTIONS.items():
        said = tuple(w(text, **f) for text in paragraphs)
        if anchor == "game-end":
            said += (target_said(f, w),)
        built[anchor] = Section(anchor, w(title), said)
    return built
