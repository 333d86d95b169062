"""Modules imported when first used, not when the page starts.

Most visits never take the lesson, ask for a hint, review a game, open the rules or hover a
card, yet importing the modules behind them (with what they import in turn) is paid before the
first board is drawn: Pyodide imports are slow (benchmarks/page_load.py). A module that
imports one of them as

    if TYPE_CHECKING:
        from charon_ui import advice as words
    else:
        words = on_demand("charon_ui.advice")

reads `words.something` as before; the import happens at the first such read (the type
checker sees the real module)."""

import importlib
from types import ModuleType
from typing import Any


def on_demand(name: str) -> Any:
    """A stand-in for the module `name`, imported at the first attribute read."""
    return ModuleOnDemand(name)


class ModuleOnDemand:
    def __init__(self, name: str):
        self._name = name

    @property
    def module(self) -> ModuleType:
        return importlib.import_module(self._name)  # after the first time: sys.modules' entry

    def __getattr__(self, attr: str) -> Any:
        return getattr(self.module, attr)

    def __repr__(self) -> str:
        return f"on_demand({self._name!r})"
