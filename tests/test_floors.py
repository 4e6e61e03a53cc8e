"""Imports run down the floors, never up: every project module is read with ``ast`` (imports
inside functions too), and none may import from a floor above its own or from a sibling on
its floor. A higher app reacts to a lower one through the signals and group interface a
lower one offers. And a page (a module of an app's ``views``) never imports an ``api``
package: what pages and the API share lives beside both (``access.py``, ``links.py``,
selectors, services).
"""

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

#: Low to high; each floor may import the floors below it. Apps on one floor are siblings.
FLOORS = [
    ["scoring"],  # the rules of Euchre, no Django
    ["core"],  # what every app shares: errors, API helpers, middleware, DB helpers
    ["accounts"],
    ["games", "rules"],
    # Leagues and tournaments: above games and rules, each a kind of group of games hearing
    # their signals. Siblings: a tournament in a league asks the league what it reads of it
    # (its rules, roster, season and admins) through ``games.groups``, so that neither
    # imports the other and a league's statistics never learn about tournaments.
    ["leagues", "tournaments"],
    ["euchre_site"],  # settings, URLs, WSGI and ASGI
    ["bench"],
]
FLOOR = {package: level for level, packages in enumerate(FLOORS) for package in packages}
NOT_ON_A_FLOOR = {"tests"}  # tests may import anything


def packages_here() -> set[str]:
    return {init.parent.name for init in ROOT.glob("*/__init__.py")} - NOT_ON_A_FLOOR


def modules() -> list[tuple[str, Path]]:
    """(dotted name, path) of every module of the packages on a floor."""
    found = []
    for package in FLOOR:
        for path in sorted((ROOT / package).rglob("*.py")):
            parts = path.relative_to(ROOT).with_suffix("").parts
            if parts[-1] == "__init__":
                parts = parts[:-1]
            found.append((".".join(parts), path))
    return found


def imported_names(module: str, path: Path) -> list[tuple[int, str]]:
    """(line, dotted name) of everything the module imports, wherever the import sits."""
    is_package = path.name == "__init__.py"
    names = []
    for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
        if isinstance(node, ast.Import):
            names += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:  # relative: from the module's own package upwards
                package = module.split(".")[: len(module.split(".")) - node.level + is_package]
                base = ".".join([*package, *([node.module] if node.module else [])])
            else:
                base = node.module or ""
            names.append((node.lineno, base))
    return names


URL_LOOKUPS = {"reverse", "reverse_lazy", "redirect", "resolve_url"}


