"""The words the rules write (explanations, refusals, the reference), kept translatable
without Django: a string is marked where it is written with ``gettext_noop`` (so
``makemessages`` finds it) and stays English here; the floor that shows it translates it
into the reader's language with Django's ``gettext`` and fills its named placeholders.
Functions that compose prose take a ``Words`` (English by default)."""

from collections.abc import Callable
from dataclasses import dataclass


def gettext_noop(text: str) -> str:
    """Marks ``text`` for the catalogues; the English is what it returns."""
    return text


def _plural(one: str, many: str, count: int) -> str:
    return one if count == 1 else many


@dataclass(frozen=True)
class Words:
    """How prose is put into a language: Django's gettext and ngettext where a page or
    the API has a reader; English (the text as written) otherwise. ``rank`` writes a card's
    rank as the reader's cards print it ("J" is "B" on German cards)."""

    gettext: Callable[[str], str] = str
    ngettext: Callable[[str, str, int], str] = _plural
    rank: Callable[[str], str] = str


ENGLISH = Words()
