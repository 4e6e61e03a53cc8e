"""The rules reference text (scoring.reference): its anchors match the sections the core
links errors to, its numbers follow the variant data, and its search finds the rule."""

import re

import pytest

from scoring import VARIANTS, Suit, plain_order, reference, rules_for, trump_order
from scoring.reference.search import _stem
from tests.rules.support import VARIANT_KEYS, sections_named_by_the_core


def section(rules, anchor):
    return next(s for s in reference.sections(rules) if s.anchor == anchor)


def test_the_core_names_the_sections_we_expect():
    # If the core starts linking to a new section, the reference must grow one too.
    assert sections_named_by_the_core() == {
        "cards", "seats", "dealing", "bidding", "going-alone", "play", "following-suit",
        "trick-winner", "scoring", "game-end", "house-rules",
    }  # fmt: skip


@pytest.mark.parametrize("variant", VARIANT_KEYS)
def test_every_section_the_core_links_to_is_on_every_variant_page(variant):
    anchors = [s.anchor for s in reference.sections(rules_for(variant))]
    assert len(anchors) == len(set(anchors))
    assert sections_named_by_the_core() | {"ranking", "ambiguities"} <= set(anchors)
    assert anchors == list(reference.SECTION_ORDER)
    assert reference.SCORE_SECTION in anchors


@pytest.mark.parametrize("variant", VARIANT_KEYS)
def test_sections_have_text(variant):
    for s in reference.sections(rules_for(variant)):
        assert s.title and s.paragraphs, s.anchor
        assert "{" not in s.text and "None" not in s.text, s.anchor


@pytest.mark.parametrize(
    ("variant", "options", "target", "anchor", "says"),
    [
        pytest.param("north_american", {}, None, "game-end", "reach or pass 10 points", id="na-10"),
        pytest.param("british", {}, None, "game-end", "reach or pass 11 points", id="british-11"),
        pytest.param("north_american", {}, 7, "game-end", "this table plays to 7", id="target-7"),
        pytest.param("north_american", {}, None, "cards", "24 cards", id="deck-24"),
        pytest.param("north_american", {"deck": 32}, None, "dealing", "other 11 cards",
                     id="kitty-32"),
        pytest.param("british", {}, None, "dealing", "other 4 cards", id="kitty-british"),
        pytest.param("two_handed", {}, None, "dealing", "other 13 cards", id="kitty-two"),
        pytest.param("british", {}, None, "ranking", "right bower\\) is the second-highest",
                     id="joker-above-right"),
        pytest.param("north_american", {}, None, "ranking", "right bower\\) is the highest",
                     id="right-highest"),
        pytest.param("north_american", {}, None, "going-alone", "scores 2 for 3 or 4 tricks",
                     id="na-lone-defender"),
        pytest.param("north_american", {"lone_defender_euchre_4": True}, None, "going-alone",
                     "scores 4 for 3 or 4 tricks", id="na-lone-defender-option"),
        pytest.param("british", {}, None, "going-alone", "scores 4 for 3 or 4 tricks",
                     id="british-lone-defender"),
        pytest.param("north_american", {"lone_maker_euchre_4": True}, None, "going-alone",
                     "euchred gives the defenders 4", id="lone-maker-euchre-4"),
        pytest.param("north_american", {"defend_alone": False}, None, "going-alone",
                     "“Defending alone” is off at this table", id="no-defend-alone"),
        pytest.param("north_american", {"stick_the_dealer": True}, None, "bidding",
                     "Stick the dealer \\(on at this table\\)", id="stick"),
        pytest.param("north_american", {"no_loner_after_pass": True}, None, "going-alone",
                     "No loner after a pass \\(on at this table\\)", id="no-loner-after-pass"),
        pytest.param("north_american", {"canadian_loner": True}, None, "bidding",
                     "only by going alone", id="canadian"),
        pytest.param("british", {"benny_card": "2S"}, None, "cards", "the 2S plays as the joker",
                     id="benny"),
        pytest.param("two_handed", {}, None, "going-alone", "no lone hands", id="two-no-loners"),
        pytest.param("two_handed", {}, None, "scoring", "the maker scores 1", id="two-scoring"),
    ],
)  # fmt: skip
def test_the_text_follows_the_variant_and_the_house_rules(variant, options, target, anchor, says):
    text = section(rules_for(variant, options, target), anchor).text
    assert re.search(says, text), text


