"""A JSON body nested too deeply to read is the client's error (a 400) at allauth's API too.

Python's ``json`` gives up on deep nesting with ``RecursionError``. The API's own parser
says so itself (``core.api.parsers``), but allauth's headless views read every body
with ``json.loads``, whatever its content type, and let that through as a 500. This
middleware answers those in allauth's error shape instead (allauth answers a body that is
not JSON at all with an empty 400); a ``RecursionError`` the body did not cause stays a
server error.
"""

import json

from django.http import JsonResponse
from django.utils.translation import gettext_lazy

ALLAUTH_PREFIX = "/_allauth/"
MESSAGE = gettext_lazy("The body is JSON nested too deeply to read.")


def _nested_too_deeply(body: bytes) -> bool:
    try:
        json.loads(body)
    except RecursionError:
        return True
    except ValueError:  # malformed in another way: not what failed the view
        return False
    return False


class JSONNestedTooDeeply:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        return self.get_response(request)

    def process_exception(self, request, exception):
        if not isinstance(exception, RecursionError):
            return None
        if not request.path_info.startswith(ALLAUTH_PREFIX) or not _nested_too_deeply(request.body):
            return None
        errors = [{"message": str(MESSAGE), "code": "invalid"}]
        return JsonResponse({"status": 400, "errors": errors}, status=400)
