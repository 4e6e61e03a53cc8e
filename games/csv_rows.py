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

#: Three-handed Euchre has no teams: each seat scores alone, so its columns name seats.
THREE_HANDED_HEADER = (
    "game_id", "game_started_at", "seat_1", "seat_2", "seat_3", "seat_4",
    "hand_number", "recorded_at", "dealer", "round", "upcard", "upcard_suit", "maker",
    "trump", "maker_alone", "defender_alone", "maker_tricks", "renege",
    "outcome", "points", "scoring_seat", "score_seat_1", "score_seat_2", "score_seat_3",
)  # fmt: skip


def header_for(game) -> tuple[str, ...]:
    return THREE_HANDED_HEADER if game.sides == 3 else HAND_HEADER


def hand_rows(game, names: Sequence[str], hands: Iterable) -> Iterator[list]:
    """A row for each of ``hands`` of ``game``, whose seats hold ``names`` in order."""
    teams = game.shown_team_names

    def name(seat):
        return None if seat is None else names[seat]

    def team(number):
        return None if number is None else teams[number]

    game_part = [game.pk, game.created_at.isoformat(), *names, *[None] * (SEATS - len(names))]
    if game.sides == 3:
        yield from _three_handed_rows(game_part, name, hands)
        return
    for hand in hands:
        yield [
            *game_part, *teams, hand.number, hand.created_at.isoformat(), name(hand.dealer),
            hand.round, hand.upcard, hand.upcard_suit, name(hand.maker), team(hand.making_team),
            hand.trump, name(hand.maker_loner), name(hand.defender_loner), hand.maker_tricks,
            name(hand.renege), hand.outcome, hand.points, team(hand.scoring_team), hand.score_0,
            hand.score_1,
        ]  # fmt: skip


def _three_handed_rows(game_part: list, name, hands: Iterable) -> Iterator[list]:
    """Each seat scores alone: the scoring seat (none when a euchre scored for two), and
    the three seats' scores after the hand."""
    for hand in hands:
        yield [
            *game_part, hand.number, hand.created_at.isoformat(), name(hand.dealer), hand.round,
            hand.upcard, hand.upcard_suit, name(hand.maker), hand.trump, name(hand.maker_loner),
            name(hand.defender_loner), hand.maker_tricks, name(hand.renege), hand.outcome,
            hand.points, name(hand.scoring_team), *hand.score,
        ]  # fmt: skip
