"""schemathesis over part of the API, in process (no server): the schema of the paths
matching a pattern, and the checks every answer must pass."""

import schemathesis
from django.core.wsgi import get_wsgi_application
from schemathesis import GenerationMode
from schemathesis.checks import (
    content_type_conformance,
    not_a_server_error,
    response_schema_conformance,
    status_code_conformance,
)

CHECKS = [
    not_a_server_error,
    status_code_conformance,
    content_type_conformance,
    response_schema_conformance,
]


def api_schema(path_regex: str):
    """The OpenAPI schema of these paths, generating data it allows only: an id that is not
    a number never reaches the views (Django's URL resolver answers it), and every refusal
    of allowed data must still be documented."""
    schema = schemathesis.openapi.from_wsgi("/api/schema/", get_wsgi_application())
    schema = schema.include(path_regex=path_regex)
    schema.config.generation.update(modes=[GenerationMode.POSITIVE])
    return schema
