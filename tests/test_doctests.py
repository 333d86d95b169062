"""The examples in the engine's docstrings are run, so they stay true."""

import doctest
import importlib

import pytest

MODULES = ["game.charon", "game.charon.claiming", "game.charon.engine"]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    result = doctest.testmod(importlib.import_module(name))
    assert result.attempted > 0 and result.failed == 0
