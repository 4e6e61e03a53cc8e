"""Every page sets the CSRF cookie when the browser has none yet.

A first visit otherwise races: the service worker fetches the pages it keeps while the
visitor opens a form, each answer to a cookieless request mints its own secret, and the
last one to arrive replaces the cookie the form's token was drawn from, so sending the
form is refused (403). Set by the first page, the cookie goes with every later request.
"""

from django.conf import settings
from django.middleware.csrf import get_token


def csrf_cookie_from_the_first_page(get_response):
    def middleware(request):
        if (
            request.method == "GET"
            and settings.CSRF_COOKIE_NAME not in request.COOKIES
            and not request.path.startswith("/api/")
        ):
            get_token(request)
        return get_response(request)

    return middleware
