"""schemathesis over part of the API, in process (no server): the one set-up every
schemathesis test shares. The schema of the paths matching a pattern, the checks every
answer must pass, how many examples a run draws (the same every run), where generated
path parameters are aimed, and how a case is sent."""

import schemathesis
from django.core.wsgi import get_wsgi_application
from hypothesis import HealthCheck, settings
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


#: Refusals of data the schema allows that are rules no schema can state (a hand the rules
#: of Euchre forbid, a name another player has, a finished game): answered 400 with their
#: own code. Any other 400 to schema-valid data (INVALID_INPUT, PARSE_ERROR) means the
#: schema is looser than the server.
STRUCTURAL_CODES = {"INVALID_INPUT", "PARSE_ERROR"}


@schemathesis.check
def schema_valid_input_accepted(ctx, response, case):
    """schemathesis' positive_data_acceptance, for an API whose 400s also carry the rules
    of the game: data the schema allows is never refused as malformed."""
    if case.meta is None or not case.meta.generation.mode.is_positive:
        return None
    if response.status_code != 400:
        return None
    code = (response.json() or {}).get("code")
    if code in STRUCTURAL_CODES or code is None:
        raise AssertionError(
            f"Schema-valid request rejected: 400 {code}: {response.json().get('message')}"
        )
    return None


def examples(count: int):
    """hypothesis' settings for a schemathesis test: ``count`` examples per operation, the
    same examples every run (a suite that passes once passes again: CI retries nothing; a
    wider random search is a local run away, docs/development.md)."""
    return settings(
        max_examples=count,
        deadline=None,
        derandomize=True,
        suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
    )


def aim(case, reals: dict) -> None:
    """Most generated path parameters go to the real thing (``reals``, by name); one in
    four keeps what was generated, which mostly finds nothing (404), as does one with no
    real thing to aim at (None)."""
    params = case.path_parameters or {}
    for name, real in reals.items():
        if name in params:
            keep = sum(map(ord, str(params[name]))) % 4 == 1 or real is None
            params[name] = params[name] if keep else real


def call(case, token: str, checks=CHECKS):
    """Send the case signed in with the app session token, and check its answer."""
    # identity: the GZip middleware would compress, and this in-process client does not unzip
    headers = {"X-Session-Token": token, "Accept-Encoding": "identity"}
    return case.call_and_validate(headers=headers, checks=checks)
