"""Scoring a hand and playing a game to its target (docs/rules.md §5)."""

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from .errors import Code, RuleViolation
from .hands import HandRecord, ValidHand, partner, validate_hand
from .renege import check_renege, renege_penalty
from .rules import Rules
from .table import Outcome, Row, Side
from .tricks import check_seat


@dataclass(frozen=True)
class GameState:
    """The score by team and whose deal is next; ``winner`` once a team reaches the target."""

    score: tuple[int, ...]
    dealer: int
    hands_played: int = 0
    winner: int | None = None

    @property
    def finished(self) -> bool:
        return self.winner is not None


def new_game(rules: Rules, first_dealer: object = 0) -> GameState:
    dealer = check_seat(first_dealer, rules.players, "first_dealer")
    return GameState(score=(0, 0), dealer=dealer)


def game_at(rules: Rules, dealer: object, score: object = None) -> GameState:
    """A game in progress with a given score, for scoring a hand without a stored game."""
    dealer = check_seat(dealer, rules.players, "dealer")
    if score is None:
        return GameState(score=(0, 0), dealer=dealer)
    if (
        not isinstance(score, Sequence)
        or len(score) != 2
        or any(type(points) is not int or points < 0 for points in score)
    ):
        raise RuleViolation(
            Code.INVALID_SCORE,
            "score is the points of team 0 and team 1 before the hand, e.g. [4, 7].",
            section="scoring",
            field="score",
        )
    winner = next((team for team in (0, 1) if score[team] >= rules.target), None)
    return GameState(score=tuple(score), dealer=dealer, winner=winner)


@dataclass(frozen=True)
class HandResult:
    hand: ValidHand
    outcome: Outcome
    scoring_team: int | None
    points: int
    row: Row | None
    state: GameState
    explanation: str

    @property
    def next_dealer(self) -> int:
        return self.state.dealer


def score_row(rules: Rules, hand: ValidHand) -> Row:
    """The scoring row for a played hand: one look-up in the table in force."""
    return rules.row_index[hand.row_key]


def play_hand(rules: Rules, state: GameState, record: HandRecord) -> HandResult:
    """Validate and score one hand; the result carries the game's state after it."""
    if state.finished:
        raise RuleViolation(
            Code.GAME_ALREADY_OVER,
            f"The game is over: {side_name(state.winner, rules.players)} reached "
            f"{rules.target}. No more hands can be recorded.",
            section="game-end",
        )
    hand = validate_hand(rules, record, state.dealer)
    next_dealer = (state.dealer + 1) % rules.players
    if hand.passed_out:
        after = replace(state, dealer=next_dealer, hands_played=state.hands_played + 1)
        explanation = (
            "Everyone passed twice: the deal is thrown in, nobody scores, "
            f"and seat {next_dealer} deals next."
        )
        return HandResult(hand, Outcome.PASSED_OUT, None, 0, None, after, explanation)
    if hand.renege is not None:
        return _renege_result(rules, state, hand, next_dealer)
    row = score_row(rules, hand)
    scoring_team = hand.making_team if row.side is Side.MAKERS else 1 - hand.making_team
    score = list(state.score)
    score[scoring_team] += row.points
    winner = scoring_team if score[scoring_team] >= rules.target else None
    after = GameState(tuple(score), next_dealer, state.hands_played + 1, winner)
    explanation = _explain(rules, hand, row, scoring_team, after)
    return HandResult(hand, row.outcome, scoring_team, row.points, row, after, explanation)


def _renege_result(rules: Rules, state: GameState, hand: ValidHand, next_dealer: int) -> HandResult:
    check_renege(hand, rules.players)
    scoring_team, points = renege_penalty(hand)
    score = list(state.score)
    score[scoring_team] += points
    winner = scoring_team if score[scoring_team] >= rules.target else None
    after = GameState(tuple(score), next_dealer, state.hands_played + 1, winner)
    explanation = (
        f"Seat {hand.renege} reneged (did not follow suit though able to): the hand stops "
        f"and {side_name(scoring_team, rules.players)} score {points} points as the penalty. "
        f"Score {after.score[0]}–{after.score[1]}."
    )
    if after.finished:
        explanation += f" The game goes to {side_name(after.winner, rules.players)}."
    return HandResult(hand, Outcome.RENEGE, scoring_team, points, None, after, explanation)


