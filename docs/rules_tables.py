"""Write the tables of docs/rules.md from the rules core, so the doc cannot drift from it.

The doc is prose written by hand around blocks marked

    <!-- BEGIN generated: NAME -->
    ...
    <!-- END generated: NAME -->

and this script rewrites the inside of each block from ``scoring``'s data. Run it after
changing a variant, a house rule or a decided ambiguity:

    .venv/bin/python docs/rules_tables.py           # rewrite docs/rules.md
    .venv/bin/python docs/rules_tables.py --check   # exit 1 if the doc is out of date

tests/docs/test_rules_doc.py fails while the committed doc differs from what this writes.
"""

import re
import sys
from collections.abc import Callable
from pathlib import Path

from scoring import OPTION_KEYS, VARIANTS, Suit, Variant, plain_order, rules_for, trump_order
from scoring.cards import build_deck
from scoring.options import TITLES
from scoring.reference import AMBIGUITIES, facts
from scoring.table import Row

DOC = Path(__file__).with_name("rules.md")
BLOCK = re.compile(
    r"(<!-- BEGIN generated: (?P<name>[\w-]+) -->\n)"
    r"(?P<body>.*?)"
    r"(<!-- END generated: (?P=name) -->)",
    re.DOTALL,
)
SHORT = {
    "north_american": "North American",
    "british": "British",
    "two_handed": "Two-handed",
    "railroad": "Railroad",
    "three_handed": "Three-handed",
}


def table(header: list[str], rows: list[list[str]]) -> str:
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(cells) + " |" for cells in rows]
    return "\n".join(lines) + "\n"


def code(value: object) -> str:
    return f"`{value}`"


def value_text(value: object) -> str:
    return {True: "on", False: "off", None: "none"}.get(value, str(value))  # type: ignore[call-overload]


def tricks_text(tricks: tuple[int, ...]) -> str:
    return str(tricks[0]) if len(tricks) == 1 else f"{tricks[0]}–{tricks[-1]}"


def condition_text(required: bool | None) -> str:
    return {True: "yes", False: "no", None: "either"}[required]


# --- the blocks ---------------------------------------------------------------------------


def variants() -> str:
    rows = [
        [
            code(v.key),
            v.name,
            str(v.players),
            " or ".join(str(size) for size in v.deck_sizes),
            str(v.default_target),
            "yes" if v.lone_play else "no",
            v.sources,
        ]
        for v in VARIANTS.values()
    ]
    header = ["key", "name", "players", "cards", "target", "lone hands", "seeds"]
    return table(header, rows)


def ranking() -> str:
    """Hearts trump, in each pack the app deals."""
    packs = [("24 cards", build_deck(24)), ("32 cards", build_deck(32))]
    packs.append(("25 cards (British)", build_deck(25)))
    rows = []
    for label, deck in packs:
        trump = ", ".join(deck.name(card) for card in trump_order(Suit.HEARTS, deck))
        diamonds = ", ".join(
            deck.name(card) for card in plain_order(Suit.DIAMONDS, Suit.HEARTS, deck)
        )
        spades = ", ".join(deck.name(card) for card in plain_order(Suit.SPADES, Suit.HEARTS, deck))
        rows.append([label, trump, diamonds, spades])
    header = ["pack", "trump (hearts)", "same colour (diamonds)", "other colour (spades)"]
    return table(header, rows)


#: The situations of a hand, as (label, maker_tricks, maker_loner, defender_loner).
SITUATIONS = (
    ("makers with partner take 3–4", 3, False, False),
    ("makers with partner take 5 (march)", 5, False, False),
    ("lone maker takes 3–4", 3, True, False),
    ("lone maker takes 5 (lone march)", 5, True, False),
    ("makers euchred (0–2), nobody alone", 2, False, False),
    ("lone maker euchred (0–2)", 2, True, False),
    ("lone defender, makers take 1–2", 2, False, True),
    ("lone defender, makers take 0", 0, False, True),
    ("lone defender against a lone maker, who takes 0–2", 2, True, True),
)


