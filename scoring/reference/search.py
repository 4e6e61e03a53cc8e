"""A search over the reference: the sections of each variant's page and the glossary
terms that mention a question's words, best first, each with its best sentence."""

import math
import re
from dataclasses import dataclass
from functools import cache

from ..cards import Suit
from ..rules import rules_for
from ..variants import VARIANTS
from .glossary import GLOSSARY
from .sections import SECTION_ORDER, sections


@dataclass(frozen=True)
class Hit:
    variant: str | None  # None: the index page (glossary and comparison)
    anchor: str
    title: str
    excerpt: str
    score: float
    missing: tuple[str, ...] = ()  # words of the question it does not mention


def _plain(text: str) -> str:
    """Lower case, cards written with letters: "J♦" is "jd", as a search may ask for it."""
    return _CARD.sub(lambda card: card[1] + _SUIT_LETTERS[card[2]], text.lower())


_CARD = re.compile(r"\b(10|[2-9akqj])([♠♥♦♣])")
_SUIT_LETTERS = {suit.symbol: suit.letter.lower() for suit in Suit}


def _words(text: str) -> list[str]:
    return re.findall(r"[^\W_]+", _plain(text))


#: Words a question is asked with, which say nothing of where the answer is (with what
#: is left of "don't", "what's" and "I've").
QUESTION_WORDS = frozenset({
    "a", "about", "an", "and", "are", "as", "at", "be", "can", "cannot", "d", "didn", "do",
    "does", "doesn", "don", "for", "get", "gets", "got", "happen", "happens", "has", "have",
    "how", "i", "if", "in", "is", "isn", "it", "ll", "m", "many", "may", "me", "much", "must",
    "my", "of", "on", "or", "re", "s", "should", "t", "that", "the", "there", "this", "to",
    "ve", "what", "when", "where", "which", "who", "why", "will", "with", "would", "you",
})  # fmt: skip
#: Words the text may use for a question's word: forms its stem does not reach ("who won
#: the trick": "Who wins the trick"), and the rules' own word for a player's.
SAME_WORDS = (
    ("win", "won", "winner"), ("lead", "led"), ("make", "made"), ("deal", "dealt"),
    ("loner", "lone", "alone"), ("point", "score"),
)  # fmt: skip
_OTHER_FORMS = {form: group for group in SAME_WORDS for form in group}
_ENDINGS = (("ies", "y"), ("ing", ""), ("ed", ""), ("es", ""), ("s", ""))


def _stem(word: str) -> str:
    """The word without an ending the text may write otherwise: "passes" and "passed"
    are found as "pass", "trumping" as "trump", "euchred" as "euchr" (euchre, euchring)."""
    for ending, instead in _ENDINGS:
        if not word.endswith(ending):
            continue
        stem = word.removesuffix(ending) + instead
        if ending == "es" and not stem.endswith(("s", "x", "z", "ch", "sh")):
            stem += "e"  # "takes": take
        elif ending == "s" and stem.endswith(("s", "u", "i")):
            continue  # "pass", "bonus", "axis" end so themselves
        elif ending in ("ing", "ed") and len(stem) > 3 and stem[-1] == stem[-2] not in "lsz":
            stem = stem[:-1]  # "winning": win; but "calling": call, "added": add
        return stem if len(stem) >= 3 else word
    return word


def _meaning(words: list[str]) -> list[str]:
    """The words of a question but the asking (if it is only asking, its words but single
    letters, what is left of "don't" or "I've")."""
    meant = [word for word in words if word not in QUESTION_WORDS]
    return meant or [word for word in words if len(word) > 1 or word.isdigit()]


def searched_words(query: str) -> list[str]:
    """The words of ``query`` that a search looks for."""
    return _meaning(_words(query or ""))


