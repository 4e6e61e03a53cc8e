"""Games kept at the table: players, games, their seats and hands, and who may score them.

The hands are the only source of truth; a game caches the score, the next dealer and
the hand count so that recording a hand never reads the hands before it. The services
keep that cache equal to what the hands add up to. Every rule of Euchre lives in
``scoring``; the choices below are built from it.
"""

from games.models.choices import (
    ConfirmationAction,
    ConfirmationState,
    CorrectionChange,
    MatchFormat,
    Outcome,
    Status,
    Suit,
    Variant,
)
from games.models.confirmations import Confirmation
from games.models.game import Game, GameQuerySet, Seat
from games.models.hand import Hand
from games.models.keepers import Scorekeeper, ScorekeeperInvitation
from games.models.matches import Match
from games.models.people import Player, Roster

__all__ = [
    "Confirmation",
    "ConfirmationAction",
    "ConfirmationState",
    "CorrectionChange",
    "Game",
    "GameQuerySet",
    "Hand",
    "Match",
    "MatchFormat",
    "Outcome",
    "Player",
    "Roster",
    "Scorekeeper",
    "ScorekeeperInvitation",
    "Seat",
    "Status",
    "Suit",
    "Variant",
]
