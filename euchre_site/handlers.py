"""Error answers for requests no view took: JSON under ``/api/``, in the API's one error
shape (``games.api.errors``), and Django's pages elsewhere."""

from django.http import JsonResponse
from django.views import defaults

API_PREFIX = "/api/"


def _error(code: str, message: str, status: int) -> JsonResponse:
    body = {"code": code, "message": message, "field": None, "rule": None}
    return JsonResponse(body, status=status)


def not_found(request, exception):
    if request.path.startswith(API_PREFIX):
        return _error("NOT_FOUND", f"There is no API endpoint at {request.path}.", 404)
    return defaults.page_not_found(request, exception)


def server_error(request):
    if request.path.startswith(API_PREFIX):
        return _error("SERVER_ERROR", "The server failed to answer this request.", 500)
    return defaults.server_error(request)
