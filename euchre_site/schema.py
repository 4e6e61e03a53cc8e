"""The answers every API operation can give whatever the view, added to the schema once:
406 when the caller accepts no JSON, 415 when a body is not JSON (euchre_site.parsers)."""

PROTOCOL_ERRORS = {
    "406": "The request's Accept header allows no JSON, the only answer the API gives.",
    "415": "The body is not JSON (Content-Type application/json), the only input it reads.",
}


def add_protocol_errors(result, generator, request, public):
    """drf-spectacular post-processing hook: 406 on every API operation, 415 on those
    that take a body, in the API's one error shape."""
    error = {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}
    for path, operations in result["paths"].items():
        if not path.startswith("/api/"):
            continue
        for operation in operations.values():
            codes = ["406", "415"] if "requestBody" in operation else ["406"]
            for code in codes:
                operation["responses"].setdefault(
                    code, {"description": PROTOCOL_ERRORS[code], "content": error}
                )
    return result
