"""The rules reference and the answerer's page offline, from the service worker's cache."""

import contextlib
import re

import pytest
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import expect

from games.services.games import game_start
from games.views import pwa
from tests.browser.conftest import controlled, until

pytestmark = pytest.mark.browser


def test_offline_a_page_is_the_one_kept_for_its_address_not_another_querys(page, live_server):
    page.goto(f"{live_server.url}/rules/")
    controlled(page)
    page.goto(f"{live_server.url}/rules/north_american/?target=7")
    expect(page.locator(".table-rules")).to_contain_text("plays to 7")

    page.context.set_offline(True)
    page.goto(f"{live_server.url}/rules/north_american/")
    expect(page.get_by_role("heading", level=1)).to_contain_text("North American")
    expect(page.locator(".table-rules")).to_have_count(0)  # the plain page, as kept
    page.goto(f"{live_server.url}/rules/north_american/?target=7")
    expect(page.locator(".table-rules")).to_contain_text("plays to 7")


def test_offline_the_answerers_page_opens(page, live_server):
    page.goto(f"{live_server.url}/rules/")
    controlled(page)
    page.context.set_offline(True)
    page.goto(f"{live_server.url}/rules/british/answer/")
    expect(page.locator("#answerer")).to_be_visible()


def test_offline_a_query_never_kept_gets_no_other_page(page, live_server):
    page.goto(f"{live_server.url}/rules/")
    controlled(page)
    page.context.set_offline(True)
    with contextlib.suppress(PlaywrightError):  # the browser's own "no network" page
        page.goto(f"{live_server.url}/rules/north_american/?deck=32")
    # Not the plain page, kept without the house rule: its 24-card rules would be wrong.
    expect(page.get_by_role("heading", name="North American Euchre")).to_have_count(0)


@pytest.fixture
def table_with_a_house_rule(page, live_server, signed_in):
    """A game's table (32 cards), opened under the service worker; its answerer's address."""
    game = game_start(
        owner=signed_in, variant="north_american", seats=["Ann", "Bob", "Cat", "Dan"],
        first_dealer=0, options={"deck": 32},
    )  # fmt: skip
    page.goto(f"{live_server.url}/")
    controlled(page)
    page.goto(f"{live_server.url}/games/{game.pk}/")
    return "/rules/north_american/answer/?deck=32"


def test_offline_the_tables_rules_links_open_with_its_house_rules(page, table_with_a_house_rule):
    answerer = table_with_a_house_rule
    link = page.get_by_role("link", name="Settle a dispute")
    expect(link).to_have_attribute("href", re.compile(f"^{re.escape(answerer)}#seat=Ann&"))
    expect_kept(page, answerer)  # the table keeps its links (the page: no # in its address)
    page.context.set_offline(True)
    page.get_by_role("link", name="Settle a dispute").click()
    expect(page.locator(".table-rules")).to_contain_text("Deck: 32")
    expect(page.get_by_role("button", name="seven of hearts")).to_be_visible()


def test_offline_a_search_never_kept_opens_the_plain_rules_index(page, live_server):
    page.goto(f"{live_server.url}/rules/")
    controlled(page)
    page.context.set_offline(True)
    page.goto(f"{live_server.url}/rules/?q=who+deals+next")
    expect(page.get_by_role("heading", name="Rules of Euchre")).to_be_visible()
    # It says why no result is shown, and keeps the question.
    said = page.locator("#search-offline")
    expect(said).to_contain_text("Searching the rules needs the network.")
    expect(page.get_by_role("searchbox")).to_have_value("who deals next")


def test_online_a_search_says_nothing_of_the_network(page, live_server):
    page.goto(f"{live_server.url}/rules/?q=who+deals+next")
    expect(page.locator("#results-title")).to_contain_text("Searched for “deals” and “next”")
    expect(page.locator("#search-offline")).to_be_empty()


def test_after_a_deploy_the_tables_rules_links_are_kept_in_the_new_workers_cache(
    page, table_with_a_house_rule, monkeypatch
):
    answerer = table_with_a_house_rule
    expect_kept(page, answerer)

    # A deploy: a worker of another version takes over, and its cache starts afresh.
    deployed = {**pwa.worker_context(), "version": "deployed"}
    monkeypatch.setattr(pwa, "worker_context", lambda: deployed)
    page.evaluate("navigator.serviceWorker.getRegistration().then((r) => r.update())")
    expect_kept(page, answerer, cache="euchre-deployed")

    page.context.set_offline(True)
    page.get_by_role("link", name="Settle a dispute").click()
    expect(page.locator(".table-rules")).to_contain_text("Deck: 32")


def expect_kept(page, url: str, cache: str | None = None, seconds: float = 15) -> None:
    """Waits until the worker's one cache (named ``cache``, if given) holds the page.
    (Polled here: ``wait_for_function`` takes a promise for a truthy answer.)"""
    held = """async ([url, wanted]) => {
        const names = await caches.keys();
        if (names.length !== 1 || (wanted && names[0] !== wanted)) return names;
        return (await (await caches.open(names[0])).match(url)) ? true : names;
    }"""
    until(
        page,
        lambda: page.evaluate(held, [url, cache]) is True,
        f"{url} kept in {cache or 'the cache'}",
        seconds,
    )
