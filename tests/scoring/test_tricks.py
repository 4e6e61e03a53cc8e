"""Following suit and the trick winner: the worked examples of docs/rules.md §1.1 and §1.2."""

import pytest

from scoring import legal_plays, rules_for, trick_winner
from tests.scoring.support import make_rules, names

NA, BRITISH, TWO = make_rules(), make_rules("british"), make_rules("two_handed")
BENNY = make_rules("british", benny_card="2S")


def legal(rules, trump, led, hand):
    return names(rules.deck, legal_plays(rules, trump, led, hand).legal)


def clockwise(cards: list[str], leader: int = 0, players: int = 4):
    return [((leader + i) % players, card) for i, card in enumerate(cards)]


@pytest.mark.parametrize(
    ("rules", "trump", "led", "hand", "allowed"),
    [
        pytest.param(NA, "hearts", "AD", ["9D", "JD", "AS"], ["9D"],
                     id="AD-led-9D-and-JD-must-play-9D"),
        pytest.param(NA, "hearts", "AD", ["JD", "AS", "KC"], ["JD", "AS", "KC"],
                     id="JD-alone-is-void-in-diamonds"),
        pytest.param(NA, "hearts", "JD", ["9H", "AD", "JH", "KS"], ["9H", "JH"],
                     id="JD-led-is-a-trump-lead"),
        pytest.param(NA, "hearts", "JD", ["AD", "KS"], ["AD", "KS"],
                     id="JD-led-diamonds-do-not-follow"),
        pytest.param(NA, "hearts", "9H", ["JD", "AD", "KS"], ["JD"],
                     id="left-bower-follows-a-trump-lead"),
        pytest.param(NA, "hearts", "AS", ["9S", "JH", "QH"], ["9S"],
                     id="must-follow-not-trump"),
        pytest.param(NA, "hearts", "AS", ["JH", "QH", "KD"], ["JH", "QH", "KD"],
                     id="void-need-not-trump"),
        pytest.param(NA, "spades", "AC", ["JC", "QD"], ["JC", "QD"],
                     id="left-bower-clubs-void-in-clubs"),
        pytest.param(BRITISH, "hearts", "AS", ["JOKER", "9S"], ["9S"],
                     id="joker-never-follows-a-plain-suit"),
        pytest.param(BRITISH, "hearts", "AS", ["JOKER", "AD"], ["JOKER", "AD"],
                     id="joker-with-a-void"),
        pytest.param(BRITISH, "hearts", "JOKER", ["JD", "AS", "KD"], ["JD"],
                     id="joker-led-left-bower-follows"),
        pytest.param(BRITISH, "clubs", "JOKER", ["JC", "9C", "AS"], ["JC", "9C"],
                     id="joker-led-right-bower-follows"),
        pytest.param(BRITISH, "hearts", "9H", ["JOKER", "AS"], ["JOKER"],
                     id="joker-follows-a-trump-lead"),
        pytest.param(BENNY, "hearts", "2S", ["JD", "AS"], ["JD"],
                     id="benny-led-is-a-trump-lead"),
        pytest.param(BENNY, "hearts", "AS", ["2S", "9S"], ["9S"],
                     id="benny-is-not-a-spade"),
        pytest.param(NA, "hearts", None, ["9D", "JD", "AS"], ["9D", "JD", "AS"],
                     id="leader-may-lead-any-card"),
        pytest.param(TWO, "diamonds", "KH", ["JH", "AH"], ["AH"],
                     id="two-handed-left-bower"),
    ],
)  # fmt: skip
def test_legal_plays(rules, trump, led, hand, allowed):
    assert legal(rules, trump, led, hand) == allowed


def test_legal_plays_explains_the_left_bower():
    answer = legal_plays(NA, "hearts", "AD", ["9D", "JD", "AS"])
    assert "J♦ is the left bower, a heart, so it does not follow diamonds" in answer.explanation
    assert "you must" in answer.explanation
    void = legal_plays(NA, "hearts", "AS", ["JH", "KD"])
    assert "You hold no spades, so you may play any card; you need not trump" in void.explanation
    all_follow = legal_plays(NA, "hearts", "10C", ["9C", "AC"])
    assert "You can follow clubs with 9♣, A♣, so you must." in all_follow.explanation
    assert "You hold no" not in all_follow.explanation


