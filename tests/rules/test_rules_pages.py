"""The rules pages: the index with the variants side by side, the glossary and the search;
a variant's page, whose ranking and scoring tables are the core's lists; the house rules
from the query string; the dispute answerer's card picker."""

import json
import re

import pytest
from django.contrib.staticfiles import finders
from django.urls import reverse

from scoring import VARIANTS, Suit, plain_order, reference, rules_for, trump_order
from tests.rules.support import VARIANT_KEYS, Page, sections_named_by_the_core


def page(client, path, status=200) -> Page:
    response = client.get(path)
    assert response.status_code == status, response.content[:2000]
    assert response["Content-Type"].startswith("text/html")
    return Page(response.content.decode())


def test_the_url_names():
    assert reverse("rules:index") == "/rules/"
    assert reverse("rules:variant", args=["british"]) == "/rules/british/"
    assert reverse("rules:answer", args=["british"]) == "/rules/british/answer/"


# --- the index ------------------------------------------------------------------------------


def test_the_index_shows_the_variants_side_by_side(client):
    index = page(client, "/rules/")
    compare = index.tables["table-0"]
    header = [cell["text"] for cell in compare[0][1:]]
    assert header == [v.name.replace(" Euchre", "") for v in VARIANTS.values()]
    rows = {row[0]["text"]: [cell["text"] for cell in row[1:]] for row in compare[1:]}
    assert rows["Game to"] == ["10", "11", "10", "10", "10"]
    assert rows["Players"][4] == "3, each alone"
    assert rows["Euchre"][4] == "2 to each opponent"
    assert rows["Lone defender, 3–4 tricks"][3] == "4, against a loner only"
    assert rows["Players"][2].startswith("2")
    assert rows == dict(reference.comparison())
    for key in VARIANT_KEYS:
        assert f"/rules/{key}/" in index.links
        assert f"/rules/{key}/answer/" in index.links


def test_the_glossary_has_every_term_with_a_link_to_its_rule(client):
    index = page(client, "/rules/")
    for term in reference.GLOSSARY:
        assert term.anchor in index.ids
        assert f"/rules/{term.variant}/#{term.section}" in index.links
    assert {"glossary-left-bower", "glossary-right-bower", "glossary-march",
            "glossary-euchre", "glossary-loner", "glossary-order-up", "glossary-assist",
            "glossary-stick-the-dealer", "glossary-benny", "glossary-kitty",
            "glossary-upcard", "glossary-eldest-hand", "glossary-bower"} <= index.ids  # fmt: skip


def test_search_lists_sections_that_link_to_the_right_anchor(client):
    results = page(client, "/rules/?q=left+bower")
    hits = [link for link in results.links if "#" in link and link.split("#")[1] != "main"]
    assert "/rules/#glossary-left-bower" in hits
    for key in VARIANT_KEYS:
        assert f"/rules/{key}/#ranking" in hits
        assert f"/rules/{key}/#following-suit" in hits
    # Every link of the results lands on an element of the page it names.
    for link in {hit for hit in hits if hit.startswith("/rules/")}:
        path, anchor = link.split("#")
        assert anchor in page(client, path).ids, link


def test_search_with_no_match_says_so(client):
    response = client.get("/rules/", {"q": "zebra crossing"})
    assert response.status_code == 200
    assert "Searched for “zebra” and “crossing”: no place" in response.content.decode()


def test_search_with_some_words_unmatched_says_which(client):
    places = len(reference.search("left bower"))
    body = client.get("/rules/", {"q": "left bower zebra"}).content.decode()
    title = f"No place has every word of “left bower zebra”: {places} places with some of them"
    assert title in body
    assert body.count("Without “zebra”") == places


def test_search_counts_one_place_as_one(client):
    assert (
        "Searched for “renege”: 1 place" in client.get("/rules/", {"q": "renege"}).content.decode()
    )


def test_search_says_which_words_it_looked_for(client):
    body = client.get("/rules/", {"q": "Can I trump if I have the suit?"}).content.decode()
    assert re.search(r"Searched for “trump” and “suit”: \d+ places</h2>", body)


