"""The examples in docstrings are run, so they stay true: every module of the engines (game/)
and of the page's Python packages (web/*/) that has one, found by reading the sources, so a
module that gains an example is tested without being listed here."""

import doctest
import importlib
import re
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
# Where each package lives: the engines at the top of the repository, the page's packages under
# web/ (importable from there: pytest's `pythonpath` in pyproject.toml).
PACKAGES = [REPO / "game", *(p.parent for p in sorted((REPO / "web").glob("*/__init__.py")))]
EXAMPLE = re.compile(r"^\s*>>> ", re.MULTILINE)


def _modules_with_examples() -> list[str]:
    names = []
    for package in PACKAGES:
        for source in sorted(package.rglob("*.py")):
            if EXAMPLE.search(source.read_text(encoding="utf-8")):
                parts = source.relative_to(package.parent).with_suffix("").parts
                names.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return names


MODULES = _modules_with_examples()


def test_examples_are_found_in_every_package():
    # The finder itself: the engines, 6 Billion and the page each have examples.
    assert {"game.charon", "game.sixbillion", "charon_ui.layout"} <= set(MODULES)


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    result = doctest.testmod(importlib.import_module(name))
    assert result.attempted > 0 and result.failed == 0
