"""The pages the web app keeps for use with no network.

Each app that serves pages names its own when it starts (``keep_offline`` in its
``AppConfig.ready()``), and the service worker keeps them all: the worker needs no app's
URL names, and an app that is not installed keeps nothing.
"""

from collections.abc import Callable

_sources: list[Callable[[], list[str]]] = []


def keep_offline(pages: Callable[[], list[str]]) -> None:
    """Register a function that lists an app's offline pages (paths, called per worker)."""
    if pages not in _sources:
        _sources.append(pages)


def offline_pages() -> list[str]:
    return [path for pages in _sources for path in pages()]
