"""``schedule``: the seating of a progressive night, from the designs where one fits and by
search where none does (docs/rotations.md)."""

from collections.abc import Iterable, Iterator, Sequence

from .designs import design_nights, full_design
from .plan import Plan, Player, Round
from .quality import quality
from .refusals import check_played, check_players, check_short_tables, rounds_wanted
from .search import search_night
from .seat_turns import turned


def schedule(
    players: Iterable[Player],
    rounds: int | None = None,
    *,
    played: Iterable[Round] = (),
    short_tables: str = "bye",
    seed: int = 0,
) -> Plan:
    """The plan of a night: ``played`` rounds kept exactly as they were, then rounds for
    ``players`` (everyone there from now on) up to ``rounds`` in all.

    Without ``rounds``, 4n players play 4n - 1 rounds and 4n + 1 players 4n + 1: a whist
    night, in which every two players partner once and oppose twice. ``short_tables``
    says what a count that does not divide by four does: ``"bye"``, some sit out each round;
    ``"three_handed"``, a count of 4n + 3 plays one table of three instead. The same input
    gives the same plan (``seed`` picks another of the search's random starts).
    Refusals raise ``RuleViolation`` (``refusals``).
    """
    players, played = tuple(players), tuple(played)
    check_short_tables(short_tables)
    three_handed = short_tables == "three_handed"
    check_players(players, three_handed)
    check_played(played)
    total = rounds_wanted(len(players), rounds, len(played))
    if total == len(played):
        return Plan(played)
    as_planned = as_first_planned(players, total, played, three_handed, seed)
    if as_planned:
        return as_planned
    options = nights(players, total, played, three_handed, seed)
    best = min(options, key=lambda plan: quality(plan).rank())
    return turned(best, kept=len(played))


def nights(
    players: tuple[Player, ...],
    rounds: int,
    played: tuple[Round, ...],
    three_handed: bool,
    seed: int,
) -> Iterator[Plan]:
    if played:
        yield search_night(players, rounds, played, three_handed, seed)
        return
    yield from design_nights(players, rounds, three_handed)
    whole = full_design(players)
    if whole is None or rounds < len(whole):
        # On short nights the search usually meets fewer opponents twice than any design.
        yield search_night(players, rounds, (), three_handed, seed)
    if whole is not None and rounds > len(whole):
        yield search_night(players, rounds, whole.rounds, three_handed, seed)


def as_first_planned(
    players: tuple[Player, ...],
    rounds: int,
    played: Sequence[Round],
    three_handed: bool,
    seed: int,
) -> Plan | None:
    """The night as first planned, when the rounds played are its first rounds and nobody
    has come or gone: planning again changes nothing."""
    if not played or any(set(round_.present()) != set(players) for round_ in played):
        return None
    first = schedule(
        players, rounds, short_tables="three_handed" if three_handed else "bye", seed=seed
    )
    return first if first.rounds[: len(played)] == tuple(played) else None
