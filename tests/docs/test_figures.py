"""The figures the docs quote, held to the code that defines them: a doc that says the table
asks every 3 s is wrong the day the code asks every 5 s, and this test says so."""

import re
from pathlib import Path

import pytest

from leagues.views import screen

ROOT = Path(__file__).resolve().parents[2]
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]


def constant(script: str, name: str) -> int:
    """A number a browser module defines (``const NAME = 3000;``)."""
    text = (ROOT / "static" / "js" / script).read_text()
    return int(re.search(rf"\b{name} = ([\d_]+);", text).group(1).replace("_", ""))


def quoted(pattern: str) -> list[tuple[str, int]]:
    """Every number ``pattern`` captures in the docs, with where it was found."""
    found = []
    for path in DOCS:
        text = " ".join(path.read_text().split())  # (a sentence may wrap)
        found += [(path.name, int(match)) for match in re.findall(pattern, text)]
    return found


@pytest.mark.parametrize(
    ("pattern", "value", "docs"),
    [
        pytest.param(
            r"the table asks[^.]*? every (\d+) s\b",
            constant("app/table/poll.js", "EVERY_MS") // 1000,
            {"product.md", "web-app.md"},
            id="the-table-polls",
        ),
        pytest.param(
            r"the screen asks for `screen/standings/` \(its lists\) every (\d+) s",
            screen.REFRESH_SECONDS,
            {"web-app.md"},
            id="the-big-screen-polls",
        ),
        pytest.param(
            r"turns its pages every (\d+) s",
            screen.PAGE_SECONDS,
            {"web-app.md"},
            id="the-big-screen-turns-its-pages",
        ),
        pytest.param(
            r"A request unanswered in (\d+) s counts as offline",
            constant("app/api.js", "ANSWER_WITHIN_MS") // 1000,
            {"web-app.md"},
            id="offline-after",
        ),
        pytest.param(
            r"is sent again after (\d+), \d+ and \d+ seconds",
            constant("app/retries.js", "FIRST_WAIT") // 1000,
            {"web-app.md"},
            id="retries",
        ),
    ],
)
def test_the_docs_quote_the_codes_figures(pattern, value, docs):
    found = quoted(pattern)
    assert {name for name, _ in found} >= docs, f"{pattern!r} is no longer said in {docs}"
    assert all(number == value for _, number in found), (found, value)


def test_the_double_tap_is_as_long_as_the_docs_say():
    found = quoted(r"on the same button within (\d+) ms of the first")
    assert found and all(
        number == constant("app/table/taps.js", "DOUBLE_TAP_MS") for _, number in found
    )
