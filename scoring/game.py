"""Scoring a hand and playing a game to its target (docs/rules.md §5)."""

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from functools import partial

from . import three_handed
from .errors import Code, RuleViolation, Text, shown
from .hands import HandRecord, ValidHand, partner, side_of, sides_of, validate_hand
from .options import TITLES
from .renege import check_renege, renege_penalty
from .rules import Rules
from .seating import team_name_said
from .table import Outcome, Row, Side
from .tricks import check_seat
from .words import ENGLISH, Words, gettext_noop


@dataclass(frozen=True)
class GameState:
    """The score by side (a team, or a player on their own three-handed) and whose deal is
    next; ``winner`` once a side reaches the target ahead of every other side."""

    score: tuple[int, ...]
    dealer: int
    hands_played: int = 0
    winner: int | None = None

    @property
    def finished(self) -> bool:
        return self.winner is not None

    def level_at(self, target: int) -> tuple[int, ...]:
        """The sides level at the top past the target, playing on (three-handed); else ()."""
        top = max(self.score)
        if self.finished or top < target:
            return ()
        return tuple(side for side, points in enumerate(self.score) if points == top)


def winner_of(score: Sequence[int], target: int) -> int | None:
    """The side that won at ``score``: the one at the target or past it. Where each of
    three players scores alone, two may reach it on one hand (a euchre scores for both of
    the maker's opponents): then the higher total wins, and two level at the top play on.
    Two sides never reach it together in a game (one side scores a hand); a score given
    with both there is over, won by the first (as it always was)."""
    reached = [side for side, points in enumerate(score) if points >= target]
    if len(score) == 2 or len(reached) < 2:
        return reached[0] if reached else None
    top = max(score)
    leaders = [side for side in reached if score[side] == top]
    return leaders[0] if len(leaders) == 1 else None


def new_game(rules: Rules, first_dealer: object = 0, start: object = None) -> GameState:
    """A game before its first hand; ``start`` is the score it opens at (a match's laps),
    each side below the target: a game opens unwon."""
    dealer = check_seat(first_dealer, rules.players, "first_dealer")
    sides = rules.variant.sides
    score = (0,) * sides if start is None else _checked_score(start, "carried", sides)
    if any(score) and not rules.options.laps:
        message = gettext_noop(
            "A game opens at 0–0 unless the house rule “%(rule)s” carries points into it "
            "(got %(value)s)."
        )
    elif sum(1 for points in score if points) > 1 or max(score) >= rules.target:
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
    sides = rules.variant.sides
    if score is None:
        return GameState(score=(0,) * sides, dealer=dealer)
    score = _checked_score(score, "score", sides)
    return GameState(score=score, dealer=dealer, winner=winner_of(score, rules.target))


def _checked_score(score: object, field: str, sides: int = 2) -> tuple[int, ...]:
    if (
        not isinstance(score, Sequence)
        or len(score) != sides
        or any(type(points) is not int or points < 0 for points in score)
    ):
        if sides == 3:
            message = gettext_noop(
                "score is the points of seats 0, 1 and 2 before the hand, e.g. [4, 7, 2]."
            )
        else:
            message = gettext_noop(
                "score is the points of team 0 and team 1 before the hand, e.g. [4, 7]."
            )
        raise RuleViolation(Code.INVALID_SCORE, message, section="scoring", field=field)
    return tuple(score)


def gains(players: int, making_side: int, side: Side, points: int) -> tuple[int, ...]:
    """What a hand adds to each side: ``points`` to the makers, or to every side but the
    makers' (in three-handed Euchre, each of the maker's two opponents)."""
    return tuple(
        points if (each == making_side) == (side is Side.MAKERS) else 0
        for each in sides_of(players)
    )


@dataclass(frozen=True)
class HandResult:
    """A scored hand. Its explanation is not kept: ``explain(words)`` writes it from the
    result, in the reader's language (``explanation`` is the English)."""

    hand: ValidHand
    outcome: Outcome
    scoring_team: int | None  # the side that scored, if one did (three-handed: a maker)
    points: int  # what each side that scored scored
    row: Row | None
    state: GameState
    rules: Rules

    @property
    def gains(self) -> tuple[int, ...]:
        """What the hand added to each side's score."""
        if self.hand.passed_out:
            return (0,) * self.rules.variant.sides
        return gains(self.rules.players, self.hand.making_team, self.side, self.points)

    @property
    def side(self) -> Side | None:
        """Who scored: the makers or the defenders (a renege: whoever did not renege)."""
        return hand_side(self.hand, self.outcome)

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
    return _scored(rules, state, hand, row.outcome, row.points, row, next_dealer)


def _renege_result(rules: Rules, state: GameState, hand: ValidHand, next_dealer: int) -> HandResult:
    check_renege(hand, rules.players)
    _, points = renege_penalty(hand)
    return _scored(rules, state, hand, Outcome.RENEGE, points, None, next_dealer)


def _scored(rules, state, hand, outcome, points, row, next_dealer) -> HandResult:
    side = hand_side(hand, outcome, row)
    added = gains(rules.players, hand.making_team, side, points)
    score = tuple(before + gain for before, gain in zip(state.score, added, strict=True))
    scoring = [each for each, gain in enumerate(added) if gain]
    after = GameState(score, next_dealer, state.hands_played + 1, winner_of(score, rules.target))
    scoring_team = scoring[0] if len(scoring) == 1 else None
    return HandResult(hand, outcome, scoring_team, points, row, after, rules)


def hand_side(hand: ValidHand, outcome: Outcome, row: Row | None = None) -> Side | None:
    """The side a played hand scored for: its row's, or a renege's other side."""
    if outcome is Outcome.PASSED_OUT:
        return None
    if outcome is Outcome.RENEGE:
        reneged = side_of(hand.renege, hand.players) == hand.making_team
        return Side.DEFENDERS if reneged else Side.MAKERS
    if row is None:
        return Side.MAKERS if hand.maker_tricks >= 3 else Side.DEFENDERS
    return row.side


def replay(
    rules: Rules,
    first_dealer: int,
    records: Iterable[HandRecord],
    *,
    team_names: Sequence[str] | None = None,
    start: tuple[int, ...] | None = None,
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
    if players in (2, 3):  # each player on their own
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
    if players == 3:
        return _explain_three(rules, hand, outcome, points, score, words)
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


def _explain_three(rules, hand, outcome, points, score, words) -> str:
    row = None if outcome is Outcome.RENEGE else rules.row_index[hand.row_key]
    bid = "" if row is None else _bid(hand, 3, words)
    text = three_handed.explain(hand, outcome, row, points, bid, words)
    text += " " + three_handed.score_said(score, words)
    state = GameState(tuple(score), 0, winner=winner_of(score, rules.target))
    if state.finished:
        side = side_name(state.winner, 3, words)
        text += " " + words.gettext("The game goes to %(side)s.") % {"side": side}
    elif level := state.level_at(rules.target):
        text += " " + three_handed.level_said(level, max(score), words)
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