@pytest.mark.parametrize(
    ("rules", "trump", "plays", "seat", "card"),
    [
        pytest.param(BRITISH, "hearts", clockwise(["AH", "JD", "9H", "KH"]), 1, "JD",
                     id="left-bower-beats-the-ace"),
        pytest.param(BRITISH, "hearts", clockwise(["JD", "JH", "AH", "9S"]), 1, "JH",
                     id="right-bower-beats-left-bower"),
        pytest.param(BRITISH, "hearts", clockwise(["JH", "JD", "JOKER", "AH"]), 2, "JOKER",
                     id="joker-beats-both-bowers"),
        pytest.param(NA, "hearts", clockwise(["KS", "AS", "9H", "QS"]), 2, "9H",
                     id="lowest-trump-beats-an-ace"),
        pytest.param(NA, "hearts", clockwise(["KS", "AD", "AC", "QS"]), 0, "KS",
                     id="off-suit-aces-never-win"),
        pytest.param(NA, "hearts", clockwise(["9D", "JD", "AD", "10D"]), 1, "JD",
                     id="left-bower-is-trump-on-a-diamond-lead"),
        pytest.param(NA, "clubs", clockwise(["QS", "KS", "JS", "AS"], leader=2), 0, "JS",
                     id="left-bower-beats-the-ace-of-clubs"),
        pytest.param(NA, "spades", clockwise(["10H", "JH", "9H", "KD"], leader=3), 0, "JH",
                     id="other-colour-jack-ranks-between-Q-and-10"),
        pytest.param(make_rules(deck=32), "hearts", clockwise(["7H", "8H", "9S", "AS"]), 1, "8H",
                     id="eight-beats-seven-in-trump"),
        pytest.param(NA, "hearts", [(1, "AS"), (2, "KS"), (3, "9H")], 3, "9H",
                     id="three-cards-with-a-loner"),
        pytest.param(NA, "hearts", [(3, "AS"), (1, "KS"), (2, "9H")], 2, "9H",
                     id="three-cards-skipping-the-partner-who-sits-out"),
        pytest.param(NA, "diamonds", [(2, "QC"), (3, "KC")], 3, "KC",
                     id="two-lone-players"),
        pytest.param(TWO, "spades", [(1, "AH"), (0, "JC")], 0, "JC",
                     id="two-handed-left-bower-trumps"),
        pytest.param(BENNY, "spades", clockwise(["JS", "2S", "JC", "AS"]), 1, "2S",
                     id="benny-beats-the-right-bower"),
    ],
)  # fmt: skip
def test_trick_winner(rules, trump, plays, seat, card):
    result = trick_winner(rules, trump, plays)
    assert (result.winner, rules.deck.name(result.winning_card)) == (seat, card)
    assert (
        f"Seat {seat} wins" in result.explanation or f"played by seat {seat}." in result.explanation
    )


def test_the_explanation_names_the_winner_when_the_seats_are_named():
    plays = clockwise(["9S", "KS", "AD", "10S"])
    result = trick_winner(make_rules(), "hearts", plays, ["Ann", "Bob", "Cat", "Dan"])
    assert result.winner == 1
    assert result.explanation.endswith(
        "wins: K♠, played by Bob. A♦ did not follow suit and cannot win."
    )
    trumped = trick_winner(
        make_rules(), "hearts", clockwise(["9S", "9H", "AS", "KS"]), ["a", "b", "c", "d"]
    )
    assert "b wins with 9♥: the only trump played" in trumped.explanation  # (as written)


def test_trick_explanation_names_the_left_bower_and_the_cards_that_did_not_follow():
    left = trick_winner(NA, "hearts", clockwise(["9D", "JD", "AD", "10D"]))
    assert "J♦ is the left bower, which counts as a heart" in left.explanation
    plain = trick_winner(NA, "hearts", clockwise(["KS", "AD", "AC", "QS"]))
    assert "A♦, A♣ did not follow suit and cannot win" in plain.explanation


def test_the_joker_in_hand_is_said_not_to_follow_a_plain_suit():
    rules = rules_for("british")
    answer = legal_plays(rules, "hearts", "AS", ["9S", "JOKER", "AC"])
    assert [rules.deck.name(card) for card in answer.legal] == ["9S"]
    assert "The joker is the highest trump, so it does not follow spades." in answer.explanation
