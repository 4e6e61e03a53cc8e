"""Find the base round of a cyclic whist design Wh(v) and store it as data.

A developer tool, never run by the app: it searches, and ``scoring/rotations/whist_bases.py``
keeps what it found, which ``tests/scoring/rotations`` checks by developing each design and
counting every pair. Run it when a new count is wanted:

    .venv/bin/python tools/whist_search.py 25 28 29           # print the base rounds found
    .venv/bin/python tools/whist_search.py --write 25 28 29   # and store them
    .venv/bin/python tools/whist_search.py --group 3,3 9      # over Z_3 x Z_3, not Z_9

What it looks for. A base round over a group G of odd order is a set of games
{a, b} v {c, d} that, moved by every element of G, makes a whist tournament. That holds
exactly when the base round's differences cover G's nonzero elements as a whist tournament
covers pairs: each class {x, -x} once among the partner pairs, and twice among the
opponent pairs. Pairs with infinity (v = 4n) take care of themselves, since infinity meets
every element in turn. With v = 4n + 1 the element 0 sits out of the base round.

How. In two steps, as the literature builds them (Anderson, ch. 6):
1. a *starter*: the players paired so that each difference class is one pair's (plus the
   pair with infinity); first the patterned starter {x, -x}, then random ones;
2. the pairs matched two by two into games so that each class is opposed exactly twice:
   a depth-first search that always extends the pair with the fewest possible opponents,
   given up after ``--nodes`` steps for the next starter.
The random seed makes a run repeatable. Up to 36 players it takes seconds; about 44 and
over, minutes (run it under ``nice``).
"""

import argparse
import random
import sys
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from scoring.rotations.groups import Group  # noqa: E402
from scoring.rotations.whist import WhistDesign  # noqa: E402
from scoring.rotations.whist_bases import FOUND  # noqa: E402

BASES_FILE = ROOT / "scoring" / "rotations" / "whist_bases.py"
LINE_LENGTH = 100
Pair = tuple[int, int]
PATTERNED_PATIENCE = 1000


class Search:
    def __init__(self, players: int, group: Group, rng: random.Random):
        self.players, self.group, self.rng = players, group, rng
        self.infinity = group.order if players % 4 == 0 else None
        self.points = [p for p in range(group.order) if p or self.infinity is not None]

    def difference(self, a: int, b: int) -> int | None:
        if self.infinity in (a, b):
            return None
        return self.group.difference_class(a, b)

    def starters(self) -> Iterator[list[Pair]]:
        negative = self.group.negatives
        patterned = {min(p, negative[p]): max(p, negative[p]) for p in self.points if p}
        first = [(0, self.infinity)] if self.infinity is not None else []
        yield first + list(patterned.items())
        while True:
            found = self.random_starter()
            if found:
                yield found

    def random_starter(self) -> list[Pair] | None:
        free, pairs = set(self.points), []
        if self.infinity is not None:
            partner = self.rng.choice(self.points)
            free.discard(partner)
            pairs.append((self.infinity, partner))
        used: set[int] = set()

        def pair_up() -> bool:
            if not free:
                return True
            first = min(free)
            free.discard(first)
            others = sorted(free)
            self.rng.shuffle(others)
            for second in others:
                difference = self.difference(first, second)
                if difference in used:
                    continue
                used.add(difference)
                free.discard(second)
                pairs.append((first, second))
                if pair_up():
                    return True
                pairs.pop()
                free.add(second)
                used.discard(difference)
            free.add(first)
            return False

        return pairs if pair_up() else None

    def games(
        self, pairs: list[Pair], nodes: int, most_constrained_first: bool = True
    ) -> list[tuple[int, int, int, int]] | None:
        """The pairs matched into games with every class opposed twice, or None. Each step
        extends the pair with the fewest possible opponents, or else the next pair in a
        random order (cheaper steps, which suit the patterned starter)."""
        crossed = {
            (i, j): [
                d for a in pairs[i] for b in pairs[j] if (d := self.difference(a, b)) is not None
            ]
            for i in range(len(pairs))
            for j in range(len(pairs))
            if i != j
        }
        opposed = [0] * self.group.order
        games: list[tuple[int, int, int, int]] = []
        budget = [nodes]

        def fits(i: int, j: int) -> bool:
            differences = crossed[i, j]
            return all(opposed[d] + differences.count(d) <= 2 for d in differences)

        def match(left: list[int]) -> bool:
            budget[0] -= 1
            if not left or budget[0] < 0:
                return not left
            most_constrained = None
            for i in left if most_constrained_first else left[:1]:
                options = [j for j in left if j != i and fits(i, j)]
                if most_constrained is None or len(options) < len(most_constrained[1]):
                    most_constrained = (i, options)
            i, options = most_constrained
            self.rng.shuffle(options)
            for j in options:
                for d in crossed[i, j]:
                    opposed[d] += 1
                games.append(pairs[i] + pairs[j])
                if match([k for k in left if k not in (i, j)]):
                    return True
                games.pop()
                for d in crossed[i, j]:
                    opposed[d] -= 1
            return False

        order = list(range(len(pairs)))
        self.rng.shuffle(order)
        return games if match(order) else None


