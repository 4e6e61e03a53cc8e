"""What makes the web app installable and offline: the manifest and the service worker.

Both are served at the root so the worker's scope is the whole site. The worker is a
template: ``{% static %}`` writes the hashed file names, so a deploy that changes a
file changes the worker's bytes and browsers install the new version.
"""

import hashlib
import json
from functools import cache

from django.contrib.staticfiles import finders
from django.contrib.staticfiles.storage import ManifestFilesMixin, staticfiles_storage
from django.http import JsonResponse
from django.shortcuts import render
from django.templatetags.static import static
from django.urls import reverse
from django.utils.translation import gettext
from django.views.decorators.cache import cache_control, never_cache
from django.views.decorators.vary import vary_on_cookie

from core.offline import offline_pages

THEME_COLOUR = "#1b5e20"
ICONS = [
    ("icons/icon-192.png", "192x192", "any"),
    ("icons/icon-512.png", "512x512", "any"),
    ("icons/icon-maskable-512.png", "512x512", "maskable"),
]
# Pages that must open with no network. A table page of any game falls back to the shell.
APP_PAGES = ["games:home", "games:game-new", "games:game-list", "games:table-shell"]


def app_pages() -> list[str]:
    return [reverse(name) for name in APP_PAGES]


# Icons only the browser's install prompt and the home screen use: not needed offline.
INSTALL_ONLY = {path for path, _sizes, _purpose in ICONS[1:]} | {"icons/apple-touch-icon.png"}


def _app_files():
    """The project's own static files the pages use (not the admin's or the API docs')."""
    finder = finders.FileSystemFinder()
    for path, storage in finder.list(ignore_patterns=["*.md", ".*"]):
        if path not in INSTALL_ONLY:
            yield path, storage


def app_static_files() -> list[str]:
    return sorted(path for path, _storage in _app_files())


def offline_urls() -> tuple[list[str], list[str]]:
    pages = offline_pages()
    return pages, [static(path) for path in app_static_files()]


def hashed_names() -> bool:
    """Deployed, file names carry a hash of their contents (collectstatic's manifest)."""
    return isinstance(staticfiles_storage, ManifestFilesMixin)


def version(pages: list[str], assets: list[str]) -> str:
    """Changes whenever a cached file does: through hashed names, or else the contents."""
    digest = hashlib.sha256("\n".join(pages + assets).encode())
    if not hashed_names():
        for path, storage in sorted(_app_files(), key=lambda found: found[0]):
            with storage.open(path) as file:
                digest.update(file.read())
    return digest.hexdigest()[:16]


def _worker_context() -> dict:
    pages, assets = offline_urls()
    return {"pages": pages, "assets": assets, "version": version(pages, assets)}


_deployed_worker_context = cache(_worker_context)  # files only change with a deploy


def worker_context() -> dict:
    return _deployed_worker_context() if hashed_names() else _worker_context()


@never_cache
def service_worker(request):
    known = worker_context()
    constants = {
        "VERSION": known["version"],
        "PAGES": known["pages"],
        "ASSETS": known["assets"],
        "SHELL": reverse("games:table-shell"),
        "HOME": reverse("games:home"),
        "OUTBOX_JS": static("js/app/outbox.js"),
    }
    context = {"constants": {name: json.dumps(value) for name, value in constants.items()}}
    response = render(request, "games/sw.js", context, content_type="text/javascript")
    response["Service-Worker-Allowed"] = "/"
    return response


# In the reader's language, which a cookie may choose (LocaleMiddleware adds Accept-Language).
@vary_on_cookie
@cache_control(max_age=60 * 60, public=True)
def manifest(request):
    body = {
        "id": "/",
        "name": "Euchre Companion",
        "short_name": "Euchre",
        "description": gettext("Keep score at a real Euchre table, even without a network."),
        "start_url": reverse("games:home"),
        "scope": "/",
        "display": "standalone",
        "orientation": "portrait",
        "background_color": "#fafaf7",
        "theme_color": THEME_COLOUR,
        "icons": [
            {"src": static(path), "sizes": sizes, "type": "image/png", "purpose": purpose}
            for path, sizes, purpose in ICONS
        ],
    }
    return JsonResponse(body, content_type="application/manifest+json")
