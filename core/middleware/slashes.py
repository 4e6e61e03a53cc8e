"""Django's ``CommonMiddleware``, whose trailing-slash redirect keeps the method and body.

An app that posts to ``/api/v1/games`` would get Django's 301, which clients follow with
a GET: no game is made, and the list of games answers 200. A 308 has them send the same
request again to ``/api/v1/games/``. (Django refuses such a redirect with DEBUG on, for
the 301's sake; a 308 has no need to.)
"""

from django.http import HttpResponsePermanentRedirect
from django.middleware.common import CommonMiddleware
from django.utils.http import escape_leading_slashes


class PermanentRedirectKeepingMethod(HttpResponsePermanentRedirect):
    status_code = 308


class SlashRedirectKeepingMethod(CommonMiddleware):
    response_redirect_class = PermanentRedirectKeepingMethod

    def get_full_path_with_slash(self, request):
        return escape_leading_slashes(request.get_full_path(force_append_slash=True))
