"""The rules reference pages: the variants side by side with a glossary and a search,
a variant's page as a table's house rules make it, and the dispute answerer.

The text, the tables and every decision come from ``scoring``; these views read the
query string, ask it, and render. They need no account and touch no database.
"""

from itertools import zip_longest

from django.http import Http404
from django.shortcuts import render
from django.urls import reverse
from django.utils.translation import gettext, ngettext
from django.utils.translation import gettext_lazy as _

from core.words import READER, language
from scoring import VARIANTS, Outcome, RuleViolation, Suit, get_variant, reference, rules_for
from scoring.sheet import play_sheet

TRUE_WORDS = ("1", "true", "on", "yes")
FALSE_WORDS = ("0", "false", "off", "no")
NONE_WORDS = ("", "none", "null")

#: A variant's name in the head of the comparison table.
SHORT_NAMES = {
    "north_american": _("North American"),
    "british": _("British"),
    "two_handed": _("Two-handed"),
    "railroad": _("Railroad"),
    "three_handed": _("Three-handed"),
}
#: A scoring row's outcome, as the table's first column names it.
OUTCOME_LABELS = {
    Outcome.MADE: _("made"),
    Outcome.MARCH: _("march"),
    Outcome.LONER_MARCH: _("lone march"),
    Outcome.EUCHRED: _("euchred"),
    Outcome.DEFENDER_LONER_EUCHRE: _("euchred by a lone defender"),
    Outcome.PASSED_OUT: _("passed out"),
    Outcome.RENEGE: _("renege"),
}
#: Who a scoring row gives the points to.
SIDE_WORDS = {
    "makers": _("to the makers"),
    "defenders": _("to the defenders"),
    "maker": _("to the maker"),
    "defender": _("to the defender"),
    "each defender": _("to each of the maker's two opponents"),
}


class Shown:
    """A variant as a page shows it: its name and summary in the reader's language."""

    def __init__(self, variant):
        self._variant = variant
        self.name = gettext(variant.name)
        self.summary = gettext(variant.summary)
        self.short = SHORT_NAMES.get(variant.key, self.name)

    def __getattr__(self, name):
        return getattr(self._variant, name)


def page_of(variant: str | None) -> str:
    """The page that explains a variant's rules; the index for None."""
    return reverse("rules:variant", args=[variant]) if variant else reverse("rules:index")


def offline_pages() -> list[str]:
    """The index, and each variant's page and answerer: all kept for use with no network."""
    pages = [(page_of(key), reverse("rules:answer", args=[key])) for key in VARIANTS]
    return [page_of(None), *(page for both in pages for page in both)]


def rules_index(request):
    query = request.GET.get("q", "").strip()[:100]
    found = reference.search(query, words=READER, language=language()) if query else []
    context = {
        "variants": [Shown(variant) for variant in VARIANTS.values()],
        "comparison": reference.comparison(READER),
        "glossary": [
            (
                _term(term),
                reverse("rules:variant", args=[term.variant]) + "#" + term.section,
            )
            for term in reference.GLOSSARY
        ],
        "query": query,
        "hits": [_hit(hit) for hit in found],
        "results_title": _results_title(query, found),
    }
    return render(request, "rules/rules_index.html", context)


def variant_detail(request, variant):
    variant = _variant_or_404(variant)
    rules, error, chosen = _table_rules(request, variant)
    labels = _labels(rules)
    context = {
        **_page(variant, rules, error, chosen),
        "sections": reference.sections(rules, READER),
        "rankings": [_ranking_rows(rules, suit, labels) for suit in Suit],
        "scoring_rows": [_scoring_row(row, rules.players) for row in rules.table],
        "house_rules": [_house_rule(rules, spec) for spec in variant.options],
    }
    return render(request, "rules/variant_detail.html", context, status=400 if error else 200)


def variant_answer(request, variant):
    variant = _variant_or_404(variant)
    rules, error, chosen = _table_rules(request, variant)
    context = {
        **_page(variant, rules, error, chosen),
        "deck": reference.deck_by_suit(rules, READER),
        "suits": [(suit, suit.plural(READER)) for suit in Suit],
        "seats": range(variant.players),
        "api": {
            "trick": reverse("api:variant-trick", args=[variant.key]),
            "legal": reverse("api:variant-legal-plays", args=[variant.key]),
        },
        "play_sheet": play_sheet(rules),  # the answers with no network
        # A loner's hand may hold the partner's best card: it plays as any of the loner's.
        "call_for_best": READER.gettext(reference.CALLING_FOR_BEST)
        if variant.call_for_best
        else "",
    }
    return render(request, "rules/variant_answer.html", context, status=400 if error else 200)


# --- reading the query string -------------------------------------------------------------


def _variant_or_404(key: str):
    try:
        return get_variant(key)
    except RuleViolation as error:
        raise Http404(error.message) from None


def _query_value(text: str, switch: bool = True) -> object:
    """A query-string value as the JSON value it stands for: 1 → true for a switch (a
    house rule that is on or off), else 1; 32 → 32, 2S → "2S"."""
    word = text.strip().lower()
    if switch and word in TRUE_WORDS:
        return True
    if switch and word in FALSE_WORDS:
        return False
    if word in NONE_WORDS:
        return None
    return int(word) if word.isascii() and word.isdigit() and len(word) < 6 else text.strip()


