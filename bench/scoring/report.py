"""The printed report: a row of rate and time per call for each level of each question,
the kernels against their targets, and euchre-cli's rates against ours."""

from .euchre_cli import EUCHRE_CLI, THEIRS
from .loops import APIS, KERNELS
from .timing import Timing

#: The kernels' targets, in operations per second (pure Python, 2 cores).
TARGETS = {"trick winner": 5_000_000, "legal plays": 3_000_000, "scoring": 10_000_000}
HEADER = f"{'question':<13} {'level':<10} {'call':<29} {'ops/s':>13} {'ns/op':>9}"


def _row(question: str, level: str, call: str, timing: Timing, note: str = "") -> str:
    return (
        f"{question:<13} {level:<10} {call:<29} {timing.rate:>13,.0f} {1e9 / timing.rate:>9,.0f}"
        f"  {note}"
    ).rstrip()


def _target(rate: float, target: int) -> str:
    return f"{target:>11,}  {'met' if rate >= target else 'MISSED'}"


def table(kernels: dict[str, Timing], api: dict[str, Timing], floor: Timing) -> list[str]:
    """Each question's kernel, with its target, above its full API; then the harness floor."""
    lines = [f"{HEADER}  target"]
    for question in KERNELS:
        kernel = kernels[question]
        target = _target(kernel.rate, TARGETS[question])
        lines.append(_row(question, "kernel", KERNELS[question][1], kernel, target))
        lines.append(_row("", "full API", APIS[question][1], api[question]))
    lines.append(
        f"(harness floor: the trick-winner loop calling a function that does nothing runs "
        f"{floor.rate:,.0f} times/s, {1e9 / floor.rate:,.0f} ns; no kernel called once per "
        "trick, hand or record can beat it)"
    )
    checksums = (f"{q} {kernels[q].checksum} / {api[q].checksum}" for q in KERNELS)
    lines.append("checksums: " + ", ".join(checksums))
    return lines


def compare(
    theirs: dict[str, Timing], ours: dict[str, Timing], api: dict[str, Timing], calls: int
) -> list[str]:
    legal = theirs["legal plays"]
    lines = [
        f"the first {legal.ops:,} tricks and hands of the same workload (24-card deck: it has "
        "no joker and no 32-card deck), converted to its Card and Suit objects before timing "
        "and timed in the same rounds as our kernels; a legal-play op is a whole hand, one "
        f"valid_play call per card ({calls / legal.best:,.0f} calls/s)",
        "",
        f"{HEADER}  ours / theirs",
    ]
    for question, call in THEIRS.items():
        rate = theirs[question].rate
        ratio = (
            f"kernel {ours[question].rate / rate:,.2f}x, full API {api[question].rate / rate:,.2f}x"
        )
        lines.append(_row(question, EUCHRE_CLI, call, theirs[question], ratio))
    lines.append("checksums: " + ", ".join(f"{q} {t.checksum}" for q, t in theirs.items()))
    return lines
