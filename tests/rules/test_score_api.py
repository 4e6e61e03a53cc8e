"""POST /api/v1/variants/{key}/score/: a hand record scored without saving, with every
reason code of docs/rules.md §8 refused as a 400 (409 for a game already over)."""

import pytest
from hypothesis import given
from hypothesis import strategies as st
from rest_framework.test import APIClient

from scoring import HandRecord, RuleViolation, game_at, play_hand, rules_for
from tests.rules.support import VARIANT_KEYS, post, refused
from tests.scoring.support import PROPERTY

# Seat 1 names hearts in round 2 after spades were turned down; seat 0 deals.
HAND = {"dealer": 0, "maker": 1, "round": 2, "upcard": "9S", "trump": "hearts", "maker_tricks": 3}


def hand(**changes):
    return {**HAND, **changes}


def score(client, variant, body):
    return post(client, variant, "score", body)


@pytest.mark.parametrize(
    ("variant", "body", "outcome", "team", "points", "row"),
    [
        pytest.param("north_american", hand(), "made", 1, 1, "made", id="made"),
        pytest.param("north_american", hand(maker_tricks=5), "march", 1, 2, "march", id="march"),
        pytest.param("north_american", hand(maker_loner=3, maker_tricks=5), "loner_march", 1, 4,
                     "loner-march", id="loner-march"),
        pytest.param("north_american", hand(maker_loner=1, maker_tricks=4), "made", 1, 1,
                     "loner-made", id="loner-made"),
        pytest.param("north_american", hand(maker_tricks=2), "euchred", 0, 2, "euchred",
                     id="euchred"),
        pytest.param("north_american", hand(defender_loner=2, maker_tricks=1),
                     "defender_loner_euchre", 0, 2, "lone-defender-euchre",
                     id="na-lone-defender-3-tricks"),
        pytest.param("north_american", hand(defender_loner=2, maker_tricks=0),
                     "defender_loner_euchre", 0, 4, "lone-defender-sweep",
                     id="na-lone-defender-5-tricks"),
        pytest.param("north_american", hand(defender_loner=2, maker_tricks=1,
                                            options={"lone_defender_euchre_4": True}),
                     "defender_loner_euchre", 0, 4, "lone-defender-euchre-4",
                     id="na-lone-defender-option"),
        pytest.param("north_american", hand(maker_tricks=0, options={"super_euchre": True}),
                     "euchred", 0, 4, "super-euchre", id="super-euchre"),
        pytest.param("north_american", hand(maker_loner=1, maker_tricks=2,
                                            options={"lone_maker_euchre_4": True}),
                     "euchred", 0, 4, "lone-maker-euchred-4", id="lone-maker-euchred-4"),
        pytest.param("british", hand(defender_loner=2, maker_tricks=2), "defender_loner_euchre",
                     0, 4, "lone-defender-euchre", id="british-lone-defender"),
        pytest.param("british", hand(upcard="JOKER", round=None, maker=0, trump="clubs"),
                     "made", 0, 1, "made", id="british-joker-upcard"),
        pytest.param("two_handed", hand(maker_tricks=5), "march", 1, 2, "march",
                     id="two-handed-march"),
    ],
)  # fmt: skip
def test_a_hand_is_scored(api_client, variant, body, outcome, team, points, row):
    response = score(api_client, variant, body)
    assert response.status_code == 200, response.content
    answer = response.json()
    assert set(answer) == {
        "outcome", "making_team", "scoring_team", "points", "row", "next_dealer", "explanation",
        "rule",
    }  # fmt: skip
    assert (answer["outcome"], answer["scoring_team"], answer["points"], answer["row"]) == (
        outcome, team, points, row,
    )  # fmt: skip
    assert answer["next_dealer"] == 1
    assert answer["rule"] == f"/rules/{variant}/#scoring"
    assert f"{points} point" in answer["explanation"]


def test_a_passed_out_deal(api_client):
    response = score(api_client, "two_handed", {"dealer": 1, "maker": None})
    assert response.status_code == 200, response.content
    assert response.json() == {
        "outcome": "passed_out", "making_team": None, "scoring_team": None, "points": 0,
        "row": None, "next_dealer": 0, "rule": "/rules/two_handed/#scoring",
        "explanation": "Everyone passed twice: the deal is thrown in, nobody scores, and seat 0 "
        "deals next.",
    }  # fmt: skip


