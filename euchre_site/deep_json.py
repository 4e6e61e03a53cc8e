"""A JSON body nested too deeply to read is the client's error (a 400), wherever it is read.

Python's ``json`` gives up on deep nesting with ``RecursionError``. The API's parser says
so itself (``euchre_site.parsers``), but allauth's headless views read their bodies with
``json.loads`` and let it through as a 500. This middleware answers those in allauth's
error shape instead; a ``RecursionError`` the body did not cause stays a server error.
"""

import json

from django.http import JsonResponse

MESSAGE = "The body is JSON nested too deeply to read."


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
        if not isinstance(exception, RecursionError) or request.content_type != "application/json":
            return None
        if not _nested_too_deeply(request.body):
            return None
        errors = [{"message": MESSAGE, "code": "invalid"}]
        return JsonResponse({"status": 400, "errors": errors}, status=400)
