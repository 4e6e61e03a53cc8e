"""One error shape for the whole API: ``{"code", "message", "field", "rule", "errors"}``.

Services raise the application's ``AppError`` and the rules core its ``RuleViolation``, each
with a stable code; this handler turns either into a 400, or a 409 when it conflicts with
the current state, and the app's ``Hidden`` and ``Forbidden`` into DRF's own 404 and 403. A
broken rule links to its section of the rules reference, on the page of the variant the
view names (``variant_of_rules``). DRF's own errors (validation, auth,
not found) get the same shape, so clients parse one thing.
"""

from collections.abc import Callable
from contextlib import contextmanager

from django.core.exceptions import ObjectDoesNotExist, PermissionDenied
from django.http import Http404
from django.utils.translation import gettext_lazy
from drf_spectacular.utils import OpenApiResponse
from rest_framework import exceptions, serializers, status
from rest_framework.response import Response
from rest_framework.views import exception_handler as drf_exception_handler

from core.errors import AppError, Forbidden, Hidden
from core.words import said
from scoring import RuleViolation


class ErrorSerializer(serializers.Serializer):
    code = serializers.CharField(help_text="Stable machine code, e.g. TURNED_DOWN_SUIT_NAMED.")
    message = serializers.CharField(help_text="What is wrong, naming the rule broken.")
    field = serializers.CharField(allow_null=True, help_text="The input at fault, if any.")
    rule = serializers.CharField(
        allow_null=True, help_text="Link to the rule in the rules reference, if any."
    )
    errors = serializers.DictField(
        required=False, help_text="Per-field messages, for invalid input."
    )


def error_responses(*statuses: int) -> dict[int, OpenApiResponse]:
    """Schema entries for the error statuses an endpoint can answer."""
    described = {
        400: "Invalid input: the message names the rule broken.",
        401: "The session token sent is invalid or has expired (code AUTHENTICATION_FAILED).",
        403: "Signed in without the right to do this.",
        404: "No such resource, or not visible to the caller.",
        409: "Conflicts with the current state (e.g. the game is finished).",
    }
    return {
        code: OpenApiResponse(ErrorSerializer, description=described[code]) for code in statuses
    }


#: The rules reference page that explains a variant's rules (the index for None), given by
#: the app that serves the reference (``link_rules``): the ground floor names no app's URLs.
_rule_page: Callable[[str | None], str] | None = None


def link_rules(page_of: Callable[[str | None], str]) -> None:
    global _rule_page
    _rule_page = page_of


def rule_url(section: str, variant: str | None) -> str | None:
    if not section or _rule_page is None:
        return None
    return f"{_rule_page(variant)}#{section}"


def error_body(code: str, message: str, field: str | None = None, rule: str | None = None):
    """The one error shape (``ErrorSerializer``), without the per-field ``errors``."""
    return {"code": code, "message": message, "field": field, "rule": rule}


def refusal_response(error: RuleViolation | AppError, rule: str | None = None) -> Response:
    # A broken rule is said in the reader's language; its code and field never change.
    body = error_body(str(error.code), said(error), error.field or None, rule)
    return Response(body, status=status.HTTP_409_CONFLICT if error.conflict else 400)


def variant_of_rules(view) -> str | None:
    """The variant whose rules page a broken rule links to: what the view's
    ``variant_of_rules()`` says, if it has one (a view of a game: the game's)."""
    find = getattr(view, "variant_of_rules", None)
    return find() if find is not None else None


@contextmanager
def not_found(message: str):
    """A missing row (``DoesNotExist`` from a selector or service) is a 404."""
    try:
        yield
    except ObjectDoesNotExist:
        raise exceptions.NotFound(message) from None


def _first_message(detail) -> tuple[str | None, str]:
    if isinstance(detail, dict):
        field, value = next(iter(detail.items()))
        inner_field, message = _first_message(value)
        name = None if field == "non_field_errors" else str(field)  # a list index may be 0
        return ".".join(part for part in (name, inner_field) if part is not None) or None, message
    if isinstance(detail, list) and detail:
        return _first_message(detail[0])
    return None, str(detail)


#: allauth's token authentication lets a request with an unknown or expired token through
#: as anonymous (so the public endpoints still answer); where a signed-in caller is needed
#: it is told what is wrong with its token, rather than that it sent none.
REFUSED_TOKEN = gettext_lazy(
    "The session token is invalid or has expired: sign in again for a new one."
)
TOKEN_HEADER = "X-Session-Token"


def _token_refused(exc, request) -> bool:
    return isinstance(exc, exceptions.NotAuthenticated) and bool(
        request is not None and request.headers.get(TOKEN_HEADER)
    )


def exception_handler(exc, context):
    if isinstance(exc, RuleViolation):
        variant = variant_of_rules(context.get("view"))
        return refusal_response(exc, rule_url(exc.section, variant))
    if isinstance(exc, AppError):
        return refusal_response(exc)
    if isinstance(exc, Hidden):
        exc = exceptions.NotFound(exc.message)
    elif isinstance(exc, Forbidden):
        exc = exceptions.PermissionDenied(exc.message)
    if _token_refused(exc, context.get("request")):
        exc = exceptions.AuthenticationFailed(REFUSED_TOKEN)
        exc.auth_header = TOKEN_HEADER
    # A view's own Django 404 or 403 (``get_object_or_404``): answered like DRF's.
    if isinstance(exc, Http404):
        exc = exceptions.NotFound(*exc.args)
    elif isinstance(exc, PermissionDenied):
        exc = exceptions.PermissionDenied(*exc.args)
    response = drf_exception_handler(exc, context)
    if response is None:
        return None
    if isinstance(exc, exceptions.ValidationError):
        field, message = _first_message(exc.detail)
        detail = exc.detail if isinstance(exc.detail, dict) else {"non_field_errors": exc.detail}
        message = f"{field}: {message}" if field else message
        response.data = {**error_body("INVALID_INPUT", message, field), "errors": detail}
    else:
        codes = exc.get_codes() if isinstance(exc, exceptions.APIException) else "error"
        code = str(codes).upper() if isinstance(codes, str) else "ERROR"
        response.data = error_body(code, str(getattr(exc, "detail", exc)))
    return response
