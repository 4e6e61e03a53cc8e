"""Seating progressive euchre nights: who sits where, round by round, so that partners and
opponents change every round (docs/rotations.md). Pure Python, like the rest of ``scoring``.
"""

from .plan import Plan, Player, Round, Table
from .planner import schedule
from .quality import Quality, quality
from .report import PlanReport, PlayerReport, report

__all__ = [
    "Plan",
    "PlanReport",
    "Player",
    "PlayerReport",
    "Quality",
    "Round",
    "Table",
    "quality",
    "report",
    "schedule",
]
