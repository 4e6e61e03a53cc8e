"""A game's hands as a spreadsheet reads them: one vocabulary for every CSV of hands (a
game's, a league's, a tournament's), one row a hand, saying the game, who sat where, and
the hand as recorded and scored. Seats and teams are counted from 1, as on every page;
names are as the table knows them, teams in the reader's language."""

from collections.abc import Iterable, Iterator, Sequence

HAND_HEADER = (
    "game_id", "game_started_at", "seat_1", "seat_2", "seat_3", "seat_4", "team_1", "team_2",
    "hand_number", "recorded_at", "dealer", "round", "upcard", "upcard_suit", "maker",
    "maker_team", "trump", "maker_alone", "defender_alone", "maker_tricks", "renege",
    "outcome", "points", "scoring_team", "score_team_1", "score_team_2",
)  # fmt: skip

SEATS = 4  # columns seat_1 to seat_4 (a game of fewer leaves the rest empty)


def hand_rows(game, names: Sequence[str], hands: Iterable) -> Iterator[list]:
    """A row for each of ``hands`` of ``game``, whose seats hold ``names`` in order."""
    teams = game.shown_team_names

    def name(seat):
        return None if seat is None else names[seat]

    def team(number):
        return None if number is None else teams[number]

    game_part = [game.pk, game.created_at.isoformat(), *names, *[None] * (SEATS - len(names))]
    for hand in hands:
        yield [
            *game_part, *teams, hand.number, hand.created_at.isoformat(), name(hand.dealer),
            hand.round, hand.upcard, hand.upcard_suit, name(hand.maker), team(hand.making_team),
            hand.trump, name(hand.maker_loner), name(hand.defender_loner), hand.maker_tricks,
            name(hand.renege), hand.outcome, hand.points, team(hand.scoring_team), hand.score_0,
            hand.score_1,
        ]  # fmt: skip
