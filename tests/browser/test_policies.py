"""The Content-Security-Policy and Permissions-Policy in a real browser. Every browser
test fails on a violation (``watched`` in conftest); these show that the watch sees one,
and that the pages that draw the most (the table, the answerer, the API docs) keep to it."""

import pytest

from tests.browser.conftest import ARGS, PHONE, policy_violation, watched

pytestmark = pytest.mark.browser


def test_an_inline_script_is_refused_and_the_watch_sees_it(page, live_server):
    page.goto(f"{live_server.url}/rules/")
    with page.expect_console_message(policy_violation) as refused:
        page.evaluate(
            """() => { const s = document.createElement("script");
            s.textContent = "window.injected = true"; document.head.append(s); }"""
        )
    assert "script-src" in refused.value.text
    assert page.evaluate("window.injected === undefined")
    assert page.errors == [refused.value.text]  # the watch saw it too
    page.errors.clear()  # the violation was this test's own doing


def test_a_device_feature_is_refused(page, live_server):
    page.goto(f"{live_server.url}/")
    allowed = page.evaluate(
        "['camera', 'microphone', 'geolocation', 'fullscreen']"
        ".map((f) => document.featurePolicy.allowsFeature(f))"
    )
    assert allowed == [False, False, False, True]


@pytest.mark.parametrize(
    "path", ["/", "/games/new/", "/rules/", "/rules/north_american/", "/api/docs/"]
)
def test_pages_draw_within_the_policy(playwright, chromium, live_server, path):
    browser = playwright.chromium.launch(executable_path=chromium, args=ARGS)
    try:
        for scheme in ("light", "dark"):
            page = watched(browser.new_context(**PHONE, color_scheme=scheme).new_page())
            page.goto(f"{live_server.url}{path}", wait_until="networkidle")
            assert page.errors == []
    finally:
        browser.close()