@pytest.mark.parametrize(
    ("variant", "body", "after", "finished", "winner"),
    [
        pytest.param("north_american", hand(score=[3, 4]), [3, 5], False, None, id="on-the-way"),
        pytest.param("north_american", hand(score=[9, 9]), [9, 10], True, 1, id="reaches-10"),
        pytest.param("north_american", hand(score=[0, 8], maker_tricks=5, maker_loner=1),
                     [0, 12], True, 1, id="passes-10"),
        pytest.param("british", hand(score=[9, 9]), [9, 10], False, None, id="british-to-11"),
        pytest.param("north_american", hand(score=[6, 6], target=7), [6, 7], True, 1,
                     id="target-7"),
        pytest.param("north_american", hand(score=[9, 9], maker_tricks=1), [11, 9], True, 0,
                     id="euchre-wins-it"),
        pytest.param("north_american", {"dealer": 3, "maker": None, "score": [9, 9]}, [9, 9],
                     False, None, id="passed-out-changes-nothing"),
    ],
)  # fmt: skip
def test_with_the_score_before(api_client, variant, body, after, finished, winner):
    response = score(api_client, variant, body)
    assert response.status_code == 200, response.content
    answer = response.json()
    assert (answer["score"], answer["finished"], answer["winner"]) == (after, finished, winner)
    assert ("The game goes to" in answer["explanation"]) == finished


@pytest.mark.parametrize(
    ("body", "outcome", "team", "points", "after"),
    [
        pytest.param(hand(), "made", 1, 1, [0, 1, 0], id="three-handed-made-1"),
        pytest.param(hand(maker_tricks=5), "march", 1, 3, [0, 3, 0], id="three-handed-march-3"),
        pytest.param(hand(maker_tricks=2), "euchred", None, 2, [2, 0, 2],
                     id="three-handed-euchre-2-to-each"),
        pytest.param(hand(maker_tricks=5, options={"march_points": 4}), "march", 1, 4,
                     [0, 4, 0], id="three-handed-march-as-the-house-plays-it"),
    ],
)  # fmt: skip
def test_a_three_handed_hand_scores_by_seat(api_client, body, outcome, team, points, after):
    alone = score(api_client, "three_handed", body).json()
    assert (alone["outcome"], alone["scoring_team"], alone["points"]) == (outcome, team, points)
    assert alone["making_team"] == 1  # the maker's own seat: each player is a side
    assert "the maker plays alone against the other two" in alone["explanation"]
    assert f"{points} point" in alone["explanation"]
    in_a_game = score(api_client, "three_handed", {**body, "score": [0, 0, 0]}).json()
    assert (in_a_game["score"], in_a_game["level"]) == (after, [])


def test_a_three_handed_tie_past_the_target_plays_on(api_client):
    answer = score(api_client, "three_handed", hand(maker_tricks=1, score=[9, 4, 9])).json()
    assert (answer["score"], answer["finished"], answer["winner"]) == ([11, 4, 11], False, None)
    assert answer["level"] == [0, 2]
    assert "play on until one of them leads" in answer["explanation"]
    won = score(api_client, "three_handed", hand(maker_tricks=1, score=[9, 4, 8])).json()
    assert (won["score"], won["winner"], won["level"]) == ([11, 4, 10], 0, [])


def test_a_game_already_over_is_a_409(api_client):
    body = refused(score(api_client, "north_american", hand(score=[10, 3])), 409,
                   "GAME_ALREADY_OVER")  # fmt: skip
    assert body["rule"] == "/rules/north_american/#game-end"


