"""The ruleset controls of a form (variant, points to win, house rules), shared by every
form that starts something playing a ruleset: a new game, a new league.

The controls are drawn by ``templates/games/_ruleset.html`` from ``ruleset_context`` and
switched by ``static/js/app/ruleset.js``; a posted form is read back by ``ruleset_posted``.
What the rules allow is the rules core's to say (``scoring.rules_for``), not this module's.
"""

import json

from django.utils.text import capfirst
from django.utils.translation import gettext

from core.words import READER, reader_table_sheet
from scoring import Suit

#: The points-to-win choices offered as buttons; any other number is typed.
TARGETS = (10, 11)


def variant_forms() -> list[dict]:
    return [_variant_form(variant) for variant in reader_table_sheet()["variants"].values()]


def league_variant_forms() -> list[dict]:
    """The variants a league plays: two sides a game (not three-handed Euchre)."""
    return [variant for variant in variant_forms() if len(variant["teams"]) == 2]


def ruleset_context(
    chosen: str | None = None,
    variants: list[dict] | None = None,
    *,
    posted=None,
    errors: dict | None = None,
) -> dict:
    """What the partial draws: every variant's controls, ``chosen`` shown (else the first),
    each house rule as the variant has it by default or, for a form sent back with its
    ``errors``, as ``posted``."""
    variants = variants if variants is not None else variant_forms()
    keys = [variant["key"] for variant in variants]
    chosen = chosen if chosen in keys else keys[0]
    ticked = set(posted.getlist("option")) if posted is not None else None
    for variant in variants:
        mine = posted is not None and variant["key"] == chosen
        for option in variant["switches"]:
            option["on"] = option["key"] in ticked if mine else option["default"]
        for option in variant["choices"]:
            sent = posted.get(f"choice-{option['key']}") if mine else None
            for value in option["values"]:
                value["on"] = value["json"] == sent if sent is not None else value["default"]
    context = {"variants": variants, "chosen": chosen, "errors": errors or {}}
    if posted is not None:
        context.update(target=posted.get("target", ""), target_other=posted.get("target_other", ""))
    return context


def _variant_form(variant: dict) -> dict:
    """A variant's house rules as form controls: switches, choices, and those always on."""
    options = [dict(o) for o in variant["options"]]
    offered = [o for o in options if not o["fixed"]]
    for option in offered:
        option["values"] = [
            {
                "json": json.dumps(value),
                "label": _value_label(option["key"], value),
                "default": value == option["default"],
            }
            for value in option["choices"]
        ]
        # Words (a suit's name) two to a row on a phone; numbers and cards fit four.
        option["wide"] = any(len(value["label"]) > 4 for value in option["values"])
    return {
        **variant,
        "switches": [o for o in offered if o["choices"] == [False, True]],
        "choices": [o for o in offered if o["choices"] != [False, True]],
        "fixed": [o for o in options if o["fixed"]],
    }


def _value_label(key: str, value: object) -> str:
    if value is None:
        return gettext("none")
    if key == "joker_suit":  # a suit's letter, said as the suit
        return capfirst(Suit.parse(value).plural(READER))
    if key == "benny_card":  # a card, as the cards print it
        return f"{value[:-1]}{Suit.parse(value[-1]).symbol}"
    return str(value)


class RulesetUnreadable(ValueError):
    """A posted ruleset that is not even a question for the rules core."""

    def __init__(self, field: str, message: str):
        super().__init__(message)
        self.field = field
        self.message = message


def ruleset_posted(data) -> dict:
    """``variant``, ``target`` and ``options`` from a posted form (a ``QueryDict``), as a
    service takes them: the chosen variant's switches (a box not ticked is off) and
    choices. Whether they make a ruleset is the rules core's to decide."""
    variants = {variant["key"]: variant for variant in variant_forms()}
    variant = variants.get(data.get("variant", ""))
    if variant is None:
        raise RulesetUnreadable("variant", gettext("Choose a variant."))
    ticked = set(data.getlist("option"))
    options = {option["key"]: option["key"] in ticked for option in variant["switches"]}
    for option in variant["choices"]:
        posted = data.get(f"choice-{option['key']}")
        if posted is not None:
            try:
                options[option["key"]] = json.loads(posted)
            except ValueError:
                raise RulesetUnreadable(
                    "options", gettext("%(rule)s: choose one.") % {"rule": option["title"]}
                ) from None
    return {"variant": variant["key"], "target": _target(data), "options": options}


def _target(data) -> int:
    chosen = data.get("target", "")
    typed = data.get("target_other", "").strip() if chosen == "other" else chosen
    try:
        return int(typed)
    except ValueError:
        raise RulesetUnreadable(
            "target", gettext("Points to win: a whole number, 1 or more.")
        ) from None
