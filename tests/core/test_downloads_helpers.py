import csv
import io

import pytest

from core.csv_export import csv_response, csv_text, safe_cell
from core.qr import qr_svg


@pytest.mark.parametrize(
    ("value", "cell"),
    [
        ("=SUM(A1)", "'=SUM(A1)"),
        ("+1", "'+1"),
        ("-2", "'-2"),
        ("@me", "'@me"),
        ("\tx", "'\tx"),
        ("Éva", "Éva"),
        (-2, "-2"),
        (None, ""),
    ],
)
def test_a_cell_that_would_run_as_a_formula_is_kept_as_text(value, cell):
    assert safe_cell(value) == cell


def test_csv_is_rfc_4180_with_a_byte_order_mark():
    text = csv_text(["name", "note"], [["Zoë", 'said "hi", left'], ["=1+1", None]])
    assert text.startswith("\ufeffname,note\r\n")
    assert text.endswith("\r\n")
    rows = list(csv.reader(io.StringIO(text.removeprefix("\ufeff"))))
    assert rows == [["name", "note"], ["Zoë", 'said "hi", left'], ["'=1+1", ""]]


def test_a_csv_response_is_an_attachment_in_utf_8():
    response = csv_response("standings.csv", ["a"], [[1]])
    assert response["Content-Type"] == "text/csv; charset=utf-8"
    assert response["Content-Disposition"] == 'attachment; filename="standings.csv"'
    assert response.content.startswith("\ufeff".encode())


def test_a_qr_code_is_an_inline_svg_with_a_name_and_no_inline_style():
    svg = qr_svg("https://example.org/join/abc?x=<1>", title='Join "Club" <now>')
    assert svg.startswith('<svg role="img" ')
    assert svg.count("class=") == 2 and 'class="qr"' in svg
    assert '<title>Join "Club" &lt;now&gt;</title>' in svg
    assert "style=" not in svg and "<script" not in svg
