"""Browser tests: Debian's Chromium, driven by Playwright, against a live server.

When /usr/bin/chromium is missing these tests are skipped with a plain reason; with
CI=true a missing browser fails them instead. Screenshots (390x844, a phone) go to
test-artifacts/.

Each test starts Playwright and a browser of its own and stops them when it ends:
Playwright's sync API keeps an asyncio loop running on the test's thread, so Django's
async-safety check is relaxed (DJANGO_ALLOW_ASYNC_UNSAFE) for exactly that time, and
no loop or setting is left behind for the tests that run next in the same process.
"""

import time
from pathlib import Path

import pytest
from django.conf import settings
from django.db import connections
from django.test import Client
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError
from playwright.sync_api import sync_playwright

from accounts.models import User
from tests import needs

ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
PHONE = {
    "viewport": {"width": 390, "height": 844},
    "device_scale_factor": 1,
    "is_mobile": True,
    "has_touch": True,
    "service_workers": "allow",
}
PASSWORD = "a-long-table-password"


@pytest.fixture(scope="session")
def chromium() -> str:
    return needs.chromium()


@pytest.fixture
def playwright(chromium, live_server, transactional_db, monkeypatch):
    """Playwright for one test, stopped before the live server's database is flushed."""
    monkeypatch.setenv("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
    with sync_playwright() as running:
        yield running
        # While Playwright's event loop runs, Django keeps this thread's database
        # connections apart from the ones it uses outside a loop: closed here, or they
        # outlive the run (and PostgreSQL refuses to drop the test database).
        connections.close_all()


#: How Chromium reports a request or script the site's policies refused (on the console).
POLICY_VIOLATIONS = ("Content Security Policy", "Permissions policy violation")


def policy_violation(message) -> bool:
    return message.type == "error" and any(words in message.text for words in POLICY_VIOLATIONS)


def watched(page):
    """Quick timeouts, and a list of the page's uncaught script errors and of anything the
    Content-Security-Policy or Permissions-Policy refused: every browser test fails on
    either, so every page the tests visit is checked against the policies."""
    page.set_default_timeout(10_000)
    page.errors = []
    page.on("pageerror", lambda error: page.errors.append(str(error)))
    page.on(
        "console", lambda message: policy_violation(message) and page.errors.append(message.text)
    )
    return page


@pytest.fixture
def page(playwright, chromium):
    """A phone-sized page in a fresh browser context (no cookies, cache or worker)."""
    browser = playwright.chromium.launch(executable_path=chromium, args=ARGS)
    page = watched(browser.new_context(**PHONE).new_page())
    yield page
    browser.close()
    assert page.errors == []


@pytest.fixture
def shot(request):
    """``shot("name")`` saves a phone-sized screenshot of the page to test-artifacts/."""
    ARTIFACTS.mkdir(exist_ok=True)

    def take(name: str, on=None) -> Path:
        page = on or request.getfixturevalue("page")
        path = ARTIFACTS / f"{request.node.name}-{name}.png"
        page.screenshot(path=str(path))
        return path

    return take


@pytest.fixture
def player(transactional_db):
    return User.objects.create_user("table@example.com", PASSWORD)


@pytest.fixture
def signed_in(page, live_server, player):
    """The page's browser context holds a session of ``player``."""
    client = Client()
    client.force_login(player)
    page.context.add_cookies(
        [
            {
                "name": settings.SESSION_COOKIE_NAME,
                "value": client.cookies[settings.SESSION_COOKIE_NAME].value,
                "url": live_server.url,
            }
        ]
    )
    return player


@pytest.fixture
def api_requests(page):
    """Every request to /api/ the page or its service worker makes, in order."""
    seen = []
    page.context.on("request", lambda request: "/api/" in request.url and seen.append(request))
    return seen


#: A frame of the page's: what ``until`` lets pass between two looks at its condition.
NEXT_FRAME = "() => new Promise((drawn) => requestAnimationFrame(() => drawn()))"


def until(page, condition, what: str, seconds: float = 10):
    """Waits until ``condition()`` is truthy, and returns it: between two looks the page
    draws a frame (and Playwright handles its routes and events). A navigation under way
    only means looking again."""
    deadline = time.monotonic() + seconds
    while True:
        try:
            if value := condition():
                return value
            page.evaluate(NEXT_FRAME)
        except PlaywrightError as error:
            if "Execution context was destroyed" not in str(error):
                raise
        if time.monotonic() > deadline:
            raise PlaywrightTimeoutError(f"Still not {what} after {seconds} s")


def wait_until(page, expression: str, arg=None, seconds: float = 10):
    """Waits until ``expression`` (evaluated in the page, with ``arg``) is truthy, and returns
    it. (``page.wait_for_function`` compiles its predicate with eval inside the page, which
    the Content-Security-Policy refuses.)"""
    return until(page, lambda: page.evaluate(expression, arg), expression, seconds)


WORKER_STATE = """navigator.serviceWorker.getRegistration().then((r) => r
    ? { installing: !!r.installing, waiting: !!r.waiting, active: !!r.active } : null)"""


def controlled(page) -> None:
    """Waits until the service worker controls the page (it claims it on activation).

    An install that failed (a file the busy test server did not deliver in time) is
    tried again on the next load, as a browser does: the page is reloaded once for it,
    and a worker that still does not take control fails the test, saying its state.
    """
    for attempt in range(2):
        try:
            wait_until(page, "navigator.serviceWorker.controller !== null", seconds=15)
            return
        except PlaywrightTimeoutError:
            if attempt:
                state = page.evaluate(WORKER_STATE)
                pytest.fail(f"The service worker never took control of the page: {state}")
            page.reload()
