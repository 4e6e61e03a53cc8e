"""The questions the rule texts leave open or disagree on, with the decision this app
applies (docs/rules.md §9); each decision's numbers are filled in from the variant data."""

from dataclasses import dataclass

from ..variants import VARIANTS
from ..words import gettext_noop


@dataclass(frozen=True)
class Ambiguity:
    key: str
    question: str  # the question and the decision are templates: their {names} are filled
    decision: str  # from the variant data (``facts``)
    variants: tuple[str, ...]


ALL = tuple(VARIANTS)
PARTNERSHIPS = ("north_american", "british")

AMBIGUITIES = (
    Ambiguity(
        "A1",
        gettext_noop("Must the dealer pick up the upcard after an order-up?"),
        gettext_noop(
            "Yes: picking it up is mandatory (it changes nothing in the scoring), "
            "except in British Euchre when the dealer's partner orders up and the "
            "dealer sits out."
        ),
        ALL,
    ),
    Ambiguity(
        "A2",
        gettext_noop("Which suits keep their jack?"),
        gettext_noop(
            "Only the suit of trump's colour loses its jack (to trump, as the left "
            "bower); the other two suits keep theirs, ranked A K Q J 10 and down."
        ),
        ALL,
    ),
    Ambiguity(
        "A3",
        gettext_noop("May the turned-down suit be named in round 2?"),
        gettext_noop("No, never: naming it is refused in every variant."),
        ALL,
    ),
    Ambiguity(
        "A4",
        gettext_noop("What does a lone defender score?"),
        gettext_noop(
            "As seeded for each variant: {name} gives {lone_defender_3_4} for 3 or "
            "4 tricks and {lone_defender_5} for all 5. In North American Euchre "
            "the house rule “{titles[lone_defender_euchre_4]}” gives 4 for 3 or 4 "
            "tricks."
        ),
        PARTNERSHIPS,
    ),
    Ambiguity(
        "A5",
        gettext_noop("Who leads when someone goes alone?"),
        gettext_noop("The player to the loner's left; with two loners, the lone defender."),
        PARTNERSHIPS,
    ),
    Ambiguity(
        "A6",
        gettext_noop("Who may go alone?"),
        gettext_noop(
            "Anyone, at most one player per team, even after passing; the house rules "
            "“{titles[defend_alone]}” and “{titles[no_loner_after_pass]}” restrict it."
        ),
        PARTNERSHIPS,
    ),
    Ambiguity(
        "A7",
        gettext_noop(
            "Which passes bar a loner under the house rule “{titles[no_loner_after_pass]}”?"
        ),
        gettext_noop(
            "Only passes in the bidding round in which trump was made: passes in "
            "round 1 do not count when trump is made in round 2."
        ),
        PARTNERSHIPS,
    ),
    Ambiguity(
        "A8",
        gettext_noop("What does euchring a lone maker score?"),
        gettext_noop(
            "{loner_euchred}, like any euchre; the house rule “{titles[lone_maker_euchre_4]}” "
            "makes it 4."
        ),
        PARTNERSHIPS,
    ),
    Ambiguity(
        "A9",
        gettext_noop("What does a lone maker score for 3 or 4 tricks?"),
        gettext_noop("{loner_made}, the same as with a partner."),
        PARTNERSHIPS,
    ),
    Ambiguity(
        "A10",
        gettext_noop("Reach, pass or exceed the target?"),
        gettext_noop(
            "All the same: the game ends with the hand that reaches {target} or "
            "more, and points above it are not carried over."
        ),
        ALL,
    ),
    Ambiguity(
        "A11",
        gettext_noop("How many cards each with the 32-card deck?"),
        gettext_noop("Still 5 cards and 5 tricks; the 21st card is the upcard."),
        ("north_american", "two_handed"),
    ),
    Ambiguity(
        "A12",
        gettext_noop("Who is the maker when the joker is turned up?"),
        gettext_noop(
            "The dealer, who names any of the four suits. Going alone is still "
            "allowed, and the dealer's partner is not obliged to go alone."
        ),
        ("british",),
    ),
    Ambiguity(
        "A13",
        gettext_noop("When the dealer's partner orders up in round 1, may the dealer play?"),
        gettext_noop(
            "No: the dealer lays his hand down, so the dealer cannot be the loner. "
            "A lone defender is still allowed, and then leads."
        ),
        ("british",),
    ),
    Ambiguity(
        "A14",
        gettext_noop("“{titles[stick_the_dealer]}” in British Euchre?"),
        gettext_noop("The seed does not mention it: it is an optional house rule only."),
        ("british",),
    ),
    Ambiguity(
        "A15",
        gettext_noop("Who deals after a passed-out deal in two-handed Euchre?"),
        gettext_noop("The other player, as after any hand."),
        ("two_handed",),
    ),
    Ambiguity(
        "A16",
        gettext_noop("What does three-handed Euchre score, and who wins a tie?"),
        gettext_noop(
            "The pages disagree, so each value is a house rule: by default {made} for 3 or 4 "
            "tricks, {march} for a march, and {euchred} to each opponent for a euchre. Two "
            "players who reach the target on the same hand: the higher total wins; level, they "
            "play on until one leads."
        ),
        ("three_handed",),
    ),
    Ambiguity(
        "A17",
        gettext_noop(
            "Is the North American lone defender's score for 3 or 4 tricks really that low?"
        ),
        gettext_noop(
            "Yes, {north_american_lone_defender_3_4} as the seed says (4 only for "
            "all 5 tricks); British Euchre gives {british_lone_defender_3_4}."
        ),
        ("north_american",),
    ),
)
