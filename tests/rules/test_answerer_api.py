"""POST /api/v1/variants/{key}/trick/ and /legal-plays/: who won, what may be played.

Table-driven cases from docs/rules.md §1.2, every kind of bad input (a 400 naming the rule,
never a 500), and hypothesis properties that the answers through HTTP are the core's.
"""

import pytest
from hypothesis import given
from hypothesis import strategies as st
from rest_framework.test import APIClient

from accounts.models import User
from scoring import RuleViolation, Suit, legal_plays, rules_for, trick_winner
from tests.rules.support import VARIANT_KEYS, post, refused
from tests.scoring.support import DECKS, PROPERTY, oracle_follows, oracle_winner


def trick(*cards, first=0, players=4):
    return [{"seat": (first + i) % players, "card": card} for i, card in enumerate(cards)]


@pytest.mark.parametrize(
    ("variant", "trump", "plays", "winner", "card"),
    [
        pytest.param("north_american", "hearts", trick("AD", "JD", "9D", "KD", first=1), 2, "JD",
                     id="left-bower-trumps-the-ace-led"),
        pytest.param("north_american", "hearts", trick("JD", "AH", "JH", "9H"), 2, "JH",
                     id="right-beats-left"),
        pytest.param("north_american", "spades", trick("AD", "KD", "AC", "QD"), 0, "AD",
                     id="off-suit-ace-cannot-win"),
        pytest.param("north_american", "clubs", trick("10H", "9C", "AH", "JS"), 3, "JS",
                     id="left-bower-highest-trump-played"),
        pytest.param("british", "clubs", trick("AC", "JOKER", "JC", "JS"), 1, "JOKER",
                     id="joker-beats-both-bowers"),
        pytest.param("british", "diamonds", [{"seat": 3, "card": "AS"}, {"seat": 0, "card": "9D"}],
                     0, "9D", id="two-loners-two-cards"),
        pytest.param("two_handed", "diamonds", trick("AH", "JH", players=2), 1, "JH",
                     id="two-handed-left-bower"),
        pytest.param("north_american", "H", trick("th", "ks", "qs", "9h"), 0, "10H",
                     id="case-insensitive-and-t-for-ten"),
    ],
)  # fmt: skip
def test_who_won(api_client, variant, trump, plays, winner, card):
    response = post(api_client, variant, "trick", {"trump": trump, "plays": plays})
    assert response.status_code == 200, response.content
    body = response.json()
    assert set(body) == {"winner", "winning_card", "explanation", "rule"}
    assert (body["winner"], body["winning_card"]) == (winner, card)
    assert f"seat {winner}" in body["explanation"].lower()
    assert body["rule"] == f"/rules/{variant}/#trick-winner"


def test_a_lone_hand_with_the_32_card_deck(api_client):
    body = {"trump": "hearts", "plays": trick("9S", "AS", "7S", first=1), "options": {"deck": 32}}
    response = post(api_client, "north_american", "trick", body)
    assert response.status_code == 200, response.content
    assert response.json()["winner"] == 2


def test_null_options_are_the_variants_defaults(api_client):
    # British with the joker by default: it wins; with the benny card, the 2S would.
    body = {"trump": "hearts", "plays": trick("JH", "JOKER", "AH", "KH"), "options": None}
    response = post(api_client, "british", "trick", body)
    assert response.status_code == 200, response.content
    assert response.json() == post(api_client, "british", "trick", {**body, "options": {}}).json()
    assert response.json()["winning_card"] == "JOKER"


def test_the_benny_card_wins_as_the_joker(api_client):
    body = {"trump": "hearts", "plays": trick("JH", "2S", "AH", "KH"),
            "options": {"benny_card": "2S"}}  # fmt: skip
    assert post(api_client, "british", "trick", body).json()["winning_card"] == "2S"


