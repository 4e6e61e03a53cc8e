"""A search over the reference: the sections of each variant's page and the glossary
terms that mention a question's words, best first, each with its best sentence.

The search reads the reference in the reader's language (the ``Words`` a page passes,
and its ``language`` code, which keys the cache of the translated text): a question in
Norwegian finds the Norwegian text. English has its own endings and question words; the
other languages drop a common ending and match words where they start, so "trumfen"
finds "trumf" and "Stiche" finds "Stich"."""

import math
import re
from dataclasses import dataclass
from functools import cache

from ..cards import Suit
from ..rules import rules_for
from ..variants import VARIANTS
from ..words import ENGLISH, Words, gettext_noop
from .glossary import GLOSSARY, term_in
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

#: The other languages' question words, and the endings a word drops to be found in its
#: other forms (a word is then matched where a word of the text starts).
OTHER_QUESTION_WORDS = {
    "nb": frozenset(
        [
            "at",
            "av",
            "de",
            "den",
            "der",
            "det",
            "du",
            "en",
            "er",
            "et",
            "for",
            "fra",
            "har",
            "hva",
            "hvem",
            "hvilke",
            "hvilken",
            "hvis",
            "hvor",
            "hvordan",
            "hvorfor",
            "i",
            "jeg",
            "kan",
            "man",
            "med",
            "meg",
            "min",
            "må",
            "nå",
            "når",
            "og",
            "om",
            "på",
            "seg",
            "skal",
            "som",
            "til",
            "under",
            "vi",
            "ved",
            "vil",
        ]
    ),
    "de": frozenset(
        [
            "als",
            "am",
            "an",
            "auch",
            "bei",
            "bin",
            "das",
            "dem",
            "den",
            "der",
            "des",
            "die",
            "du",
            "ein",
            "eine",
            "einen",
            "einer",
            "es",
            "für",
            "hat",
            "haben",
            "ich",
            "im",
            "in",
            "ist",
            "kann",
            "man",
            "mich",
            "mir",
            "muss",
            "mit",
            "nach",
            "oder",
            "soll",
            "über",
            "und",
            "von",
            "was",
            "wann",
            "warum",
            "was",
            "welche",
            "welcher",
            "wer",
            "wie",
            "wo",
            "zu",
        ]
    ),
    "nl": frozenset(
        [
            "aan",
            "als",
            "bij",
            "dan",
            "dat",
            "de",
            "die",
            "dit",
            "een",
            "en",
            "hoe",
            "hoeveel",
            "ik",
            "in",
            "is",
            "je",
            "kan",
            "kun",
            "mag",
            "me",
            "mijn",
            "met",
            "moet",
            "naar",
            "of",
            "op",
            "te",
            "van",
            "voor",
            "wanneer",
            "wat",
            "waar",
            "waarom",
            "welke",
            "wie",
            "wij",
            "ze",
            "zijn",
        ]
    ),
    "sl": frozenset(
        [
            "ali",
            "do",
            "in",
            "je",
            "jaz",
            "kaj",
            "kako",
            "kam",
            "kateri",
            "katera",
            "kdaj",
            "kdo",
            "ki",
            "koliko",
            "lahko",
            "me",
            "mi",
            "mora",
            "na",
            "ne",
            "o",
            "od",
            "pa",
            "po",
            "pri",
            "s",
            "se",
            "sem",
            "so",
            "ta",
            "te",
            "to",
            "v",
            "z",
            "za",
            "zakaj",
        ]
    ),
}
OTHER_ENDINGS = {
    "nb": ("ene", "ens", "en", "er", "et", "e", "s"),
    "de": ("en", "er", "es", "e", "n", "s"),
    "nl": ("en", "es", "e", "s"),
    "sl": ("ami", "ih", "om", "ov", "a", "e", "i", "o", "u"),
}


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


def _language(language: str) -> str:
    code = (language or "en").lower().split("-")[0]
    return code if code in OTHER_QUESTION_WORDS else "en"


def _asking(language: str) -> frozenset[str]:
    return OTHER_QUESTION_WORDS.get(_language(language), QUESTION_WORDS)


def _other_stem(word: str, language: str) -> str:
    """A word of another language without a common ending, if 4 letters are left."""
    for ending in OTHER_ENDINGS[language]:
        if word.endswith(ending) and len(word) - len(ending) >= 4:
            return word.removesuffix(ending)
    return word


def _meaning(words: list[str], language: str = "en") -> list[str]:
    """The words of a question but the asking (if it is only asking, its words but single
    letters, what is left of "don't" or "I've")."""
    asking = _asking(language)
    meant = [word for word in words if word not in asking]
    return meant or [word for word in words if len(word) > 1 or word.isdigit()]


def searched_words(query: str, language: str = "en") -> list[str]:
    """The words of ``query`` that a search looks for."""
    return _meaning(_words(query or ""), language)


def _required(words: list[str], language: str = "en") -> list[tuple[str, ...]]:
    """What a hit should mention: each word that means something, by its stem, as
    written ("ambiguities" is no "ambiguity"), or in its other forms."""
    forms = []
    language = _language(language)
    for word in _meaning(words, language):
        if language != "en":
            forms.append(tuple(dict.fromkeys((_other_stem(word, language), word))))
            continue
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


def _term_place(term, words: Words) -> _Place:
    name, definition = term_in(term, words)
    title = words.gettext(gettext_noop("Glossary: %(term)s")) % {"term": name}
    return _Place(None, term.anchor, title, f"{name}: {definition}", definition)


def _built(words: Words) -> tuple[_Place, ...]:
    """Every glossary term and every section of each variant's page (its default rules)."""
    terms = tuple(_term_place(t, words) for t in GLOSSARY)
    return terms + tuple(
        _Place(key, s.anchor, s.title, s.text, " ".join((*s.paragraphs, *s.items)))
        for key in VARIANTS
        for s in sections(rules_for(key), words)
    )


@cache
def _english_places() -> tuple[_Place, ...]:
    return _built(ENGLISH)


_translated_places: dict[str, tuple[_Place, ...]] = {}


def _places(words: Words = ENGLISH, language: str = "en") -> tuple[_Place, ...]:
    """The places in ``language`` (written by ``words``), built once per language."""
    if language == "en" or words == ENGLISH:
        return _english_places()
    if language not in _translated_places:
        _translated_places[language] = _built(words)
    return _translated_places[language]


def search(query: str, limit: int = 30, words: Words = ENGLISH, language: str = "en") -> list[Hit]:
    """Sections and glossary terms that mention every word of ``query`` (but the words
    it is asked with), best first. When none mentions them all, those that mention the
    most of them, each with the words it lacks, the rarer words first: they say more of
    where the answer is. ``words`` and ``language`` say which language the reference is
    read and searched in (English by default)."""
    words_of_query = _words(query or "")
    if not words_of_query:
        return []
    # From here ``words`` are the question's words; the text is read in ``text_words``.
    text_words, words = words, words_of_query
    asking = _asking(language)
    required, meaning = _required(words, language), _meaning(words, language)
    places = _places(text_words, language)
    counts = {place: _counts(place.text, required) for place in places}
    places_with = [sum(c[i] > 0 for c in counts.values()) for i in range(len(required))]
    found = []
    for place, mentions in counts.items():
        if not any(mentions):
            continue
        missing = tuple(word for word, count in zip(meaning, mentions, strict=True) if not count)
        # The question's words that it mentions, as a phrase, and all of them in its title.
        said = [word for word in words if word not in missing]
        meant = [word for word in said if word not in asking]
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
