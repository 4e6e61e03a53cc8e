"""Scoring a hand and playing a game to its target (docs/rules.md §5)."""

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from functools import partial

from .errors import Code, RuleViolation, Text, shown
from .hands import HandRecord, ValidHand, partner, validate_hand
from .options import TITLES
from .renege import check_renege, renege_penalty
from .rules import Rules
from .seating import team_name_said
from .table import Outcome, Row, Side
from .tricks import check_seat
from .words import ENGLISH, Words, gettext_noop


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


def new_game(rules: Rules, first_dealer: object = 0, start: object = (0, 0)) -> GameState:
    """A game before its first hand; ``start`` is the score it opens at (a match's laps),
    each side below the target: a game opens unwon."""
    dealer = check_seat(first_dealer, rules.players, "first_dealer")
    score = _checked_score(start, "carried")
    if score != (0, 0) and not rules.options.laps:
        message = gettext_noop(
            "A game opens at 0–0 unless the house rule “%(rule)s” carries points into it "
            "(got %(value)s)."
        )
    elif min(score) > 0 or max(score) >= rules.target:
        message = gettext_noop(
            "Laps open a game with one side's points, below the target of %(target)s "
            "(got %(value)s)."
        )
    else:
        return GameState(score=score, dealer=dealer)
    raise RuleViolation(
        Code.INVALID_SCORE,
        message,
        params={"target": rules.target, "value": shown(list(score)), "rule": Text(TITLES["laps"])},
        section="game-end",
        field="carried",
    )


def game_at(rules: Rules, dealer: object, score: object = None) -> GameState:
    """A game in progress with a given score, for scoring a hand without a stored game."""
    dealer = check_seat(dealer, rules.players, "dealer")
    if score is None:
        return GameState(score=(0, 0), dealer=dealer)
    score = _checked_score(score, "score")
    winner = next((team for team in (0, 1) if score[team] >= rules.target), None)
    return GameState(score=score, dealer=dealer, winner=winner)


def _checked_score(score: object, field: str) -> tuple[int, int]:
    if (
        not isinstance(score, Sequence)
        or len(score) != 2
        or any(type(points) is not int or points < 0 for points in score)
    ):
        raise RuleViolation(
            Code.INVALID_SCORE,
            gettext_noop("score is the points of team 0 and team 1 before the hand, e.g. [4, 7]."),
            section="scoring",
            field=field,
        )
    return score[0], score[1]


@dataclass(frozen=True)
class HandResult:
    """A scored hand. Its explanation is not kept: ``explain(words)`` writes it from the
    result, in the reader's language (``explanation`` is the English)."""

    hand: ValidHand
    outcome: Outcome
    scoring_team: int | None
    points: int
    row: Row | None
    state: GameState
    rules: Rules

    @property
    def next_dealer(self) -> int:
        return self.state.dealer

    def explain(self, words: Words = ENGLISH) -> str:
        return explain_hand(
            self.rules, self.hand, self.outcome, self.scoring_team, self.points,
            self.state.score, words,
        )  # fmt: skip

    @property
    def explanation(self) -> str:
        return self.explain(ENGLISH)


def score_row(rules: Rules, hand: ValidHand) -> Row:
    """The scoring row for a played hand: one look-up in the table in force."""
    return rules.row_index[hand.row_key]


def play_hand(rules: Rules, state: GameState, record: HandRecord) -> HandResult:
    """Validate and score one hand; the result carries the game's state after it."""
    if state.finished:
        raise RuleViolation(
            Code.GAME_ALREADY_OVER,
            gettext_noop(
                "The game is over: %(side)s reached %(target)s. No more hands can be recorded."
            ),
            params={"side": _side_text(state.winner, rules.players), "target": rules.target},
            section="game-end",
        )
    hand = validate_hand(rules, record, state.dealer)
    next_dealer = (state.dealer + 1) % rules.players
    if hand.passed_out:
        after = replace(state, dealer=next_dealer, hands_played=state.hands_played + 1)
        return HandResult(hand, Outcome.PASSED_OUT, None, 0, None, after, rules)
    if hand.renege is not None:
        return _renege_result(rules, state, hand, next_dealer)
    row = score_row(rules, hand)
    scoring_team = hand.making_team if row.side is Side.MAKERS else 1 - hand.making_team
    score = list(state.score)
    score[scoring_team] += row.points
    winner = scoring_team if score[scoring_team] >= rules.target else None
    after = GameState(tuple(score), next_dealer, state.hands_played + 1, winner)
    return HandResult(hand, row.outcome, scoring_team, row.points, row, after, rules)


