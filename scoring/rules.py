"""The rules a game is played by: a variant, its house rules and the target."""

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from functools import cache, cached_property

from .cards import Deck, build_deck
from .errors import Code, RuleViolation, Text, shown
from .options import Options, resolve_options
from .table import Row, index_rows
from .variants import Variant, get_variant
from .words import gettext_noop


@dataclass(frozen=True)
class Rules:
    variant: Variant
    options: Options = field(default_factory=Options)
    target: int = 10

    @property
    def players(self) -> int:
        return self.variant.players

    @cached_property
    def deck(self) -> Deck:
        return build_deck(self.options.deck, benny_card=self.options.benny_card)

    @cached_property
    def table(self) -> tuple[Row, ...]:
        """The scoring rows in force, house-rule rows first; a row the house rules replace
        in every case it covers is not in force."""
        scored = set(self.row_index)
        return tuple(r for r in _rows(self.variant.key, self._points) if r in scored)

    @property
    def _points(self) -> tuple[tuple[str, int], ...]:
        """The values of the house rules that rows are worth (none but three-handed's)."""
        keys = sorted({r.points_option for r in self.variant.rows if r.points_option})
        return tuple((key, getattr(self.options, key)) for key in keys)

    row_index: tuple[Row | None, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self):
        # A plain attribute, not a cached_property: scoring a hand reads it every time.
        index = _row_index(self.variant.key, self.options.enabled(), self._points)
        object.__setattr__(self, "row_index", index)

    def public_options(self) -> dict[str, object]:
        """The house rules this variant offers, as this game plays them."""
        return {spec.key: getattr(self.options, spec.key) for spec in self.variant.options}


@cache
def _rows(variant: str, points: tuple[tuple[str, int], ...]) -> tuple[Row, ...]:
    """The variant's rows, each worth what the house rules make it (``points``)."""
    worth = dict(points)
    return tuple(
        replace(r, points=worth[r.points_option]) if r.points_option else r
        for r in get_variant(variant).rows
    )


@cache
def _row_index(
    variant: str, enabled: frozenset[str], points: tuple[tuple[str, int], ...] = ()
) -> tuple[Row | None, ...]:
    return index_rows(_rows(variant, points), enabled)


def rules_for(
    variant: str, options: Mapping | None = None, target: object = None, *, options_field="options"
) -> Rules:
    """Resolve a variant key, house rules and target into ``Rules``, or say what is wrong.

    An error in one house rule names it inside ``options`` (``options.deck``); a caller
    that took the house rules as inputs of their own (a query string) passes
    ``options_field=""`` and gets the bare name (``deck``).
    """
    chosen = get_variant(variant)
    if target is None:
        target = chosen.default_target
    if type(target) is not int or not 1 <= target <= 1000:
        raise RuleViolation(
            Code.INVALID_TARGET,
            gettext_noop(
                "The target must be a whole number of points from 1 to 1000 (got %(value)s); "
                "%(variant)s is usually played to %(target)s."
            ),
            params={
                "value": shown(target),
                "variant": Text(chosen.name),
                "target": chosen.default_target,
            },
            section="scoring",
            field="target",
        )
    if options is not None and not isinstance(options, Mapping):
        raise RuleViolation(
            Code.UNKNOWN_OPTION,
            gettext_noop("options must be an object of house rules."),
            field="options",
        )
    try:
        resolved = resolve_options(chosen.options, options, chosen.name)
    except RuleViolation as error:
        error.field = ".".join(part for part in (options_field, error.field) if part)
        raise
    return Rules(chosen, resolved, target)