@pytest.mark.parametrize(
    ("variant", "trump", "led", "hand", "legal", "says"),
    [
        pytest.param("north_american", "hearts", "AD", ["9D", "JD", "AS"], ["9D"],
                     "does not follow diamonds", id="left-bower-does-not-follow-its-suit"),
        pytest.param("north_american", "hearts", "AD", ["JD", "AS", "KC"], ["JD", "AS", "KC"],
                     "no diamonds", id="only-the-left-bower-is-void"),
        pytest.param("north_american", "hearts", "JD", ["9H", "QS", "AD"], ["9H"],
                     "trump lead", id="left-bower-led-is-a-trump-lead"),
        pytest.param("north_american", "clubs", "KS", ["JS", "AC", "9H"], ["JS", "AC", "9H"],
                     "need not trump", id="void-need-not-trump"),
        pytest.param("british", "spades", "JOKER", ["JC", "AH"], ["JC"], "trump lead",
                     id="joker-led-left-bower-follows"),
        pytest.param("british", "spades", "AH", ["JOKER", "KH", "9C"], ["KH"], "follow hearts",
                     id="joker-never-follows-a-plain-suit"),
        pytest.param("two_handed", "diamonds", None, ["9S", "JH"], ["9S", "JH"], "leading",
                     id="leading-anything-goes"),
    ],
)  # fmt: skip
def test_what_may_be_played(api_client, variant, trump, led, hand, legal, says):
    response = post(api_client, variant, "legal-plays", {"trump": trump, "led": led, "hand": hand})
    assert response.status_code == 200, response.content
    body = response.json()
    assert set(body) == {"legal", "explanation", "rule"}
    assert body["legal"] == legal
    assert says in body["explanation"]
    section = "play" if led is None else "following-suit"
    assert body["rule"] == f"/rules/{variant}/#{section}"


def test_led_may_be_left_out_when_leading(api_client):
    response = post(api_client, "north_american", "legal-plays", {"trump": "S", "hand": ["9D"]})
    assert response.json()["legal"] == ["9D"]


# --- bad input: a 400 with the rule's code, never a 500 -----------------------------------

FOUR = trick("AS", "KS", "QS", "JS")


@pytest.mark.parametrize(
    ("variant", "body", "code", "field"),
    [
        ("north_american", {"trump": "hearts", "plays": trick("AS", "XS", "QS", "JS")},
         "UNKNOWN_CARD", "plays"),
        ("north_american", {"trump": "hearts", "plays": trick("AS", "7S", "QS", "JS")},
         "CARD_NOT_IN_DECK", "plays"),
        ("north_american", {"trump": "hearts", "plays": trick("AS", "JOKER", "QS", "JS")},
         "JOKER_NOT_IN_DECK", "plays"),
        ("british", {"trump": "hearts", "plays": trick("AS", "8S", "QS", "JS")},
         "CARD_NOT_IN_DECK", "plays"),
        ("north_american", {"trump": "hearts", "plays": trick("AS", "KS", "AS", "JS")},
         "DUPLICATE_CARD", "plays"),
        ("north_american", {"trump": "hearts", "plays": trick("AS")},
         "WRONG_NUMBER_OF_PLAYS", "plays"),
        ("north_american", {"trump": "hearts", "plays": trick("AS", "KS", "QS", "JS", "10S")},
         "WRONG_NUMBER_OF_PLAYS", "plays"),
        ("two_handed", {"trump": "hearts", "plays": trick("AS", "KS", "QS")},
         "WRONG_NUMBER_OF_PLAYS", "plays"),
        ("north_american", {"trump": "hearts", "plays": []}, "WRONG_NUMBER_OF_PLAYS", "plays"),
        ("north_american", {"trump": "hearts", "plays": trick("AS", "KS", first=3, players=5)},
         "INVALID_SEAT", "plays"),
        ("north_american", {"trump": "hearts", "plays": [
            {"seat": 0, "card": "AS"}, {"seat": 2, "card": "KS"}, {"seat": 1, "card": "QS"}]},
         "PLAYS_OUT_OF_TURN", "plays"),
        ("north_american", {"trump": "hearts", "plays": [
            {"seat": 0, "card": "AS"}, {"seat": 2, "card": "KS"}]},
         "PLAYS_OUT_OF_TURN", "plays"),
        ("north_american", {"trump": "hearts", "plays": [
            {"seat": 0, "card": "AS"}, {"seat": 0, "card": "KS"}]},
         "PLAYS_OUT_OF_TURN", "plays"),
        ("north_american", {"trump": "trumps", "plays": FOUR}, "INVALID_SUIT", "trump"),
        ("north_american", {"trump": "hearts", "plays": FOUR, "options": {"farmers_hand": True}},
         "UNKNOWN_OPTION", "options.farmers_hand"),
        ("north_american", {"trump": "hearts", "plays": FOUR, "options": {"benny_card": "2S"}},
         "OPTION_NOT_APPLICABLE", "options.benny_card"),
        ("two_handed", {"trump": "hearts", "plays": trick("AS", "KS", players=2),
                        "options": {"defend_alone": False}}, "OPTION_NOT_APPLICABLE",
         "options.defend_alone"),
        ("north_american", {"trump": "hearts", "plays": FOUR, "options": {"deck": 52}},
         "INVALID_OPTION_VALUE", "options.deck"),
        ("north_american", {"trump": "hearts", "plays": FOUR, "options": {"deck": "32"}},
         "INVALID_OPTION_VALUE", "options.deck"),
        ("british", {"trump": "hearts", "plays": FOUR, "options": {"canadian_loner": False}},
         "INVALID_OPTION_VALUE", "options.canadian_loner"),
        # wrong JSON types: the serializer refuses the shape
        ("north_american", {"trump": "hearts"}, "INVALID_INPUT", "plays"),
        ("north_american", {"plays": FOUR}, "INVALID_INPUT", "trump"),
        ("north_american", {"trump": ["hearts"], "plays": FOUR}, "INVALID_INPUT", "trump"),
        ("north_american", {"trump": 1, "plays": FOUR}, "INVALID_INPUT", "trump"),
        ("north_american", {"trump": "hearts", "plays": "AS KS QS JS"}, "INVALID_INPUT",
         "plays"),
        ("north_american", {"trump": "hearts", "plays": ["AS", "KS"]}, "INVALID_INPUT", "plays"),
        ("north_american", {"trump": "hearts", "plays": [{"seat": "0", "card": "AS"}] * 2},
         "INVALID_INPUT", "plays"),
        ("north_american", {"trump": "hearts", "plays": [{"seat": True, "card": "AS"}] * 2},
         "INVALID_INPUT", "plays"),
        ("north_american", {"trump": "hearts", "plays": [{"seat": 0.0, "card": "AS"}] * 2},
         "INVALID_INPUT", "plays"),
        ("north_american", {"trump": "hearts", "plays": [{"seat": 0, "card": 10}] * 2},
         "INVALID_INPUT", "plays"),
        ("north_american", {"trump": "hearts", "plays": [{"seat": 0}] * 2},
         "INVALID_INPUT", "plays"),
        ("north_american", {"trump": "hearts", "plays": FOUR * 5}, "INVALID_INPUT", "plays"),
        ("north_american", {"trump": "hearts", "plays": FOUR, "options": ["deck"]},
         "INVALID_INPUT", "options"),
    ],
)  # fmt: skip
def test_bad_tricks_are_400(api_client, variant, body, code, field):
    body = refused(post(api_client, variant, "trick", body), 400, code, field)
    if code != "INVALID_INPUT":  # every refusal of the rules names its rule
        assert body["rule"].startswith(f"/rules/{variant}/#")


