"""The server-drawn charts: SVG a screen reader names and describes, no inline style, bars
and lines where the numbers put them."""

import xml.etree.ElementTree as ET

import pytest

from leagues.standings.charts import (
    LABEL_WIDTH,
    TEXT_WIDTH,
    WIDTH,
    Bar,
    bar_chart,
    line_chart,
    scaled,
)

SVG = "{http://www.w3.org/2000/svg}"
TRACK = WIDTH - LABEL_WIDTH - TEXT_WIDTH


def parsed(svg) -> ET.Element:
    return ET.fromstring(str(svg))


def no_style(root: ET.Element) -> bool:
    return all("style" not in element.attrib for element in root.iter())


def test_a_bar_chart_is_an_image_named_and_described():
    root = parsed(bar_chart(title="Make %", desc="By suit.", bars=[], chart_id="c"))
    assert root.get("role") == "img"
    assert root.get("aria-labelledby") == "c-title c-desc"
    assert root.find(f"{SVG}title").text == "Make %"
    assert root.find(f"{SVG}title").get("id") == "c-title"
    assert root.find(f"{SVG}desc").text == "By suit."
    assert no_style(root)


@pytest.mark.parametrize(
    ("value", "length"),
    [
        pytest.param(1.0, TRACK, id="all-made"),
        pytest.param(0.5, TRACK / 2, id="half"),
        pytest.param(0.0, 0, id="none-made"),
        pytest.param(None, 0, id="never-called"),
        pytest.param(1.5, TRACK, id="clamped"),
    ],
)
def test_a_bars_length_is_its_share_of_the_track(value, length):
    root = parsed(bar_chart(title="t", desc="d", bars=[Bar("Clubs", value, "x")], chart_id="c"))
    bar = [rect for rect in root.iter(f"{SVG}rect") if rect.get("class") == "bar"][0]
    assert float(bar.get("width")) == pytest.approx(length, abs=0.1)


def test_labels_and_values_are_printed_and_escaped():
    bars = [Bar("<Hearts>", 0.25, "1 of 4"), Bar("Spades & co", 1, "2 of 2")]
    svg = bar_chart(title='"Bob" <b>', desc="d & e", bars=bars, chart_id="c")
    root = parsed(svg)
    texts = [text.text for text in root.iter(f"{SVG}text")]
    assert texts == ["<Hearts>", "1 of 4", "Spades & co", "2 of 2"]
    assert root.find(f"{SVG}title").text == '"Bob" <b>'
    assert "<b>" not in str(svg)


def test_a_line_runs_left_to_right_with_the_highest_at_the_top():
    values = [1000, 1040, 980, 1100]
    points = scaled(values, min(values), max(values))
    assert [x for x, _ in points] == sorted(x for x, _ in points)
    ys = [y for _, y in points]
    assert ys.index(min(ys)) == 3 and ys.index(max(ys)) == 2  # SVG's y grows downwards


def test_a_line_chart_names_itself_and_marks_its_range():
    root = parsed(line_chart(title="Rating", desc="4 games", values=[1000, 1040, 980, 1100],
                             chart_id="r"))  # fmt: skip
    line = root.find(f"{SVG}polyline")
    assert len(line.get("points").split()) == 4
    assert [text.text for text in root.iter(f"{SVG}text")] == ["1100", "980"]
    assert root.find(f"{SVG}title").text == "Rating" and no_style(root)


def test_a_flat_line_stays_inside_the_chart():
    points = scaled([1000, 1000], 1000, 1000)
    assert all(0 <= y <= 140 for _, y in points)