def _renege_result(rules: Rules, state: GameState, hand: ValidHand, next_dealer: int) -> HandResult:
    check_renege(hand, rules.players)
    scoring_team, points = renege_penalty(hand)
    score = list(state.score)
    score[scoring_team] += points
    winner = scoring_team if score[scoring_team] >= rules.target else None
    after = GameState(tuple(score), next_dealer, state.hands_played + 1, winner)
    return HandResult(hand, Outcome.RENEGE, scoring_team, points, None, after, rules)


def replay(
    rules: Rules,
    first_dealer: int,
    records: Iterable[HandRecord],
    *,
    team_names: Sequence[str] | None = None,
    start: tuple[int, int] = (0, 0),
) -> list[HandResult]:
    """Score a whole game from its hands, the only source of truth.

    A hand after the game has ended (say an edit made an earlier hand win it) is
    refused with GAME_WOULD_END_EARLY naming the hand that now ends the game, and the side
    it wins for: by the table's ``team_names`` when given, else by its seats.
    """
    state = new_game(rules, first_dealer, start)
    results: list[HandResult] = []
    records = list(records)
    for number, record in enumerate(records, start=1):
        if state.finished:
            winner = (
                _side_text(state.winner, rules.players)
                if team_names is None  # a default name, said in the reader's words:
                else partial(team_name_said, team_names[state.winner], state.winner)
            )
            more = len(records) - number + 1
            raise RuleViolation(
                Code.GAME_WOULD_END_EARLY,
                gettext_noop(
                    "Hand %(number)s would now win the game to %(target)s for %(side)s, "
                    "but %(more)s played after it."
                ),
                params={
                    "number": number - 1,
                    "target": rules.target,
                    "side": winner,
                    "more": partial(_more_hands, count=more),
                },
                section="game-end",
            )
        try:
            result = play_hand(rules, state, record)
        except RuleViolation as error:
            raise error.in_hand(number) from None
        results.append(result)
        state = result.state
    return results


def _more_hands(words: Words, count: int) -> str:
    return words.ngettext("%(count)s more hand was", "%(count)s more hands were", count) % {
        "count": count
    }


def side_name(team: int | None, players: int, words: Words = ENGLISH) -> str:
    """A side by its seats, which every table numbers alike (a team's name and number
    are the table's to choose)."""
    return _side_text(team, players).render(words)


def _side_text(team: int | None, players: int) -> Text:
    if team is None:
        return Text(gettext_noop("nobody"))
    if players == 2:
        return Text(gettext_noop("seat %(seat)s"), {"seat": team})
    return Text(gettext_noop("seats %(first)s and %(second)s"), {"first": team, "second": team + 2})


def explain_hand(
    rules: Rules,
    hand: ValidHand,
    outcome: Outcome,
    scoring_team: int | None,
    points: int,
    score: Sequence[int],
    words: Words = ENGLISH,
) -> str:
    """What a scored hand came to, in the reader's language: from the hand, its outcome,
    who scored what and the score after it (with the game's rules, all a stored hand keeps)."""
    players = rules.players
    if outcome is Outcome.PASSED_OUT:
        return words.gettext(
            "Everyone passed twice: the deal is thrown in, nobody scores, "
            "and seat %(seat)s deals next."
        ) % {"seat": (hand.dealer + 1) % players}
    said = {
        "side": side_name(scoring_team, players, words),
        "count": points,
        "seat": hand.renege,
        "first": score[0],
        "second": score[1],
    }
    if outcome is Outcome.RENEGE:
        text = (
            words.ngettext(
                "Seat %(seat)s reneged (did not follow suit though able to): the hand stops "
                "and %(side)s score %(count)s point as the penalty. Score %(first)s–%(second)s.",
                "Seat %(seat)s reneged (did not follow suit though able to): the hand stops "
                "and %(side)s score %(count)s points as the penalty. Score %(first)s–%(second)s.",
                points,
            )
            % said
        )
    else:
        text = _explain_play(rules, hand, rules.row_index[hand.row_key], scoring_team, words)
        text += " " + words.gettext("Score %(first)s–%(second)s.") % said
    if scoring_team is not None and score[scoring_team] >= rules.target:
        text += " " + words.gettext("The game goes to %(side)s.") % said
    return text


