"""The API reads JSON only (docs/api.md: JSON in and out)."""

from django.utils.translation import gettext
from rest_framework.exceptions import ParseError
from rest_framework.parsers import JSONParser as DRFJSONParser


class JSONParser(DRFJSONParser):
    """DRF's JSON parser, with JSON nested too deep to read (a thousand arrays in one
    another) refused as malformed rather than crashing the request, and its refusal said
    in the reader's language (DRF's own is English, with the decoder's words after it)."""

    def parse(self, stream, media_type=None, parser_context=None):
        try:
            return super().parse(stream, media_type, parser_context)
        except RecursionError:
            raise ParseError(gettext("JSON parse error - the body is nested too deeply.")) from None
        except ParseError as error:
            where = str(error.detail).removeprefix("JSON parse error - ")
            message = gettext("JSON parse error - the body is not JSON (%(where)s).")
            raise ParseError(message % {"where": where}) from None
