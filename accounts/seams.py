"""Where apps above ``accounts`` plug in to what happens to a whole account: registries
they fill when they start (their ``AppConfig.ready()``). ``accounts`` imports no app above
it; it asks these.

1. ``data_sections``: for "Download my data", each a name and a function of the user that
   answers that part of the document (JSON-ready), e.g. ``"games"``.
2. ``leaving``: callbacks called with the account, inside the deletion's transaction and
   before the account is deleted, for what must go with it (or must stay without it).
"""

from collections.abc import Callable
from typing import Any

data_sections: dict[str, Callable[[Any], Any]] = {}
leaving: list[Callable[[Any], None]] = []


def add_data_section(name: str, section: Callable[[Any], Any]) -> None:
    data_sections[name] = section


def on_leaving(callback: Callable[[Any], None]) -> None:
    if callback not in leaving:
        leaving.append(callback)