def points_text(row: Row | None, variant: Variant | None = None) -> str:
    if row is None:
        return "not allowed"
    if variant is not None and variant.maker_always_alone:  # one maker against two
        return (
            f"{row.points} to the maker"
            if row.side.value == "makers"
            else (f"{row.points} to each opponent")
        )
    return f"{row.points} to the {row.side.value}"


def scoring_summary() -> str:
    """What each variant's table gives with its default house rules."""
    tables = [rules_for(key) for key in VARIANTS]
    rows = []
    for label, tricks, maker_loner, defender_loner in SITUATIONS:
        cells = []
        for rules in tables:
            found = (r for r in rules.table if r.matches(tricks, maker_loner, defender_loner))
            alone = maker_loner or defender_loner
            row = None if alone and not rules.variant.lone_play else next(found, None)
            cells.append(points_text(row, rules.variant))
        rows.append([label, *cells])
    rows.append(["target", *(str(v.default_target) for v in VARIANTS.values())])
    return table(["hand", *(SHORT[key] for key in VARIANTS)], rows)


def scoring_rows(variant: Variant) -> str:
    rows = [
        [
            code(r.key),
            r.description,
            tricks_text(r.tricks),
            condition_text(r.maker_loner),
            condition_text(r.defender_loner),
            f"**{r.points}**"
            + (f" (house rule {code(r.points_option)})" if r.points_option else ""),
            "each defender"
            if variant.maker_always_alone and r.side.value == "defenders"
            else (r.side.value),
            code(r.option) if r.option else "",
            r.source or variant.sources,
        ]
        for r in variant.rows
    ]
    header = ["row", "when", "makers' tricks", "lone maker", "lone defender", "points", "to",
              "only with", "source"]  # fmt: skip
    return table(header, rows)


def house_rules() -> str:
    rows = []
    for key in OPTION_KEYS:
        offered = [(v, v.option(key)) for v in VARIANTS.values()]
        summary = next(spec.summary for _, spec in offered if spec and not spec.fixed)
        cells = []
        for _, spec in offered:
            if spec is None:
                cells.append("—")
            elif spec.fixed:
                cells.append(f"always {value_text(spec.default)}")
            else:
                cells.append(f"{value_text(spec.default)} ({spec.source or 'beyond the seeds'})")
        rows.append([code(key), TITLES[key], summary, *cells])
    header = ["key", "name", "what it does", *(f"{SHORT[k]} default (source)" for k in VARIANTS)]
    return table(header, rows)


def ambiguities() -> str:
    """Each decision as the rules pages word it, once per variant where the numbers differ."""
    rows = []
    for ambiguity in AMBIGUITIES:
        worded: dict[str, list[str]] = {}
        for key in ambiguity.variants:
            text = ambiguity.decision.format(**facts(rules_for(key)))
            worded.setdefault(text, []).append(SHORT[key])
        for text, names in worded.items():
            rows.append([ambiguity.key, ", ".join(names), text])
    return table(["key", "variants", "the app's decision"], rows)


BLOCKS: dict[str, Callable[[], str]] = {
    "variants": variants,
    "ranking": ranking,
    "scoring-summary": scoring_summary,
    **{f"scoring-{key}": (lambda v=v: scoring_rows(v)) for key, v in VARIANTS.items()},
    "house-rules": house_rules,
    "ambiguities": ambiguities,
}


def generate(text: str) -> str:
    """``text`` with every generated block written afresh; a block of an unknown name fails."""

    def fill(match: re.Match) -> str:
        name = match["name"]
        if name not in BLOCKS:
            raise KeyError(f"docs/rules.md has a generated block {name!r} this script cannot write")
        return f"{match[1]}\n{BLOCKS[name]()}\n{match[4]}"

    return BLOCK.sub(fill, text)


def block_names(text: str) -> list[str]:
    return [match["name"] for match in BLOCK.finditer(text)]


def main(argv: list[str]) -> int:
    current = DOC.read_text(encoding="utf-8")
    fresh = generate(current)
    if "--check" in argv:
        if fresh != current:
            print(f"{DOC} is out of date: run .venv/bin/python docs/rules_tables.py")
            return 1
        return 0
    DOC.write_text(fresh, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
