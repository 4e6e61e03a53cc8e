"""The numbers and names the reference's prose quotes, read from the variant data."""

from ..cards import SUIT_NAMES, Suit
from ..options import TITLES
from ..ranking import trump_order
from ..rules import Rules, rules_for
from ..variants import VARIANTS
from ..words import ENGLISH, Words, gettext_noop


def points(rules: Rules, maker_tricks: int, maker_loner=False, defender_loner=False) -> int | None:
    """The points the table in force gives for a hand, or None if the variant forbids it."""
    row = next(
        (r for r in rules.table if r.matches(maker_tricks, maker_loner, defender_loner)), None
    )
    return None if row is None else row.points


ORDINALS = (
    gettext_noop("highest"),
    gettext_noop("second-highest"),
    gettext_noop("third-highest"),
    gettext_noop("fourth-highest"),
)


def _ordinal(position: int, words: Words = ENGLISH) -> str:
    return words.gettext(ORDINALS[position])


def facts(rules: Rules, words: Words = ENGLISH) -> dict[str, object]:
    """The numbers and names the prose of a variant quotes, as the table plays it (the
    variant's name, a bower's place and the house rules' titles in the language of
    ``words``: the prose names a house rule by its title, never by its API key)."""
    deck, variant = rules.deck, rules.variant
    hearts = [deck.name(card) for card in trump_order(Suit.HEARTS, deck)]
    found = {
        "name": words.gettext(variant.name),
        "players": variant.players,
        "deck": deck.size,
        "lowest": deck.lowest_rank_name,
        "kitty": deck.size - 5 * variant.players - 1,
        "target": rules.target,
        "default_target": variant.default_target,
        "trumps": len(hearts),
        "right_place": _ordinal(hearts.index("JH"), words),
        "left_place": _ordinal(hearts.index("JD"), words),
        "joker": deck.joker_name,
        "made": points(rules, 3),
        "march": points(rules, 5),
        "euchred": points(rules, 2),
        "loner_made": points(rules, 3, maker_loner=True),
        "loner_march": points(rules, 5, maker_loner=True),
        "loner_euchred": points(rules, 2, maker_loner=True),
        "lone_defender_3_4": points(rules, 2, defender_loner=True),
        "lone_defender_5": points(rules, 0, defender_loner=True),
        "lone_defender_vs_loner": points(rules, 2, maker_loner=True, defender_loner=True),
        "joker_suit": rules.options.joker_suit
        and words.gettext(SUIT_NAMES[Suit.parse(rules.options.joker_suit)]),
        "titles": {key: words.gettext(title) for key, title in TITLES.items()},
    }
    for key in VARIANTS:
        other = rules_for(key)
        found[f"{key}_target"] = other.target
        found[f"{key}_lone_defender_3_4"] = points(other, 2, defender_loner=True)
        found[f"{key}_lone_defender_5"] = points(other, 0, defender_loner=True)
    return found
