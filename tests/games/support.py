"""Helpers for the games tests: hand records that read like the table talk, and the
invariant every write must keep (the game's cache is what its hands add up to)."""

import scoring
from games.models import Game, Hand, Player, Seat, Status
from tests.factories import PASSWORD

PASSED_OUT = {"maker": None}


def made(maker: int = 1, tricks: int = 3, **more) -> dict:
    """Seat ``maker`` named spades in round 2 (valid whoever deals) and took ``tricks``."""
    return {"maker": maker, "round": 2, "trump": "spades", "maker_tricks": tricks, **more}


def loner(maker: int = 1, tricks: int = 5) -> dict:
    return made(maker, tricks, maker_loner=maker)


RECORD_FIELDS = (
    "maker", "round", "trump", "upcard", "maker_loner", "defender_loner", "maker_tricks", "renege",
)  # fmt: skip


def records_of(game: Game) -> list[scoring.HandRecord]:
    rows = game.hands.order_by("number").values(*RECORD_FIELDS)
    return [scoring.HandRecord(**row) for row in rows]


def assert_cache_matches_hands(game: Game) -> None:
    """The stored hands, scored again by the rules core, give every cached number."""
    game = Game.objects.get(pk=game.pk)
    hands = list(game.hands.order_by("number"))
    assert [hand.number for hand in hands] == list(range(1, len(hands) + 1))
    results = scoring.replay(game.rules, game.first_dealer, records_of(game))
    state = results[-1].state if results else scoring.new_game(game.rules, game.first_dealer)
    for hand, result in zip(hands, results, strict=True):
        assert hand.dealer == result.hand.dealer
        assert (hand.outcome, hand.scoring_team, hand.points) == (
            result.outcome.value,
            result.scoring_team,
            result.points,
        )
        assert tuple(hand.score) == result.state.score
        assert hand.explanation == result.explanation
    opened = scoring.new_game(game.rules, game.first_dealer, game.carried).score
    totals = [
        points + sum(result.gains[side] for result in results) for side, points in enumerate(opened)
    ]
    assert game.score == totals == list(state.score)
    assert game.next_dealer == state.dealer
    assert game.hands_played == len(hands) == state.hands_played
    assert game.winner == state.winner
    assert game.status == (Status.FINISHED if state.finished else Status.IN_PROGRESS)


def app_session_token(client, email: str, password: str = PASSWORD) -> str:
    """Sign in as a companion app does (allauth headless) and return the session token."""
    login = client.post(
        "/_allauth/app/v1/auth/login",
        {"email": email, "password": password},
        content_type="application/json",
    )
    assert login.status_code == 200, login.content
    return login.json()["meta"]["session_token"]


def snapshot() -> tuple:
    """Everything a refused write must leave as it was."""
    return (
        list(Game.objects.order_by("pk").values()),
        list(Hand.objects.order_by("pk").values()),
        list(Player.objects.order_by("pk").values()),
        list(Seat.objects.order_by("pk").values()),
    )
