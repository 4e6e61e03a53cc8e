"""What a hand and a finished game add to the statistics, read like the rulebook."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scoring import Suit
from scoring.tally import (
    GameCounts,
    Play,
    SeatCounts,
    TeamCounts,
    game_counts,
    seat_counts,
    team_counts,
)
from tests.scoring.support import PROPERTY

H = Suit.HEARTS


def play(maker, tricks, *, trump=H, maker_loner=None, defender_loner=None) -> Play:
    return Play(maker, trump, maker_loner, defender_loner, tricks)


PASSED = Play(None)


@pytest.mark.parametrize(
    ("hand", "seat", "expected"),
    [
        pytest.param(PASSED, 2, SeatCounts(hands=1), id="passed-out: a deal, not played"),
        pytest.param(
            play(1, 3), 1,
            SeatCounts(hands=1, hands_played=1, maker_called=1, maker_made=1,
                       hearts_called=1, hearts_made=1),
            id="maker takes 3: made",
        ),
        pytest.param(
            play(1, 5, trump=Suit.CLUBS), 1,
            SeatCounts(hands=1, hands_played=1, maker_called=1, maker_made=1, maker_marches=1,
                       clubs_called=1, clubs_made=1),
            id="maker takes 5: a march",
        ),
        pytest.param(
            play(1, 2), 1,
            SeatCounts(hands=1, hands_played=1, maker_called=1, maker_euchred=1, hearts_called=1),
            id="maker takes 2: euchred",
        ),
        pytest.param(
            play(1, 3, trump=None), 1,
            SeatCounts(hands=1, hands_played=1, maker_called=1, maker_made=1),
            id="trump not recorded: made, under no suit",
        ),
        pytest.param(
            play(1, 4), 3, SeatCounts(hands=1, hands_played=1),
            id="the maker's partner: played, neither maker nor defender",
        ),
        pytest.param(
            play(1, 2), 0,
            SeatCounts(hands=1, hands_played=1, defending_hands=1, defending_euchres=1),
            id="a defender euchres the makers",
        ),
        pytest.param(
            play(1, 3), 2, SeatCounts(hands=1, hands_played=1, defending_hands=1),
            id="a defender, the makers made it",
        ),
        pytest.param(
            play(1, 5, maker_loner=1), 1,
            SeatCounts(hands=1, hands_played=1, maker_called=1, maker_made=1, maker_marches=1,
                       loner_called=1, loner_made=1, loner_marches=1,
                       hearts_called=1, hearts_made=1),
            id="a lone march",
        ),
        pytest.param(
            play(1, 4, maker_loner=3), 1,
            SeatCounts(hands=1, sat_out=1, maker_called=1, maker_made=1,
                       hearts_called=1, hearts_made=1),
            id="the maker sits out while the partner goes alone: sat out, keeps the call",
        ),
        pytest.param(
            play(1, 4, maker_loner=3), 3,
            SeatCounts(hands=1, hands_played=1, loner_called=1, loner_made=1),
            id="the partner who went alone",
        ),
        pytest.param(
            play(1, 1, defender_loner=0), 0,
            SeatCounts(hands=1, hands_played=1, defending_hands=1, defending_euchres=1,
                       defending_alone_called=1, defending_alone_euchres=1),
            id="a lone defender euchres the makers",
        ),
        pytest.param(
            play(1, 3, defender_loner=0), 2, SeatCounts(hands=1, sat_out=1),
            id="sat out while the partner defended alone: not a hand defended",
        ),
        pytest.param(
            play(1, 1, defender_loner=0), 2, SeatCounts(hands=1, sat_out=1),
            id="sat out while the partner euchred the makers alone: no euchre of theirs",
        ),
        pytest.param(
            play(1, 5, maker_loner=1, defender_loner=0), 2, SeatCounts(hands=1, sat_out=1),
            id="two loners: each partner sits out",
        ),
        pytest.param(
            play(0, 4, trump=Suit.SPADES), 1,
            SeatCounts(hands=1, hands_played=1, defending_hands=1),
            id="two-handed: the other seat defends",
        ),
    ],
)  # fmt: skip
def test_what_a_deal_adds_to_a_seat(hand, seat, expected):
    assert seat_counts(hand, seat) == expected


@pytest.mark.parametrize(
    ("hand", "team", "expected"),
    [
        pytest.param(PASSED, 0, TeamCounts(), id="passed-out: nothing"),
        pytest.param(play(1, 3), 1, TeamCounts(1, 1, 1, 0, 0), id="made"),
        pytest.param(play(3, 5, maker_loner=3), 1, TeamCounts(1, 1, 1, 1, 0), id="lone march"),
        pytest.param(play(1, 0), 1, TeamCounts(1, 1, 0, 0, 1), id="euchred"),
        pytest.param(play(1, 0), 0, TeamCounts(hands_played=1), id="the defenders"),
    ],
)
def test_what_a_deal_adds_to_a_partnership(hand, team, expected):
    assert team_counts(hand, team) == expected


def test_a_finished_game_counts_for_both_sides():
    assert game_counts((10, 7), 0, 0) == GameCounts(1, 1, 0, 10, 7)
    assert game_counts((10, 7), 0, 1) == GameCounts(1, 0, 1, 7, 10)


def test_counts_add_and_subtract_field_by_field():
    made, euchred = seat_counts(play(1, 3), 1), seat_counts(play(1, 0), 1)
    both = made + euchred
    assert both.maker_called == 2 and both.maker_made == 1 and both.maker_euchred == 1
    assert both - euchred == made
    assert made - made == SeatCounts()
    assert made.as_dict()["hearts_made"] == 1
    assert SeatCounts.names()[:2] == ("hands", "hands_played")


SEATS = st.integers(0, 3)


@st.composite
def plays(draw) -> Play:
    """A played deal of a four-handed game, loners on the right sides."""
    maker = draw(SEATS)
    makers, defenders = [maker, (maker + 2) % 4], [(maker + 1) % 4, (maker + 3) % 4]
    return Play(
        maker,
        draw(st.sampled_from(list(Suit))),
        draw(st.none() | st.sampled_from(makers)),
        draw(st.none() | st.sampled_from(defenders)),
        draw(st.integers(0, 5)),
    )


@PROPERTY
@given(plays())
def test_a_played_deal_has_one_maker_one_making_side_and_two_defenders(hand):
    total = sum((seat_counts(hand, seat) for seat in range(4)), SeatCounts())
    loners = (hand.maker_loner is not None) + (hand.defender_loner is not None)
    assert (total.hands, total.hands_played, total.sat_out) == (4, 4 - loners, loners)
    defenders = 2 - (hand.defender_loner is not None)  # a lone defender's partner sat out
    assert total.maker_called == 1 and total.defending_hands == defenders
    assert total.maker_made + total.maker_euchred == 1
    assert total.defending_euchres == defenders * total.maker_euchred
    assert total.loner_called == (hand.maker_loner is not None)
    assert total.defending_alone_called == (hand.defender_loner is not None)
    by_suit = sum(getattr(total, f"{suit.label}_called") for suit in Suit)
    assert by_suit == total.maker_called
    teams = team_counts(hand, 0) + team_counts(hand, 1)
    assert (teams.hands_played, teams.maker_called) == (2, 1)
    assert teams.maker_made == total.maker_made and teams.maker_marches == total.maker_marches


def test_a_hand_recorded_without_its_trump_counts_by_no_suit():
    counts = seat_counts(play(1, 5, trump=None), 1)
    assert counts == SeatCounts(
        hands=1, hands_played=1, maker_called=1, maker_made=1, maker_marches=1
    )