def _bid(hand: ValidHand, players: int, words: Words) -> str:
    """Who made trump, and how."""
    said = {"seat": hand.maker}
    if hand.trump is not None:
        said["trump"] = hand.trump.plural(words)
    if hand.round is None:
        if hand.trump is None:
            return (
                words.gettext("The joker was turned up, so the dealer (seat %(seat)s) named trump")
                % said
            )
        return (
            words.gettext("The joker was turned up, so the dealer (seat %(seat)s) named %(trump)s")
            % said
        )
    if hand.round == 1 and hand.maker == hand.dealer:
        if hand.trump is None:
            return words.gettext("The dealer (seat %(seat)s) took up the upcard in round 1") % said
        return (
            words.gettext(
                "The dealer (seat %(seat)s) took up the upcard in round 1 (%(trump)s are trump)"
            )
            % said
        )
    if hand.round == 1 and players == 4 and hand.maker == partner(hand.dealer):
        if hand.trump is None:
            return (
                words.gettext(
                    "Seat %(seat)s ordered up the upcard to their partner, the dealer, in round 1"
                )
                % said
            )
        return (
            words.gettext(
                "Seat %(seat)s ordered up the upcard to their partner, the dealer, in round 1 "
                "(%(trump)s are trump)"
            )
            % said
        )
    if hand.round == 1:
        if hand.trump is None:
            return words.gettext("Seat %(seat)s ordered up the upcard in round 1") % said
        return (
            words.gettext("Seat %(seat)s ordered up the upcard in round 1 (%(trump)s are trump)")
            % said
        )
    if hand.trump is None:
        return words.gettext("Seat %(seat)s named trump in round 2") % said
    return words.gettext("Seat %(seat)s named %(trump)s in round 2") % said


def _explain_play(rules: Rules, hand: ValidHand, row: Row, scoring_team: int, words: Words) -> str:
    players = rules.players
    said = {
        "bid": _bid(hand, players, words),
        "maker_loner": hand.maker_loner,
        "defender_loner": hand.defender_loner,
        "makers": side_name(hand.making_team, players, words),
        "count": hand.maker_tricks,
    }
    if hand.maker_loner is not None and hand.defender_loner is not None:
        bid = words.gettext(
            "%(bid)s; seat %(maker_loner)s went alone and seat %(defender_loner)s defended alone."
        )
    elif hand.maker_loner is not None:
        bid = words.gettext("%(bid)s; seat %(maker_loner)s went alone.")
    elif hand.defender_loner is not None:
        bid = words.gettext("%(bid)s; seat %(defender_loner)s defended alone.")
    else:
        bid = words.gettext("%(bid)s.")
    if players == 2:
        took = words.ngettext(
            "The maker took %(count)s trick.", "The maker took %(count)s tricks.", hand.maker_tricks
        )
    else:
        took = words.ngettext(
            "The makers, %(makers)s, took %(count)s trick.",
            "The makers, %(makers)s, took %(count)s tricks.",
            hand.maker_tricks,
        )
    description = words.gettext(row.description)
    scored = {
        "outcome": _sentence(row.outcome.said(words)),
        "rule": description[:1].lower() + description[1:].rstrip("."),
        "side": side_name(scoring_team, players, words),
        "count": row.points,
    }
    result = words.ngettext(
        "%(outcome)s: %(rule)s, %(count)s point to %(side)s.",
        "%(outcome)s: %(rule)s, %(count)s points to %(side)s.",
        row.points,
    )
    return f"{bid % said} {took % said} {result % scored}"


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:]
