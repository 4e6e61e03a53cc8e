"""A league's standings, from a hand write to the numbers a page shows, in one package.

``deltas`` (what a change of a game's hands adds to each player, partnership and
rivalry), ``upsert`` (the adding statement, one per totals table), ``totals`` (writing the
deltas and raising the league's stats version; ``games_deltas`` from stored hands),
``statements`` (the league's reads of every hand, built once per process), ``ratings``
(OpenSkill, replayed in the order games finished), ``statistics`` (standings, a player's
statistics, partnerships and head-to-head, read from the totals), ``charts`` (what a
player's page draws) and ``rebuild`` (every row counted again from the hands). The path
from a hand write into it is read in ``leagues.group``.
"""