@pytest.mark.parametrize("variant", VARIANT_KEYS)
def test_the_numbers_in_the_scoring_text_are_the_table_points(variant):
    rules = rules_for(variant)
    text = section(rules, "scoring").text
    made, march, euchred = (reference.points(rules, tricks) for tricks in (3, 5, 2))
    assert f"{made} for 3 or 4 tricks and {march} for all 5" in text
    assert f"score{'s' if rules.players in (2, 3) else ''} {euchred}." in text
    # points() is the row the core scores with: first match of the table in force.
    assert made == next(r.points for r in rules.table if r.key == "made")


def test_points_of_a_forbidden_hand_is_none():
    assert reference.points(rules_for("two_handed"), 5, maker_loner=True) is None


@pytest.mark.parametrize("variant", VARIANT_KEYS)
@pytest.mark.parametrize("trump", list(Suit), ids=lambda s: s.label)
def test_ranking_lists_are_the_cores(variant, trump):
    rules = rules_for(variant)
    ranking = reference.ranking(rules, trump.label)
    deck = rules.deck
    assert list(ranking.trump) == [deck.name(c) for c in trump_order(trump, deck)]
    assert list(ranking.plain) == [s.label for s in Suit if s != trump]
    for suit in Suit:
        if suit != trump:
            expected = [deck.name(c) for c in plain_order(suit, trump, deck)]
            assert list(ranking.plain[suit.label]) == expected


def test_the_deck_for_the_picker_is_the_whole_deck():
    for variant, options in [("north_american", {}), ("north_american", {"deck": 32}),
                             ("british", {}), ("british", {"benny_card": "2S"})]:  # fmt: skip
        rules = rules_for(variant, options)
        labels = [label for _, group in reference.deck_by_suit(rules) for label in group]
        assert sorted(label.name for label in labels) == sorted(
            rules.deck.name(card) for card in rules.deck.cards
        )


@pytest.mark.parametrize(
    ("name", "symbol", "letter", "words"),
    [("10H", "♥", "H", "ten of hearts"), ("JC", "♣", "C", "jack of clubs")],
)
def test_card_labels_carry_symbol_letter_and_words(name, symbol, letter, words):
    rules = rules_for("north_american")
    label = reference.card_label(rules.deck, rules.deck.parse(name))
    assert (label.name, label.symbol, label.letter, label.words) == (name, symbol, letter, words)


def test_the_comparison_reads_the_variant_data():
    rows = dict(reference.comparison())
    assert rows["Game to"] == [str(v.default_target) for v in VARIANTS.values()]

    def lone_defender(variant):
        if variant.lone_defence_needs_loner:  # railroad: only against a lone maker
            points = reference.points(rules_for(variant.key), 2, True, True)
            return f"{points}, against a loner only"
        points = reference.points(rules_for(variant.key), 2, False, True)
        return "not allowed" if points is None else str(points)

    assert rows["Lone defender, 3–4 tricks"] == [lone_defender(v) for v in VARIANTS.values()]
    assert all(len(cells) == len(VARIANTS) for cells in rows.values())


@pytest.mark.parametrize("variant", VARIANT_KEYS)
def test_ambiguities_are_filled_from_the_data(variant):
    items = section(rules_for(variant), "ambiguities").items
    assert items and all(re.match(r"A\d+\. ", item) for item in items)
    assert all("{" not in item for item in items)


def test_a17_quotes_both_lone_defender_values():
    item = next(i for i in section(rules_for("north_american"), "ambiguities").items
                if i.startswith("A17."))  # fmt: skip
    na = reference.points(rules_for("north_american"), 2, False, True)
    british = reference.points(rules_for("british"), 2, False, True)
    assert f"Yes, {na} as the seed says" in item and f"British Euchre gives {british}" in item


def test_glossary_terms_link_to_sections_that_exist():
    for term in reference.GLOSSARY:
        anchors = {s.anchor for s in reference.sections(rules_for(term.variant))}
        assert term.section in anchors, term.term
    assert len({t.anchor for t in reference.GLOSSARY}) == len(reference.GLOSSARY)


def test_search_finds_the_left_bower():
    hits = reference.search("left bower")
    assert hits[0].anchor == "glossary-left-bower"
    places = {(h.variant, h.anchor) for h in hits}
    for variant in VARIANT_KEYS:
        assert (variant, "ranking") in places
        assert (variant, "following-suit") in places
    assert [h.score for h in hits] == sorted((h.score for h in hits), reverse=True)


