"""The reader's language for what ``scoring`` writes (explanations, refusals, the rules
reference, the rules sheet): Django's ``gettext`` and ``ngettext`` in a ``Words``, which
translate at call time in the language the request activated, and the ranks its cards
print."""

from functools import cache

from django.utils.translation import get_language, gettext, ngettext, override, pgettext

from core.errors import AppError
from scoring.errors import RuleViolation
from scoring.sheet import table_sheet
from scoring.words import Words


def printed_rank(rank: str) -> str:
    """A card's rank as the reader's cards print it (German cards: B, D, K, A); the API's
    card codes keep the English letters."""
    ranks = {
        # Translators: a card's rank as the cards of your language print it (German: B).
        "J": pgettext("card rank", "J"),
        "Q": pgettext("card rank", "Q"),
        "K": pgettext("card rank", "K"),
        "A": pgettext("card rank", "A"),
    }
    return ranks.get(rank, rank)


READER = Words(gettext=gettext, ngettext=ngettext, rank=printed_rank)


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
