"""A game's story: counts per player, team and trump suit add up its hands (scoring/summary.py)."""

from scoring import HandRecord, Suit, new_game, play_hand
from scoring.summary import ScoredPlay, summarize
from scoring.tally import Play, SeatCounts
from tests.scoring.support import make_rules

# Room for every kind of hand before the game ends; a lone defender's euchre is worth 4.
NA = make_rules(target=20, lone_defender_euchre_4=True)
C, H, S = Suit.CLUBS, Suit.HEARTS, Suit.SPADES


def scored(rules, records, first_dealer=0) -> list[ScoredPlay]:
    """The hands as the rules core scores them, in the form the story reads."""
    state, hands = new_game(rules, first_dealer), []
    for record in records:
        result = play_hand(rules, state, record)
        valid = result.hand
        play = Play(valid.maker, valid.trump, valid.maker_loner, valid.defender_loner,
                    valid.maker_tricks, valid.renege)  # fmt: skip
        hands.append(ScoredPlay(play, result.scoring_team, result.points))
        state = result.state
    return hands


def called(maker, trump="clubs", tricks=3, **fields) -> HandRecord:
    """Seat ``maker`` names ``trump`` in round 2 (the 9D was turned down)."""
    return HandRecord(maker=maker, round=2, upcard="9D", trump=trump, maker_tricks=tricks,
                      **fields)  # fmt: skip


GAME = [
    called(1, "clubs", 3),  # dealer 0: seat 1 makes clubs, team 1 +1
    called(2, "hearts", 5),  # dealer 1: seat 2 marches hearts, team 0 +2
    HandRecord(),  # dealer 2: passed out
    called(0, "clubs", 1),  # dealer 3: seat 0 euchred in clubs, team 1 +2
    called(1, "spades", 5, maker_loner=1),  # dealer 0: seat 1 lone march, team 1 +4
    called(2, "hearts", 2, defender_loner=3),  # dealer 1: lone defence euchres, team 1 +4
    called(1, "clubs", None, renege=0),  # dealer 2: seat 0 reneges, team 1 +2
]


def test_the_story_counts_each_player_by_the_statistics_rules():
    story = summarize(scored(NA, GAME), 4)
    assert (story.hands, story.passed_out) == (7, 1)
    seat1, seat2, seat0, seat3 = story.seats[1], story.seats[2], story.seats[0], story.seats[3]
    assert seat1 == SeatCounts(  # (sat out hand 6: seat 3's lone defence)
        hands=7, hands_played=5, sat_out=1, maker_called=2, maker_made=2, maker_marches=1,
        defending_hands=2, defending_euchres=1, loner_called=1, loner_made=1, loner_marches=1,
        spades_called=1, spades_made=1, clubs_called=1, clubs_made=1,
    )  # fmt: skip
    assert (seat2.maker_called, seat2.maker_made, seat2.maker_euchred) == (2, 1, 1)
    assert (seat0.maker_called, seat0.maker_euchred) == (1, 1)
    assert (seat3.defending_alone_called, seat3.defending_alone_euchres) == (1, 1)
    assert story.reneges_by_seat == (1, 0, 0, 0)


def test_the_story_of_each_team_adds_up_to_its_score():
    hands = scored(NA, GAME)
    story = summarize(hands, 4)
    team0, team1 = story.teams
    assert (team0.points, team1.points) == (2, 13)
    assert team0.points == sum(h.points for h in hands if h.scoring_team == 0)
    assert (team1.points_as_makers, team1.points_defending) == (7, 6)  # a penalty to the makers
    assert (team1.euchres, team1.loners, team1.lone_marches, team1.lone_defences) == (2, 1, 1, 1)
    assert (team0.counts.maker_called, team0.counts.maker_made, team0.counts.maker_euchred) == (
        3, 1, 2,
    )  # fmt: skip
    assert team0.reneges == 1 and team1.reneges == 0
    assert (team0.best_hand, team1.best_hand) == (2, 4)


def test_the_story_by_trump_suit_leaves_out_a_stopped_hand():
    story = summarize(scored(NA, GAME), 4)
    by_suit = {s.suit: s for s in story.suits}
    clubs = by_suit[C]
    assert (clubs.called, clubs.made, clubs.euchred, clubs.called_by_team) == (2, 1, 1, (1, 1))
    assert (by_suit[H].called, by_suit[H].marches, by_suit[H].euchred) == (2, 1, 1)
    assert (by_suit[S].called, by_suit[S].marches, by_suit[S].called_by_team) == (1, 1, (0, 1))
    assert by_suit[Suit.DIAMONDS].called == 0


def test_the_lead_changes_and_the_largest_lead():
    story = summarize(scored(NA, GAME), 4)
    # 0-1, 2-1 (team 0 leads: a change), 2-3 (a change), then team 1 pulls away to 2-13
    assert story.lead_changes == 2
    assert story.largest_lead == (11, 1)


def test_the_leads_count_from_the_laps_a_game_opened_at():
    story = summarize(scored(NA, GAME), 4, opened=(3, 0))
    # 3-0 (team 0 leads from the start), 3-1, 5-1, 5-3, then team 1 passes at 5-6: one change
    assert story.lead_changes == 1
    assert story.largest_lead == (8, 1)  # 5-13


def test_a_game_with_no_hands_tells_an_empty_story():
    story = summarize([], 2)
    assert (story.hands, story.lead_changes, story.largest_lead) == (0, 0, (0, -1))
    assert story.seats == (SeatCounts(), SeatCounts())
    assert all(team.points == 0 and team.best_hand == 0 for team in story.teams)
