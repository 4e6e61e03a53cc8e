"""The rules of Euchre, in pure Python: nothing here imports Django.

Pages, the API and the reference text all draw from this package, so they
cannot disagree with the scorer.
"""

from .cards import JOKER, Card, Deck, Suit, card_name, parse_card
from .errors import Code, RuleViolation
from .game import GameState, HandResult, explain_hand, game_at, new_game, play_hand, replay
from .hands import HandRecord, ValidHand, amend, passers, team_of
from .options import OPTION_KEYS, Options, OptionSpec
from .ranking import effective_suit, plain_order, trump_order
from .rules import Rules, rules_for
from .table import Outcome, Row, Side
from .tricks import LegalPlays, TrickResult, legal_plays, trick_winner
from .variants import VARIANTS, Variant, get_variant

__all__ = [
    "JOKER",
    "OPTION_KEYS",
    "VARIANTS",
    "Card",
    "Code",
    "Deck",
    "GameState",
    "HandRecord",
    "HandResult",
    "LegalPlays",
    "OptionSpec",
    "Options",
    "Outcome",
    "Row",
    "Rules",
    "RuleViolation",
    "Side",
    "Suit",
    "TrickResult",
    "ValidHand",
    "Variant",
    "amend",
    "card_name",
    "effective_suit",
    "explain_hand",
    "game_at",
    "get_variant",
    "legal_plays",
    "new_game",
    "parse_card",
    "passers",
    "plain_order",
    "play_hand",
    "replay",
    "rules_for",
    "team_of",
    "trick_winner",
    "trump_order",
]
