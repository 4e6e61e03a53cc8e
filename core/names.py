"""When two names are the same person's: one rule, computed here, stored beside the name.

A name's key is its NFKC normal form, case-folded (and normalised again, as folding can
undo it), with runs of white space made one space. "Éva" typed with one code point or
with a combining accent, "KATE" and "Kate" with a Kelvin sign, "ﬁona" and "Fiona" have one
key. Databases disagree on case (SQLite lowers ASCII only; PostgreSQL's UPPER and LOWER
disagree with each other on "İ" and "K"), so lookups and unique constraints use the
stored key, never the database's own case rules.
"""

import unicodedata

from django.db import models


def name_key(name: str) -> str:
    folded = unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", name).casefold())
    return " ".join(folded.split())


class NameKeyField(models.TextField):
    """A name's key (``name_key``), kept equal to the field ``of`` whenever the row is
    written, by ``save`` or ``bulk_create``; not edited by hand."""

    def __init__(self, *args, of: str = "name", **kwargs):
        self.of = of
        kwargs["editable"] = False
        super().__init__(*args, **kwargs)

    def deconstruct(self):
        name, path, args, kwargs = super().deconstruct()
        kwargs.pop("editable", None)
        if self.of != "name":
            kwargs["of"] = self.of
        return name, path, args, kwargs

    def pre_save(self, model_instance, add):
        key = name_key(getattr(model_instance, self.of))
        setattr(model_instance, self.attname, key)
        return key
