"""House rules: which a variant offers, their defaults, and resolving a game's choice."""

from collections.abc import Mapping
from dataclasses import dataclass, fields

from .errors import Code, RuleViolation, Text, shown
from .words import gettext_noop


@dataclass(frozen=True)
class Options:
    """Every house rule, resolved. Rules a variant does not offer keep these values."""

    deck: int = 24
    benny_card: str | None = None
    stick_the_dealer: bool = False
    defend_alone: bool = True
    no_loner_after_pass: bool = False
    canadian_loner: bool = False
    lone_maker_euchre_4: bool = False
    super_euchre: bool = False
    lone_defender_euchre_4: bool = False
    joker_suit: str | None = None
    laps: bool = False
    slam: bool = False
    made_points: int = 1
    march_points: int = 3
    euchre_points: int = 2

    def enabled(self) -> frozenset[str]:
        return frozenset(f.name for f in fields(self) if getattr(self, f.name) is True)


OPTION_KEYS = tuple(f.name for f in fields(Options))

#: What the pages call each house rule (its key is what the API and addresses call it).
TITLES = {
    "deck": gettext_noop("Deck"),
    "benny_card": gettext_noop("Benny card"),
    "stick_the_dealer": gettext_noop("Stick the dealer"),
    "defend_alone": gettext_noop("Defending alone"),
    "no_loner_after_pass": gettext_noop("No loner after passing"),
    "canadian_loner": gettext_noop("Canadian loner"),
    "lone_maker_euchre_4": gettext_noop("4 for euchring a loner"),
    "super_euchre": gettext_noop("Super euchre"),
    "lone_defender_euchre_4": gettext_noop("4 for a lone defender's euchre"),
    "joker_suit": gettext_noop("The joker turned up"),
    "laps": gettext_noop("Laps"),
    "slam": gettext_noop("Slam"),
    "made_points": gettext_noop("Points for making it"),
    "march_points": gettext_noop("Points for a march"),
    "euchre_points": gettext_noop("Points for a euchre"),
}


@dataclass(frozen=True)
class OptionSpec:
    """A house rule as a variant offers it. A ``fixed`` rule is part of the variant."""

    key: str
    default: object
    choices: tuple
    summary: str
    fixed: bool = False
    source: str = ""

    @property
    def title(self) -> str:
        return TITLES[self.key]

    def check(self, value: object, variant_name: str) -> object:
        if isinstance(value, str) and not isinstance(self.default, bool):
            value = value.strip().upper() or None
        if any(value == choice and type(value) is type(choice) for choice in self.choices):
            return value
        if self.fixed:
            message = gettext_noop("In %(variant)s, %(option)s is always %(value)s: %(summary)s")
            params = {
                "variant": Text(variant_name),
                "option": self.key,
                "value": shown(self.default),
                "summary": Text(self.summary),
            }
        else:
            message = gettext_noop("%(option)s must be %(first)s or %(second)s (got %(value)s).")
            first = ", ".join(shown(choice) for choice in self.choices[:-1])
            second = shown(self.choices[-1])
            params = {"option": self.key, "first": first, "second": second, "value": shown(value)}
        raise RuleViolation(
            Code.INVALID_OPTION_VALUE,
            message,
            params=params,
            section="house-rules",
            field=self.key,
        )


def boolean(key: str, summary: str, *, default=False, fixed=False, source="") -> OptionSpec:
    choices = (default,) if fixed else (False, True)
    return OptionSpec(key, default, choices, summary, fixed=fixed, source=source)


def resolve_options(
    specs: tuple[OptionSpec, ...], given: Mapping | None, variant_name: str
) -> Options:
    by_key = {spec.key: spec for spec in specs}
    given = dict(given or {})
    chosen = {spec.key: spec.default for spec in specs}
    for key, value in given.items():
        if key not in OPTION_KEYS:
            raise RuleViolation(
                Code.UNKNOWN_OPTION,
                gettext_noop("%(value)s is not a house rule; the house rules are %(options)s."),
                params={"value": shown(key), "options": ", ".join(OPTION_KEYS)},
                section="house-rules",
                field=key,
            )
        if key not in by_key:
            raise RuleViolation(
                Code.OPTION_NOT_APPLICABLE,
                gettext_noop("%(option)s does not apply to %(variant)s."),
                params={"option": key, "variant": Text(variant_name)},
                section="house-rules",
                field=key,
            )
        chosen[key] = by_key[key].check(value, variant_name)
    return Options(**chosen)
