"""Browser tests: Debian's Chromium, driven by Playwright, against a live server.

When /usr/bin/chromium is missing these tests are skipped with a plain reason; with
CI=true a missing browser fails them instead. Screenshots (390x844, a phone) go to
test-artifacts/.
"""

import os
from pathlib import Path

import pytest
from django.conf import settings
from django.test import Client

from accounts.models import User

# pytest-playwright runs an event loop in the test thread; the ORM calls the tests make
# are synchronous and safe here.
os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")

CHROMIUM = Path("/usr/bin/chromium")
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
PHONE = {"width": 390, "height": 844}
PASSWORD = "a-long-table-password"


@pytest.fixture(scope="session")
def chromium() -> str:
    if CHROMIUM.exists():
        return str(CHROMIUM)
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail(f"CI=true but there is no Chromium at {CHROMIUM} (apt-get install chromium)")
    pytest.skip(f"browser tests skipped: no Chromium at {CHROMIUM} (apt-get install chromium)")


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args, chromium):
    return {
        **browser_type_launch_args,
        "executable_path": chromium,
        "args": [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
        ],
    }


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args):
    return {
        **browser_context_args,
        "viewport": PHONE,
        "device_scale_factor": 1,
        "is_mobile": True,
        "has_touch": True,
        "service_workers": "allow",
    }


@pytest.fixture(autouse=True)
def page_checks(request):
    """Quick timeouts, and no uncaught script error on the page."""
    if "page" not in request.fixturenames:
        yield
        return
    page = request.getfixturevalue("page")
    page.set_default_timeout(10_000)
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    yield
    assert errors == []


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


def controlled(page) -> None:
    """Waits until the service worker controls the page (it claims it on activation)."""
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=15_000)
