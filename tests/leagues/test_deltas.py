"""What a change to a game's hands adds to each totals row: the counts of scoring.tally,
spread over who sat where. No database."""

from games.signals import GONE, GameEnd
from leagues.standings.deltas import GameDeltas
from scoring import Suit
from scoring.tally import Play, game_counts, seat_counts, team_counts

# Player ids by seat: 10 and 30 are partners (team 0), 40 and 20 (team 1).
SEATS = {0: 10, 1: 40, 2: 30, 3: 20}
MADE = Play(1, Suit.HEARTS, None, None, 3)
EUCHRED = Play(0, Suit.CLUBS, 0, None, 2)
IN_PROGRESS = GameEnd((3, 4), None)
WON_BY_1 = GameEnd((6, 10), 1)


def nonzero(row: dict) -> dict:
    return {k: v for k, v in row.items() if v}


def plain(deltas: dict) -> dict:
    return {key: nonzero(row) for key, row in deltas.items()}


def test_a_hand_adds_each_seats_counts_and_each_partnerships():
    deltas = GameDeltas()
    deltas.add_change(SEATS, [], [MADE], IN_PROGRESS, IN_PROGRESS)

    for seat, player in SEATS.items():
        expected = nonzero(seat_counts(MADE, seat).as_dict())
        assert plain(deltas.players)[(player,)] == expected
    assert plain(deltas.partnerships) == {
        (10, 30): nonzero(team_counts(MADE, 0).as_dict()),
        (20, 40): nonzero(team_counts(MADE, 1).as_dict()),
    }
    assert plain(deltas.rivalries) == {}


def test_an_edit_takes_the_old_play_and_adds_the_new():
    deltas = GameDeltas()
    deltas.add_change(SEATS, [MADE], [EUCHRED], IN_PROGRESS, IN_PROGRESS)

    expected = seat_counts(EUCHRED, 0) - seat_counts(MADE, 0)
    assert plain(deltas.players)[(10,)] == nonzero(expected.as_dict())


def test_finishing_a_game_adds_the_standings_and_who_beat_whom():
    deltas = GameDeltas()
    deltas.add_change(SEATS, [], [], IN_PROGRESS, WON_BY_1)

    assert plain(deltas.players)[(40,)] == nonzero(game_counts((6, 10), 1, 1).as_dict())
    assert plain(deltas.players)[(10,)] == {
        "games": 1, "losses": 1, "points_for": 6, "points_against": 10
    }  # fmt: skip
    assert plain(deltas.partnerships)[(20, 40)]["wins"] == 1
    assert plain(deltas.rivalries)[(40, 10)] == {"games": 1, "wins": 1}
    assert plain(deltas.rivalries)[(10, 40)] == {"games": 1}
    assert len(deltas.rivalries) == 8  # each player against each of two opponents


def test_deleting_a_finished_game_takes_everything_back():
    deltas = GameDeltas()
    deltas.add_change(SEATS, [], [MADE], IN_PROGRESS, WON_BY_1)
    deltas.add_change(SEATS, [MADE], [], WON_BY_1, GONE)

    for table in (deltas.players, deltas.partnerships, deltas.rivalries):
        assert plain(table) == {key: {} for key in table}


def test_two_handed_has_no_partnerships():
    deltas = GameDeltas()
    deltas.add_change({0: 5, 1: 6}, [], [Play(None)], IN_PROGRESS, GameEnd((10, 2), 0))

    assert deltas.partnerships == {}
    assert plain(deltas.players)[(5,)]["hands"] == 1
    assert plain(deltas.rivalries) == {(5, 6): {"games": 1, "wins": 1}, (6, 5): {"games": 1}}
