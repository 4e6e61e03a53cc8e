"""The API reads JSON only, and JSON nested too deeply is a 400 like any malformed body."""

import pytest
from django.test import RequestFactory

from core.middleware.deep_json import JSONNestedTooDeeply
from tests.games.support import app_session_token

DEEP = "[" * 5000 + "]" * 5000


@pytest.mark.parametrize("path", ["/api/v1/variants/north_american/trick/", "/api/v1/auth/guest/"])
def test_json_nested_too_deeply_is_refused_as_malformed(client, db, path):
    response = client.post(path, DEEP, content_type="application/json")
    assert (response.status_code, response.json()["code"]) == (400, "PARSE_ERROR")


def test_a_signed_in_deep_body_is_a_parse_error_too(client, user):
    token = app_session_token(client, user.email)
    response = client.post(
        "/api/v1/games/", DEEP, content_type="application/json", headers={"X-Session-Token": token}
    )
    assert (response.status_code, response.json()["code"]) == (400, "PARSE_ERROR")


@pytest.mark.parametrize(
    "path",
    [
        "/_allauth/app/v1/auth/login",
        "/_allauth/app/v1/auth/signup",
        "/_allauth/app/v1/auth/password/request",
        "/_allauth/browser/v1/auth/login",
    ],
)
@pytest.mark.parametrize("content_type", ["application/json", "text/plain"])
def test_allauths_endpoints_refuse_json_nested_too_deeply_too(client, db, path, content_type):
    client.raise_request_exception = False  # a 500 is what this guards against
    response = client.post(path, DEEP, content_type=content_type)  # allauth reads either
    assert response.status_code == 400
    assert response.json() == {
        "status": 400,
        "errors": [{"message": "The body is JSON nested too deeply to read.", "code": "invalid"}],
    }


@pytest.mark.parametrize(
    "path, body",
    [
        ("/_allauth/app/v1/auth/login", '{"email": "a@example.com"}'),
        ("/_allauth/app/v1/auth/login", "{not json"),
        ("/accounts/login/", DEEP),  # not allauth's API: whatever failed, it is not this
    ],
)
def test_a_recursion_error_the_body_did_not_cause_stays_a_server_error(path, body):
    request = RequestFactory().post(path, body, "application/json")
    middleware = JSONNestedTooDeeply(lambda request: None)
    assert middleware.process_exception(request, RecursionError()) is None


@pytest.mark.parametrize("path", ["/api/v1/variants/north_american/trick/", "/api/v1/auth/guest/"])
def test_a_form_body_is_refused_json_in_and_out(client, db, path):
    response = client.post(path, {"trump": "hearts"})  # multipart, as a form sends it
    assert response.status_code == 415
    assert response.json()["code"] == "UNSUPPORTED_MEDIA_TYPE"


def test_the_schema_lists_the_answers_every_operation_can_give(client, db):
    schema = client.get("/api/schema/", {"format": "json"}).json()
    operations = [
        op
        for path, ops in schema["paths"].items()
        if path.startswith("/api/")
        for op in ops.values()
    ]
    assert operations
    for operation in operations:
        assert "406" in operation["responses"]
        assert ("415" in operation["responses"]) == ("requestBody" in operation)
