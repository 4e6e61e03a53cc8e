"""A test's own small catalogue, compiled into a locale directory of its own: what a test
of the reader's language asserts then never depends on the translators' catalogues."""

from contextlib import contextmanager
from pathlib import Path

import polib
from django.test import override_settings

PLURAL_FORMS = {"de": "nplurals=2; plural=(n != 1);"}


@contextmanager
def own_catalogue(folder: Path, language: str, words: dict, plurals: dict | None = None):
    """``words``: msgid -> msgstr; ``plurals``: (msgid, msgid_plural) -> [forms]."""
    catalogue = polib.POFile()
    catalogue.metadata = {
        "Content-Type": "text/plain; charset=UTF-8",
        "Plural-Forms": PLURAL_FORMS[language],
        "Language": language,
    }
    for msgid, msgstr in words.items():
        catalogue.append(polib.POEntry(msgid=msgid, msgstr=msgstr))
    for (msgid, plural), forms in (plurals or {}).items():
        entry = polib.POEntry(
            msgid=msgid, msgid_plural=plural, msgstr_plural=dict(enumerate(forms))
        )
        catalogue.append(entry)
    messages = folder / language / "LC_MESSAGES"
    messages.mkdir(parents=True)
    catalogue.save_as_mofile(str(messages / "django.mo"))
    with override_settings(LOCALE_PATHS=[folder]):
        yield
