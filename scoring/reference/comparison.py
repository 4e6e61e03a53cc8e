"""The variants side by side, each cell read from the variant data."""

from ..rules import Rules, rules_for
from ..variants import VARIANTS, Variant
from ..words import ENGLISH, Words, gettext_noop
from .facts import points


def comparison(words: Words = ENGLISH) -> list[tuple[str, list[str]]]:
    """The variants side by side: a label and one cell per variant, from the variant data,
    in the language of ``words``."""
    columns = [(variant, rules_for(variant.key)) for variant in VARIANTS.values()]
    _ = words.gettext

    def row(label, cell):
        return (_(label), [cell(variant, rules) for variant, rules in columns])

    def points_text(value: int | None) -> str:
        return _(gettext_noop("not allowed")) if value is None else str(value)

    def players(v: Variant, r: Rules) -> str:
        said = {4: gettext_noop("4, two teams"), 3: gettext_noop("3, each alone")}
        return _(said.get(v.players, gettext_noop("2, each alone")))

    def euchre(v: Variant, r: Rules) -> str:
        if v.maker_always_alone:  # a euchre scores for both of the maker's opponents
            return _(gettext_noop("%(points)s to each opponent")) % {"points": points(r, 2)}
        return points_text(points(r, 2))

    def joker(v: Variant, r: Rules) -> str:
        return _(gettext_noop("highest trump") if r.deck.has_joker else gettext_noop("no"))

    def alone(v: Variant, r: Rules) -> str:
        yes, no = gettext_noop("yes, one per team"), gettext_noop("no lone hands")
        return _(yes if v.lone_play else no)

    def lone_defender(tricks: int):
        def cell(v: Variant, r: Rules) -> str:
            if not v.lone_defence_needs_loner:
                return points_text(points(r, tricks, False, True))
            value = points(r, tricks, True, True)
            return _(gettext_noop("%(points)s, against a loner only")) % {"points": value}

        return cell

    return [
        row(gettext_noop("Players"), players),
        row(gettext_noop("Deck"), lambda v, r: _deck_text(v, r, words)),
        row(gettext_noop("Game to"), lambda v, r: str(v.default_target)),
        row(gettext_noop("Joker"), joker),
        row(gettext_noop("Going alone"), alone),
        row(gettext_noop("Dealer's partner orders up"), lambda v, r: _partner_text(v, r, words)),
        row(gettext_noop("March"), lambda v, r: points_text(points(r, 5))),
        row(gettext_noop("Lone march"), lambda v, r: points_text(points(r, 5, maker_loner=True))),
        row(gettext_noop("Euchre"), euchre),
        row(gettext_noop("Lone defender, 3–4 tricks"), lone_defender(2)),
        row(gettext_noop("Lone defender, 5 tricks"), lone_defender(0)),
        row(gettext_noop("House rules"),
            lambda v, r: ", ".join(_(s.title) for s in v.options if not s.fixed)),
    ]  # fmt: skip


def _deck_text(variant: Variant, rules: Rules, words: Words = ENGLISH) -> str:
    sizes = [str(size) for size in variant.deck_sizes]
    if rules.deck.has_joker:
        text = words.gettext(gettext_noop("%(size)s cards with the joker")) % {"size": sizes[0]}
    else:
        text = words.gettext(gettext_noop("%(size)s cards")) % {"size": sizes[0]}
    if len(sizes) > 1:
        text += " " + words.gettext(gettext_noop("(%(sizes)s: house rule)")) % {
            "sizes": ", ".join(sizes[1:])
        }
    return text


def _partner_text(variant: Variant, rules: Rules, words: Words = ENGLISH) -> str:
    _ = words.gettext
    if variant.players != 4:
        return _(gettext_noop("no partners"))
    spec = variant.option("canadian_loner")
    if rules.options.canadian_loner:
        return _(gettext_noop("must go alone"))
    if spec and not spec.fixed:
        return _(gettext_noop("may assist (house rule: must go alone)"))
    return _(gettext_noop("may assist"))
