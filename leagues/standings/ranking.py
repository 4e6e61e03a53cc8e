"""A page of ranked totals rows, read as a range of the ranking's index.

The rows of a period are ranked by their strength (``Standing.STRENGTH``: win share, wins,
margin, all descending), then by name; rows of equal strength share a rank, the higher
one. The database keeps the strength on each row and indexes it per league and period, so
a page costs four index reads whatever the league's size (three for the first page), and
never a sort of every row:

1. how many rows the period has;
2. the strengths of the page's rows, in strength order (``OFFSET``/``LIMIT`` on the index);
3. how many rows are stronger than the page's strongest: the rank before the page (none
   before the first page);
4. every row from the page's strongest strength down to its weakest: the page's rows,
   and the rows that tie with its first or last, put in name order here (a name's order
   is Python's case folding, as everywhere the league lists names).

Ranks are the league's, never the page's: a page that starts inside a group of equal
rows gives them the group's rank.
"""

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from django.db.models import Q, QuerySet

from leagues.models import Standing

STRENGTH = Standing.STRENGTH
DESCENDING = [f"-{column}" for column in STRENGTH]


@dataclass(frozen=True)
class Page:
    count: int  # rows in the period, every page together
    rows: list[dict]  # this page's, each with its ``rank``


def _beyond(strength: tuple, lookup: str) -> Q:
    """Rows whose strength is beyond ``strength`` in one direction (``gt``: stronger)."""
    found = Q(pk__in=[])
    same = Q()
    for column, value in zip(STRENGTH, strength, strict=True):
        found |= same & Q(**{f"{column}__{lookup}": value})
        same &= Q(**{column: value})
    return found


def strength_of(row: dict) -> tuple:
    return tuple(row[column] for column in STRENGTH)


def stronger_than(strength: tuple) -> Q:
    return _beyond(strength, "gt")


def ranked_page(
    rows: QuerySet,
    fields: Sequence[str],
    *,
    name: Callable[[dict], str],
    offset: int = 0,
    limit: int | None = None,
) -> Page:
    """The totals rows of ``rows`` (a filtered query) from ``offset``, ``limit`` of them
    (None: the rest), ranked, each the dict of its ``fields`` and the strength. Four
    queries; three from the first row; one for every row at once. Only the last joins
    the players' names: the counts and the strengths read the totals' index alone."""
    shown = rows.values(*fields, *STRENGTH)
    if offset == 0 and limit is None:  # every row: one query
        band = list(shown)
        count, before = len(band), 0
    else:
        count = rows.count()
        window = rows.order_by(*DESCENDING).values_list(*STRENGTH)[offset : _end(offset, limit)]
        strengths = list(window)
        if not strengths:
            return Page(count, [])
        strongest, weakest = strengths[0], strengths[-1]
        before = rows.filter(stronger_than(strongest)).count() if offset else 0
        band = list(shown.exclude(stronger_than(strongest)).exclude(_beyond(weakest, "lt")))
    band.sort(key=lambda row: name(row).casefold())
    band.sort(key=strength_of, reverse=True)
    for index, row in enumerate(band):
        same = index and strength_of(band[index - 1]) == strength_of(row)
        row["rank"] = band[index - 1]["rank"] if same else before + index + 1
    start = offset - before
    return Page(count, band[start : _end(start, limit)])


def _end(start: int, limit: int | None) -> int | None:
    return None if limit is None else start + limit
