"""The random player: a uniformly random legal action, from its own seeded generator."""

from game import rng
from game.charon import legal_actions
from game.charon.state import State


class RandomBot:
    def __init__(self, seed: int = 0):
        self._rng = rng.seed_state(seed)

    def choose(self, view: State):
        options = legal_actions(view)
        if not options:
            raise ValueError("no legal action: it is not this player's turn, or the game is over")
        self._rng, i = rng.below(self._rng, len(options))
        return options[i]
