"""Scoring tables as rows that read like the rulebook (docs/rules.md §5)."""

from dataclasses import dataclass
from enum import StrEnum

from .words import ENGLISH, Words, gettext_noop


class Outcome(StrEnum):
    MADE = "made"
    MARCH = "march"
    LONER_MARCH = "loner_march"
    EUCHRED = "euchred"
    DEFENDER_LONER_EUCHRE = "defender_loner_euchre"
    PASSED_OUT = "passed_out"
    RENEGE = "renege"

    @property
    def label(self) -> str:
        """As players and the rules text say it (the glossary's "lone march")."""
        return _OUTCOME_LABELS[self]

    def said(self, words: Words = ENGLISH) -> str:
        """The label in the reader's language."""
        return words.gettext(_OUTCOME_LABELS[self])


_OUTCOME_LABELS = {
    Outcome.MADE: gettext_noop("made"),
    Outcome.MARCH: gettext_noop("march"),
    Outcome.LONER_MARCH: gettext_noop("lone march"),
    Outcome.EUCHRED: gettext_noop("euchred"),
    Outcome.DEFENDER_LONER_EUCHRE: gettext_noop("euchred by a lone defender"),
    Outcome.PASSED_OUT: gettext_noop("passed out"),
    Outcome.RENEGE: gettext_noop("renege"),
}


class Side(StrEnum):
    MAKERS = "makers"
    DEFENDERS = "defenders"


@dataclass(frozen=True, slots=True)
class Row:
    """One line of a scoring table: when it applies and what it is worth.

    ``maker_loner`` and ``defender_loner`` are True or False to require a lone
    player on that side, or None when the row does not care. A row with an
    ``option`` counts only when that house rule is on, and then comes first. A row with
    a ``points_option`` is worth that house rule's value (``points`` is its default).
    """

    key: str
    outcome: Outcome
    description: str
    tricks: tuple[int, ...]
    side: Side
    points: int
    maker_loner: bool | None = None
    defender_loner: bool | None = None
    option: str | None = None
    source: str = ""
    #: The house rule whose value the row is worth (three-handed Euchre's), if any.
    points_option: str | None = None

    def matches(self, maker_tricks: int, maker_loner: bool, defender_loner: bool) -> bool:
        return (
            maker_tricks in self.tricks
            and self.maker_loner in (None, maker_loner)
            and self.defender_loner in (None, defender_loner)
        )


def row(key, outcome, description, tricks, side, points, **conditions) -> Row:
    return Row(key, outcome, description, tuple(tricks), side, points, **conditions)


MAKERS, DEFENDERS = Side.MAKERS, Side.DEFENDERS
MADE_TRICKS, EUCHRE_TRICKS = range(3, 5), range(0, 3)


def index_rows(rows: tuple[Row, ...], enabled: frozenset[str]) -> tuple[Row | None, ...]:
    """The row for every ``maker_tricks * 4 + maker_loner * 2 + defender_loner``.

    Scoring a hand is then one look-up. A slot no row covers holds None (the
    variant forbids that combination, e.g. any loner in two-handed Euchre).
    """
    active = [r for r in rows if r.option is None or r.option in enabled]
    slots: list[Row | None] = []
    for tricks in range(6):
        for maker_loner in (False, True):
            for defender_loner in (False, True):
                found = (r for r in active if r.matches(tricks, maker_loner, defender_loner))
                slots.append(next(found, None))
    return tuple(slots)