def reversed_apps(path: Path) -> list[tuple[int, str]]:
    """(line, app) of each URL the module looks up by an app's namespace, e.g.
    ``reverse("rules:index")``: a dependency on that app that no import shows."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
        if not (isinstance(node, ast.Call) and node.args):
            continue
        called = getattr(node.func, "id", getattr(node.func, "attr", None))
        first = node.args[0]
        if called in URL_LOOKUPS and isinstance(first, ast.Constant) and ":" in str(first.value):
            namespace = str(first.value).split(":")[0]
            if namespace in FLOOR:  # an app's namespace, not a shared one such as "api"
                found.append((node.lineno, namespace))
    return found


def refusal(importer: str, imported: str) -> str | None:
    """Why a module of package ``importer`` may not import ``imported``, or None if it may."""
    mine, theirs = importer.split(".")[0], imported.split(".")[0]
    if theirs not in FLOOR or theirs == mine:
        return None  # not the project's (the standard library, Django...), or its own
    if FLOOR[theirs] > FLOOR[mine]:
        return (
            f"{mine} (floor {FLOOR[mine]}) imports from {theirs}, a floor above it "
            f"(floor {FLOOR[theirs]})"
        )
    if FLOOR[theirs] == FLOOR[mine]:
        return f"{mine} imports from {theirs}, its sibling on floor {FLOOR[mine]}"
    return None


def page_refusal(importer: str, imported: str) -> str | None:
    """Why a page module may not import ``imported`` (an API module), or None if it may."""
    mine, theirs = importer.split("."), imported.split(".")
    is_page = len(mine) > 1 and mine[1] == "views"
    if is_page and theirs[0] in FLOOR and len(theirs) > 1 and theirs[1] == "api":
        return f"the page module {importer} imports the API's {imported}"
    return None


def judged(importer: str, imported: str) -> str | None:
    return refusal(importer, imported) or page_refusal(importer, imported)


@pytest.mark.parametrize(
    ("importer", "imported", "allowed"),
    [
        pytest.param("games.api.games", "core.api.errors", True, id="down-one-floor"),
        pytest.param("bench.floor", "scoring", True, id="down-many-floors"),
        pytest.param("games.models", "games.permissions", True, id="own-package"),
        pytest.param("scoring.cards", "json", True, id="not-the-projects"),
        pytest.param("core.api.errors", "games.models", False, id="up-two-floors"),
        pytest.param("scoring.rules", "core.errors", False, id="up-from-the-rules-core"),
        pytest.param("accounts.backends", "euchre_site", False, id="up-to-the-settings"),
        pytest.param("games.api.players", "rules.serializers", False, id="sibling"),
        pytest.param("rules.views", "games.models", False, id="sibling-the-other-way"),
        pytest.param("leagues.standings.totals", "games.signals", True, id="leagues-on-games"),
        pytest.param(
            "games.services.hands", "leagues.standings.totals", False, id="games-under-leagues"
        ),
        pytest.param("leagues.views.manage", "leagues.api.access", False, id="page-on-own-api"),
        pytest.param("leagues.views", "leagues.api", False, id="pages-on-own-api-package"),
        pytest.param("leagues.views.player", "games.api.games", False, id="page-on-lower-api"),
        pytest.param("games.views.story", "games.links", True, id="page-on-what-both-share"),
        pytest.param("leagues.api.leagues", "leagues.api.access", True, id="api-on-api"),
    ],
)
def test_the_floors_judge_an_import(importer, imported, allowed):
    assert (judged(importer, imported) is None) is allowed


def test_every_package_stands_on_a_floor():
    assert packages_here() <= set(FLOOR), "add the new package to FLOORS"


def test_imports_run_down_the_floors():
    found = modules()
    assert len(found) > 50  # (the project's modules were found)
    wrong = [
        f"{path.relative_to(ROOT)}:{line}: {module} imports {name}: {why}"
        for module, path in found
        for line, name in imported_names(module, path)
        if (why := judged(module, name))
    ]
    assert not wrong, "imports up a floor or across it, or pages on the API:\n" + "\n".join(wrong)


def test_urls_are_looked_up_down_the_floors_too():
    wrong = [
        f"{path.relative_to(ROOT)}:{line}: {module} looks up a URL of {app}: {why}"
        for module, path in modules()
        for line, app in reversed_apps(path)
        if (why := refusal(module, app))
    ]
    assert not wrong, "URL names that run up a floor or across it:\n" + "\n".join(wrong)


def test_the_settings_package_holds_settings_urls_and_the_entry_points_only():
    held = {path.name for path in (ROOT / "euchre_site").glob("*.py")}
    assert held == {"__init__.py", "settings.py", "urls.py", "wsgi.py", "asgi.py"}


SCRIPTS = ROOT / "static" / "js"
JS_IMPORT = re.compile(r"""^\s*import\b[^"']*["']([^"']+)["']""", re.MULTILINE)


def folders_reached(script: Path) -> set[str]:
    """The top folders under ``static/js/`` of what ``script`` imports."""
    return {
        (script.parent / target).resolve().relative_to(SCRIPTS.resolve()).parts[0]
        for target in JS_IMPORT.findall(script.read_text())
    }


@pytest.mark.parametrize("app", ["leagues", "tournaments"])
def test_a_pages_scripts_import_no_siblings_scripts(app):
    """The scripts keep the apps' floors too: what two apps' pages share lives beside both
    (``static/js/``), never in one of them."""
    for script in (SCRIPTS / app).rglob("*.js"):
        assert not folders_reached(script) & ({"leagues", "tournaments"} - {app}), script
    for shared in SCRIPTS.glob("*.js"):
        assert not folders_reached(shared) & {"leagues", "tournaments"}, shared
