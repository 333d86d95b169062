"""Charon, Inc.'s computer players by their spec (game.ai.make_bot dispatches here by the
game's key, through game.registry):

    random          uniformly random legal actions
    greedy          rules of thumb, no look-ahead
    ismcts:LEVEL    Information Set Monte Carlo Tree Search; LEVEL easy, medium or hard
"""

from game.ai.random_bot import RandomBot
from game.charon import legal_actions

from .greedy import GreedyBot
from .search import LEVELS, search_bot


def make_bot(spec: str, seed: int, max_seconds: float | None = None):
    """A bot from its spec; ValueError for an unknown spec. `max_seconds` caps a searching
    bot's time per decision (it then plays a little weaker, never slower)."""
    if spec == "random":
        return RandomBot(legal_actions, seed)
    if spec == "greedy":
        return GreedyBot(seed)
    if isinstance(spec, str) and spec.startswith("ismcts:"):
        level = spec.split(":", 1)[1]
        if level in LEVELS:
            return search_bot(seed=seed, max_seconds=max_seconds, **LEVELS[level])
    raise ValueError(f"unknown bot {spec!r}: expected random, greedy or ismcts:easy|medium|hard")
