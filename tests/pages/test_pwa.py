"""The manifest and the service worker, as served."""

import json
import posixpath
import re
import shutil
import struct

import pytest
from django.conf import settings
from django.core.management import call_command
from django.templatetags.static import static
from django.test import override_settings

from games.views import pwa
from rules.views import offline_pages as rules_offline_pages


def png_size(data: bytes) -> str:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return "{}x{}".format(*struct.unpack(">II", data[16:24]))


def test_the_manifest(client):
    response = client.get("/manifest.webmanifest")
    assert response.status_code == 200
    assert response["Content-Type"] == "application/manifest+json"
    manifest = response.json()
    assert manifest["name"] == "Euchre Companion"
    assert manifest["short_name"] == "Euchre"
    assert (manifest["start_url"], manifest["scope"], manifest["display"]) == (
        "/",
        "/",
        "standalone",
    )
    assert manifest["theme_color"] == "#1b5e20"
    icons = {(icon["sizes"], icon["purpose"]) for icon in manifest["icons"]}
    assert {("192x192", "any"), ("512x512", "any"), ("512x512", "maskable")} <= icons


def test_the_manifests_icons_are_served_at_their_sizes(client):
    for icon in client.get("/manifest.webmanifest").json()["icons"]:
        response = client.get(icon["src"])
        assert response.status_code == 200
        assert png_size(b"".join(response.streaming_content)) == icon["sizes"]


def test_the_worker_is_served_at_the_root_and_never_cached(client):
    response = client.get("/sw.js")
    assert response.status_code == 200
    assert response["Content-Type"].startswith("text/javascript")
    assert "no-cache" in response["Cache-Control"] and "no-store" in response["Cache-Control"]
    assert response["Service-Worker-Allowed"] == "/"


def worker_lists(client) -> dict[str, list[str]]:
    body = client.get("/sw.js").content.decode()
    return {
        name: json.loads(re.search(rf"const {name} = (\[.*?\]);", body).group(1))
        for name in ("PAGES", "ASSETS")
    }


def test_the_worker_keeps_the_app_shell_and_the_rules_pages(client):
    lists = worker_lists(client)
    assert {"/", "/games/", "/games/new/", "/games/play/"} <= set(lists["PAGES"])
    assert set(rules_offline_pages()) <= set(lists["PAGES"])  # registered by the rules app
    assert {"/rules/", "/rules/british/", "/rules/british/answer/"} <= set(lists["PAGES"])
    for path in ("css/site.css", "js/app/outbox.js", "js/app/app.js", "js/app/table/main.js",
                 "js/app/table/state.js", "js/app/new-game.js", "icons/icon-192.png",
                 "js/answerer.js", "js/play-sheet.js"):  # fmt: skip
        assert f"/static/{path}" in lists["ASSETS"]
    assert not [url for url in lists["ASSETS"] if "/admin/" in url or "sidecar" in url]


def test_a_changed_file_changes_the_workers_bytes(client, settings, tmp_path):
    before = client.get("/sw.js").content
    static = tmp_path / "static"
    shutil.copytree(settings.BASE_DIR / "static", static)
    (static / "js" / "app" / "app.js").write_text("/* a new version */")
    settings.STATICFILES_DIRS = [static]
    assert client.get("/sw.js").content != before


@pytest.fixture
def deployed_static(tmp_path):
    """Static files as a deploy collects them: hashed names in a manifest."""
    with override_settings(
        DEBUG=False,
        STATIC_ROOT=tmp_path,
        STORAGES={
            **settings.STORAGES,
            "staticfiles": {"BACKEND": "core.storage.ModuleManifestStaticFilesStorage"},
        },
    ):
        call_command("collectstatic", "--noinput", "-v0", "-i", "admin", "-i", "rest_framework",
                     "-i", "drf_spectacular_sidecar")  # fmt: skip
        pwa._deployed_worker_context.cache_clear()
        yield
    pwa._deployed_worker_context.cache_clear()


def test_deployed_the_worker_names_the_hashed_files(client, deployed_static):
    assets = worker_lists(client)["ASSETS"]
    assert assets and all(re.search(r"\.[0-9a-f]{12}\.\w+$", url) for url in assets), assets
    icons = client.get("/manifest.webmanifest").json()["icons"]
    assert all(re.search(r"\.[0-9a-f]{12}\.png$", icon["src"]) for icon in icons)


# A module's static imports, as the scripts write them (one a line, relative).
MODULE_IMPORT = re.compile(r'^(?:import|export) .* from "([^"]+)";$', re.M)
# The modules the pages load, and the worker's own import of the outbox.
ENTRY_MODULES = [
    "js/app/app.js",
    "js/app/table/main.js",
    "js/app/new-game.js",
    "js/answerer.js",
    "js/rules-search.js",
]


def test_deployed_every_module_imported_is_hashed_and_kept_by_the_worker(
    client, deployed_static, tmp_path
):
    assets = set(worker_lists(client)["ASSETS"])
    worker = client.get("/sw.js").content.decode()
    waiting = [static(path) for path in ENTRY_MODULES] + MODULE_IMPORT.findall(worker)
    found = set()
    while waiting:
        url = waiting.pop()
        if url in found:
            continue
        found.add(url)
        assert url in assets, url  # hashed, and so opened offline from the worker's cache
        text = (tmp_path / url.removeprefix(settings.STATIC_URL)).read_text()
        folder = posixpath.dirname(url)
        for name in MODULE_IMPORT.findall(text):
            waiting.append(posixpath.normpath(posixpath.join(folder, name)))
    table = {url for url in found if "/js/app/table/" in url}
    modules = list((settings.BASE_DIR / "static" / "js" / "app" / "table").glob("*.js"))
    assert len(table) == len(modules) and any("/outbox." in url for url in found), sorted(found)
