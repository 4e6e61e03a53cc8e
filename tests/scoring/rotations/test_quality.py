"""How a plan's quality is counted, on plans small enough to count by hand."""

import pytest

from scoring.rotations import Plan, Quality, Round, Table, quality, report


def night(*rounds) -> Plan:
    """Rounds written as (tables, byes), each table its seats in order."""
    return Plan(tuple(Round(tuple(Table(t) for t in tables), byes) for tables, byes in rounds))


SAME_TABLE_TWICE = night(((("a", "b", "c", "d"),), ()), ((("a", "b", "c", "d"),), ()))
SAME_PARTNERS_THRICE = night(
    ((("a", "b", "c", "d"),), ()),
    ((("a", "d", "c", "b"),), ()),
    ((("c", "b", "a", "d"),), ()),
)
THREE_ROUNDS_OF_FOUR = night(
    ((("a", "b", "c", "d"),), ()),
    ((("a", "c", "b", "d"),), ()),
    ((("a", "b", "d", "c"),), ()),
)


@pytest.mark.parametrize(
    ("plan", "partner_repeats", "opponent_repeats", "back_to_back", "meeting_repeats"),
    [
        pytest.param(SAME_TABLE_TWICE, 2, 4, 6, 6, id="the-same-table-twice"),
        # a-c and b-d three times: two repeats each; a-b, a-d, c-b, c-d opposed 3 times.
        pytest.param(SAME_PARTNERS_THRICE, 4, 8, 12, 12, id="the-same-partners-thrice"),
        # Every pair partners once and opposes twice: the whist night of four.
        pytest.param(THREE_ROUNDS_OF_FOUR, 0, 6, 12, 12, id="the-whist-night-of-four"),
    ],
)
def test_repeats_count_each_time_beyond_the_first(
    plan, partner_repeats, opponent_repeats, back_to_back, meeting_repeats
):
    counted = quality(plan)
    assert counted.partner_repeats == partner_repeats
    assert counted.opponent_repeats == opponent_repeats
    assert counted.back_to_back == back_to_back
    assert counted.meeting_repeats == meeting_repeats


def test_at_a_table_of_three_everyone_opposes_everyone_and_nobody_partners():
    plan = night(((("a", "b", "c"),), ()), ((("c", "a", "b"),), ()))
    counted = quality(plan)
    assert counted.partner_repeats == 0
    assert counted.opponent_repeats == 3
    assert (counted.three_handed_min, counted.three_handed_max) == (2, 2)
    assert report(plan).players[0].opponents == (("b", 2), ("c", 2))


def test_byes_count_from_the_round_a_player_first_came():
    plan = night(
        ((("a", "b", "c", "d"),), ("e",)),
        ((("e", "b", "c", "d"),), ("a",)),
        ((("a", "b", "c", "d"),), ("e", "f")),  # f has just come, and sits out
        ((("a", "f", "c", "d"),), ("e", "b")),
    )
    counted = quality(plan)
    assert (counted.byes_min, counted.byes_max) == (0, 3)
    byes = {row.player: row.byes for row in report(plan).players}
    assert byes == {"a": 1, "b": 1, "c": 0, "d": 0, "e": 3, "f": 1}


@pytest.mark.parametrize(
    ("better", "worse"),
    [
        pytest.param((0, 3, 9, 9, 9), (1, 0, 0, 0, 0), id="partners-before-sit-outs"),
        pytest.param((0, 1, 9, 9, 9), (0, 2, 0, 0, 0), id="sit-outs-before-opponents"),
        pytest.param((0, 1, 2, 9, 9), (0, 1, 3, 0, 0), id="opponents-before-back-to-back"),
        pytest.param((0, 1, 2, 3, 9), (0, 1, 2, 4, 0), id="back-to-back-before-meetings"),
    ],
)
def test_plans_rank_by_partners_then_sit_outs_then_opponents_then_back_to_back(better, worse):
    def made(partners, spread, opponents, back_to_back, meetings):
        return Quality(partners, opponents, 0, spread, back_to_back, meetings, 0, 0)

    assert made(*better).rank() < made(*worse).rank()


def test_the_report_says_who_partners_opposes_and_sits_where():
    plan = night(
        ((("a", "b", "c", "d"),), ("e",)),  # a+c v b+d
        ((("e", "a", "d", "c"),), ("b",)),  # e+d v a+c
        ((("b", "e", "a", "c"),), ("d",)),  # b+a v e+c
    )
    described = report(plan)
    a = next(row for row in described.players if row.player == "a")
    assert a.partners == (("c", 2), ("b", 1))
    assert dict(a.opponents) == {"b": 1, "d": 2, "e": 2, "c": 1}
    assert a.seats == (1, 1, 1, 0)
    assert (a.rounds_seated, a.byes, a.three_handed) == (3, 0, 0)
    # Opposed twice: a-d, a-e, b-c, c-d; partnered twice: a-c.
    assert (described.pairs_partnered_again, described.most_partnered) == (1, 2)
    assert (described.pairs_opposed_again, described.most_opposed) == (4, 2)
    assert described.quality == quality(plan)
    assert (described.quality.partner_repeats, described.quality.opponent_repeats) == (1, 4)
