"""Error answers for requests no view took: JSON under ``/api/``, in the API's one error
shape (``core.api.errors``), and Django's pages elsewhere."""

from django.http import JsonResponse
from django.views import defaults

from core.api.errors import error_body

API_PREFIX = "/api/"


def _for_the_api(request) -> bool:
    return request.path_info.startswith(API_PREFIX)  # wherever the site is mounted


def not_found(request, exception):
    if _for_the_api(request):
        message = f"There is no API endpoint at {request.path}."
        return JsonResponse(error_body("NOT_FOUND", message), status=404)
    return defaults.page_not_found(request, exception)


def server_error(request):
    if _for_the_api(request):
        message = "The server failed to answer this request."
        return JsonResponse(error_body("SERVER_ERROR", message), status=500)
    return defaults.server_error(request)
