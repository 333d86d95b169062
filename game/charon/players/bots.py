"""Charon, Inc.'s computer players by their spec (game.ai.make_bot dispatches here by the
game's key, through game.registry):

    random          uniformly random legal actions
    greedy          rules of thumb, no look-ahead
    ismcts:LEVEL    Information Set Monte Carlo Tree Search; LEVEL easy, medium or hard
"""

from game.ai.specs import bot_from_spec
from game.charon import legal_actions
from game.registry import Bot

from .greedy import GreedyBot
from .search import LEVELS, search_bot


def make_bot(spec: str, seed: int, max_seconds: float | None = None) -> Bot:
    """A bot from its spec; ValueError for an unknown spec. `max_seconds` caps a searching
    bot's time per decision (it then plays a little weaker, never slower)."""
    return bot_from_spec(
        spec,
        seed,
        title="Charon, Inc.",
        legal_actions=legal_actions,
        greedy=GreedyBot,
        search=lambda level, seed: search_bot(seed=seed, max_seconds=max_seconds, **LEVELS[level]),
        levels=LEVELS,
    )