HAND = ["9D", "JD", "AS"]


@pytest.mark.parametrize(
    ("variant", "body", "code", "field"),
    [
        ("north_american", {"trump": "hearts", "led": "AD", "hand": ["9D", "QQ"]},
         "UNKNOWN_CARD", "hand"),
        ("north_american", {"trump": "hearts", "led": "ZZ", "hand": HAND}, "UNKNOWN_CARD", "led"),
        ("north_american", {"trump": "hearts", "led": "AD", "hand": ["8D", "9D"]},
         "CARD_NOT_IN_DECK", "hand"),
        ("two_handed", {"trump": "hearts", "led": "7D", "hand": HAND}, "CARD_NOT_IN_DECK", "led"),
        ("north_american", {"trump": "hearts", "led": "AD", "hand": ["JOKER"]},
         "JOKER_NOT_IN_DECK", "hand"),
        ("north_american", {"trump": "hearts", "led": "AD", "hand": ["9D", "9d"]},
         "DUPLICATE_CARD", "hand"),
        ("north_american", {"trump": "hearts", "led": "9D", "hand": ["9D", "AS"]},
         "DUPLICATE_CARD", "led"),
        ("north_american", {"trump": "hearts", "led": "AD", "hand": []},
         "INVALID_HAND_SIZE", "hand"),
        ("north_american", {"trump": "hearts", "led": "AD",
                            "hand": ["9S", "10S", "JS", "QS", "KS", "AS"]},
         "INVALID_HAND_SIZE", "hand"),
        ("north_american", {"trump": "red", "led": "AD", "hand": HAND}, "INVALID_SUIT", "trump"),
        ("north_american", {"trump": "hearts", "led": "AD", "hand": HAND,
                            "options": {"stick_the_dealer": "yes"}},
         "INVALID_OPTION_VALUE", "options.stick_the_dealer"),
        ("british", {"trump": "hearts", "led": "AD", "hand": HAND, "options": {"deck": 24}},
         "INVALID_OPTION_VALUE", "options.deck"),
        ("north_american", {"trump": "hearts", "led": "AD", "hand": HAND,
                            "options": {"super_euchre": True, "nope": 1}},
         "UNKNOWN_OPTION", "options.nope"),
        ("north_american", {"trump": "hearts", "led": "AD", "hand": "9D JD"},
         "INVALID_INPUT", "hand"),
        ("north_american", {"trump": "hearts", "led": "AD", "hand": [9]},
         "INVALID_INPUT", "hand.0"),
        ("north_american", {"trump": "hearts", "led": ["AD"], "hand": HAND},
         "INVALID_INPUT", "led"),
        ("north_american", {"trump": "hearts", "led": "AD"}, "INVALID_INPUT", "hand"),
        ("north_american", {"trump": None, "led": "AD", "hand": HAND}, "INVALID_INPUT", "trump"),
        ("north_american", {"trump": "hearts", "led": "AD", "hand": HAND * 6},
         "INVALID_INPUT", "hand"),
    ],
)  # fmt: skip
def test_bad_legal_play_questions_are_400(api_client, variant, body, code, field):
    refused(post(api_client, variant, "legal-plays", body), 400, code, field)


