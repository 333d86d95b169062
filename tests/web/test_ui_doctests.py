"""The examples in the front end's docstrings are run, so they stay true."""

import doctest
import importlib

import pytest

MODULES = [
    "charon_ui.layout",
    "charon_ui.demo",
    "charon_ui.ai_seats",
    "charon_ui.shortcuts",
    "charon_ui.walkthrough",
    "charon_ui.stats",
    "charon_ui.charts",
]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    result = doctest.testmod(importlib.import_module(name))
    assert result.attempted > 0 and result.failed == 0