def test_no_search_no_results_section(client):
    assert "results" not in page(client, "/rules/").ids
    assert "results" not in page(client, "/rules/?q=+").ids


def test_search_text_is_escaped(client):
    body = client.get("/rules/", {"q": "<script>alert(1)</script>"}).content.decode()
    assert "<script>alert(1)" not in body and "&lt;script&gt;" in body


# --- a variant's page -------------------------------------------------------------------------


@pytest.mark.parametrize("key", VARIANT_KEYS)
def test_every_section_the_core_links_to_has_its_anchor(client, key):
    ids = page(client, f"/rules/{key}/").ids
    assert sections_named_by_the_core() | {"ranking", "ambiguities"} <= ids


#: Every deck a page can show: (variant, query string, the house rules it stands for).
DECKS = [
    pytest.param(key, query, options, id=f"{key}{query}")
    for key, query, options in [
        ("north_american", "", {}),
        ("north_american", "?deck=32", {"deck": 32}),
        ("british", "", {}),
        ("british", "?benny_card=2S", {"benny_card": "2S"}),
        ("two_handed", "", {}),
    ]
]


@pytest.mark.parametrize(("key", "query", "options"), DECKS)
def test_the_ranking_tables_are_the_cores_lists(client, key, query, options):
    shown = page(client, f"/rules/{key}/{query}")
    deck = rules_for(key, options).deck
    for trump in Suit:
        table = f"ranking-{trump.label}"
        suits = [cell["attrs"]["data-suit"] for cell in shown.header(table)]
        assert suits == [trump.label] + [s.label for s in Suit if s != trump]
        assert shown.column(table, 0) == [deck.name(c) for c in trump_order(trump, deck)]
        for index, suit in enumerate(suits[1:], start=1):
            expected = [deck.name(c) for c in plain_order(Suit.parse(suit), trump, deck)]
            assert shown.column(table, index) == expected, (table, suit)


def test_a_ranking_cell_shows_rank_and_symbol_and_says_the_card(client):
    shown = page(client, "/rules/north_american/")
    top = shown.tables["ranking-hearts"][1][0]
    assert top["attrs"]["data-card"] == "JH"
    assert top["text"] == "J♥jack of hearts"  # visible "J♥", then words for a screen reader


def scoring_rows(shown: Page) -> list[tuple]:
    """(row key, makers' tricks, points, side) for each rendered row, as a reader sees it."""
    table = shown.tables["scoring-table"]
    keys = [attrs.get("data-row") for attrs in shown.row_attrs["scoring-table"]][1:]
    rows = []
    for key, row in zip(keys, table[1:], strict=True):
        tricks, points = (cell for cell in row if cell["tag"] == "td")
        number, side = re.fullmatch(r"(\d+) to the (\w+)", points["text"]).groups()
        assert points["attrs"]["data-points"] == number
        assert points["attrs"]["data-side"].removesuffix("s") == side.removesuffix("s")
        rows.append((key, tricks["text"], number, side))
    return rows


@pytest.mark.parametrize(
    ("key", "query", "options"),
    [
        ("north_american", "", {}),
        ("north_american", "?super_euchre=1&lone_maker_euchre_4=on",
         {"super_euchre": True, "lone_maker_euchre_4": True}),
        ("north_american", "?lone_defender_euchre_4=true", {"lone_defender_euchre_4": True}),
        ("british", "", {}),
        ("two_handed", "", {}),
    ],
)  # fmt: skip
def test_the_scoring_table_is_the_table_in_force(client, key, query, options):
    shown = page(client, f"/rules/{key}/{query}")
    rules = rules_for(key, options)
    one_each = rules.players == 2  # "to the maker", not "to the makers"
    expected = [
        (row.key, reference.tricks_label(row), str(row.points),
         row.side.value.removesuffix("s") if one_each else row.side.value)
        for row in rules.table
    ]  # fmt: skip
    assert scoring_rows(shown) == expected


def test_the_scoring_table_as_the_rulebook_prints_it(client):
    rows = {row[0]: row[1:] for row in scoring_rows(page(client, "/rules/north_american/"))}
    assert rows["march"] == ("5", "2", "makers")
    assert rows["loner-march"] == ("5", "4", "makers")
    assert rows["euchred"] == ("0–2", "2", "defenders")
    assert rows["lone-defender-euchre"] == ("1–2", "2", "defenders")
    assert "super-euchre" not in rows  # a house rule's row shows only when it is on


