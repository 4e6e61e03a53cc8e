"""What the reference's section writers share: a section and a sentence in the reader's words."""

from dataclasses import dataclass

from ..rules import Rules
from ..words import Words


@dataclass(frozen=True)
class Section:
    anchor: str
    title: str
    paragraphs: tuple[str, ...] = ()
    items: tuple[str, ...] = ()

    @property
    def text(self) -> str:
        return " ".join((self.title, *self.paragraphs, *self.items))


class Writer:
    """A marked sentence in the reader's language, its placeholders filled by name."""

    def __init__(self, words: Words):
        self.words = words

    def __call__(self, text: str, **values: object) -> str:
        said = self.words.gettext(text)
        return said % values if values else said


def offered(rules: Rules, key: str) -> bool:
    spec = rules.variant.option(key)
    return spec is not None and not spec.fixed
