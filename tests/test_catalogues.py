"""The catalogues (locale/ and the scripts' static/jsi18n/) are complete and current: what
``make messages-extract`` finds in the code today is exactly what is committed, every
entry is translated (not empty, not fuzzy) with the English placeholders, the compiled
files are those of the catalogues, and each language counts plurals by Django's own rule."""

import re
import shutil
import subprocess
import sys
from pathlib import Path

import django
import polib
import pytest
from django.conf import settings

from tests.needs import missing

ROOT = Path(__file__).resolve().parent.parent
LANGUAGES = [code for code, _name in settings.LANGUAGES if code != settings.LANGUAGE_CODE]
DOMAINS = ["django", "djangojs"]
CATALOGUES = [(language, domain) for language in LANGUAGES for domain in DOMAINS]
PLACEHOLDER = re.compile(r"%\(\w+\)[sd]|%[sd]")
COPIED = shutil.ignore_patterns(
    ".venv", ".git", "node_modules", "staticfiles", "test-artifacts", "*.pyc"
)


def po_path(root: Path, language: str, domain: str) -> Path:
    return root / "locale" / language / "LC_MESSAGES" / f"{domain}.po"


def entries(catalogue: polib.POFile) -> dict:
    return {
        (entry.msgctxt, entry.msgid): (
            entry.msgid_plural,
            entry.msgstr,
            entry.msgstr_plural,
            sorted(entry.flags),
        )
        for entry in catalogue
        if not entry.obsolete
    }


def gettext_tool(name: str) -> str:
    found = shutil.which(name)
    if not found:
        missing(f"GNU gettext's {name} is not installed (apt-get install gettext)")
    return found


@pytest.fixture(scope="module")
def extracted(tmp_path_factory) -> Path:
    """A copy of the project with its catalogues extracted again from its code."""
    gettext_tool("xgettext")
    copy = tmp_path_factory.mktemp("catalogues") / "project"
    shutil.copytree(ROOT, copy, ignore=COPIED)
    bin_dir = Path(sys.executable).parent
    subprocess.run(
        ["make", "-s", "messages-extract", f"BIN={bin_dir}"],
        cwd=copy,
        check=True,
        capture_output=True,
    )
    return copy


@pytest.mark.parametrize(("language", "domain"), CATALOGUES)
def test_the_code_holds_no_string_the_catalogue_lacks(extracted, language, domain):
    committed = entries(polib.pofile(str(po_path(ROOT, language, domain))))
    again = entries(polib.pofile(str(po_path(extracted, language, domain))))
    assert sorted(set(again) - set(committed)) == [], "run make messages, then translate"
    assert sorted(set(committed) - set(again)) == [], (
        "run make messages: these are no longer in the code"
    )
    assert again == committed


@pytest.mark.parametrize(("language", "domain"), CATALOGUES)
def test_every_entry_is_translated_with_the_english_placeholders(language, domain):
    catalogue = polib.pofile(str(po_path(ROOT, language, domain)))
    assert len(catalogue) > 0
    for entry in catalogue:
        assert "fuzzy" not in entry.flags, entry.msgid
        forms = list(entry.msgstr_plural.values()) if entry.msgid_plural else [entry.msgstr]
        assert all(form.strip() for form in forms), f"empty: {entry.msgid!r}"
        english = set(PLACEHOLDER.findall(entry.msgid)) | set(
            PLACEHOLDER.findall(entry.msgid_plural)
        )
        for form in forms:
            assert set(PLACEHOLDER.findall(form)) <= english, f"{entry.msgid!r} -> {form!r}"
            if not entry.msgid_plural:
                assert set(PLACEHOLDER.findall(form)) == english, f"{entry.msgid!r} -> {form!r}"


@pytest.mark.parametrize(("language", "domain"), CATALOGUES)
def test_the_compiled_catalogue_is_the_catalogue(language, domain):
    path = po_path(ROOT, language, domain)
    subprocess.run([gettext_tool("msgfmt"), "--check", "-o", "/dev/null", str(path)], check=True)
    compiled = polib.mofile(str(path.with_suffix(".mo")))
    translated = {
        (entry.msgctxt, entry.msgid): entry.msgstr_plural or entry.msgstr
        for entry in polib.pofile(str(path)).translated_entries()
    }
    assert {
        (entry.msgctxt, entry.msgid): entry.msgstr_plural or entry.msgstr for entry in compiled
    } == translated


@pytest.mark.parametrize("language", LANGUAGES)
def test_plurals_are_counted_by_djangos_own_rule(language):
    djangos = polib.pofile(
        str(
            Path(django.__file__).parent
            / "conf"
            / "locale"
            / language
            / "LC_MESSAGES"
            / "django.po"
        )
    )
    for domain in DOMAINS:
        ours = polib.pofile(str(po_path(ROOT, language, domain)))
        assert ours.metadata["Plural-Forms"] == djangos.metadata["Plural-Forms"]


def test_the_scripts_catalogues_are_written_from_the_catalogues(tmp_path):
    subprocess.run(
        [sys.executable, "manage.py", "compilejsi18n", "--output", str(tmp_path)],
        cwd=ROOT,
        check=True,
        capture_output=True,
    )
    for code, _name in settings.LANGUAGES:
        written = (tmp_path / code / "djangojs.js").read_text()
        assert (ROOT / "static" / "jsi18n" / code / "djangojs.js").read_text() == written, code