@pytest.mark.parametrize("what", ["trick", "legal-plays"])
@pytest.mark.parametrize(
    ("content", "code"),
    [("{not json", "PARSE_ERROR"), ('{"trump": NaN}', "PARSE_ERROR"), ("[]", "INVALID_INPUT"),
     ('"hearts"', "INVALID_INPUT"), ("null", "INVALID_INPUT"), ("", "INVALID_INPUT")],
)  # fmt: skip
def test_bodies_that_are_not_objects_are_400(api_client, what, content, code):
    response = api_client.generic(
        "POST", f"/api/v1/variants/north_american/{what}/", content, "application/json"
    )
    refused(response, 400, code)


@pytest.mark.parametrize("what", ["trick", "legal-plays", "score"])
def test_an_unknown_variant_is_a_404(api_client, what):
    refused(post(api_client, "euchre", what, {}), 404, "UNKNOWN_VARIANT", None)


@pytest.mark.django_db
def test_a_signed_in_browser_posts_without_a_csrf_token():
    # The answerer page posts with the session cookie of whoever is signed in; these
    # endpoints authenticate nobody, so CSRF cannot refuse them.
    client = APIClient(enforce_csrf_checks=True)
    client.force_login(User.objects.create_user("csrf@example.com", "a-long-table-password"))
    response = post(client, "north_american", "trick", {"trump": "hearts", "plays": FOUR})
    assert response.status_code == 200, response.content


def test_get_is_not_allowed(api_client):
    refused(api_client.get("/api/v1/variants/north_american/trick/"), 405, "METHOD_NOT_ALLOWED")


# --- the API and the core agree (hypothesis, through the test client) ---------------------


@st.composite
def table(draw):
    """A variant with some of its house rules, as a client would send them."""
    key = draw(st.sampled_from(VARIANT_KEYS))
    rules = rules_for(key)
    options = {}
    for spec in rules.variant.options:
        if not spec.fixed and draw(st.booleans()):
            options[spec.key] = draw(st.sampled_from(spec.choices))
    return key, options


def deck_names(key, options):
    rules = rules_for(key, options)
    return sorted(rules.deck.name(card) for card in rules.deck.cards)


@st.composite
def tricks(draw):
    key, options = draw(table())
    players = rules_for(key).players
    size = players if players in (2, 3) else draw(st.sampled_from([4, 3, 2]))
    cards = draw(st.lists(st.sampled_from(deck_names(key, options)), min_size=size,
                          max_size=size, unique=True))  # fmt: skip
    if players == 4 and size == 3:
        out = draw(st.integers(0, 3))
        seats = [s for s in range(4) if s != out]
    elif players == 4 and size == 2:
        seats = sorted(draw(st.sampled_from([(0, 1), (0, 3), (1, 2), (2, 3)])))
    else:
        seats = list(range(players))
    first = draw(st.integers(0, len(seats) - 1))
    seats = seats[first:] + seats[:first]
    trump = draw(st.sampled_from([s.label for s in Suit]))
    return key, options, trump, list(zip(seats, cards, strict=True))