# Every reason code of docs/rules.md §8 (and the checks the digest implies), through HTTP.
@pytest.mark.parametrize(
    ("variant", "body", "code", "field"),
    [
        ("north_american", hand(maker=4), "INVALID_SEAT", "maker"),
        ("north_american", hand(dealer=4), "INVALID_SEAT", "dealer"),
        ("two_handed", hand(maker=2), "INVALID_SEAT", "maker"),
        ("north_american", hand(maker_loner=-1), "INVALID_SEAT", "maker_loner"),
        ("north_american", {"dealer": 0, "maker": None, "options": {"stick_the_dealer": True}},
         "STICK_THE_DEALER_NO_PASS_OUT", "maker"),
        ("north_american", hand(round=1, trump="clubs"), "ROUND1_TRUMP_MUST_BE_UPCARD_SUIT",
         "trump"),
        ("north_american", hand(trump="spades"), "TURNED_DOWN_SUIT_NAMED", "trump"),
        ("british", hand(trump="spades"), "TURNED_DOWN_SUIT_NAMED", "trump"),
        ("north_american", hand(upcard="JOKER", round=None, maker=0), "JOKER_NOT_IN_DECK",
         "upcard"),
        ("british", hand(upcard="JOKER", round=1, maker=0), "JOKER_UPCARD_NO_BIDDING", "round"),
        ("north_american", hand(round=None), "ROUND_REQUIRED", "round"),
        ("british", hand(upcard="JOKER", round=None, maker=2), "JOKER_UPCARD_DEALER_IS_MAKER",
         "maker"),
        ("north_american", hand(maker_tricks=6), "INVALID_TRICK_COUNT", "maker_tricks"),
        ("north_american", hand(maker_tricks=-1), "INVALID_TRICK_COUNT", "maker_tricks"),
        ("north_american", hand(maker_tricks=None), "INVALID_TRICK_COUNT", "maker_tricks"),
        ("two_handed", hand(maker_loner=1), "NO_LONE_PLAY_IN_VARIANT", "maker_loner"),
        ("two_handed", hand(defender_loner=0), "DEFENDER_ALONE_NOT_ALLOWED", "defender_loner"),
        ("north_american", hand(defender_loner=0, options={"defend_alone": False}),
         "DEFENDER_ALONE_NOT_ALLOWED", "defender_loner"),
        ("north_american", hand(maker_loner=2), "ALONE_SEAT_NOT_ON_MAKING_TEAM", "maker_loner"),
        ("north_american", hand(defender_loner=3), "DEFENDER_ALONE_SEAT_NOT_DEFENDER",
         "defender_loner"),
        ("british", hand(maker=2, round=1, trump="spades"), "DEALER_PARTNER_MUST_GO_ALONE",
         "maker_loner"),
        ("north_american", hand(maker=2, round=1, trump="spades", maker_loner=0,
                                options={"canadian_loner": True}),
         "DEALER_PARTNER_MUST_GO_ALONE", "maker_loner"),
        ("north_american", hand(maker=3, defender_loner=2, options={"no_loner_after_pass": True}),
         "LONER_PASSED_IN_DECIDING_ROUND", "defender_loner"),
        ("british", hand(maker=3, maker_loner=1, options={"no_loner_after_pass": True}),
         "LONER_PASSED_IN_DECIDING_ROUND", "maker_loner"),
        ("three_handed", hand(maker_loner=1), "MAKER_ALWAYS_ALONE", "maker_loner"),
        ("three_handed", hand(defender_loner=2), "DEFENDERS_PLAY_TOGETHER", "defender_loner"),
        ("three_handed", hand(maker=3), "INVALID_SEAT", "maker"),
        ("three_handed", hand(score=[1, 2]), "INVALID_SCORE", "score"),
        ("north_american", hand(round=3), "INVALID_ROUND", "round"),
        ("north_american", {"dealer": 0, "maker": None, "maker_tricks": 3},
         "PASSED_OUT_HAS_PLAY", "maker_tricks"),
        ("north_american", hand(upcard="7S"), "CARD_NOT_IN_DECK", "upcard"),
        ("north_american", hand(upcard="1S"), "UNKNOWN_CARD", "upcard"),
        ("north_american", hand(trump="stars"), "INVALID_SUIT", "trump"),
        ("north_american", hand(target=0), "INVALID_TARGET", "target"),
        ("north_american", hand(score=[1]), "INVALID_SCORE", "score"),
        ("north_american", hand(score=[1, -2]), "INVALID_SCORE", "score"),
        ("north_american", hand(options={"benny_card": "2S"}), "OPTION_NOT_APPLICABLE",
         "options.benny_card"),
        ("north_american", hand(options={"target": 11}), "UNKNOWN_OPTION", "options.target"),
        # wrong JSON types
        ("north_american", hand(maker="1"), "INVALID_INPUT", "maker"),
        ("north_american", hand(maker_tricks=3.0), "INVALID_INPUT", "maker_tricks"),
        ("north_american", hand(round=True), "INVALID_INPUT", "round"),
        ("north_american", hand(trump=["hearts"]), "INVALID_INPUT", "trump"),
        ("north_american", hand(upcard=9), "INVALID_INPUT", "upcard"),
        ("north_american", hand(target="10"), "INVALID_INPUT", "target"),
        ("north_american", hand(score="3-4"), "INVALID_INPUT", "score"),
        ("north_american", hand(score=[1, "2"]), "INVALID_INPUT", "score.1"),
        ("north_american", hand(score=["1", 2]), "INVALID_INPUT", "score.0"),
        ("north_american", hand(options="stick"), "INVALID_INPUT", "options"),
        ("north_american", {k: v for k, v in HAND.items() if k != "dealer"}, "INVALID_INPUT",
         "dealer"),
        ("north_american", {k: v for k, v in HAND.items() if k != "maker"}, "INVALID_INPUT",
         "maker"),
    ],
)  # fmt: skip
def test_an_invalid_hand_is_a_400_naming_the_rule(api_client, variant, body, code, field):
    answer = refused(score(api_client, variant, body), 400, code, field)
    if code != "INVALID_INPUT":
        assert answer["rule"].startswith(f"/rules/{variant}/#"), answer