@pytest.mark.parametrize(
    ("query", "place"),
    [
        ("stick the dealer", ("north_american", "bidding")),
        ("Benny", (None, "glossary-benny")),
        ("joker", ("british", "cards")),
        ("MARCH", (None, "glossary-march")),
        ("turned-down suit", ("north_american", "bidding")),
        ("kitty", ("two_handed", "dealing")),
        # Asked as players ask: the asking words aside, "won" found as "wins".
        ("Who won the trick?", ("north_american", "trick-winner")),
        ("Is the left bower trump?", ("british", "ranking")),
        ("renege", (None, "glossary-renege")),
        # Other endings of the word the text uses.
        ("What happens if everyone passes?", ("north_american", "bidding")),
        ("reneging", (None, "glossary-renege")),
        ("euchred", (None, "glossary-euchre")),
        ("marching", (None, "glossary-march")),
        ("How many points to win?", ("british", "game-end")),
        ("Can I trump if I have the suit led?", ("two_handed", "following-suit")),
        ("ambiguities", ("british", "ambiguities")),  # as written, though no "ambiguity"
        ("Who is the winner?", ("north_american", "trick-winner")),
        # The rules' own word: a lone maker "scores".
        ("How many points for a loner?", ("north_american", "going-alone")),
        ("points for a march", ("two_handed", "scoring")),
    ],
)
def test_search_links_to_the_section_that_says_it(query, place):
    assert place in {(h.variant, h.anchor) for h in reference.search(query)}


@pytest.mark.parametrize(
    ("word", "stem"),
    [("passes", "pass"), ("passed", "pass"), ("pass", "pass"), ("trumping", "trump"),
     ("winning", "win"), ("calling", "call"), ("takes", "take"), ("marches", "march"),
     ("bowers", "bower"), ("bonus", "bonus"), ("parties", "party"), ("led", "led"),
     ("added", "add"), ("seeing", "see"), ("ties", "ties")],
)  # fmt: skip
def test_a_word_is_found_by_its_stem(word, stem):
    assert _stem(word) == stem


def test_search_prefers_every_word_then_says_which_are_missing():
    every = reference.search("left bower")
    assert every and not any(hit.missing for hit in every)
    partial = reference.search("left bower zebra")
    assert [(h.variant, h.anchor) for h in partial] == [(h.variant, h.anchor) for h in every]
    assert {hit.missing for hit in partial} == {("zebra",)}
    # The rarer word matters more: the glossary's March before sections that say "counts".
    first = reference.search("What counts as a march?")[0]
    assert (first.anchor, first.missing) == ("glossary-march", ("counts",))


@pytest.mark.parametrize(
    ("question", "first"),
    [
        ("Who deals next?", "dealing"),  # where it is said, not where "dealer" is said most
        ("What's a march?", "glossary-march"),  # what is left of "what's" is no word
        ("I don't have the suit led", "following-suit"),
        ("How do you get euchred?", "glossary-euchre"),
    ],
)
def test_search_puts_the_answer_first(question, first):
    assert reference.search(question)[0].anchor == first


def test_search_finds_nothing_for_words_the_rules_never_use():
    assert reference.search("zebra crossing") == []
    assert reference.search("aking") == []  # where a word starts: not in making or taking
    assert reference.search("") == []
    assert reference.search("  ?! ") == []
    joker_pages = {h.variant for h in reference.search("joker") if h.variant}
    assert joker_pages == {"british", "railroad"}


def test_search_excerpts_quote_the_section():
    for hit in reference.search("follow suit"):
        if hit.variant:
            text = section(rules_for(hit.variant), hit.anchor).text
            assert hit.excerpt.rstrip("…") in text


def test_with_a_benny_the_cards_are_written_with_its_name():
    cards = next(
        s
        for s in reference.sections(rules_for("british", {"benny_card": "2S"}))
        if s.anchor == "cards"
    )
    assert "and the joker is 2S." in " ".join(cards.paragraphs)


API_SPELLING = "The API writes them rank then suit letter: 10H, JD, AS"


@pytest.mark.parametrize("variant", VARIANT_KEYS)
def test_the_text_shows_cards_as_players_write_them(variant):
    """J♦, as the answerer and the tables show them; codes (JD) only where the API's
    spelling is explained."""
    texts = [part.text for part in reference.sections(rules_for(variant, {}))]
    texts += [term.definition for term in reference.GLOSSARY]
    for text in texts:
        plain = text.replace(API_SPELLING, "")
        assert not re.search(r"\b(?:[2-9AKQJ]|10)[SHDC]\b", plain), text
    assert any(API_SPELLING in text for text in texts)


def test_three_handed_bidding_says_the_maker_plays_alone_against_two():
    bidding = section(rules_for("three_handed"), "bidding").text
    assert "the maker and plays alone against the other two, who defend together" in bidding
    assert "his side are the makers" not in bidding
    assert "his side are the makers" in section(rules_for("north_american"), "bidding").text
