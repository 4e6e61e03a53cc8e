"""A body over the upload limit is refused at the door under ``/api/``: 413 in the API's
error shape (``core.error_pages``), before a parser reads it. Django checks the limit only
where it reads a body itself (``request.body``); DRF's parsers read the stream."""

from django.conf import settings

from core.error_pages import API_PREFIX, body_too_large


def _declared_length(request) -> int:
    try:
        return int(request.META.get("CONTENT_LENGTH") or 0)
    except ValueError:
        return 0


def api_body_size_limited(get_response):
    def middleware(request):
        limit = settings.DATA_UPLOAD_MAX_MEMORY_SIZE
        too_large = limit is not None and _declared_length(request) > limit
        if too_large and request.path_info.startswith(API_PREFIX):
            return body_too_large()
        return get_response(request)

    return middleware
