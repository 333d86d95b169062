"""6 Billion's computer players by their spec (game.ai.make_bot dispatches here by the game's
key, through game.registry):

    random          uniformly random legal actions
    greedy          rules of thumb with one step of look-ahead on the player's own view
    ismcts:LEVEL    Information Set MCTS for card plays, reactions and consent (greedy for
                    the bookkeeping decisions); LEVEL easy, medium or hard (iterations per
                    decision: search.LEVELS)
"""

from game.ai.random_bot import RandomBot
from game.sixbillion import legal_actions

from .greedy import GreedyBot
from .search import LEVELS, SearchBot


def make_bot(spec: str, seed: int, max_seconds: float | None = None):
    """A bot from its spec; ValueError for an unknown spec."""
    if spec == "random":
        return RandomBot(legal_actions, seed)
    if spec == "greedy":
        return GreedyBot(seed)
    if isinstance(spec, str) and spec.startswith("ismcts:"):
        level = spec.split(":", 1)[1]
        if level in LEVELS:
            return SearchBot(seed, iterations=LEVELS[level], max_seconds=max_seconds)
    raise ValueError(f"unknown 6 Billion bot {spec!r}: expected random, greedy or ismcts:easy|medium|hard")
