"""What a seat may be, as the database checks it: 0..3 at most, and within the game's own
variant (0..1 in two-handed Euchre). The rules core says how many seats a variant has."""

from django.db.models import Q

import scoring

#: Seats are 0..3 at most (four-handed); a game's own variant may allow fewer.
MAX_SEAT = max(v.players for v in scoring.VARIANTS.values()) - 1


def seat_in_range(field: str, *, nullable: bool = False) -> Q:
    in_range = Q(**{f"{field}__range": (0, MAX_SEAT)})
    return Q(**{f"{field}__isnull": True}) | in_range if nullable else in_range


def seat_of_variant(field: str) -> Q:
    """``field`` is a seat of the game's variant: 0..3, or 0..1 in two-handed Euchre."""
    condition = Q()
    for variant in scoring.VARIANTS.values():
        condition |= Q(variant=variant.key, **{f"{field}__range": (0, variant.players - 1)})
    return condition
