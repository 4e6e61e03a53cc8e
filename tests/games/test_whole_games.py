"""Whole games of every variant, recorded through the API and checked against the rules
core: each hand's answer (201 and its score, or 400/409 and its code) is what
``scoring.play_hand`` says of the same record, and at the end ``scoring.replay`` of the
accepted records gives the game's score, dealer and winner. Past the end: 409.

The records are random (seeded): mostly plausible hands, some nonsense, so refusals are
exercised along the way and must leave the game as it was.
"""

import random

import pytest

import scoring
from games.models import Hand
from tests.factories import GameFactory
from tests.games.support import assert_cache_matches_hands

pytestmark = pytest.mark.django_db

SUITS = ["spades", "hearts", "diamonds", "clubs"]
RANKS = ["7", "8", "9", "10", "J", "Q", "K", "A"]

SETUPS = [
    pytest.param("north_american", {}, None, id="north-american"),
    pytest.param("north_american", {}, 30, id="north-american-to-30"),
    pytest.param(
        "north_american",
        {"deck": 32, "stick_the_dealer": True, "super_euchre": True, "lone_maker_euchre_4": True},
        21,
        id="north-american-32-cards-stick-the-dealer",
    ),
    pytest.param(
        "north_american",
        {"defend_alone": False, "no_loner_after_pass": True, "canadian_loner": True},
        5,
        id="north-american-old-laws",
    ),
    pytest.param(
        "north_american", {"lone_defender_euchre_4": True}, 15, id="north-american-railroad"
    ),
    pytest.param("british", {}, None, id="british"),
    pytest.param("british", {}, 30, id="british-to-30"),
    pytest.param(
        "british", {"benny_card": "2S", "no_loner_after_pass": True}, 15, id="british-benny"
    ),
    pytest.param("two_handed", {}, None, id="two-handed"),
    pytest.param("two_handed", {}, 30, id="two-handed-to-30"),
    pytest.param("two_handed", {"deck": 32, "stick_the_dealer": True}, 13, id="two-handed-32"),
]


def random_record(rng: random.Random, players: int) -> dict:
    """A hand record as a client might send it: usually sensible, sometimes not."""
    if rng.random() < 0.1:
        return {"maker": None, "upcard": rng.choice([None, "AH", "9s"])}
    upcard = rng.choice([*(rank + suit for rank in RANKS for suit in "SHDC"), "JOKER", "2S"])
    maker = rng.randrange(players + (rng.random() < 0.05))
    partners = [seat for seat in range(players) if seat % 2 == maker % 2]
    defenders = [seat for seat in range(players) if seat % 2 != maker % 2]
    record = {
        "maker": maker,
        "round": rng.choice([1, 2, 2, None] if upcard != "JOKER" else [None, None, 1]),
        "upcard": rng.choice([upcard, upcard.lower(), None]),
        "trump": rng.choice([*SUITS, None]),
        "maker_tricks": rng.choice([0, 1, 2, 3, 3, 3, 4, 4, 5, 5] + [6] * (rng.random() < 0.05)),
    }
    if rng.random() < 0.25:
        record["maker_loner"] = rng.choice(partners if rng.random() < 0.9 else defenders)
    if rng.random() < 0.15:
        record["defender_loner"] = rng.choice(defenders if rng.random() < 0.9 else partners)
    if rng.random() < 0.2:
        record["dealer"] = rng.randrange(players)
    return record


@pytest.mark.parametrize(("variant", "options", "target"), SETUPS)
def test_a_whole_game_through_the_api_agrees_with_the_core(
    owner_api, owner, variant, options, target
):
    rng = random.Random(f"{variant}{options}{target}")
    players = scoring.get_variant(variant).players
    first_dealer = rng.randrange(players)
    game = GameFactory(
        owner=owner, variant=variant, options=options, target=target, first_dealer=first_dealer
    )
    rules = scoring.rules_for(variant, options, target)
    state = scoring.new_game(rules, first_dealer)
    accepted: list[scoring.HandRecord] = []
    url = f"/api/v1/games/{game.pk}/hands/"

    refusals_after_the_end = 0
    for _ in range(600):
        record = random_record(rng, players)
        try:
            expected = scoring.play_hand(rules, state, scoring.HandRecord(**record))
        except scoring.RuleViolation as violation:
            response = owner_api.post(url, record)
            assert response.status_code == (409 if violation.conflict else 400), record
            assert response.json()["code"] == violation.code
            assert Hand.objects.filter(game=game).count() == len(accepted)
            refusals_after_the_end += state.finished
            if refusals_after_the_end == 3:
                break
            continue
        response = owner_api.post(url, record)
        assert response.status_code == 201, (record, response.json())
        body = response.json()
        assert body["number"] == len(accepted) + 1
        assert body["dealer"] == state.dealer
        assert (body["outcome"], body["scoring_team"], body["points"]) == (
            expected.outcome.value,
            expected.scoring_team,
            expected.points,
        )
        assert body["score"] == list(expected.state.score)
        assert body["explanation"] == expected.explanation
        status = "finished" if expected.state.finished else "in_progress"
        assert (body["status"], body["winner"]) == (status, expected.state.winner)
        assert (body["game"]["status"], body["game"]["winner"]) == (status, expected.state.winner)
        accepted.append(scoring.HandRecord(**record))
        state = expected.state
    assert state.finished, "the game should have reached its target"

    final = scoring.replay(rules, first_dealer, accepted)[-1].state
    body = owner_api.get(f"/api/v1/games/{game.pk}/").json()
    assert body["score"] == list(final.score) == list(state.score)
    assert (body["dealer"], body["hands_played"], body["winner"], body["status"]) == (
        final.dealer,
        len(accepted),
        final.winner,
        "finished",
    )
    assert body["teams"][final.winner]["score"] >= rules.target
    assert_cache_matches_hands(game)
