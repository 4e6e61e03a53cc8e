"""Every page in each language, read as a player reads it (its text and its labels: title,
aria-label, placeholder, alt): none holds a phrase of the English the catalogue translates.
The pages are those of a signed-in member of the sample league (games finished and in
progress, standings, a player, partnerships, head-to-head, the big screen, the admin page,
the account), of the organiser of the sample tournament night (its console, check-in, a
player's itinerary, the TV, the print-outs), the rules and the answerer, and the pages of
someone signed out."""

import re
from html.parser import HTMLParser
from pathlib import Path

import polib
import pytest
from django.core.management import call_command

from accounts.models import User
from games.models import Game, Player
from leagues.models import League
from tournaments.models import Tournament

LOCALE = Path(__file__).resolve().parents[2] / "locale"
LANGUAGES = ["nb", "de", "nl", "sl"]
READ_ATTRIBUTES = {"title", "aria-label", "placeholder", "alt"}


class Reading(HTMLParser):
    """The text and the read attributes of a page; not its scripts' or styles' source."""

    def __init__(self):
        super().__init__()
        self.parts, self.skipping = [], 0

    def handle_starttag(self, tag, attrs):
        self.skipping += tag in ("script", "style")
        self.parts += [value for name, value in attrs if name in READ_ATTRIBUTES and value]

    def handle_endtag(self, tag):
        self.skipping -= tag in ("script", "style")

    def handle_data(self, data):
        if not self.skipping:
            self.parts.append(data)


def read(html: str) -> str:
    reading = Reading()
    reading.feed(html)
    return " ".join(" ".join(reading.parts).split())


def english_phrases(language: str) -> list[str]:
    """The server catalogue's English phrases (two words or more, no placeholder or markup)
    that this language says otherwise."""
    catalogue = polib.pofile(str(LOCALE / language / "LC_MESSAGES" / "django.po"))
    return [
        entry.msgid
        for entry in catalogue
        if not entry.msgid_plural
        and not re.search(r"[%<{]", entry.msgid)
        and entry.msgid != entry.msgstr
        and len(entry.msgid) >= 12
        and " " in entry.msgid
    ]


@pytest.fixture(scope="module")
def pages(django_db_blocker):
    """The sample league and games, and the addresses of every page a member reads."""
    with django_db_blocker.unblock():
        call_command("seed_sample_data", stdout=open("/dev/null", "w"))  # noqa: SIM115
        call_command("seed_sample_league", stdout=open("/dev/null", "w"))  # noqa: SIM115
        call_command("seed_sample_tournament", stdout=open("/dev/null", "w"))  # noqa: SIM115
        league, night = League.objects.get(), Tournament.objects.get()
        entrant = night.entrants.order_by("pk").first().player_id
        member = User.objects.get(email="demo@example.com")
        game = Game.objects.filter(owner=member, league_game__isnull=True).first()
        players = Player.objects.filter(roster=league.roster).order_by("pk")
        player, other = players[0], players[1]
        addresses = [
            "/", "/games/", "/games/new/", f"/games/{game.pk}/", f"/games/{game.pk}/story/",
            f"/games/{game.pk}/edit/", "/rules/", "/rules/north_american/", "/rules/british/",
            "/rules/two_handed/", "/rules/north_american/answer/", "/leagues/", "/leagues/new/",
            f"/leagues/{league.slug}/", f"/leagues/{league.slug}/players/{player.pk}/",
            f"/leagues/{league.slug}/partnerships/",
            f"/leagues/{league.slug}/head-to-head/?players={player.pk},{other.pk}",
            f"/leagues/{league.slug}/screen/", f"/leagues/{league.slug}/admin/",
            f"/leagues/{league.slug}/games/new/", "/accounts/", "/accounts/language/",
            "/accounts/delete/", "/tournaments/new/", f"/tournaments/{night.pk}/",
            f"/tournaments/{night.pk}/check-in/?code={night.join_code}",
            f"/tournaments/{night.pk}/players/{entrant}/", f"/tournaments/{night.pk}/screen/",
            f"/tournaments/{night.pk}/print/",
        ]  # fmt: skip
        yield member, addresses
        with django_db_blocker.unblock():
            Tournament.objects.all().delete()
            Game.objects.all().delete()
            League.objects.all().delete()
            User.objects.all().delete()


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_members_pages_hold_no_english_phrase(client, pages, language):
    member, addresses = pages
    client.force_login(member)
    english = english_phrases(language)
    for address in addresses:
        response = client.get(address, headers={"accept-language": language})
        assert response.status_code == 200, address
        assert response["Content-Language"] == language
        shown = read(response.content.decode())
        assert [phrase for phrase in english if phrase in shown] == [], address


SIGNED_OUT = ["/", "/games/new/", "/accounts/login/", "/accounts/signup/",
              "/accounts/password/reset/", "/rules/", "/leagues/", "/nowhere/"]  # fmt: skip


@pytest.mark.django_db
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_pages_of_someone_signed_out_hold_no_english_phrase(client, language):
    english = english_phrases(language)
    for address in SIGNED_OUT:
        response = client.get(address, headers={"accept-language": language})
        assert response.status_code in (200, 404), address
        shown = read(response.content.decode())
        assert [phrase for phrase in english if phrase in shown] == [], address