def replay(
    rules: Rules,
    first_dealer: int,
    records: Iterable[HandRecord],
    *,
    team_names: Sequence[str] | None = None,
) -> list[HandResult]:
    """Score a whole game from its hands, the only source of truth.

    A hand after the game has ended (say an edit made an earlier hand win it) is
    refused with GAME_WOULD_END_EARLY naming the hand that now ends the game, and the side
    it wins for: by the table's ``team_names`` when given, else by its seats.
    """
    state = new_game(rules, first_dealer)
    results: list[HandResult] = []
    records = list(records)
    for number, record in enumerate(records, start=1):
        if state.finished:
            winner = (
                side_name(state.winner, rules.players)
                if team_names is None
                else team_names[state.winner]
            )
            raise RuleViolation(
                Code.GAME_WOULD_END_EARLY,
                f"Hand {number - 1} would now win the game to {rules.target} for {winner}, "
                f"but {_more_hands(len(records) - number + 1)} played after it.",
                section="game-end",
            )
        try:
            result = play_hand(rules, state, record)
        except RuleViolation as error:
            error.message = f"Hand {number}: {error.message}"
            error.args = (error.message,)
            raise
        results.append(result)
        state = result.state
    return results


def _more_hands(count: int) -> str:
    return "1 more hand was" if count == 1 else f"{count} more hands were"


def side_name(team: int | None, players: int) -> str:
    """A side by its seats, which every table numbers alike (a team's name and number
    are the table's to choose)."""
    if team is None:
        return "nobody"
    if players == 2:
        return f"seat {team}"
    return f"seats {team} and {team + 2}"


def _explain(rules: Rules, hand: ValidHand, row: Row, scoring_team: int, after: GameState) -> str:
    players = rules.players
    trump_name = hand.trump.label if hand.trump is not None else "trump"
    trump_note = f" ({trump_name} are trump)" if hand.trump is not None else ""
    if hand.round is None:
        bid = f"The joker was turned up, so the dealer (seat {hand.maker}) named {trump_name}"
    elif hand.round == 1 and hand.maker == hand.dealer:
        bid = f"The dealer (seat {hand.maker}) took up the upcard in round 1{trump_note}"
    elif hand.round == 1 and players == 4 and hand.maker == partner(hand.dealer):
        bid = (
            f"Seat {hand.maker} ordered up the upcard to their partner, the dealer, "
            f"in round 1{trump_note}"
        )
    elif hand.round == 1:
        bid = f"Seat {hand.maker} ordered up the upcard in round 1{trump_note}"
    else:
        bid = f"Seat {hand.maker} named {trump_name} in round 2"
    alone = []
    if hand.maker_loner is not None:
        alone.append(f"seat {hand.maker_loner} went alone")
    if hand.defender_loner is not None:
        alone.append(f"seat {hand.defender_loner} defended alone")
    makers = "The maker" if players == 2 else f"The makers, {side_name(hand.making_team, players)},"
    tricks = f"{hand.maker_tricks} trick{'s' if hand.maker_tricks != 1 else ''}"
    points = f"{row.points} point{'s' if row.points != 1 else ''}"
    scorer = side_name(scoring_team, players)
    text = (
        f"{bid}{'; ' + ' and '.join(alone) if alone else ''}. {makers} took {tricks}. "
        f"{row.outcome.label.capitalize()}: {row.description[0].lower()}{row.description[1:-1]}, "
        f"{points} to {scorer}. Score {after.score[0]}–{after.score[1]}."
    )
    if after.finished:
        text += f" The game goes to {side_name(after.winner, players)}."
    return text
