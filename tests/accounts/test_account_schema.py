"""The guest's answers over the API match the OpenAPI schema: a guest has no email
address yet (null), and a claimed account has one."""

import schemathesis
from django.core.wsgi import get_wsgi_application
from schemathesis.checks import response_schema_conformance, status_code_conformance

schema = schemathesis.openapi.from_wsgi("/api/schema/", get_wsgi_application()).include(
    path_regex=r"^/api/v1/(auth|account)/"
)
CHECKS = [status_code_conformance, response_schema_conformance]
IDENTITY = {"Accept-Encoding": "identity"}  # the GZip middleware would compress


def call(path, method, body=None, token=None, status=200):
    kwargs = {"body": body, "media_type": "application/json"} if body is not None else {}
    headers = {**IDENTITY, **({"X-Session-Token": token} if token else {})}
    case = schema[path][method].Case(**kwargs)
    # (As a server gives it: allauth's rate limits go by the caller's address.)
    environ = {"REMOTE_ADDR": "127.0.0.1"}
    response = case.call_and_validate(headers=headers, checks=CHECKS, environ_base=environ)
    assert response.status_code == status, response.text
    return response.json()


def test_a_guest_and_the_account_it_becomes_match_the_schema(db, keep_the_test_connection):
    guest = call("/api/v1/auth/guest/", "POST", {"client": "app"}, status=201)
    assert guest["user"]["email"] is None
    token = guest["session_token"]
    assert call("/api/v1/auth/me/", "GET", token=token)["user"]["email"] is None
    claim = {"email": "ann@example.com", "password": "a-long-table-password"}
    claimed = call("/api/v1/auth/guest/claim/", "POST", claim, token=token)
    assert claimed["user"] == {
        "id": guest["user"]["id"],
        "email": "ann@example.com",
        "is_guest": False,
    }
    assert call("/api/v1/auth/me/", "GET", token=token)["user"]["email"] == "ann@example.com"


def test_my_data_and_deleting_the_account_match_the_schema(db, keep_the_test_connection):
    token = call("/api/v1/auth/guest/", "POST", {"client": "app"}, status=201)["session_token"]
    mine = call("/api/v1/account/data/", "GET", token=token)
    assert (mine["format"], mine["games"]) == ("euchre-account-data", [])
    refused = call("/api/v1/account/delete/", "POST", {}, token=token, status=400)
    assert refused["code"] == "CONFIRMATION_NEEDED"
    call_empty("/api/v1/account/delete/", "POST", {"confirm": True}, token=token)


def call_empty(path, method, body, token):
    case = schema[path][method].Case(body=body, media_type="application/json")
    headers = {**IDENTITY, "X-Session-Token": token}
    response = case.call_and_validate(headers=headers, checks=CHECKS)
    assert response.status_code == 204, response.text
