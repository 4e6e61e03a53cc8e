"""Helpers for the rules API and page tests: posting JSON, checking error bodies, and
reading the tables out of a rendered page with the standard library's HTML parser."""

import ast
import re
from html.parser import HTMLParser
from pathlib import Path

from scoring import VARIANTS

VARIANT_KEYS = tuple(VARIANTS)
SECTION = ("section",)
SCORING_DIR = Path(__file__).resolve().parents[2] / "scoring"


def url(variant: str, what: str = "") -> str:
    return f"/api/v1/variants/{variant}/" + (f"{what}/" if what else "")


def post(client, variant: str, what: str, body):
    return client.post(url(variant, what), body, format="json")


def refused(response, status: int, code: str, field: str | None = "any"):
    """The response is the API's error body for ``code``; returns it."""
    assert response.status_code == status, response.content
    assert response["Content-Type"] == "application/json"
    body = response.json()
    assert body["code"] == code, body
    assert isinstance(body["message"], str) and body["message"]
    assert set(body) - {"errors"} == {"code", "message", "field", "rule"}
    if field != "any":
        assert body["field"] == field, body
    return body


def sections_named_by_the_core() -> set[str]:
    """Every ``section`` the rules core names, read from its source: ``section="x"``
    keywords, ``section: str = "x"`` defaults, the section argument of ``hands._violation``
    and of ``LegalPlays``."""
    found = set()
    for path in SCORING_DIR.glob("*.py"):
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            keyword = isinstance(node, ast.keyword) and node.arg == "section"
            default = isinstance(node, ast.AnnAssign) and getattr(node.target, "id", "") in SECTION
            if keyword or default:
                found |= _strings(node.value)
            elif isinstance(node, ast.Call):
                name = getattr(node.func, "id", getattr(node.func, "attr", ""))
                if name == "_violation" and len(node.args) >= 3:
                    found |= _strings(node.args[2])
                if name == "LegalPlays" and len(node.args) >= 3:
                    found |= _strings(node.args[2])
    return {section for section in found if section}


def _strings(node) -> set[str]:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return {node.value}
    return set()


class Page(HTMLParser):
    """The ids of a page, its tables (rows of cells, each cell's text and attributes) and
    its links."""

    def __init__(self, html: str):
        super().__init__()
        self.ids: set[str] = set()
        self.tables: dict[str, list[list[dict]]] = {}
        self.links: list[str] = []
        self.row_attrs: dict[str, list[dict]] = {}
        self._table = None
        self._cell = None
        self.feed(html)

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if "id" in attrs:
            self.ids.add(attrs["id"])
        if tag == "a" and "href" in attrs:
            self.links.append(attrs["href"])
        if tag == "table":
            self._table = attrs.get("id", f"table-{len(self.tables)}")
            self.tables[self._table] = []
            self.row_attrs[self._table] = []
        elif tag == "tr" and self._table:
            self.tables[self._table].append([])
            self.row_attrs[self._table].append(attrs)
        elif tag in ("td", "th") and self._table:
            self._cell = {"tag": tag, "attrs": attrs, "text": ""}
            self.tables[self._table][-1].append(self._cell)
        elif tag == "span" and self._cell is not None and attrs.get("class") == "sr":
            self._cell["sr"] = True

    def handle_endtag(self, tag):
        if tag == "table":
            self._table = None
        elif tag in ("td", "th"):
            if self._cell is not None:
                self._cell["text"] = re.sub(r"\s+", " ", self._cell["text"]).strip()
            self._cell = None

    def handle_data(self, data):
        if self._cell is not None:
            self._cell["text"] += data

    def column(self, table: str, index: int) -> list[str]:
        """The ``data-card`` of a ranking table's column, top to bottom, empty cells left out."""
        rows = self.tables[table][1:]  # the first row is the header
        return [
            row[index]["attrs"]["data-card"]
            for row in rows
            if index < len(row) and "data-card" in row[index]["attrs"]
        ]

    def header(self, table: str) -> list[dict]:
        return self.tables[table][0]
