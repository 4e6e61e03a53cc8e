"""Row ids in paths: digits that fit the database's 64-bit keys. A longer number matches no
URL, so its answer is a 404 like any id no row has (a database cannot even compare it)."""

from django.urls.converters import IntConverter

LARGEST_KEY = 2**63 - 1


class RowIdConverter(IntConverter):
    regex = "[0-9]{1,19}"

    def to_python(self, value: str) -> int:
        number = int(value)
        if number > LARGEST_KEY:
            raise ValueError(f"{value} is beyond any key")
        return number
