"""What a seat may be, as the database checks it: 0..3 at most, and within the game's own
variant (0..1 in two-handed Euchre). The rules core says how many seats a variant has."""

from django.db.models import Q

import scoring

#: Seats are 0..3 at most (four-handed); a game's own variant may allow fewer.
MAX_SEAT = max(v.players for v in scoring.VARIANTS.values()) - 1
#: Sides (what scores: a team, or a seat where each player is on their own) are 0..2 at most.
MAX_SIDE = max(v.sides for v in scoring.VARIANTS.values()) - 1
THREE_HANDED = "three_handed"


def side_in_range(field: str) -> Q:
    """``field`` is null or a side: 0..2 at most (``side_of_variant`` for the game's own)."""
    return Q(**{f"{field}__isnull": True}) | Q(**{f"{field}__range": (0, MAX_SIDE)})


def side_of_variant(field: str) -> Q:
    """``field`` is a side of the game's variant: team 0 or 1, or seat 0..2 three-handed."""
    condition = Q()
    for variant in scoring.VARIANTS.values():
        condition |= Q(variant=variant.key, **{f"{field}__range": (0, variant.sides - 1)})
    return condition


def seat_in_range(field: str, *, nullable: bool = False) -> Q:
    in_range = Q(**{f"{field}__range": (0, MAX_SEAT)})
    return Q(**{f"{field}__isnull": True}) | in_range if nullable else in_range


def seat_of_variant(field: str) -> Q:
    """``field`` is a seat of the game's variant: 0..3, or 0..1 in two-handed Euchre."""
    condition = Q()
    for variant in scoring.VARIANTS.values():
        condition |= Q(variant=variant.key, **{f"{field}__range": (0, variant.players - 1)})
    return condition
