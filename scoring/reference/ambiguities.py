"""The questions the rule texts leave open or disagree on, with the decision this app
applies (docs/rules.md §9); each decision's numbers are filled in from the variant data."""

from dataclasses import dataclass

from ..variants import VARIANTS


@dataclass(frozen=True)
class Ambiguity:
    key: str
    question: str
    decision: str  # a template: {names} are filled from the variant data (``facts``)
    variants: tuple[str, ...]


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
