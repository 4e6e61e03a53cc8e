"""The rules reference as data: the sections of a variant's page, the glossary, the
decided ambiguities (docs/rules.md §9), the ranking lists and a search over it all.

Pages render this; nothing here knows about Django. Every number the prose states
(points, targets, deck and kitty sizes, a bower's place in the ranking) is read from
the variant data through ``rules_for``, so the text cannot drift from the tables.
A section's ``anchor`` is the ``section`` that ``RuleViolation`` and the results of
``trick_winner``/``legal_plays`` name, so an error links to the paragraph that states it.

``sections`` writes a variant's page from the numbers ``facts`` reads and the decided
``ambiguities``; ``glossary`` defines the terms; ``labels`` names cards, ranking lists,
scoring-table rows and house-rule values as a page shows them; ``comparison`` sets the
variants side by side; ``search`` finds the sections and terms that answer a question.
What pages and the API use is imported here.
"""

from .ambiguities import AMBIGUITIES, Ambiguity
from .comparison import comparison
from .facts import facts, points
from .glossary import GLOSSARY, Term, term_in
from .labels import (
    CardLabel,
    Ranking,
    card_label,
    deck_by_suit,
    loner_label,
    ranking,
    tricks_label,
    value_text,
)
from .search import Hit, search, searched_words
from .sections import CALLING_FOR_BEST, SCORE_SECTION, SECTION_ORDER, Section, sections

__all__ = [
    "CALLING_FOR_BEST",
    "AMBIGUITIES",
    "GLOSSARY",
    "SCORE_SECTION",
    "SECTION_ORDER",
    "Ambiguity",
    "CardLabel",
    "Hit",
    "Ranking",
    "Section",
    "Term",
    "card_label",
    "comparison",
    "deck_by_suit",
    "facts",
    "loner_label",
    "points",
    "ranking",
    "search",
    "searched_words",
    "sections",
    "term_in",
    "tricks_label",
    "value_text",
]
