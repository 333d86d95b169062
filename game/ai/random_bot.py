"""The random player of every game: a uniformly random legal action, from its own seeded
generator. It knows no game: it is given the game's `legal_actions`."""

from collections.abc import Callable, Sequence
from typing import Any

from game import rng

from .choice import options_to_choose


class RandomBot:
    def __init__(self, legal_actions: Callable[[Any], Sequence[Any]], seed: int = 0):
        self._legal_actions = legal_actions
        self._rng = rng.seed_state(seed)

    def choose(self, view: Any) -> Any:
        options = options_to_choose(self._legal_actions(view))
        self._rng, i = rng.below(self._rng, len(options))
        return options[i]
