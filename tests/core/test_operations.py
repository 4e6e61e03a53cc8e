"""What an operator relies on: liveness and readiness, a request id on every answer and
log line, JSON logs, and errors reported to Sentry when a DSN is set.

Cases that change settings run in a fresh interpreter (settings are read once)."""

import gzip
import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from tests.test_settings import run_python

UNREACHABLE = "127.0.0.1:9"  # the discard port: nothing listens there

REQUEST_IN_A_FRESH_PROCESS = """
import django, json, sys
django.setup()
from django.test import Client
answer = Client(HTTP_HOST="localhost").get(sys.argv[1], headers={"X-Request-ID": sys.argv[2]})
print(json.dumps([answer.status_code, answer.content.decode(), answer["X-Request-ID"]]))
"""


def request_in_a_fresh_process(tmp_path, path, request_id="", **env):
    env = {"DATABASE_URL": f"sqlite:///{tmp_path / 'ops.sqlite3'}", **env}
    result = run_python("-c", REQUEST_IN_A_FRESH_PROCESS, path, request_id, **env)
    assert result.returncode == 0, result.stderr
    status, body, answered_id = json.loads(result.stdout.splitlines()[-1])
    return status, body, answered_id, result.stderr


def test_healthz_is_liveness_only(client):
    response = client.get("/healthz")
    assert (response.status_code, response.content) == (200, b"ok")


@pytest.mark.django_db
def test_readyz_checks_the_database_and_the_cache(client):
    response = client.get("/readyz")
    assert response.status_code == 200
    assert response.json() == {"status": "ok", "database": "ok", "cache": "ok"}
    assert response["Cache-Control"] == "no-store"


def test_readyz_is_503_naming_an_unreachable_cache(tmp_path):
    status, body, _, stderr = request_in_a_fresh_process(
        tmp_path, "/readyz", REDIS_URL=f"redis://{UNREACHABLE}/0"
    )
    assert status == 503
    assert json.loads(body) == {"status": "unavailable", "database": "ok", "cache": "unavailable"}
    assert "readiness: the cache is not available" in stderr


def test_readyz_is_503_naming_an_unreachable_database(tmp_path):
    status, body, _, _ = request_in_a_fresh_process(
        tmp_path, "/readyz", DATABASE_URL=f"postgres://postgres@{UNREACHABLE}/nowhere"
    )
    assert status == 503
    assert json.loads(body)["database"] == "unavailable"


@pytest.mark.parametrize(
    ("given", "kept"),
    [
        pytest.param("edge-7f3a.01", True, id="a-proxy-id-is-kept"),
        pytest.param("", False, id="none-given-one-is-made"),
        pytest.param("bad id\nX-Injected: 1", False, id="a-header-injection-is-replaced"),
        pytest.param("x" * 129, False, id="too-long-is-replaced"),
    ],
)
def test_every_answer_carries_a_request_id(client, given, kept):
    headers = {"X-Request-ID": given} if given else {}
    response = client.get("/healthz", headers=headers)
    answered = response["X-Request-ID"]
    if kept:
        assert answered == given
    else:
        assert answered != given and len(answered) == 32
        int(answered, 16)


def test_json_log_lines_carry_the_request_id(tmp_path):
    status, _, answered_id, stderr = request_in_a_fresh_process(
        tmp_path, "/no-such-page/", "trace-42", LOG_FORMAT="json"
    )
    assert status == 404 and answered_id == "trace-42"
    lines = [json.loads(line) for line in stderr.splitlines() if line.startswith("{")]
    not_found = [line for line in lines if line["message"].startswith("Not Found")]
    assert not_found, stderr
    assert not_found[0]["request_id"] == "trace-42"
    assert not_found[0]["levelname"] == "WARNING"


def test_an_unknown_log_format_is_refused():
    result = run_python("manage.py", "check", LOG_FORMAT="xml")
    assert result.returncode != 0
    assert "LOG_FORMAT must be text or json" in result.stderr


class _Collector(BaseHTTPRequestHandler):
    received: list

    def do_POST(self):
        body = self.rfile.read(int(self.headers["Content-Length"]))
        if self.headers.get("Content-Encoding") == "gzip":
            body = gzip.decompress(body)
        self.received.append(body)
        self.send_response(200)
        self.end_headers()

    def log_message(self, *args):
        pass


def test_errors_go_to_sentry_when_a_dsn_is_set():
    """A real HTTP endpoint stands in for Sentry's ingest: the event arrives there."""
    received = []
    handler = type("Collector", (_Collector,), {"received": received})
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        dsn = f"http://publickey@127.0.0.1:{server.server_port}/1"
        result = run_python(
            "-c",
            "import django, sentry_sdk; django.setup();"
            "sentry_sdk.capture_message('the readiness of reporting'); sentry_sdk.flush(5)",
            SENTRY_DSN=dsn,
        )
    finally:
        server.shutdown()
    assert result.returncode == 0, result.stderr
    assert any(b"the readiness of reporting" in body for body in received), received


def test_nothing_goes_to_sentry_without_a_dsn():
    result = run_python(
        "-c", "import django, sentry_sdk; django.setup(); print(sentry_sdk.is_initialized())"
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "False"
