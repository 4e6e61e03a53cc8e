"""Small charts as inline SVG, drawn on the server: a few bars and a line need no library.

Each chart is an ``<svg role="img">`` named by its ``<title>`` and described by its
``<desc>`` (what a screen reader reads); the numbers are printed beside the bars too. No
style attribute anywhere (the Content-Security-Policy refuses inline style): the look
comes from classes (static/css/leagues.css) and SVG presentation attributes.
"""

from dataclasses import dataclass

from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe

WIDTH = 320
BAR_HEIGHT = 22
BAR_GAP = 8
LABEL_WIDTH = 78
TEXT_WIDTH = 86
LINE_HEIGHT = 140
PAD = 24


@dataclass(frozen=True)
class Bar:
    label: str
    value: float | None  # 0..1; None: nothing to show (e.g. never called)
    text: str  # the value in words, printed after the bar


def _svg(chart_id: str, title: str, desc: str, height: int, body: list[str]) -> SafeString:
    head = (
        f'<svg class="chart-svg" id="{escape(chart_id)}" role="img" viewBox="0 0 {WIDTH} {height}" '
        f'aria-labelledby="{escape(chart_id)}-title {escape(chart_id)}-desc" '
        'xmlns="http://www.w3.org/2000/svg">'
        f'<title id="{escape(chart_id)}-title">{escape(title)}</title>'
        f'<desc id="{escape(chart_id)}-desc">{escape(desc)}</desc>'
    )
    return mark_safe(head + "".join(body) + "</svg>")  # noqa: S308  (every text escaped above)


def bar_chart(*, title: str, desc: str, bars: list[Bar], chart_id: str) -> SafeString:
    """Horizontal bars, one a row: its label, its length (0..1 of the track), its text."""
    track = WIDTH - LABEL_WIDTH - TEXT_WIDTH
    body = []
    for index, bar in enumerate(bars):
        y = index * (BAR_HEIGHT + BAR_GAP)
        middle = y + BAR_HEIGHT / 2
        length = 0 if bar.value is None else round(max(0.0, min(1.0, bar.value)) * track, 1)
        body.append(
            f'<text class="label" x="0" y="{middle}" dominant-baseline="middle">'
            f"{escape(bar.label)}</text>"
            f'<rect class="track" x="{LABEL_WIDTH}" y="{y}" width="{track}" '
            f'height="{BAR_HEIGHT}" rx="3"/>'
            f'<rect class="bar" x="{LABEL_WIDTH}" y="{y}" width="{length}" '
            f'height="{BAR_HEIGHT}" rx="3"/>'
            f'<text class="value" x="{WIDTH}" y="{middle}" text-anchor="end" '
            f'dominant-baseline="middle">{escape(bar.text)}</text>'
        )
    height = max(1, len(bars)) * (BAR_HEIGHT + BAR_GAP) - BAR_GAP
    return _svg(chart_id, title, desc, height, body)


def scaled(values: list[float], low: float, high: float) -> list[tuple[float, float]]:
    """Points of a line through ``values``, left to right, ``low`` at the bottom and
    ``high`` at the top of the plotting area."""
    span = (high - low) or 1
    step = (WIDTH - 2 * PAD) / max(1, len(values) - 1)
    bottom = LINE_HEIGHT - PAD
    return [
        (round(PAD + index * step, 1), round(bottom - (value - low) / span * (bottom - PAD), 1))
        for index, value in enumerate(values)
    ]


def line_chart(*, title: str, desc: str, values: list[float], chart_id: str) -> SafeString:
    """A line through the values in order, with its lowest and highest marked."""
    low, high = min(values), max(values)
    points = scaled(values, low, high)
    top, bottom = PAD, LINE_HEIGHT - PAD
    path = " ".join(f"{x},{y}" for x, y in points)
    last_x, last_y = points[-1]
    body = [
        f'<line class="grid" x1="{PAD}" y1="{top}" x2="{WIDTH - PAD}" y2="{top}"/>',
        f'<line class="grid" x1="{PAD}" y1="{bottom}" x2="{WIDTH - PAD}" y2="{bottom}"/>',
        f'<text class="axis" x="{PAD}" y="{top - 6}">{high:.0f}</text>',
        f'<text class="axis" x="{PAD}" y="{bottom + 14}">{low:.0f}</text>',
        f'<polyline class="line" fill="none" stroke-width="2.5" points="{path}"/>',
        f'<circle class="dot" cx="{last_x}" cy="{last_y}" r="4"/>',
    ]
    return _svg(chart_id, title, desc, LINE_HEIGHT, body)
