"""axe-core on every page of the app, light and dark, at a phone's size: no violation.
The experimental rule that a control's accessible name holds what it shows (WCAG 2.5.3,
label-content-name-mismatch) is on too: a voice-control user says what they see."""

import pytest
from axe_playwright_python.sync_playwright import Axe

from games.services.hands import hand_record
from tests.browser.table_steps import a_game

pytestmark = pytest.mark.browser

AXE = Axe()
OPTIONS = {
    "resultTypes": ["violations"],
    "rules": {"label-content-name-mismatch": {"enabled": True}},
}
VARIANTS = ["north_american", "british", "two_handed"]


def violations(page) -> list[str]:
    found = AXE.run(page, options=OPTIONS).response["violations"]
    return [f"{page.url} {v['id']}: {[node['target'] for node in v['nodes']][:3]}" for v in found]


def pages_of(game, finished) -> list[str]:
    return [
        "/",
        "/games/",
        "/games/new/",
        f"/games/{game.pk}/",
        f"/games/{finished.pk}/",
        f"/games/{game.pk}/edit/",
        "/rules/",
        *[f"/rules/{variant}/" for variant in VARIANTS],
        *[f"/rules/{variant}/answer/" for variant in VARIANTS],
        "/accounts/",
    ]


def test_no_page_has_an_accessibility_violation_light_or_dark(page, live_server, signed_in):
    game = a_game(signed_in)
    hand_record(game=game, record={"maker": 1, "round": 1, "maker_loner": 1, "maker_tricks": 5})
    finished = a_game(signed_in)
    for _ in range(3):
        hand_record(
            game=finished, record={"maker": 0, "round": 2, "maker_loner": 0, "maker_tricks": 5}
        )
    found = []
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        for path in pages_of(game, finished):
            page.goto(f"{live_server.url}{path}")
            page.wait_for_load_state("networkidle")
            found += violations(page)
            if path.endswith("/answer/"):  # "Who won the trick?", its card picker shown
                page.get_by_role("radio", name="Who won the trick?").check()
                page.locator(".card-button").first.click()
                found += violations(page)
    assert found == []
