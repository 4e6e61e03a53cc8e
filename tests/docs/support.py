"""The stable error codes the project defines, read from its source: each
``class ...Code(StrEnum)``, wherever the module that defines it lives."""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
NOT_CODE = {"tests", "docs", "static", "templates"}


def project_modules() -> list[Path]:
    packages = [
        path.parent
        for path in ROOT.glob("*/__init__.py")
        if path.parent.name not in NOT_CODE and not path.parent.name.startswith(".")
    ]
    return [path for package in packages for path in package.rglob("*.py")]


def defined_codes() -> dict[str, str]:
    """Each code's value, with the module that defines it."""
    found = {}
    for path in project_modules():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.ClassDef) and node.name.endswith("Code")):
                continue
            if not any(getattr(base, "id", "") == "StrEnum" for base in node.bases):
                continue
            for statement in node.body:
                value = getattr(statement, "value", None)
                if isinstance(value, ast.Constant) and isinstance(value.value, str):
                    found[value.value] = path.relative_to(ROOT).as_posix()
    return found


def scoring_codes() -> set[str]:
    return {code for code, module in defined_codes().items() if module.startswith("scoring/")}
