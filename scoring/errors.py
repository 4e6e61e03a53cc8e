"""The one error the rules core raises: a broken rule with a stable code."""

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum

from .words import ENGLISH, Words


class Code(StrEnum):
    # Hand records (docs/rules.md §8)
    INVALID_SEAT = "INVALID_SEAT"
    GAME_ALREADY_OVER = "GAME_ALREADY_OVER"
    GAME_WOULD_END_EARLY = "GAME_WOULD_END_EARLY"  # an edit: the game over before later hands
    STICK_THE_DEALER_NO_PASS_OUT = "STICK_THE_DEALER_NO_PASS_OUT"
    ROUND1_TRUMP_MUST_BE_UPCARD_SUIT = "ROUND1_TRUMP_MUST_BE_UPCARD_SUIT"
    UPCARD_SUIT_DIFFERS = "UPCARD_SUIT_DIFFERS"
    TURNED_DOWN_SUIT_NAMED = "TURNED_DOWN_SUIT_NAMED"
    JOKER_NOT_IN_DECK = "JOKER_NOT_IN_DECK"
    JOKER_UPCARD_NO_BIDDING = "JOKER_UPCARD_NO_BIDDING"
    ROUND_REQUIRED = "ROUND_REQUIRED"
    JOKER_UPCARD_DEALER_IS_MAKER = "JOKER_UPCARD_DEALER_IS_MAKER"
    INVALID_TRICK_COUNT = "INVALID_TRICK_COUNT"
    NO_LONE_PLAY_IN_VARIANT = "NO_LONE_PLAY_IN_VARIANT"
    DEFENDER_ALONE_NOT_ALLOWED = "DEFENDER_ALONE_NOT_ALLOWED"
    ALONE_SEAT_NOT_ON_MAKING_TEAM = "ALONE_SEAT_NOT_ON_MAKING_TEAM"
    DEFENDER_ALONE_SEAT_NOT_DEFENDER = "DEFENDER_ALONE_SEAT_NOT_DEFENDER"
    DEFENDER_ALONE_NEEDS_LONER = "DEFENDER_ALONE_NEEDS_LONER"
    MAKER_ALWAYS_ALONE = "MAKER_ALWAYS_ALONE"  # three-handed: no lone declaration to make
    DEFENDERS_PLAY_TOGETHER = "DEFENDERS_PLAY_TOGETHER"  # three-handed: two against the maker
    DEALER_PARTNER_MUST_GO_ALONE = "DEALER_PARTNER_MUST_GO_ALONE"
    LONER_PASSED_IN_DECIDING_ROUND = "LONER_PASSED_IN_DECIDING_ROUND"
    # Hand records: checks the digest implies without naming a code
    WRONG_DEALER = "WRONG_DEALER"
    INVALID_ROUND = "INVALID_ROUND"
    PASSED_OUT_HAS_PLAY = "PASSED_OUT_HAS_PLAY"
    RENEGE_HAS_TRICKS = "RENEGE_HAS_TRICKS"
    RENEGE_SEAT_SITS_OUT = "RENEGE_SEAT_SITS_OUT"
    # Cards, tricks and hands of cards
    UNKNOWN_CARD = "UNKNOWN_CARD"
    CARD_NOT_IN_DECK = "CARD_NOT_IN_DECK"
    DUPLICATE_CARD = "DUPLICATE_CARD"
    INVALID_SUIT = "INVALID_SUIT"
    WRONG_NUMBER_OF_PLAYS = "WRONG_NUMBER_OF_PLAYS"
    PLAYS_OUT_OF_TURN = "PLAYS_OUT_OF_TURN"
    INVALID_HAND_SIZE = "INVALID_HAND_SIZE"
    NAMES_DO_NOT_FIT_SEATS = "NAMES_DO_NOT_FIT_SEATS"
    # Games and house rules
    UNKNOWN_VARIANT = "UNKNOWN_VARIANT"
    UNKNOWN_OPTION = "UNKNOWN_OPTION"
    OPTION_NOT_APPLICABLE = "OPTION_NOT_APPLICABLE"
    INVALID_OPTION_VALUE = "INVALID_OPTION_VALUE"
    INVALID_TARGET = "INVALID_TARGET"
    INVALID_SCORE = "INVALID_SCORE"
    MATCH_FORMAT_INVALID = "MATCH_FORMAT_INVALID"
    # Tournaments: seating a progressive night (docs/rotations.md)
    TOURNAMENT_ROUNDS_REQUIRED = "TOURNAMENT_ROUNDS_REQUIRED"
    TOURNAMENT_ROUNDS_INVALID = "TOURNAMENT_ROUNDS_INVALID"
    TOURNAMENT_PLAYER_COUNT = "TOURNAMENT_PLAYER_COUNT"
    TOURNAMENT_PLAYER_TWICE = "TOURNAMENT_PLAYER_TWICE"
    TOURNAMENT_SHORT_TABLES_INVALID = "TOURNAMENT_SHORT_TABLES_INVALID"


#: Codes that say the request conflicts with the game's state, not that it is malformed.
STATE_CONFLICTS = frozenset({Code.GAME_ALREADY_OVER, Code.GAME_WOULD_END_EARLY})


@dataclass(frozen=True)
class Text:
    """Words to put into the reader's language when shown: an English ``template`` marked
    with ``gettext_noop`` and its named ``params``, each a plain value, another ``Text``, or
    a function of the ``Words`` that writes it (a plural, say)."""

    template: str
    params: Mapping = field(default_factory=dict)

    def render(self, words: Words = ENGLISH) -> str:
        text = words.gettext(self.template)
        if not self.params:
            return text
        return text % {key: _said(value, words) for key, value in self.params.items()}

    def __str__(self) -> str:
        return self.render()


def _said(value: object, words: Words) -> object:
    if isinstance(value, Text):
        return value.render(words)
    if callable(value):
        return value(words)
    return value


class RuleViolation(ValueError):
    """A rule of Euchre (or of the input format) that a request breaks.

    ``section`` names the part of the rules reference that states the rule;
    ``field`` names the input that broke it, where there is one. The message is an
    English template (marked with ``gettext_noop``) and its ``params``: ``message`` is it
    in English, ``render(words)`` in the reader's language; ``code`` and ``field`` are the
    same in every language.
    """

    def __init__(
        self,
        code: Code,
        message: str,
        *,
        params: Mapping | None = None,
        section: str = "",
        field: str = "",
    ):
        self.code = code
        self.text = Text(message, dict(params or {}))
        self.hand: int | None = None  # the hand of a game being scored again, if any
        self.section = section
        self.field = field
        super().__init__(self.message)

    @property
    def message(self) -> str:
        return self.render()

    def render(self, words: Words = ENGLISH) -> str:
        text = self.text.render(words)
        if self.hand is None:
            return text
        return words.gettext("Hand %(number)s: %(message)s") % {
            "number": self.hand,
            "message": text,
        }

    def in_hand(self, number: int) -> "RuleViolation":
        """The same refusal, said of hand ``number`` of a game scored again."""
        self.hand = number
        self.args = (self.message,)
        return self

    @property
    def conflict(self) -> bool:
        return self.code in STATE_CONFLICTS

    def __repr__(self) -> str:
        return f"RuleViolation({self.code.value}, {self.message!r})"


def shown(value: object) -> str:
    """A value quoted in a message as the caller sent it: JSON's spelling (null, true,
    "hearts"), so that no Python (None, 'hearts') shows through."""
    try:
        return json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        return repr(value)
