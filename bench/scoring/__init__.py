"""Throughput of the rules core: ``python -m bench.scoring`` (``make bench``).

Three questions are timed, each at two levels, on a seeded random workload that
is generated before any clock starts (``workload``):

* the trick winner: ``tricks.winning_card`` (kernel) and ``tricks.trick_winner``
  (public API: parses seats and card names, checks turns, explains);
* the legal plays: ``tricks.legal_mask`` (kernel) and ``tricks.legal_plays``;
* scoring a hand: ``game.score_row`` on an already validated hand (kernel) and
  ``game.play_hand`` (validates the record, scores it, explains, new state).

Each timed loop (``loops``) adds every result into a checksum that is printed, so
no call can be skipped; the garbage collector is off while the clock runs (as in
``timeit``) and the best of several repeats is reported (``timing``).

When the PyPI package ``euchre-cli`` (0.7.0) is installed, the trick-winner and
legal-play workloads also run through its ``trick_winner`` and ``valid_play``
(``euchre_cli``), converted to its card objects up front and timed in the same
rounds as our kernels, so the ratio holds under a changing load; their answers on
the whole workload are checked against ours and every disagreement is printed.
"""
