"""The site's skeleton answers: API ping, OpenAPI schema and docs, home page, sign-up."""

import json

import pytest
from allauth.headless.contrib.rest_framework.authentication import XSessionTokenAuthentication
from django.core.management import call_command
from rest_framework.request import Request
from rest_framework.settings import api_settings
from rest_framework.test import APIRequestFactory

from accounts.models import User


def test_ping(api_client):
    response = api_client.get("/api/v1/ping/")
    assert response.status_code == 200
    assert response["Content-Type"] == "application/json"
    assert response.json() == {"status": "ok"}


def test_healthz(client, db):
    response = client.get("/healthz")
    assert response.status_code == 200
    assert response.content == b"ok"


def test_schema_describes_the_api(client):
    response = client.get("/api/schema/", {"format": "json"})
    assert response.status_code == 200
    schema = json.loads(response.content)
    assert schema["openapi"].startswith("3.")
    assert schema["info"]["title"] == "Euchre Companion API"
    assert "/api/v1/ping/" in schema["paths"]


def test_schema_validates_without_warnings(tmp_path):
    call_command("spectacular", "--validate", "--fail-on-warn", "--file", tmp_path / "s.yaml")


def schema_objects(node, where="#"):
    """Every object in the schema, with where it is."""
    if isinstance(node, dict):
        yield where, node
        for key, value in node.items():
            yield from schema_objects(value, f"{where}/{key}")
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from schema_objects(value, f"{where}/{index}")


NULL_ENUM = {"$ref": "#/components/schemas/NullEnum"}


def test_every_nullable_in_the_schema_admits_null(client):
    # OpenAPI 3.0 reads "nullable" only beside a "type"; without one, only a choice that
    # is null itself (drf-spectacular's NullEnum) lets a client's validator (openapi-core,
    # generated code) take the nulls the API sends.
    schema = json.loads(client.get("/api/schema/", {"format": "json"}).content)
    refused = [
        where
        for where, node in schema_objects(schema)
        if node.get("nullable") is True
        and "type" not in node
        and NULL_ENUM not in node.get("oneOf", [])
    ]
    assert refused == []


def test_docs_are_served_without_a_cdn(client):
    response = client.get("/api/docs/")
    assert response.status_code == 200
    page = response.content.decode()
    assert "/static/drf_spectacular_sidecar/swagger-ui-dist/swagger-ui-bundle.js" in page
    asset = client.get("/static/drf_spectacular_sidecar/swagger-ui-dist/swagger-ui-bundle.js")
    assert asset.status_code == 200


def test_home_page(client, db):
    response = client.get("/")
    assert response.status_code == 200
    assert [t.name for t in response.templates][:2] == ["home.html", "base.html"]
    assert b'name="viewport"' in response.content
    assert client.get("/static/css/site.css").status_code == 200


def test_allauth_specification_is_served(client):
    response = client.get("/_allauth/openapi.json")
    assert response.status_code == 200
    assert "/_allauth/{client}/v1/auth/login" in response.json()["paths"]


@pytest.mark.django_db
def test_app_signup_returns_a_session_token(client):
    response = client.post(
        "/_allauth/app/v1/auth/signup",
        {"email": "Cat@Example.com", "password": "a-long-table-password"},
        content_type="application/json",
    )
    assert response.status_code == 200, response.content
    body = response.json()
    assert body["meta"]["is_authenticated"] is True
    assert body["meta"]["session_token"]
    user = User.objects.get()
    assert user.email.lower() == "cat@example.com"
    assert user.check_password("a-long-table-password")


def test_app_login_returns_a_session_token_the_api_accepts(client, user):
    response = client.post(
        "/_allauth/app/v1/auth/login",
        {"email": user.email, "password": "a-long-table-password"},
        content_type="application/json",
    )
    assert response.status_code == 200, response.content
    token = response.json()["meta"]["session_token"]

    # The token authenticates a request through the API's configured classes.
    assert XSessionTokenAuthentication in api_settings.DEFAULT_AUTHENTICATION_CLASSES
    request = Request(
        APIRequestFactory().get("/api/v1/ping/", HTTP_X_SESSION_TOKEN=token),
        authenticators=[cls() for cls in api_settings.DEFAULT_AUTHENTICATION_CLASSES],
    )
    assert request.user == user


def test_app_login_with_a_wrong_password_is_refused(client, user):
    response = client.post(
        "/_allauth/app/v1/auth/login",
        {"email": user.email, "password": "not-the-password"},
        content_type="application/json",
    )
    assert response.status_code == 400
    assert "session_token" not in response.json().get("meta", {})
