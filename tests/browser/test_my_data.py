"""The account page at 390x844: "Download my data" saves the document, and "Delete my
account" asks for the password and deletes it."""

import json
from pathlib import Path

import pytest
from playwright.sync_api import expect

from accounts.models import User
from games.models import Game
from tests.browser.conftest import PASSWORD
from tests.browser.table_steps import a_game

pytestmark = pytest.mark.browser


def test_download_my_data_then_delete_my_account(page, live_server, signed_in, shot):
    game = a_game(signed_in)
    page.goto(f"{live_server.url}/accounts/")
    shot("account-page")
    with page.expect_download() as downloading:
        page.get_by_role("link", name="Download my data").click()
    download = downloading.value
    assert download.suggested_filename.startswith("euchre-my-data-")
    data = json.loads(Path(download.path()).read_text(encoding="utf-8"))
    assert data["format"] == "euchre-account-data"
    assert [g["id"] for g in data["games"]] == [game.pk]
    assert data["games"][0]["game"]["seats"] == ["Ann", "Bob", "Cat", "Dan"]

    page.get_by_role("link", name="Delete my account").click()
    password = page.get_by_label("Password")
    password.fill("not-my-password")
    page.get_by_role("button", name="Delete my account").click()
    expect(page.locator("main")).to_contain_text("That is not this account's password")
    assert User.objects.filter(pk=signed_in.pk).exists()
    page.get_by_label("Password").fill(PASSWORD)
    shot("delete-account")
    page.get_by_role("button", name="Delete my account").click()
    expect(page.locator("main")).to_contain_text("Your account is deleted.")
    expect(page.get_by_role("navigation", name="Site")).to_contain_text("Sign in")
    assert not User.objects.filter(pk=signed_in.pk).exists()
    assert not Game.objects.filter(pk=game.pk).exists()
