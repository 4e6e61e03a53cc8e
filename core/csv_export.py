"""Spreadsheet downloads: CSV as RFC 4180 says, readable by the programs people open it in.

UTF-8 with a byte-order mark (so a spreadsheet program reads accents), CRLF line ends, and a
cell that a spreadsheet would run as a formula (starting =, +, -, @, tab or CR) prefixed with
an apostrophe, so a player named "=HYPERLINK(...)" stays a name.
"""

import csv
import io
from collections.abc import Iterable, Sequence

from django.http import HttpResponse

BOM = "\ufeff"
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def safe_cell(value) -> str:
    if value is None:
        return ""
    text = str(value)
    if isinstance(value, str) and text.startswith(FORMULA_STARTS):
        return "'" + text
    return text


def csv_text(header: Sequence[str], rows: Iterable[Sequence]) -> str:
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\r\n")
    writer.writerow(header)
    writer.writerows([safe_cell(cell) for cell in row] for row in rows)
    return BOM + buffer.getvalue()


def csv_response(filename: str, header: Sequence[str], rows: Iterable[Sequence]) -> HttpResponse:
    response = HttpResponse(csv_text(header, rows), content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    return response