def test_the_house_rules_table_shows_defaults_and_this_tables_choice(client):
    shown = page(client, "/rules/north_american/?stick_the_dealer=1&defend_alone=0&deck=32")
    table = shown.tables["house-rules-table"]
    options = [attrs["data-option"] for attrs in shown.row_attrs["house-rules-table"][1:]]
    assert options == [spec.key for spec in VARIANTS["north_american"].options]
    defaults = {key: row[1]["text"] for key, row in zip(options, table[1:], strict=True)}
    assert defaults["defend_alone"] == "on" and defaults["deck"] == "24"
    # Each by its name, with the key that the address and the API use.
    named = {key: row[0]["text"] for key, row in zip(options, table[1:], strict=True)}
    assert named["stick_the_dealer"].startswith("Stick the dealer stick_the_dealer")
    banner = client.get("/rules/north_american/?stick_the_dealer=1&defend_alone=0").content
    assert "House rules at this table: Stick the dealer: on, Defending alone: off" in " ".join(
        banner.decode().split()
    )


def test_house_rules_in_the_query_change_the_rules_shown(client):
    response = client.get("/rules/north_american/?stick_the_dealer=1&defend_alone=0&deck=32")
    assert response.status_code == 200
    text = response.content.decode()
    assert "Stick the dealer (on at this table)" in text
    assert "The house rule “Defending alone” is off at this table" in text
    assert "sevens and eights added" in text
    assert 'value="1" selected' in text  # the form keeps the table's choices
    shown = Page(text)
    assert len(shown.column("ranking-hearts", 0)) == 9
    assert "7H" in shown.column("ranking-hearts", 0)


def test_a_target_in_the_query(client):
    text = client.get("/rules/british/?target=15").content.decode()
    assert "reach or pass 15 points" in text and "this table plays to 15" in text


def test_the_house_rules_form_sent_whole_names_only_what_differs(client):
    everything = "deck=24&stick_the_dealer=1&defend_alone=1&no_loner_after_pass=0&target=10"
    text = " ".join(client.get(f"/rules/north_american/?{everything}").content.decode().split())
    assert "House rules at this table: Stick the dealer: on." in text
    assert "?stick_the_dealer=1" in text  # the answerer's link carries only that


def test_a_1_in_the_query_is_a_number_where_the_rule_takes_one(client):
    text = client.get("/rules/north_american/?target=1").content.decode()
    assert "this table plays to 1." in text and "could not be applied" not in text
    assert (
        "deck must be 24 or 32 (got 1)"
        in client.get("/rules/north_american/?deck=1").content.decode()
    )
    switched = client.get("/rules/north_american/?stick_the_dealer=1").content.decode()
    assert "Stick the dealer: on" in switched


@pytest.mark.parametrize(
    ("query", "says"),
    [
        ("?stick_the_dealer=maybe", "stick_the_dealer must be false or true"),
        ("?deck=28", "deck must be 24 or 32"),
        ("?benny_card=2S", "benny_card does not apply to North American Euchre"),
        ("?farmers_hand=1", "&quot;farmers_hand&quot; is not a house rule"),
        ("?target=0", "The target must be a whole number"),
        ("?target=eleven", "The target must be a whole number"),
        ("?deck=" + "9" * 40, "deck must be 24 or 32"),
    ],
)
def test_bad_house_rules_get_a_clear_message_not_a_500(client, query, says):
    response = client.get(f"/rules/north_american/{query}")
    assert response.status_code == 400
    text = response.content.decode()
    assert "These house rules could not be applied" in text
    assert says in text
    # and the page still shows the standard rules, whole
    assert "Ranking of the cards" in text and 'id="scoring-table"' in text
    assert "Stick the dealer (on at this table)" not in text


def test_an_unknown_variant_is_a_404(client):
    assert client.get("/rules/euchre/").status_code == 404
    assert client.get("/rules/euchre/answer/").status_code == 404


