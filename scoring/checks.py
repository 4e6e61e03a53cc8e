"""Consistency of the variant tables, checked at start-up (a Django system check calls this)."""

from itertools import product

from .options import OPTION_KEYS
from .table import Side, index_rows
from .variants import VARIANTS, Variant


def variant_problems(variant: Variant) -> list[str]:
    problems = []
    offered = {spec.key for spec in variant.options}
    for spec in variant.options:
        if spec.key not in OPTION_KEYS:
            problems.append(f"{variant.key}: option {spec.key} is not a house rule")
        if spec.default not in spec.choices:
            problems.append(f"{variant.key}: option {spec.key} defaults outside its choices")
    for r in variant.rows:
        if r.option is not None and r.option not in offered:
            problems.append(f"{variant.key}: row {r.key} depends on {r.option}, not offered")
        if r.points_option is not None and variant.option(r.points_option) is None:
            problems.append(f"{variant.key}: row {r.key} is worth {r.points_option}, not offered")
        elif r.points_option is not None and variant.option(r.points_option).default != r.points:
            problems.append(f"{variant.key}: row {r.key} is not worth its house rule's default")
        if r.points <= 0:
            problems.append(f"{variant.key}: row {r.key} scores {r.points}")
        expected = Side.MAKERS if min(r.tricks) >= 3 else Side.DEFENDERS
        if r.side is not expected or (max(r.tricks) >= 3) != (min(r.tricks) >= 3):
            problems.append(f"{variant.key}: row {r.key} gives points to the wrong side")
    row_options = sorted({r.option for r in variant.rows if r.option})
    loners = (False, True) if variant.lone_play else (False,)
    for switches in product((False, True), repeat=len(row_options)):
        enabled = frozenset(o for o, on in zip(row_options, switches, strict=True) if on)
        index = index_rows(variant.rows, enabled)
        for tricks, maker_loner, defender_loner in product(range(6), loners, loners):
            if not variant.allows_loners(maker_loner, defender_loner):
                continue
            if index[tricks * 4 + maker_loner * 2 + defender_loner] is None:
                problems.append(
                    f"{variant.key}: no row scores {tricks} tricks with maker_loner="
                    f"{maker_loner}, defender_loner={defender_loner} and {sorted(enabled)} on"
                )
    return problems


def all_problems() -> list[str]:
    return [problem for variant in VARIANTS.values() for problem in variant_problems(variant)]
