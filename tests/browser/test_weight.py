"""The start page's weight, measured as deployed: DEBUG off, collectstatic's hashed and
compressed files served by WhiteNoise, gunicorn. The figures go to
test-artifacts/weight.json (and the README)."""

import json
import os
import socket
import subprocess
import sys
import urllib.request
from pathlib import Path

import pytest

from tests.browser.conftest import ARTIFACTS, controlled, until

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
BUDGET = 100 * 1024


def listening() -> socket.socket:
    """A socket listening on a free port: requests wait in its backlog until gunicorn, given
    it, takes them, so the site can be asked at once."""
    sock = socket.create_server(("127.0.0.1", 0))
    sock.set_inheritable(True)
    return sock


@pytest.fixture(scope="module")
def deployed_site(tmp_path_factory):
    """The site as deployed, on a fresh SQLite database, at its own address; and how to
    run a management command against it."""
    folder = tmp_path_factory.mktemp("deployed")
    # Its own copy of the static files (the working tree's staticfiles/ stays as it is),
    # without the admin's and the API docs', which the app's pages do not use.
    (folder / "deployed_settings.py").write_text(
        f"from euchre_site.settings import *  # noqa\nSTATIC_ROOT = {str(folder / 'static')!r}\n"
    )
    env = {
        **os.environ,
        "DJANGO_SETTINGS_MODULE": "deployed_settings",
        "PYTHONPATH": os.pathsep.join([str(folder), str(ROOT)]),
        "DEBUG": "false",
        "SECRET_KEY": "weight-test-" + "x" * 50,
        "ALLOWED_HOSTS": "127.0.0.1",
        "SECURE_SSL_REDIRECT": "false",
        "DATABASE_URL": f"sqlite:///{folder / 'db.sqlite3'}",
    }
    env.pop("REDIS_URL", None)
    manage = [sys.executable, str(ROOT / "manage.py")]
    skip = ["-i", "admin", "-i", "rest_framework", "-i", "drf_spectacular_sidecar"]
    subprocess.run(
        [*manage, "collectstatic", "--noinput", "-v0", *skip], env=env, cwd=ROOT, check=True
    )
    # No migrate: a first visit, signed out, reads nothing from the database.
    sock = listening()
    gunicorn = Path(sys.executable).with_name("gunicorn")
    server = subprocess.Popen(
        [
            str(gunicorn),
            "euchre_site.wsgi",
            "-b",
            f"fd://{sock.fileno()}",
            "-w",
            "2",
            "--log-level",
            "warning",
        ],
        env=env,
        cwd=ROOT,
        pass_fds=[sock.fileno()],
    )
    url = f"http://127.0.0.1:{sock.getsockname()[1]}"
    try:
        urllib.request.urlopen(f"{url}/healthz", timeout=60)
    except OSError as error:
        server.terminate()
        pytest.fail(f"gunicorn did not answer: {error}")

    def command(*args):
        subprocess.run([*manage, *args, "-v0"], env=env, cwd=ROOT, check=True)

    yield url, command
    server.terminate()
    server.wait(10)
    sock.close()


@pytest.fixture(scope="module")
def deployed(deployed_site):
    return deployed_site[0]


# Every address the worker's caches hold.
CACHED = """async () => {
    const urls = [];
    for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
}"""


def transferred(request) -> int:
    sizes = request.sizes()
    return sizes["responseHeadersSize"] + sizes["responseBodySize"]


def test_the_start_page_weighs_under_100_kb_and_opens_from_the_workers_cache(page, deployed):
    finished = []
    page.context.on("requestfinished", lambda request: finished.append(request))

    page.goto(f"{deployed}/")
    page.wait_for_load_state("load")
    controlled(page)  # (the worker's cache is filled before it takes control)
    kept = set(page.evaluate(CACHED))
    until(
        page,
        lambda: kept <= {r.url for r in finished if r.service_worker},
        "every file the worker keeps seen fetched",
    )
    first_page = [r for r in finished if not r.service_worker]  # the icon may come late
    precache = [r for r in finished if r.service_worker]

    # The second visit: the worker answers every file from its cache; only the page
    # itself is asked of the network (it may have changed).
    finished.clear()
    page.goto(f"{deployed}/")
    page.wait_for_load_state("load")
    second = [r for r in finished if r.service_worker]  # what the worker fetched
    from_cache = [r for r in finished if not r.service_worker and r.response().from_service_worker]

    # And with no network at all, the worker's cache alone opens it.
    page.context.set_offline(True)
    page.reload()
    assert page.get_by_role("heading", name="Keep score at the table").is_visible()
    page.context.set_offline(False)

    figures = {
        "first_visit_bytes": sum(transferred(r) for r in first_page),
        "first_visit_requests": [
            (r.url.removeprefix(deployed), transferred(r)) for r in first_page
        ],
        "worker_cache_fill_bytes": sum(transferred(r) for r in precache),
        "worker_cache_fill_requests": [
            (r.url.removeprefix(deployed), transferred(r)) for r in precache
        ],
        "second_visit_network_bytes": sum(transferred(r) for r in second),
        "second_visit_network_requests": [r.url.removeprefix(deployed) for r in second],
        "second_visit_from_worker_cache": sorted(r.url.removeprefix(deployed) for r in from_cache),
    }
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / "weight.json").write_text(json.dumps(figures, indent=2))

    assert figures["first_visit_bytes"] <= BUDGET, figures
    assert all(r.response().ok for r in first_page + precache + second)
    # Compressed: the style sheet and the scripts came gzipped.
    for request in first_page:
        if request.url.endswith((".css", ".js")):
            assert request.response().header_value("content-encoding") == "gzip", request.url
    assert figures["second_visit_network_requests"] == ["/"], figures
    filled = {url for url, _bytes in figures["worker_cache_fill_requests"]}
    assert {"/", "/games/new/", "/games/play/", "/rules/", "/rules/british/"} <= filled
    # (The icon may not be asked for again: the browser keeps favicons apart.)
    static_files = {
        r.url.removeprefix(deployed) for r in first_page if r.url.endswith((".css", ".js"))
    }
    assert static_files and static_files <= set(figures["second_visit_from_worker_cache"])


def test_a_league_home_weighs_under_100_kb_on_a_first_visit(page, deployed_site):
    url, command = deployed_site
    command("migrate", "--noinput")
    command("seed_sample_league")  # two seasons, eight players, two dozen games
    finished = []
    page.context.on("requestfinished", lambda request: finished.append(request))

    page.goto(f"{url}/leagues/thursday-club/?season=all")
    page.wait_for_load_state("load")
    assert page.locator("#player-standings tbody tr").count() == 8
    first_page = [r for r in finished if not r.service_worker]
    weight = sum(transferred(r) for r in first_page)
    figures = {
        "league_home_first_visit_bytes": weight,
        "league_home_first_visit_requests": [
            (r.url.removeprefix(url), transferred(r)) for r in first_page
        ],
    }
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / "weight-league.json").write_text(json.dumps(figures, indent=2))
    assert all(r.response().ok for r in first_page)
    assert weight <= BUDGET, figures