@PROPERTY
@given(tricks())
def test_the_trick_api_answers_as_the_core(question):
    key, options, trump, plays = question
    body = {"trump": trump, "plays": [{"seat": s, "card": c} for s, c in plays]}
    if options:
        body["options"] = options
    response = post(APIClient(), key, "trick", body)
    core = trick_winner(rules_for(key, options), trump, plays)
    deck = rules_for(key, options).deck
    assert response.status_code == 200, response.content
    assert response.json() == {
        "winner": core.winner,
        "winning_card": deck.name(core.winning_card),
        "explanation": core.explanation,
        "rule": f"/rules/{key}/#{core.section}",
    }
    # and, independently of the core, the rulebook's winner (docs/rules.md §1.2)
    joker = deck.name(deck.parse("JOKER")) if deck.has_joker else "JOKER"
    as_written = [("JOKER" if card == joker else card) for _, card in plays]
    winner = oracle_winner(as_written, Suit.parse(trump).letter)
    assert response.json()["winner"] == plays[as_written.index(winner)][0]


@st.composite
def hands(draw):
    key, options = draw(table())
    names = deck_names(key, options)
    cards = draw(st.lists(st.sampled_from(names), min_size=2, max_size=6, unique=True))
    led = None if draw(st.booleans()) and len(cards) > 1 else cards[0]
    hand = cards[1:]
    trump = draw(st.sampled_from([s.label for s in Suit]))
    return key, options, trump, led, hand


@PROPERTY
@given(hands())
def test_the_legal_plays_api_answers_as_the_core(question):
    key, options, trump, led, hand = question
    body = {"trump": trump, "led": led, "hand": hand, "options": options}
    response = post(APIClient(), key, "legal-plays", body)
    rules = rules_for(key, options)
    core = legal_plays(rules, trump, led, hand)
    assert response.status_code == 200, response.content
    legal = response.json()["legal"]
    assert response.json() == {
        "legal": [rules.deck.name(card) for card in core.legal],
        "explanation": core.explanation,
        "rule": f"/rules/{key}/#{core.section}",
    }
    # and by the rulebook: follow the suit led when you can, else anything
    if led is not None:
        letter = Suit.parse(trump).letter
        joker = rules.deck.joker_name

        def spelled(card):
            return "JOKER" if card == joker else card

        following = [c for c in hand if oracle_follows(spelled(c), spelled(led), letter)]
        assert legal == (following or hand)


# --- anything at all: a JSON answer, 200 or 400, never a 500 ------------------------------

JUNK = st.recursive(
    st.none() | st.booleans() | st.integers(-2, 40) | st.text(max_size=6)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.sampled_from(["AS", "JOKER", "2S", "hearts", "h", "7C", "10D"]),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(
        st.sampled_from(["seat", "card", "deck", "benny_card", "farmers_hand", "x"]), inner,
        max_size=3),
    max_leaves=12,
)  # fmt: skip
PLAY = st.fixed_dictionaries({"seat": st.integers(-1, 4) | JUNK, "card": JUNK})
QUESTIONS = st.fixed_dictionaries(
    {},
    optional={
        "trump": st.sampled_from(["hearts", "S", "trumps"]) | JUNK,
        "plays": st.lists(PLAY, max_size=5) | JUNK,
        "led": st.sampled_from(list(DECKS[25])) | JUNK,
        "hand": st.lists(st.sampled_from(list(DECKS[32])) | JUNK, max_size=6) | JUNK,
        "options": st.dictionaries(st.sampled_from(["deck", "benny_card", "defend_alone"]),
                                   JUNK, max_size=2) | JUNK,
    },
)  # fmt: skip


@PROPERTY
@given(st.sampled_from(VARIANT_KEYS), st.sampled_from(["trick", "legal-plays"]), QUESTIONS)
def test_junk_is_answered_or_refused_never_a_500(key, what, body):
    response = post(APIClient(), key, what, body)
    assert response.status_code in (200, 400), response.content
    if response.status_code == 400:
        assert response.json()["code"]
    else:
        # A 200 means the core accepted it too.
        rules = rules_for(key, body.get("options"))
        try:
            if what == "trick":
                trick_winner(rules, body["trump"], [(p["seat"], p["card"]) for p in body["plays"]])
            else:
                legal_plays(rules, body["trump"], body.get("led"), body["hand"])
        except RuleViolation as error:  # pragma: no cover - the assertion names the case
            pytest.fail(f"API said 200, core said {error!r}")