def _table_rules(request, variant):
    """The rules the query's house rules make, the error if they are refused, and the
    house rules given that differ from the variant's (for links and the answerer's calls)."""
    given = {
        key: _query_value(value, switch=_is_switch(variant.option(key)))
        for key, value in request.GET.items()
        if key != "target"
    }
    target = request.GET.get("target")
    try:
        target = None if target is None else _query_value(target, switch=False)
        rules = rules_for(variant.key, given, target, options_field="")
    except RuleViolation as error:
        return rules_for(variant.key), error, {}
    changed = {k: v for k, v in given.items() if not _same(v, variant.option(k).default)}
    return rules, None, changed


def _is_switch(spec) -> bool:
    return spec is None or isinstance(spec.default, bool)  # (an unknown key is refused)


def _same(value: object, default: object) -> bool:
    return type(value) is type(default) and value == default  # (True is not 1 here)


def _query_text(value: object) -> str:
    return {True: "1", False: "0", None: ""}.get(value, str(value))  # type: ignore[arg-type]


# --- what the templates show --------------------------------------------------------------


def _page(variant, rules, error, chosen) -> dict:
    query = "&".join(f"{key}={_query_text(value)}" for key, value in chosen.items())
    if rules.target != variant.default_target:
        query += f"{'&' if query else ''}target={rules.target}"
    return {
        "variant": Shown(variant),
        "rules": rules,
        "error": error,
        "error_message": error.render(READER) if error else "",
        "chosen": [
            (gettext(variant.option(k).title), reference.value_text(v, READER))
            for k, v in chosen.items()
        ],
        "chosen_options": chosen,
        "query": f"?{query}" if query else "",
        "error_rule": error and error.section and f"#{error.section}",
    }


def _results_title(query: str, hits: list[reference.Hit]) -> str:
    if not hits:
        count = gettext("no place")
    else:
        count = ngettext("%(count)s place", "%(count)s places", len(hits)) % {"count": len(hits)}
    if hits and hits[0].missing:  # (every hit lacks as many of the words)
        return gettext("No place has every word of “%(query)s”: %(count)s with some of them") % {
            "query": query,
            "count": count,
        }
    quoted = [
        gettext("“%(word)s”") % {"word": word}
        for word in reference.searched_words(query, language())
    ] or [gettext("“%(word)s”") % {"word": query}]
    if len(quoted) > 1:
        listed = gettext("%(words)s and %(last)s") % {
            "words": ", ".join(quoted[:-1]),
            "last": quoted[-1],
        }
    else:
        listed = quoted[0]
    return gettext("Searched for %(words)s: %(count)s") % {"words": listed, "count": count}


def _term(term) -> dict:
    name, definition = reference.term_in(term, READER)
    return {"anchor": term.anchor, "term": name, "definition": definition}


def _hit(hit) -> dict:
    if hit.variant is None:
        return {"hit": hit, "page": "", "url": f"{reverse('rules:index')}#{hit.anchor}"}
    page = reverse("rules:variant", args=[hit.variant])
    name = gettext(VARIANTS[hit.variant].name)
    return {"hit": hit, "page": name, "url": f"{page}#{hit.anchor}"}


def _labels(rules) -> dict:
    return {
        label.name: label
        for _suit, group in reference.deck_by_suit(rules, READER)
        for label in group
    }


def _ranking_rows(rules, trump: Suit, labels: dict) -> dict:
    """A ranking table: a column per suit (trump first), each high to low, read down."""
    ranking = reference.ranking(rules, trump)
    columns = [ranking.trump, *ranking.plain.values()]
    return {
        "trump": trump,
        "trump_name": trump.plural(READER),
        "suits": [
            (suit, suit.plural(READER))
            for suit in [trump, *(Suit.parse(suit) for suit in ranking.plain)]
        ],
        "rows": [[labels.get(name) for name in cells] for cells in zip_longest(*columns)],
    }


def _scoring_row(row, players: int) -> dict:
    side = row.side.value  # "makers" or "defenders"; one player each when two play
    side = side if players > 2 else side.removesuffix("s")
    if players == 3:  # one maker against two, who each score a euchre
        side = "maker" if side == "makers" else "each defender"
    return {
        "row": row,
        "outcome": OUTCOME_LABELS[row.outcome],
        "description": gettext(row.description),
        "side": SIDE_WORDS[side],
        "tricks": reference.tricks_label(row),
        "maker_loner": reference.loner_label(row.maker_loner, READER),
        "defender_loner": reference.loner_label(row.defender_loner, READER),
    }


def _house_rule(rules, spec) -> dict:
    current = getattr(rules.options, spec.key)
    return {
        "spec": spec,
        "title": gettext(spec.title),
        "summary": gettext(spec.summary),
        "default": reference.value_text(spec.default, READER),
        "current": reference.value_text(current, READER),
        "choices": [
            (_query_text(choice), reference.value_text(choice, READER), choice == current)
            for choice in spec.choices
        ],
    }