def _required(words: list[str]) -> list[tuple[str, ...]]:
    """What a hit should mention: each word that means something, by its stem, as
    written ("ambiguities" is no "ambiguity"), or in its other forms."""
    forms = []
    for word in _meaning(words):
        stem = _stem(word)
        other = _OTHER_FORMS.get(stem, ()) + _OTHER_FORMS.get(word, ())
        forms.append(tuple(dict.fromkeys((stem, word, *other))))
    return forms


def _excerpt(text: str, required: list[tuple[str, ...]], width: int = 200) -> str:
    """The sentence that says most of what was asked, in any of its forms."""
    sentences = re.split(r"(?<=[.:;])\s+", text)
    phrase = " ".join(forms[0] for forms in required)

    def says(sentence: str) -> tuple[bool, int]:
        plain = _plain(sentence)
        return phrase in plain, sum(any(form in plain for form in forms) for forms in required)

    best = max(sentences, key=says)
    return best if len(best) <= width else best[: width - 1].rstrip() + "…"


def _counts(text: str, required: list[tuple[str, ...]]) -> list[int]:
    # A word counts where a word starts: "king" is not in "making", "follow" is in "following".
    lower = _plain(text)
    return [
        max(len(re.findall(rf"\b{re.escape(form)}", lower)) for form in forms) for forms in required
    ]


@dataclass(frozen=True)
class _Place:
    variant: str | None
    anchor: str
    title: str
    text: str  # what is searched
    excerpt_from: str  # what is quoted


@cache
def _places() -> tuple[_Place, ...]:
    """Every glossary term and every section of each variant's page (its default rules)."""
    terms = tuple(
        _Place(None, t.anchor, f"Glossary: {t.term}", f"{t.term}: {t.definition}", t.definition)
        for t in GLOSSARY
    )
    return terms + tuple(
        _Place(key, s.anchor, s.title, s.text, " ".join((*s.paragraphs, *s.items)))
        for key in VARIANTS
        for s in sections(rules_for(key))
    )


def search(query: str, limit: int = 30) -> list[Hit]:
    """Sections and glossary terms that mention every word of ``query`` (but the words
    it is asked with), best first. When none mentions them all, those that mention the
    most of them, each with the words it lacks, the rarer words first: they say more of
    where the answer is."""
    words = _words(query or "")
    if not words:
        return []
    required, meaning = _required(words), _meaning(words)
    counts = {place: _counts(place.text, required) for place in _places()}
    places_with = [sum(c[i] > 0 for c in counts.values()) for i in range(len(required))]
    found = []
    for place, mentions in counts.items():
        if not any(mentions):
            continue
        missing = tuple(word for word, count in zip(meaning, mentions, strict=True) if not count)
        # The question's words that it mentions, as a phrase, and all of them in its title.
        said = [word for word in words if word not in missing]
        meant = [word for word in said if word not in QUESTION_WORDS]
        phrases = {" ".join(some) for some in (said, meant) if len(some) > 1}
        phrase = 5 * max((_plain(place.text).count(p) for p in phrases), default=0)
        in_title = _counts(place.title, required)
        titled = 10 * all(t for t, count in zip(in_title, mentions, strict=True) if count)
        rarity = sum(1 / n for n, count in zip(places_with, mentions, strict=True) if count)
        excerpt = place.excerpt_from
        if place.variant:
            excerpt = _excerpt(excerpt, required)
        # A word said again counts for less each time: "dealer" nine times is no answer.
        score = sum(1 + math.log2(count) for count in mentions if count) + phrase + titled
        hit = Hit(place.variant, place.anchor, place.title, excerpt, score, missing)
        found.append((hit, rarity))
    fewest = min((len(hit.missing) for hit, _ in found), default=0)
    order = {key: i for i, key in enumerate((None, *VARIANTS))}

    def rank(item: tuple[Hit, float]) -> tuple:
        hit, rarity = item
        section = SECTION_ORDER.index(hit.anchor) if hit.anchor in SECTION_ORDER else -1
        return -rarity, -hit.score, order[hit.variant], section

    hits = [hit for hit, _ in sorted(found, key=rank) if len(hit.missing) == fewest]
    return hits[:limit]
