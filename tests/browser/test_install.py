"""Installable, by Chromium's own verdict: manifest fields, icons that load, and a service
worker that controls the page at the root scope. (tests/pages/test_pwa.py checks the
manifest's fields and the icons' sizes one by one.)"""

import pytest

from tests.browser.conftest import ARGS, PHONE, controlled, watched

pytestmark = pytest.mark.browser


@pytest.fixture
def profile_page(playwright, chromium, tmp_path):
    """A page in a browser profile on disk: an incognito context (Playwright's usual one)
    is never installable, whatever the app does."""
    context = playwright.chromium.launch_persistent_context(
        tmp_path / "profile", executable_path=chromium, args=ARGS, **PHONE
    )
    page = watched(context.pages[0] if context.pages else context.new_page())
    yield page
    context.close()
    assert page.errors == []


def test_the_app_is_installable(profile_page, live_server, shot):
    page = profile_page
    page.goto(f"{live_server.url}/")
    controlled(page)
    assert (
        page.evaluate("navigator.serviceWorker.ready.then((r) => r.scope)") == f"{live_server.url}/"
    )

    cdp = page.context.new_cdp_session(page)
    manifest = cdp.send("Page.getAppManifest")
    assert manifest["url"] == f"{live_server.url}/manifest.webmanifest"
    assert manifest["errors"] == []
    assert cdp.send("Page.getInstallabilityErrors")["installabilityErrors"] == []
    shot("home", page)