@pytest.mark.parametrize("key", VARIANT_KEYS)
def test_the_decided_ambiguities_are_on_the_page(client, key):
    text = client.get(f"/rules/{key}/").content.decode()
    section = next(s for s in reference.sections(rules_for(key)) if s.anchor == "ambiguities")
    for item in section.items:
        assert item.replace("'", "&#x27;") in text


def test_the_page_links_to_its_answerer_with_the_house_rules(client):
    shown = page(client, "/rules/north_american/?deck=32")
    assert "/rules/north_american/answer/?deck=32" in shown.links


# --- the answerer -----------------------------------------------------------------------------


def picker_cards(text: str) -> list[str]:
    return re.findall(r'class="card-button[^"]*" data-card="([^"]+)"', text)


@pytest.mark.parametrize(("key", "query", "options"), DECKS)
def test_the_card_picker_holds_the_deck(client, key, query, options):
    response = client.get(f"/rules/{key}/answer/{query}")
    assert response.status_code == 200
    deck = rules_for(key, options).deck
    assert sorted(picker_cards(response.content.decode())) == sorted(
        deck.name(card) for card in deck.cards
    )


def test_the_answerer_page_calls_the_api(client):
    text = client.get("/rules/british/answer/?benny_card=2S").content.decode()
    assert 'data-trick-url="/api/v1/variants/british/trick/"' in text
    assert 'data-legal-url="/api/v1/variants/british/legal-plays/"' in text
    options = re.search(r'id="answerer-options"[^>]*>(.*?)</script>', text).group(1)
    assert json.loads(options) == {"benny_card": "2S"}
    assert "/static/js/answerer.js" in text


def test_cards_are_labelled_for_screen_readers_and_carry_symbol_and_letter(client):
    text = client.get("/rules/north_american/answer/").content.decode()
    assert re.search(
        r'data-card="10H"\s+aria-pressed="false" aria-label="10♥H: ten of hearts">'
        r'<span class="rank">10</span><span class="pip">♥</span><span class="letter">H</span>',
        text,
    )
    for suit in Suit:
        assert f'name="trump" value="{suit.label}"' in text


def test_the_static_files_are_there():
    css = finders.find("css/rules.css")
    js = finders.find("js/answerer.js")
    assert css and js
    with open(css, encoding="utf-8") as f:
        assert "@media print" in f.read()


def test_the_scoring_tables_tricks_are_the_makers_and_say_so(client):
    page = client.get("/rules/british/").content.decode()
    assert '<th scope="col">Makers’ tricks</th>' in page


def test_a_house_rule_row_replaces_the_row_it_overrides_on_the_page(client):
    page = client.get("/rules/north_american/", {"lone_defender_euchre_4": "1"})
    rows = [row for row in page.context["scoring_rows"] if row["row"].matches(2, False, True)]
    assert [row["row"].points for row in rows] == [4]


def test_the_answerer_is_one_tap_from_the_top_of_the_rules(client):
    html = client.get("/rules/").content.decode()
    settle = html[
        html.index('aria-label="Settle a dispute"') : html.index(
            "</nav>", html.index("Settle a dispute")
        )
    ]
    assert html.index("Settle a dispute") < html.index("Search the rules")
    for key in VARIANT_KEYS:
        assert f'href="/rules/{key}/answer/"' in settle


@pytest.mark.parametrize(("variant", "side"), [("two_handed", "maker"), ("british", "makers")])
def test_the_scoring_table_says_who_scores_as_the_variant_seats_them(client, variant, side):
    page = client.get(f"/rules/{variant}/").content.decode()
    assert f"<small>to the {side}</small>" in page


def test_the_railroad_answerer_knows_a_loner_may_call_for_best(client):
    railroad = client.get("/rules/railroad/answer/").content.decode()
    assert 'id="call-for-best"' in railroad and "call for the partner&#x27;s best card" in railroad
    assert 'data-card="JOKER"' in railroad  # the best bower is on the answerer's cards
    assert 'id="call-for-best"' not in client.get("/rules/north_american/answer/").content.decode()
    page = client.get("/rules/railroad/", HTTP_ACCEPT_LANGUAGE="de").content.decode()
    assert "Beste Karte verlangen" in page
