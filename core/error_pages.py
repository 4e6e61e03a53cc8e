"""Error answers for requests no view took: JSON under ``/api/``, in the API's one error
shape (``core.api.errors``), and Django's pages elsewhere."""

from django.conf import settings
from django.core.exceptions import DisallowedHost, RequestDataTooBig
from django.http import JsonResponse
from django.utils.translation import gettext
from django.views import defaults

from core.api.errors import error_body

API_PREFIX = "/api/"


def _for_the_api(request) -> bool:
    return request.path_info.startswith(API_PREFIX)  # wherever the site is mounted


def not_found(request, exception):
    if _for_the_api(request):
        message = gettext("There is no API endpoint at %(path)s.") % {"path": request.path}
        return JsonResponse(error_body("NOT_FOUND", message), status=404)
    return defaults.page_not_found(request, exception)


def server_error(request):
    if _for_the_api(request):
        message = gettext("The server failed to answer this request.")
        return JsonResponse(error_body("SERVER_ERROR", message), status=500)
    return defaults.server_error(request)


def bad_request(request, exception):
    """Django refuses a request itself (``SuspiciousOperation``): a Host header not in
    ALLOWED_HOSTS, a body over DATA_UPLOAD_MAX_MEMORY_SIZE (413: too large, not malformed)."""
    if not _for_the_api(request):
        return defaults.bad_request(request, exception)
    if isinstance(exception, DisallowedHost):
        message = gettext("The Host header names no site this server answers for.")
        return JsonResponse(error_body("HOST_NOT_ALLOWED", message), status=400)
    if isinstance(exception, RequestDataTooBig):
        return body_too_large()
    message = gettext("The request is malformed in a way the server will not read.")
    return JsonResponse(error_body("BAD_REQUEST", message), status=400)


def body_too_large():
    limit = settings.DATA_UPLOAD_MAX_MEMORY_SIZE
    message = gettext("The body is larger than the %(limit)s bytes the API reads.") % {
        "limit": limit
    }
    return JsonResponse(error_body("BODY_TOO_LARGE", message), status=413)