def find(players: int, group: Group, seed: int, nodes: int, starters: int) -> WhistDesign | None:
    search = Search(players, group, random.Random(seed))
    for tried, pairs in zip(range(starters), search.starters(), strict=False):
        if tried == 0:
            # The patterned starter often works (13, 17, 25, 49...), found fastest in order.
            games = search.games(pairs, PATTERNED_PATIENCE * nodes, most_constrained_first=False)
        else:
            games = search.games(pairs, nodes)
        if games:
            return WhistDesign(players, group, tuple(games))
    return None


def written(design: WhistDesign) -> str:
    """The design as an entry of ``FOUND``, its games wrapped at the line length."""
    lines, line = [f"    {design.players}: ({design.group.moduli}, ("], " " * 7
    for game in design.base:
        if len(line) + len(str(game)) + 1 > LINE_LENGTH:
            lines.append(line.rstrip())
            line = " " * 7
        line += f" {game},"
    return "\n".join([*lines, line.rstrip(), "    )),"]) + "\n"


def store(designs: list[WhistDesign]) -> None:
    """Rewrite ``FOUND`` in whist_bases.py with these designs added (or replaced)."""
    found = {players: WhistDesign(players, Group(moduli), base) for players, (moduli, base)
             in FOUND.items()}  # fmt: skip
    found.update({design.players: design for design in designs})
    body = "".join(written(found[players]) for players in sorted(found))
    text = BASES_FILE.read_text(encoding="utf-8")
    start = text.index("FOUND: dict[int, Base] = {\n")
    end = text.index("}\n# fmt: on\n# END found", start)
    BASES_FILE.write_text(
        text[: start + len("FOUND: dict[int, Base] = {\n")] + body + text[end:],
        encoding="utf-8",
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("players", type=int, nargs="+", help="v: 0 or 1 more than a multiple of 4")
    parser.add_argument("--group", help="the moduli, e.g. 3,3 (default: Z_v or Z_(v-1))")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--nodes", type=int, default=200, help="search steps per starter")
    parser.add_argument("--starters", type=int, default=100_000, help="starters tried")
    parser.add_argument("--write", action="store_true", help="store the designs found")
    args = parser.parse_args()
    found = []
    for players in args.players:
        if players % 4 not in (0, 1) or players < 5:
            parser.error(f"no whist design has {players} players")
        order = players - 1 if players % 4 == 0 else players
        moduli = tuple(map(int, args.group.split(","))) if args.group else (order,)
        design = find(players, Group(moduli), args.seed, args.nodes, args.starters)
        if design is None:
            print(f"{players}: none found", file=sys.stderr)
            continue
        print(written(design), end="", flush=True)
        found.append(design)
    if args.write and found:
        store(found)
    return 0 if len(found) == len(args.players) else 1


if __name__ == "__main__":
    sys.exit(main())