def test_client_id_is_not_needed_and_is_ignored(api_client):
    with_id = score(
        api_client, "north_american", hand(client_id="3f1c0a7e-0000-4000-8000-000000000000")
    )
    assert with_id.json() == score(api_client, "north_american", hand()).json()


# --- the API and the core agree (hypothesis) ----------------------------------------------

SEATS = st.none() | st.integers(-1, 4)


@st.composite
def questions(draw):
    key = draw(st.sampled_from(VARIANT_KEYS))
    rules = rules_for(key)
    options = {
        spec.key: draw(st.sampled_from(spec.choices))
        for spec in rules.variant.options
        if not spec.fixed and draw(st.booleans())
    }
    body = {
        "dealer": draw(st.integers(0, rules.players - 1)),
        "maker": draw(SEATS),
        "round": draw(st.sampled_from([None, 1, 2])),
        "trump": draw(st.none() | st.sampled_from(["spades", "hearts", "diamonds", "clubs"])),
        "upcard": draw(st.none() | st.sampled_from(["9S", "JH", "AD", "10C", "JOKER", "7H"])),
        "maker_loner": draw(SEATS),
        "defender_loner": draw(SEATS),
        "maker_tricks": draw(st.none() | st.integers(-1, 6)),
        "options": options,
    }
    if draw(st.booleans()):
        body["score"] = [draw(st.integers(0, 12)), draw(st.integers(0, 12))]
    if draw(st.booleans()):
        body["target"] = draw(st.integers(0, 15))
    return key, body


@PROPERTY
@given(questions())
def test_the_score_api_answers_as_the_core(question):
    key, body = question
    response = score(APIClient(), key, body)
    record = {k: body[k] for k in HAND if k != "dealer"} | {
        "maker_loner": body["maker_loner"], "defender_loner": body["defender_loner"],
        "dealer": body["dealer"],
    }  # fmt: skip
    try:
        rules = rules_for(key, body["options"], body.get("target"))
        result = play_hand(rules, game_at(rules, body["dealer"], body.get("score")),
                           HandRecord(**record))  # fmt: skip
    except RuleViolation as error:
        refused(response, 409 if error.conflict else 400, error.code.value, error.field or None)
        return
    assert response.status_code == 200, response.content
    answer = response.json()
    assert (answer["outcome"], answer["scoring_team"], answer["points"]) == (
        result.outcome.value, result.scoring_team, result.points,
    )  # fmt: skip
    assert answer["next_dealer"] == result.next_dealer
    assert answer["explanation"] == result.explanation
    if "score" in body:
        assert answer["score"] == list(result.state.score)
        assert answer["winner"] == result.state.winner
