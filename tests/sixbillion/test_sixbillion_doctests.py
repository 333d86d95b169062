"""The examples in 6 Billion's docstrings are run, so they stay true."""

import doctest
import importlib

import pytest

MODULES = [
    "game.sixbillion",
    "game.sixbillion.actions",
    "game.sixbillion.arrival",
    "game.sixbillion.engine",
    "game.sixbillion.growth",
    "game.sixbillion.scenario",
    "game.sixbillion.scoring",
]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    result = doctest.testmod(importlib.import_module(name))
    assert result.attempted > 0 and result.failed == 0
