"""A page's view that lets a service's ``Hidden`` or ``Forbidden`` through (``core.errors``)
answers as if it had raised Django's ``Http404`` or ``PermissionDenied``: the same error
page, in the reader's language. The API answers them in its exception handler instead
(``core.api.errors``); DRF catches them before any middleware sees them."""

from django.core.exceptions import PermissionDenied
from django.http import Http404

from core.errors import Forbidden, Hidden


class AppErrorsAsPages:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        return self.get_response(request)

    def process_exception(self, request, exception):
        # Raised here, Django answers it as a view's own (``response_for_exception``).
        if isinstance(exception, Hidden):
            raise Http404(exception.message) from exception
        if isinstance(exception, Forbidden):
            raise PermissionDenied(exception.message) from exception
        return None
