"""How an API operation is described in the OpenAPI schema: its id, summary and tags, and
the errors it can answer.

The answers every operation can give whatever the view are added once, by a hook: 406
when the caller accepts no JSON, 415 when a body is not JSON (``core.api.parsers``).
"""

from functools import partial

from drf_spectacular.utils import OpenApiResponse, extend_schema

from core.api.errors import ErrorSerializer, error_responses


def documented(operation_id: str, summary: str, *, tags: list[str], **schema):
    return extend_schema(operation_id=operation_id, summary=summary, tags=tags, **schema)


def documenter(tag: str):
    """``documented`` for one part of the API: its operations filed under ``tag``."""
    return partial(documented, tags=[tag])


def errors(*statuses: int) -> dict:
    """``error_responses``, saying that a 403 is also what an anonymous caller gets, and
    that a refused session token is a 401."""
    responses = error_responses(*statuses, *([401] if 403 in statuses else []))
    if 403 in responses:
        responses[403] = OpenApiResponse(
            ErrorSerializer,
            description="Not signed in (code NOT_AUTHENTICATED), or signed in without the "
            "right to do this (code PERMISSION_DENIED).",
        )
    return responses


PROTOCOL_ERRORS = {
    "406": "The request's Accept header allows no JSON, the only answer the API gives.",
    "413": "The body is larger than the server reads (code BODY_TOO_LARGE).",
    "415": "The body is not JSON (Content-Type application/json), the only input it reads.",
    "429": "Too many writes from this caller (code THROTTLED): try again after the "
    "Retry-After header's seconds.",
}
WRITES = {"post", "put", "patch", "delete"}


def add_protocol_errors(result, generator, request, public):
    """drf-spectacular post-processing hook: 406 on every API operation, 413 and 415 on
    those that take a body, 429 on writes, in the API's one error shape."""
    error = {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}
    for path, operations in result["paths"].items():
        if not path.startswith("/api/"):
            continue
        for method, operation in operations.items():
            codes = ["406"]
            codes += ["413", "415"] if "requestBody" in operation else []
            codes += ["429"] if method in WRITES else []
            for code in codes:
                operation["responses"].setdefault(
                    code, {"description": PROTOCOL_ERRORS[code], "content": error}
                )
    return result


#: What DRF's CharField refuses that a bare ``{"type": "string"}`` allows: a NUL anywhere,
#: and (unless blank is allowed, ``minLength`` 0) a value that is only white space, which
#: it trims to nothing (white space as Python's ``str.strip`` sees it).
NO_NUL = r"^[^\x00]*$"
# (Spelled out: schemathesis reads ``\s`` as JavaScript does, without \x1c-\x1f.)
SPACE = r"\t-\r\x1c-\x20\x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000"
NOT_BLANK = rf"^[^\x00]*[^\x00{SPACE}][^\x00]*$"


def _strings_as_drf_reads_them(schema) -> None:
    if isinstance(schema, list):
        for item in schema:
            _strings_as_drf_reads_them(item)
        return
    if not isinstance(schema, dict):
        return
    plain = not any(key in schema for key in ("enum", "format", "pattern", "$ref"))
    if schema.get("type") == "string" and plain:
        schema["pattern"] = NOT_BLANK if schema.get("minLength", 0) >= 1 else NO_NUL
    for value in schema.values():
        _strings_as_drf_reads_them(value)


def strings_without_nul(result, generator, request, public):
    """drf-spectacular post-processing hook: the strings the API reads (request bodies'
    components, query and path parameters) say what DRF refuses in them, so a client
    that keeps to the schema is never refused for its strings' shape."""
    for name, component in result.get("components", {}).get("schemas", {}).items():
        if name.endswith("Request"):
            _strings_as_drf_reads_them(component)
    for path, operations in result["paths"].items():
        if not path.startswith("/api/"):
            continue
        for operation in operations.values():
            for parameter in operation.get("parameters", []):
                _strings_as_drf_reads_them(parameter.get("schema"))
    return result


#: Constraints a serializer cannot state in drf-spectacular's terms (one field or another
#: required), added to its request component by ``add_constraints``.
_CONSTRAINTS: dict[str, dict] = {}


def constrain(component: str, **schema) -> None:
    _CONSTRAINTS.setdefault(component, {}).update(schema)


def add_constraints(result, generator, request, public):
    """drf-spectacular post-processing hook: the constraints given to ``constrain``; a
    body whose schema requires a field (itself, or in every one of its ``anyOf``) is
    itself required (a PATCH's too)."""
    components = result.get("components", {}).get("schemas", {})
    for name, schema in _CONSTRAINTS.items():
        if name in components:
            _merge(components[name], schema)
    for operations in result["paths"].values():
        for operation in operations.values():
            body = operation.get("requestBody", {})
            ref = body.get("content", {}).get("application/json", {}).get("schema", {})
            component = components.get(ref.get("$ref", "").rsplit("/", 1)[-1], {})
            branches = component.get("anyOf", [])
            if component.get("required") or (
                branches and all(branch.get("required") for branch in branches)
            ):
                body["required"] = True
    return result


def _merge(into: dict, extra: dict) -> None:
    for key, value in extra.items():
        if isinstance(value, dict) and isinstance(into.get(key), dict):
            _merge(into[key], value)
        else:
            into[key] = value
