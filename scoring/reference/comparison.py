"""The variants side by side, each cell read from the variant data."""

from ..rules import Rules, rules_for
from ..variants import VARIANTS, Variant
from .facts import points


def _points_text(value: int | None) -> str:
    return "not allowed" if value is None else str(value)


def comparison() -> list[tuple[str, list[str]]]:
    """The variants side by side: a label and one cell per variant, from the variant data."""
    columns = [(variant, rules_for(variant.key)) for variant in VARIANTS.values()]

    def row(label, cell):
        return (label, [cell(variant, rules) for variant, rules in columns])

    return [
        row("Players", lambda v, r: "4, two teams" if v.players == 4 else "2, each alone"),
        row("Deck", _deck_text),
        row("Game to", lambda v, r: str(v.default_target)),
        row("Joker", lambda v, r: "highest trump" if r.deck.has_joker else "no"),
        row("Going alone", lambda v, r: "yes, one per team" if v.lone_play else "no lone hands"),
        row("Dealer's partner orders up", _partner_text),
        row("March", lambda v, r: _points_text(points(r, 5))),
        row("Lone march", lambda v, r: _points_text(points(r, 5, maker_loner=True))),
        row("Euchre", lambda v, r: _points_text(points(r, 2))),
        row("Lone defender, 3–4 tricks", lambda v, r: _points_text(points(r, 2, False, True))),
        row("Lone defender, 5 tricks", lambda v, r: _points_text(points(r, 0, False, True))),
        row("House rules", lambda v, r: ", ".join(s.title for s in v.options if not s.fixed)),
    ]


def _deck_text(variant: Variant, rules: Rules) -> str:
    sizes = [str(size) for size in variant.deck_sizes]
    text = f"{sizes[0]} cards" + (" with the joker" if rules.deck.has_joker else "")
    return text + (f" ({', '.join(sizes[1:])}: house rule)" if len(sizes) > 1 else "")


def _partner_text(variant: Variant, rules: Rules) -> str:
    if variant.players != 4:
        return "no partners"
    spec = variant.option("canadian_loner")
    if rules.options.canadian_loner:
        return "must go alone"
    return "may assist" + (" (house rule: must go alone)" if spec and not spec.fixed else "")
