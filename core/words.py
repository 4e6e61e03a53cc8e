"""The reader's language for what ``scoring`` writes (explanations, refusals, the rules
reference, the rules sheet): Django's ``gettext`` and ``ngettext`` in a ``Words``, which
translate at call time in the language the request activated."""

from functools import cache

from django.utils.translation import get_language, gettext, ngettext, override

from core.errors import AppError
from scoring.errors import RuleViolation
from scoring.sheet import table_sheet
from scoring.words import Words

READER = Words(gettext=gettext, ngettext=ngettext)


def language() -> str:
    """The code of the active language ("en", "nb", ...), to key what is kept per language."""
    return get_language() or "en"


def said(error: RuleViolation | AppError) -> str:
    """A refusal's message in the reader's language (an AppError's is translated already)."""
    return error.render(READER) if isinstance(error, RuleViolation) else error.message


@cache
def _table_sheet(language_code: str) -> dict:
    with override(language_code):
        return table_sheet(READER)


def reader_table_sheet() -> dict:
    """The rules sheet the pages embed (names, house rules, refusals) in the reader's
    language: made once per language, as the English one is made once."""
    return _table_sheet(language())
