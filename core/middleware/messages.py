"""A page that shows a one-time message (Django's messages framework) is kept by no cache,
the app's service worker included: opened again later, offline, it would say it again."""

from django.utils.cache import add_never_cache_headers


def pages_with_messages_not_stored(get_response):
    def middleware(request):
        response = get_response(request)
        shown = getattr(request, "_messages", None)
        if shown is not None and shown.used:  # the page iterated over its messages
            add_never_cache_headers(response)
        return response

    return middleware
